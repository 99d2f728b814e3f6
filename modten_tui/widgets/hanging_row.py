"""A line of text after a fixed-width head, wrapping under itself rather than under the head:
"▶ Red     R5  cost 3 …" with its second line starting below "R5".

Kept instead of a two-column `rich.table.Table.grid`, which drew the same: an option list
measures and draws every row again whenever it lays out, and a Table measures each cell
several times: most of the time a buy list took to open went there. And the option list
measures a row by drawing it, at every layout, so each row keeps its lines per width.
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text


class HangingRow:
    def __init__(self, head: Text, body: Text, indent: int) -> None:
        """`head` is cut or padded to `indent` cells; `body` wraps in what is left."""
        self.head = head
        self.body = body
        self.indent = indent
        # Drawn segments by width: head and body are not changed once shown, and a row lives
        # in one screen's list (one console, one theme).
        self._drawn: dict[int, list[Segment]] = {}

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        drawn = self._drawn.get(options.max_width)
        if drawn is None:
            drawn = self._drawn[options.max_width] = list(self._draw(console, options.max_width))
        return drawn

    def _draw(self, console: Console, max_width: int) -> Iterator[Segment]:
        width = max(1, max_width - self.indent)
        head = self.head.copy()
        head.truncate(self.indent, overflow="crop", pad=True)
        blank = Text(" " * self.indent)
        for i, line in enumerate(self.body.wrap(console, width)):
            yield from (head if i == 0 else blank).render(console)
            yield from line.render(console)
            yield Segment.line()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        body = Measurement.get(console, options, self.body)
        return Measurement(self.indent + body.minimum, self.indent + body.maximum)
