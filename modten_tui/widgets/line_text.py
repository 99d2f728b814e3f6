"""A widget of unwrapped lines of text that redraws only the lines that changed.

Textual draws a widget's text whole again on any change, and again each of its lines with
the widget's styles (a few hundredths of a millisecond a line). Most keys at a table change a
line or two of a panel of players (whose turn it is, a player's last action, a pile count), and
under a prompt every line drawn again is drawn again through the dimmed screen as well: a
table's two largest panels cost 4-5 ms of such a key. Here a change asks for the lines whose
look changed only, and a line is drawn once for each look (its text, styles, width and row)
and kept. The text is still built whole on every change (the cheap part), so nothing drawn
can be older than what `render` gives.
"""

from __future__ import annotations

from rich.text import Text
from textual.cache import LRUCache
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

LineLook = tuple[object, ...]  # a line's text, styles and style


def _look(line: Text) -> LineLook:
    return line.plain, tuple(line.spans), line.style


class LineText(Widget):
    """`render` gives the text: lines apart by "\\n", none wider than the widget (each is cut
    with an ellipsis, as a no-wrap text's)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._drawn_lines: list[Text] = []  # what `render` last gave, line by line
        self._drawn_looks: list[LineLook] = []
        self._drawn_width = 0
        self._line_strips: LRUCache[tuple[object, ...], Strip] = LRUCache(256)

    def render(self) -> Text:
        raise NotImplementedError

    def _split(self) -> list[Text]:
        return list(self.render().split("\n", allow_blank=True))

    def redraw(self, *, layout: bool = False) -> None:
        """After a change of what the text shows: ask for the lines whose look changed (every
        line when the widget is yet to be drawn at its width, or the number of lines changed)."""
        width = self.size.width
        if layout or not width or width != self._drawn_width:
            self.refresh(layout=layout)
            return
        lines = self._split()
        looks = [_look(line) for line in lines]
        if len(looks) != len(self._drawn_looks):
            self.refresh()
            return
        drawn = zip(self._drawn_looks, looks, strict=True)
        changed = [Region(0, y, width, 1) for y, (old, new) in enumerate(drawn) if old != new]
        if changed:
            self.refresh(*changed)

    def render_line(self, y: int) -> Strip:
        if self.text_selection is not None:  # a mouse selection is drawn over the whole text
            return super().render_line(y)
        width, style = self.size.width, self.visual_style
        if self._dirty_regions or width != self._drawn_width:
            # Any refresh, whole or of lines: Widget.render_line clears this once it has drawn.
            self._dirty_regions.clear()
            self._drawn_lines = self._split()
            self._drawn_looks = [_look(line) for line in self._drawn_lines]
            self._drawn_width = width
        if y >= len(self._drawn_lines):
            return Strip.blank(width, style.rich_style)
        key = (*self._drawn_looks[y], y, width, style)  # y: the row it is drawn on (its meta)
        strip = self._line_strips.get(key)
        if strip is None:
            line = self._drawn_lines[y]
            line.no_wrap, line.overflow = True, "ellipsis"
            strips = Visual.to_strips(self, visualize(self, line), width, 1, style)
            # Drawn alone, the line is row 0 of its text; the mouse reads its row from here.
            strip = (
                strips[0].apply_offsets(0, y) if strips else Strip.blank(width, style.rich_style)
            )
            self._line_strips[key] = strip
        return strip
