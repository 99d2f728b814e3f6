"""The lasting "NOT SAVED" mark, top right on the table, while saving fails.

Absolutely positioned on its own layer so that showing it moves nothing else on the table
(the tables' layouts are tuned for 80×24); the app mounts it and removes it.
"""

from __future__ import annotations

from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Static


class SaveMark(Static):
    DEFAULT_CSS = """
    SaveMark {
        position: absolute;
        width: auto;
        height: 1;
        padding: 0 1;
        background: $error;
        color: $text;
        text-style: bold;
        overlay: screen;
    }
    """

    def on_mount(self) -> None:
        self._place()
        self.screen.screen_layout_refresh_signal.subscribe(self, self._relaid)

    def on_unmount(self) -> None:
        self.screen.screen_layout_refresh_signal.unsubscribe(self)

    def _relaid(self, screen: Screen[object]) -> None:
        self._place()

    def on_resize(self, event: Resize) -> None:
        self._place()

    def _place(self) -> None:
        self.styles.offset = (max(self.screen.size.width - self.outer_size.width, 0), 0)
