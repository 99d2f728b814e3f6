"""Shown instead of a broken layout when the terminal is under 80×24; play goes on after."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.content import Content
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.i18n import _
from modten_tui.screens.app_link import by_touch

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
        setup = getattr(getattr(self.app, "session", None), "setup", None)
        name = None if setup is None else setup.spec.title
        text = (
            _(
                "The screen holds {width}×{height} cells.\nThis card table needs at least "
                "{min_width}×{min_height}.\nTurn the device on its side to go on."
            )
            if by_touch(self)
            else _(
                "The terminal is {width}×{height}.\n{name} needs at least "
                "{min_width}×{min_height}.\n"
                "Enlarge the window to go on (Ctrl+Q quits)."
            )
            if name
            else _(
                "The terminal is {width}×{height}.\nThis card table needs at least "
                "{min_width}×{min_height}.\nEnlarge the window to go on (Ctrl+Q quits)."
            )
        )
        sizes = {"width": w, "height": h, "min_width": MIN_WIDTH, "min_height": MIN_HEIGHT}
        self.query_one("#too-small-text", Static).update(Content(text.format(name=name, **sizes)))
