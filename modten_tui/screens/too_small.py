"""Shown instead of a broken layout when the terminal is under 80×24; play goes on after."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.setup.models import GAMES

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmallScreen(Screen[None]):
    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.update_size()

    def on_resize(self, event: Resize) -> None:
        self.update_size(event.size)

    def update_size(self, size: Size | None = None) -> None:
        w, h = size or self.app.size
        session = getattr(self.app, "session", None)
        game = getattr(getattr(session, "setup", None), "game", None)
        name = GAMES.get(game, "This card table") if isinstance(game, str) else "This card table"
        self.query_one("#too-small-text", Static).update(
            f"The terminal is {w}×{h}.\n{name} needs at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Enlarge the window to go on (Ctrl+Q quits)."
        )
