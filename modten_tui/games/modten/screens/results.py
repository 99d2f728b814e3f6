"""Mod Ten's results, as data for the generic results screen: the winner, scores (M12), cards
left, match standings (M13), and what comes next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.content import Content

from modten_tui.games.modten.options.model import ModTenSetupOptions
from modten_tui.games.modten.session.session import ModTenSession, Outcome
from modten_tui.i18n import _, left_to_right, ngettext
from modten_tui.screens.results import Results


def modten_results(session: ModTenSession) -> Results:
    """The results of the hand just finished (and of the match, when it is over)."""
    out, names = session.outcome(), session.names
    if out.match_over and not out.single_hand:
        headline = _("{name} wins the match!").format(name=names[out.match_winner or 0])
    else:
        headline = _("{name} wins hand {number}!").format(
            name=names[out.winner], number=out.hand_number
        )
    return Results(
        headline=Content(headline),  # names are text, not markup
        table=_table(out, names),
        notes=Content(_next(session, out)),
        continues=not out.match_over,
    )


def _table(out: Outcome, names: list[str]) -> Table:
    """One row a player: the score of every hand of the match, the cards left this hand,
    and the total (a single hand shows its score only)."""
    match = not out.single_hand
    table = Table(box=None, padding=(0, 1), header_style="bold")
    # In Arabic the table keeps its columns' order, every row alike: each cell is marked to
    # run left to right, so a row of numbers and a row with Arabic words read the same way.
    cell = left_to_right
    table.add_column(cell(_("Player")))
    hands = out.hand_scores if match else [out.scores]
    for number in range(1, len(hands) + 1):
        # translators: a column of the match's results, hand 1, hand 2... (keep it short)
        head = _("H{number}").format(number=number) if match else _("Score")
        table.add_column(cell(head), justify="right")
    table.add_column(cell(_("Cards left")), justify="right")
    if match:
        table.add_column(cell(_("Total")), justify="right")
    order = sorted(range(len(names)), key=lambda s: (-out.totals[s], -out.scores[s], s))
    for seat in order:
        mark = _mark(out, seat, match)
        # A str cell would be read as rich markup; a name is text.
        row: list[Text | str] = [
            Text(cell(names[seat] + mark)),
            *(cell(str(h[seat])) for h in hands),
            cell(str(out.cards_left[seat])),
        ]
        if match:
            row.append(cell(str(out.totals[seat])))
        table.add_row(*row)
    return table


def _mark(out: Outcome, seat: int, match: bool) -> str:
    """Who won what: in a match the hand's winner only went out (M9), and "(won)" is kept for
    the match's winner (a play-test read "(won)" beside a player who had lost the match)."""
    if not match:
        return " " + _("(won)") if seat == out.winner else ""
    if out.match_over and seat == out.match_winner:
        return " " + _("(won the match)")
    return " " + _("(went out)") if seat == out.winner else ""


def _next(session: ModTenSession, out: Outcome) -> str:
    names = session.names
    setup = ModTenSetupOptions.of(session.setup)
    if out.single_hand:
        return _("Score: the cards each player got rid of this hand.")
    hands = out.hand_number
    target = setup.target or 0
    if out.match_over:
        if setup.length == "target":
            return ngettext(
                "Final standings after {count} hand (first to {target} points).",
                "Final standings after {count} hands (first to {target} points).",
                hands,
            ).format(count=hands, target=target)
        return ngettext(
            "Final standings after {count} hand.", "Final standings after {count} hands.", hands
        ).format(count=hands)
    dealer = out.next_dealer or 0
    leader = (dealer + 1) % len(names)
    if setup.length == "target":
        why = _("Match: first to {target} points.").format(target=target)
    else:
        count = setup.hands or 0
        why = ngettext("Match: {count} hand.", "Match: {count} hands.", count).format(count=count)
    if out.tied:
        # translators: joins the names of the players tied on top ("Ann and Bob")
        who = _(" and ").join(names[s] for s in out.tied)
        tied = _("{names} are tied at {points}: a tie plays one more hand.")
        why += "\n" + tied.format(names=who, points=out.totals[out.tied[0]])
    after = _("Next: hand {number}, {dealer} deals and {leader} leads.")
    return why + "\n" + after.format(number=hands + 1, dealer=names[dealer], leader=names[leader])
