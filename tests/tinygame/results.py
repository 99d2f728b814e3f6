"""The Tiny Tricks results: tricks per player, then play again or the menu."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.widgets.key_bar import KeyBar
from tests.tinygame.session import TinySession


class TinyResultsScreen(Screen[None]):
    BINDINGS = [Binding("p", "again", "Play again"), Binding("m", "menu", "Menu")]

    def __init__(self, session: TinySession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        s = self.session
        game = s.game
        won = " and ".join(s.names[w] for w in game.winners)
        rows = [Content.from_markup("$w won", w=won)]
        for name, tricks in zip(s.names, game.scores(), strict=True):
            word = "trick" if tricks == 1 else "tricks"
            rows.append(Content.from_markup("$n: $t", n=name, t=f"{tricks} {word}"))
        yield Static(Content("\n").join(rows), id="tiny-results")
        yield KeyBar()

    def action_again(self) -> None:
        app: Any = self.app
        app.play_again(self.session.setup)

    def action_menu(self) -> None:
        app: Any = self.app
        app.back_to_menu()
