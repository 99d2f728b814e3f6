"""The TEN log: the newest lines that fit, each wrapped with a hanging indent (the log is a
narrow column at 80×24 and its lines name cards and totals that must not be cut off)."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget


class TenLog(Widget):
    COMPONENT_CLASSES = {"log--new", "log--old"}
    DEFAULT_CSS = """
    TenLog > .log--new { color: $foreground; text-style: bold; }
    TenLog > .log--old { color: $text-muted; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[str] = []
        self.fresh = 0  # how many of the last lines came from the latest move

    def show(self, lines: list[str], fresh: int = 0) -> None:
        self.lines = lines
        self.fresh = fresh
        self.refresh()

    @staticmethod
    def wrap(line: str, width: int) -> list[str]:
        """Word-wrap `line` to `width`, continuation lines indented by four spaces."""
        if width < 8 or len(line) <= width:
            return [line[: max(width, 1)]]
        out: list[str] = []
        rest = line
        while len(rest) > width:
            cut = rest.rfind(" ", 5, width + 1)
            cut = width if cut <= 4 else cut
            out.append(rest[:cut].rstrip())
            rest = "    " + rest[cut:].lstrip()
        out.append(rest)
        return out

    def render(self) -> Text:
        new = self.get_component_rich_style("log--new", partial=True)
        old = self.get_component_rich_style("log--old", partial=True)
        width, height = max(1, self.size.width), max(1, self.size.height)
        rows: list[tuple[str, bool]] = []
        first_new = len(self.lines) - self.fresh
        for i in range(len(self.lines) - 1, -1, -1):  # newest first, until the column is full
            wrapped = self.wrap(self.lines[i], width)
            rows[:0] = [(part, i >= first_new) for part in wrapped]
            if len(rows) >= height:
                break
        rows = rows[-height:]
        out = Text(no_wrap=True, overflow="crop")
        for j, (part, fresh) in enumerate(rows):
            if j:
                out.append("\n")
            out.append(part, new if fresh else old)
        return out
