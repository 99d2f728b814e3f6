"""The end of a hand or a game, for any game: a headline, the game's results table, notes
under it, and what comes next (the next hand of a match, play again, the menu).

The game supplies only the data (a `Results`, built in its package from its session's
outcome); this screen lays it out and owns the keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui import registry
from modten_tui.i18n import N_
from modten_tui.screens.app_link import table_app
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.table.advice import results_line
from modten_tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from modten_tui.table.session import Session


@dataclass(frozen=True)
class Results:
    """What a game's results show. `continues`: Enter starts the next hand of a match;
    otherwise the game is over and p plays again. `wide`: a box as wide as the screen allows
    (up to 104 columns), for tables with many columns."""

    headline: Content  # names are text: build it with Content, never markup
    table: Table
    notes: Content
    continues: bool = False
    box_title: str = ""
    wide: bool = False


class ResultsScreen(Screen[None]):
    DEFAULT_CSS = """
    ResultsScreen #results-box { width: 70; height: auto; padding: 1 2; border: round $success; }
    ResultsScreen #results-title { text-style: bold; color: $success; margin-bottom: 1; }
    ResultsScreen #results-next { margin-top: 1; }
    ResultsScreen #results-box.-wide { width: 100%; max-width: 104; padding: 0 1; }
    ResultsScreen #results-box.-wide #results-title { margin-bottom: 0; }
    """
    BINDINGS = [
        Binding("enter,n", "next_hand", N_("Next hand")),
        Binding("p", "again", N_("Play again")),  # not Enter: a stray press must not restart
        Binding("m,escape", "menu", N_("Menu")),
    ]

    def __init__(self, session: Session, results: Results) -> None:
        super().__init__()
        self.session = session
        self.results = results
        # The Enter that played the last card must not skip the results nobody has read.
        self.guard = KeyGuard(self)

    @property
    def continues(self) -> bool:
        return self.results.continues

    def compose(self) -> ComposeResult:
        r = self.results
        with Middle(), Center(), Vertical(id="results-box", classes="-wide" if r.wide else ""):
            yield Static(r.headline, id="results-title")
            yield Static(r.table, id="results-table")
            yield Static(r.notes, id="results-next")
            # Whether the table played with advice, so a result can be read for what it is
            # (nothing for a game that has no adviser).
            if registry.get(self.session.setup.game).advice is not None:
                yield Static(Content(results_line(self.session.setup.advice)), id="results-advice")
        yield KeyBar()

    def on_mount(self) -> None:
        if self.results.box_title:
            self.query_one("#results-box").border_title = self.results.box_title

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_hand":
            return self.continues
        if action == "again":
            return not self.continues
        return True

    def action_next_hand(self) -> None:
        if self.guard.open():
            table_app(self).next_hand(self.session)

    def action_again(self) -> None:
        if self.guard.open():
            table_app(self).play_again(self.session.setup)

    def action_menu(self) -> None:
        if self.guard.open():
            table_app(self).back_to_menu()
