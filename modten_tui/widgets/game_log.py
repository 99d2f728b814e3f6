"""The game's log, one for every game: newest at the bottom, scroll up (wheel, PgUp) for more.

A scrolling container around one widget that draws the lines, rather than Textual's RichLog or
Log: the lines of the latest moves are redrawn bold each time ("new to you"), which their
append-only lines cannot do. A game says only how its lines are laid out (`Session.log_wrap`):
cut with an ellipsis, or wrapped under a hanging indent when they name cards and totals that
must not be cut off.

The log never takes focus (`can_focus=False`, and nothing in it can): the keys belong to the
table and to the prompts over it. A focusable log would hold the focus on the table screen and
the arrow and page keys of every scrolling container with it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.events import Resize
from textual.geometry import Size
from textual.widget import Widget

INDENT = "    "  # a wrapped line's continuation rows


def hanging_wrap(line: str, width: int) -> list[str]:
    """Word-wrap `line` to `width`, continuation rows indented by four spaces."""
    if width < 8 or len(line) <= width:
        return [line[: max(width, 1)]]
    out: list[str] = []
    rest = line
    while len(rest) > width:
        cut = rest.rfind(" ", len(INDENT) + 1, width + 1)
        cut = width if cut <= len(INDENT) else cut
        out.append(rest[:cut].rstrip())
        rest = INDENT + rest[cut:].lstrip()
    out.append(rest)
    return out


class LogLines(Widget):
    """The log's text at the width it is given: as tall as its rows, so the log scrolls it."""

    DEFAULT_CSS = "LogLines { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }"

    def __init__(self, log: GameLog) -> None:
        super().__init__()
        self.log_widget = log
        self._height = 0

    def on_resize(self, event: Resize) -> None:
        # A wrapping log re-wraps when its width changes (a scrollbar appears, the screen is
        # resized): a log that showed its newest row keeps showing it. (Not Textual's anchor,
        # which would also push a short log to the bottom of its box.)
        log = self.log_widget
        was_at_end = log.scroll_y >= self._height - log.scrollable_content_region.height
        self._height = event.size.height
        if was_at_end:
            log.scroll_end(animate=False)

    def rows(self, width: int) -> list[tuple[str, bool]]:
        """Each row drawn at `width`, and whether it belongs to a line new to the viewer."""
        log = self.log_widget
        first_new = len(log.lines) - log.fresh
        rows: list[tuple[str, bool]] = []
        for i, line in enumerate(log.lines):
            parts = hanging_wrap(line, width) if log.wrap else [line]
            rows += [(part, i >= first_new) for part in parts]
        return rows

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.rows(max(1, width)))

    def render(self) -> Text:
        new = self.log_widget.get_component_rich_style("log--new", partial=True)
        old = self.log_widget.get_component_rich_style("log--old", partial=True)
        out = Text(no_wrap=True, overflow="ellipsis")
        for j, (part, fresh) in enumerate(self.rows(max(1, self.size.width))):
            if j:
                out.append("\n")
            out.append(part, new if fresh else old)
        return out


class GameLog(VerticalScroll, can_focus=False):
    COMPONENT_CLASSES = {"log--new", "log--old"}
    DEFAULT_CSS = """
    GameLog { scrollbar-size-vertical: 1; }
    GameLog > .log--new { color: $foreground; text-style: bold; }
    GameLog > .log--old { color: $text-muted; }
    """

    def __init__(self, *, wrap: bool = False, id: str | None = None) -> None:
        """`wrap`: long lines wrap under a hanging indent rather than end in an ellipsis."""
        super().__init__(id=id)
        self.wrap = wrap
        self.lines: list[str] = []
        self.fresh = 0  # how many of the last lines are new to the person at the screen

    def compose(self) -> ComposeResult:
        yield LogLines(self)

    def page(self, pages: int) -> None:
        """Scroll a page back (pages < 0) or on: the tables' PgUp and PgDn."""
        if pages < 0:
            self.scroll_page_up(animate=False)
        else:
            self.scroll_page_down(animate=False)

    def show(self, lines: list[str], fresh: int = 0) -> None:
        """Show `lines`, the last `fresh` of them as new, scrolled to the newest."""
        if lines == self.lines and fresh == self.fresh:
            return  # a redraw that changes nothing keeps where the player scrolled to
        self.lines = list(lines)
        self.fresh = fresh
        self.query_one(LogLines).refresh(layout=True)
        # After the refresh that lays the new rows out (and shows the scrollbar, if they now
        # overflow): scrolled at once, a scrollbar that appears with them shows a stale thumb.
        self.call_after_refresh(self.scroll_end, animate=False)
