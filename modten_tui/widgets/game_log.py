"""The game's log, one for every game: newest at the bottom, scroll up (wheel, PgUp) for more.

Drawn line by line (Textual's Line API on a `ScrollView`) rather than Textual's RichLog or Log:
the lines of the latest moves are redrawn bold each time ("new to you"), which their
append-only lines cannot do. A game says only how its lines are laid out (`Session.log_wrap`):
cut with an ellipsis, or wrapped under a hanging indent when they name cards and totals that
must not be cut off.

Speed: a log that sizes itself to its rows inside a scrolling container costs two layouts of
the whole screen per new line (the rows' height changes, then the container's scroll size,
each a layout) and a third frame to scroll. Here the log sets its own scroll size and scroll
position before the one layout a new line needs, so a move draws in one frame.

The log never takes focus (`can_focus=False`): the keys belong to the table and to the
prompts over it. A focusable log would hold the focus on the table screen and the arrow and
page keys of every scrolling container with it.
"""

from __future__ import annotations

import re

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

INDENT = "    "  # a wrapped line's continuation rows
_NUMBER = re.compile(r"\d+[.,:;)]*(?:\s|$)")  # a number as a word of its own ("2." but not "2♦")


def hanging_wrap(line: str, width: int) -> list[str]:
    """Word-wrap `line` to `width`, continuation rows indented by four spaces."""
    if width < 8 or len(line) <= width:
        return [line[: max(width, 1)]]
    out: list[str] = []
    rest = line
    while len(rest) > width:
        cut = rest.rfind(" ", len(INDENT) + 1, width + 1)
        # A number stays with the word before it: "Bot 2" is a name, "pays 3" one fact (a
        # card such as "2♦" is a word of its own).
        while cut > len(INDENT) and _NUMBER.match(rest, cut + 1):
            cut = rest.rfind(" ", len(INDENT) + 1, cut)
        cut = width if cut <= len(INDENT) else cut
        out.append(rest[:cut].rstrip())
        rest = INDENT + rest[cut:].lstrip()
    out.append(rest)
    return out


class GameLog(ScrollView, can_focus=False):
    COMPONENT_CLASSES = {"log--new", "log--old"}
    DEFAULT_CSS = """
    GameLog { scrollbar-size-vertical: 1; overflow-x: hidden; }
    GameLog > .log--new { color: $foreground; text-style: bold; }
    GameLog > .log--old { color: $text-muted; }
    """

    def __init__(self, *, wrap: bool = False, id: str | None = None) -> None:
        """`wrap`: long lines wrap under a hanging indent rather than end in an ellipsis."""
        super().__init__(id=id)
        self.wrap = wrap
        self.lines: list[str] = []
        self.fresh = 0  # how many of the last lines are new to the person at the screen
        self._rows: list[tuple[str, bool]] = []  # each row as drawn, and whether it is new
        self._end = 0  # the scroll position that shows the newest row, at the size laid out

    def rows(self, width: int) -> list[tuple[str, bool]]:
        """Each row drawn at `width`, and whether it belongs to a line new to the viewer."""
        first_new = len(self.lines) - self.fresh
        rows: list[tuple[str, bool]] = []
        for i, line in enumerate(self.lines):
            parts = hanging_wrap(line, width) if self.wrap else [line]
            rows += [(part, i >= first_new) for part in parts]
        return rows

    def show(self, lines: list[str], fresh: int = 0) -> None:
        """Show `lines`, the last `fresh` of them as new, scrolled to the newest."""
        if lines == self.lines and fresh == self.fresh:
            return  # a redraw that changes nothing keeps where the player scrolled to
        self.lines = list(lines)
        self.fresh = fresh
        self._lay_out(to_end=True)

    def _lay_out(self, *, to_end: bool) -> None:
        """Rows for the present size (a scrollbar, when the rows overflow, takes a column
        from a wrapping log's text), the scroll size, and the newest row in view."""
        box = self.content_region  # inside border and padding, the scrollbar's column too
        width, height = max(1, box.width), box.height
        rows = self.rows(width)
        if len(rows) > height and self.wrap:
            width = max(1, width - self.styles.scrollbar_size_vertical)
            rows = self.rows(width)
        self._rows = rows
        scrolls = len(rows) > height
        if height and scrolls == self.show_vertical_scrollbar:
            # The box and its scrollbar stay as they are: no layout, the thumb set here. (A
            # layout would refresh the scrollbar after its frame: a second frame per move.)
            self.set_reactive(GameLog.virtual_size, Size(width, len(rows)))
            if scrolls:
                self.vertical_scrollbar.window_virtual_size = len(rows)
                self.vertical_scrollbar.window_size = height
        else:
            self.virtual_size = Size(width, len(rows))  # a layout: the scrollbar comes or goes
        self._end = max(0, len(rows) - height)
        if to_end:
            # force: the scrollbar that allows scrolling appears only with the layout
            self.scroll_to(y=self._end, animate=False, force=True, immediate=True)
        self.refresh()

    def on_resize(self) -> None:
        # A wrapping log re-wraps at its new width; a log that showed its newest row keeps
        # showing it: at the end for the old size (the hand's box grew: the end moved down),
        # or as far as the new size lets it be (the layout clamped it: the log grew taller).
        self._lay_out(to_end=self.scroll_y >= min(self._end, self.max_scroll_y))

    def page(self, pages: int) -> None:
        """Scroll a page back (pages < 0) or on: the tables' PgUp and PgDn."""
        if pages < 0:
            self.scroll_page_up(animate=False)
        else:
            self.scroll_page_down(animate=False)

    def row_texts(self) -> list[Text]:
        """Every row as drawn, styled: new rows bold, older ones muted."""
        new = self.get_component_rich_style("log--new", partial=True)
        old = self.get_component_rich_style("log--old", partial=True)
        return [Text.assemble((part, new if fresh else old)) for part, fresh in self._rows]

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        base = self.rich_style
        index = y + self.scroll_offset.y
        if not 0 <= index < len(self._rows):
            return Strip.blank(width, base)
        part, fresh = self._rows[index]
        text = Text(part, no_wrap=True, overflow="ellipsis")
        text.truncate(width, overflow="ellipsis")
        look: Style = base + self.get_component_rich_style(
            "log--new" if fresh else "log--old", partial=True
        )
        return Strip([Segment(text.plain, look)]).extend_cell_length(width, base)
