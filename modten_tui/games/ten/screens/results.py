"""The end of a TEN game: per player the run in each colour and which wild filled which gap
(T17, T18), the score with the 10-point bonus marked, the tie-breaks of T19, the winner(s)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.advice import results_line
from modten_tui.games.ten.rules.scoring import ColourRun
from modten_tui.games.ten.session.session import TenOutcome, TenSession
from modten_tui.games.ten.widgets.style import COLOUR_NAME, card, colour_style
from modten_tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from modten_tui.app import TableApp

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th"}


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


class TenResultsScreen(Screen[None]):
    DEFAULT_CSS = """
    TenResultsScreen #ten-results-box { width: 100%; max-width: 104; height: auto;
                                        padding: 0 1; border: round $success; }
    TenResultsScreen #ten-results-title { text-style: bold; color: $success; }
    TenResultsScreen #ten-results-why { margin-top: 1; }
    """
    BINDINGS = [
        Binding("p", "again", "Play again"),  # not Enter: a stray press must not restart
        Binding("m,escape", "menu", "Menu"),
    ]

    def __init__(self, session: TenSession) -> None:
        super().__init__()
        self.session = session
        self.outcome: TenOutcome = session.outcome()

    @property
    def modten_app(self) -> TableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="ten-results-box"):
            # Names are text, not markup.
            yield Static(Content(f"Game over: {self.outcome.headline}"), id="ten-results-title")
            yield Static(self._table(), id="ten-results-table")
            yield Static(self._why(), id="ten-results-why")
            yield Static(Content(results_line(self.session.setup.advice)), id="ten-results-advice")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#ten-results-box").border_title = "TEN results"

    def _table(self) -> Table:
        out = self.outcome
        table = Table(box=None, padding=(0, 1), header_style="bold", pad_edge=False)
        table.add_column("", width=3)
        table.add_column("Player", max_width=12, no_wrap=True)
        table.add_column("Pts", justify="right")
        table.add_column("Tokens", justify="right")
        table.add_column("Cards", justify="right")
        for colour, name in COLOUR_NAME.items():
            table.add_column(Text(f"{colour} {name}", colour_style(colour)), min_width=8)
        rank = 0
        previous: tuple[int, int, int] | None = None
        for i, p in enumerate(out.players):
            key = (p.score, p.tokens, -p.cards)
            if key != previous:
                rank, previous = i + 1, key
            won = p.seat in out.winners
            name = Text(p.name, "bold" if won else "")
            bonus = any(r.bonus for r in p.details.runs)
            pts = Text(f"{p.score}{'★' if bonus else ''}", "bold")
            runs = [run_cell(r) for r in p.details.runs]
            table.add_row(ORDINAL[rank], name, pts, str(p.tokens), str(p.cards), *runs)
        return table

    def _why(self) -> Content:
        tie = f"{self.outcome.tie_break}\n" if self.outcome.tie_break else ""
        return Content(tie) + Content.from_markup(
            "A colour scores its longest run; [reverse b]★10[/] marks a complete 1–9 run "
            "(10, not 9), and ★ beside the points says a player has one. "
            "Ties: most currency tokens, then fewest cards."
        )

    def action_again(self) -> None:
        self.modten_app.play_again(self.session.setup)  # type: ignore[arg-type]

    def action_menu(self) -> None:
        self.modten_app.back_to_menu()
