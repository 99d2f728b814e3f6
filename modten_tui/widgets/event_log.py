"""The newest events, spelled out; as many as fit, newest at the bottom."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget


class EventLog(Widget):
    COMPONENT_CLASSES = {"log--new", "log--old"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[str] = []
        self.fresh = 0  # how many of the last lines came from the latest move

    def show(self, lines: list[str], fresh: int = 0) -> None:
        if lines[-1:] == self.lines[-1:] and len(lines) == len(self.lines) and fresh == self.fresh:
            return
        self.lines = list(lines)
        self.fresh = fresh
        self.refresh()

    def render(self) -> Text:
        new = self.get_component_rich_style("log--new", partial=True)
        old = self.get_component_rich_style("log--old", partial=True)
        height = max(1, self.size.height)
        tail = self.lines[-height:]
        out = Text(no_wrap=True, overflow="ellipsis")
        first_new = len(tail) - self.fresh
        for i, line in enumerate(tail):
            if i:
                out.append("\n")
            out.append(line, new if i >= first_new else old)
        return out
