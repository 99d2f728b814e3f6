"""TEN's results, as data for the generic results screen: per player the run in each colour
and which wild filled which gap (T17, T18), the score with the 10-point bonus marked, the
places and tie-breaks of T19 (the engine's), the winner(s)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.content import Content

from modten_tui.games.ten.rules.scoring import ColourRun
from modten_tui.games.ten.session.session import TenOutcome, TenSession
from modten_tui.games.ten.session.texts import SHOWN
from modten_tui.games.ten.widgets.style import COLOUR_NAME, card, colour_style
from modten_tui.i18n import N_, _, left_to_right
from modten_tui.screens.results import Results

# translators: places in the results table, as short as the English
ORDINAL = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th"), 5: N_("5th")}


def run_cell(run: ColourRun) -> Text:
    """`1-5 5` over the wilds it used, e.g. `R#→3`; the complete run shows `1-9 ★10`."""
    out = Text(no_wrap=False)
    if not run.points:
        out.append("—", "dim")
        return out
    span = f"{run.start}" if run.start == run.end else f"{run.start}-{run.end}"
    out.append(f"{span} ", colour_style(run.colour))
    out.append("★10" if run.bonus else str(run.points), "bold reverse" if run.bonus else "bold")
    for n, wild in sorted(run.wilds.items()):
        out.append("\n" if n == min(run.wilds) else " ")
        out.append_text(card(wild))
        out.append(f"→{n}", "dim")
    return out


def ten_results(session: TenSession) -> Results:
    """The end of the game: places by T19 (the engine's order), runs, tokens, cards."""
    out = session.outcome(SHOWN)
    return Results(
        # names are text, not markup
        headline=Content(_("Game over: {winners}").format(winners=out.headline)),
        table=_table(out),
        notes=_why(out),
        box_title=_("TEN results"),
        wide=True,
    )


def _table(out: TenOutcome) -> Table:
    table = Table(box=None, padding=(0, 1), header_style="bold", pad_edge=False)
    # In Arabic the table keeps its columns' order, every row alike (as the grid of the
    # Players panel does): each cell is marked to run left to right, so a row of a Latin
    # name and numbers and the heads' row of Arabic words read the same way.
    cell = left_to_right
    places = [cell(_(ORDINAL[p.place])) for p in out.players]
    table.add_column(cell(""), min_width=max(3, *(cell_len(p) for p in places)), no_wrap=True)
    table.add_column(cell(_("Player")), max_width=12, no_wrap=True)
    # translators: a column of points, as short as the English
    table.add_column(cell(_("Pts")), justify="right")
    table.add_column(cell(_("Tokens")), justify="right")
    table.add_column(cell(_("Cards")), justify="right")
    for colour, colour_name in COLOUR_NAME.items():
        # The colour's name alone, on one line over its column: a head that wrapped left its
        # letter alone on the line above, over no column in particular, and "R punainen" in
        # every column would not fit 80 columns in Finnish. The name is the legend (the cells
        # are in the colour, and a wild in them keeps its letter: R#).
        head = Text(cell(_(colour_name)), colour_style(colour), no_wrap=True)
        table.add_column(head, min_width=head.cell_len)
    for p in out.players:
        won = p.seat in out.winners
        name = Text(cell(p.name), "bold" if won else "")
        bonus = any(r.bonus for r in p.details.runs)
        pts = Text(cell(f"{p.score}{'★' if bonus else ''}"), "bold")
        runs = [Text(cell("")).append_text(run_cell(r)) for r in p.details.runs]
        counts = (cell(str(p.tokens)), cell(str(p.cards)))
        table.add_row(places.pop(0), name, pts, *counts, *runs)
    return table


def _why(out: TenOutcome) -> Content:
    tie = f"{out.tie_break}\n" if out.tie_break else ""
    return Content(tie) + Content.from_markup(
        _(
            "A colour scores its longest run; [reverse b]★10[/] marks a complete 1–9 run "
            "(10, not 9), and ★ beside the points says a player has one. "
            "Ties: most currency tokens, then fewest cards."
        )
    )
