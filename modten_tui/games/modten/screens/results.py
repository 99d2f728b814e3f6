"""Mod Ten's results, as data for the generic results screen: the winner, scores (M12), cards
left, match standings (M13), and what comes next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.content import Content

from modten_tui.games.modten.options import ModTenSetupOptions
from modten_tui.games.modten.session.session import ModTenSession, Outcome
from modten_tui.screens.results import Results


def modten_results(session: ModTenSession) -> Results:
    """The results of the hand just finished (and of the match, when it is over)."""
    out, names = session.outcome(), session.names
    if out.match_over and not out.single_hand:
        headline = f"{names[out.match_winner or 0]} wins the match!"
    else:
        headline = f"{names[out.winner]} wins hand {out.hand_number}!"
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
    table.add_column("Player")
    hands = out.hand_scores if match else [out.scores]
    for number in range(1, len(hands) + 1):
        table.add_column(f"H{number}" if match else "Score", justify="right")
    table.add_column("Cards left", justify="right")
    if match:
        table.add_column("Total", justify="right")
    order = sorted(range(len(names)), key=lambda s: (-out.totals[s], -out.scores[s], s))
    for seat in order:
        mark = _mark(out, seat, match)
        # A str cell would be read as rich markup; a name is text.
        row: list[Text | str] = [
            Text(names[seat] + mark),
            *(str(h[seat]) for h in hands),
            str(out.cards_left[seat]),
        ]
        if match:
            row.append(str(out.totals[seat]))
        table.add_row(*row)
    return table


def _mark(out: Outcome, seat: int, match: bool) -> str:
    """Who won what: in a match the hand's winner only went out (M9), and "(won)" is kept for
    the match's winner (a play-test read "(won)" beside a player who had lost the match)."""
    if not match:
        return " (won)" if seat == out.winner else ""
    if out.match_over and seat == out.match_winner:
        return " (won the match)"
    return " (went out)" if seat == out.winner else ""


def _next(session: ModTenSession, out: Outcome) -> str:
    names = session.names
    setup = ModTenSetupOptions.of(session.setup)
    if out.single_hand:
        return "Score: the cards each player got rid of this hand."
    goal = f"first to {setup.target} points" if setup.length == "target" else f"{setup.hands} hands"
    if out.match_over:
        played = f"Final standings after {out.hand_number} hands"
        return f"{played} ({goal})." if setup.length == "target" else f"{played}."
    dealer = out.next_dealer or 0
    leader = (dealer + 1) % len(names)
    why = f"Match: {goal}."
    if out.tied:
        who = " and ".join(names[s] for s in out.tied)
        why += f"\n{who} are tied at {out.totals[out.tied[0]]}: a tie plays one more hand."
    return (
        f"{why}\nNext: hand {out.hand_number + 1}, {names[dealer]} deals and {names[leader]} leads."
    )
