"""'Pass to Ann': a screen with nothing private on it (invariant 3).

It is a full screen, not a modal, so the table (and any hand on it) cannot show through.
Only public facts appear: whose turn it is and what the last move did.
"""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.widgets.key_bar import KeyBar


class HandoffScreen(Screen[None]):
    BINDINGS = [Binding("enter,space", "reveal", "Show my hand")]
    # Keys within this many seconds of the screen appearing are ignored: a double press of
    # Enter by the player who just passed must not reveal the next player's hand to them.
    GUARD_S = 0.6

    def __init__(self) -> None:
        super().__init__()
        self.player = ""
        self.hand_number = 1
        self.recent: list[str] = []
        self._shown_at = 0.0

    def prepare(self, name: str, hand_number: int, recent: list[str]) -> None:
        """The app keeps one hand-off screen and fills it before each showing (cheaper)."""
        self.player = name
        self.hand_number = hand_number
        self.recent = list(recent)
        if self.is_mounted:
            self._fill()

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="handoff-box"):
            yield Static(id="handoff-name")
            yield Static(id="handoff-recent")
            yield Static(id="handoff-help")
        yield KeyBar()

    def on_mount(self) -> None:
        self._fill()

    def on_screen_resume(self) -> None:
        self._shown_at = time.monotonic()

    def _fill(self) -> None:
        # Names and log lines are text, not markup: Content, with names as $-variables.
        name = self.player
        self.query_one("#handoff-name", Static).update(Content(f"Pass to {name}"))
        recent = self.query_one("#handoff-recent", Static)
        recent.update(Content("\n".join(self.recent[-4:])))
        recent.display = bool(self.recent)
        self.query_one("#handoff-help", Static).update(Content.from_markup(
            f"Hand {self.hand_number}. $name: press [b]Enter[/b] when only you can see the "
            "screen.", name=name))  # fmt: skip

    def action_reveal(self) -> None:
        if time.monotonic() - self._shown_at < self.GUARD_S:
            return
        self.dismiss(None)
