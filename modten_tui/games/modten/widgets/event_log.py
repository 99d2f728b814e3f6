"""The hand's events, spelled out, newest at the bottom; scroll up (wheel, PageUp) for more.

A scrolling container around one Static rather than Textual's RichLog: the lines of the latest
moves are redrawn bold each time ("new to you"), which RichLog's append-only lines cannot do.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class EventLog(VerticalScroll, can_focus=False):
    COMPONENT_CLASSES = {"log--new", "log--old"}

    DEFAULT_CSS = """
    EventLog { scrollbar-size-vertical: 1; }
    EventLog > Static { width: auto; min-width: 100%; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[str] = []
        self.fresh = 0  # how many of the last lines are new to the player at the screen

    def compose(self) -> ComposeResult:
        yield Static()

    def show(self, lines: list[str], fresh: int = 0) -> None:
        if lines == self.lines and fresh == self.fresh:
            return
        self.lines = list(lines)
        self.fresh = fresh
        new = self.get_component_rich_style("log--new", partial=True)
        old = self.get_component_rich_style("log--old", partial=True)
        out = Text(no_wrap=True, overflow="ellipsis")
        first_new = len(lines) - fresh
        for i, line in enumerate(lines):
            if i:
                out.append("\n")
            out.append(line, new if i >= first_new else old)
        self.query_one(Static).update(out)
        self.call_after_refresh(self.scroll_end, animate=False)
