"""Every widget's lines of text through `bidi.visual` while a right-to-left language is shown.

Why a patch: Textual has no text direction. Its CSS has no `direction`, its `Content` and
`Strip` lay text out left to right only, and its one per-line hook, the line filters, sees a
whole line with the widget's padding and border, which must not be reordered. Every widget's
content lines, though, pass through one callback: `StylesCache.render_line` receives the
widget's `render_line` as `render_content_line` and calls it for the content region only,
after the text is wrapped and aligned and before the padding and border are drawn around it;
the line it returns is cached there. Wrapping that callback reorders each line of every
widget (Static, OptionList, Log, DataTable...) once per change, the border staying where it
is; the border's title and subtitle, given in the same call, are reordered on their own.
Installed only when right-to-left text is to be laid out by the app (`install`, from the
command line), and it lays out nothing while a left-to-right language is shown.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from itertools import groupby
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual._styles_cache import StylesCache
from textual.content import Content, Span
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from modten_tui import i18n
from modten_tui.i18n.bidi import has_right_to_left, visual

_textual_render_line = StylesCache.render_line
# The positions of StylesCache.render_line's arguments used here (its caller gives them all
# by position; `install` checks the names).
_POSITIONS = {
    "content_size": 3,
    "base_background": 5,
    "background": 6,
    "render_content_line": 7,
    "border_title": 8,
    "border_subtitle": 9,
}
_CONTENT_SIZE, _BASE_BACKGROUND, _BACKGROUND, _CONTENT_LINE, *_LABELS = _POSITIONS.values()


def visual_strip(strip: Strip) -> Strip:
    """`strip` (one line of a widget's content) with its cells in visual order, each
    character in its own style."""
    if not has_right_to_left(strip.text) or any(segment.control for segment in strip):
        if i18n.LEFT_TO_RIGHT_LINE not in strip.text:
            return strip
        # The mark has no width and is the app's own: never sent (a terminal may draw it).
        mark = i18n.LEFT_TO_RIGHT_LINE
        kept = [Segment(seg.text.replace(mark, ""), seg.style, seg.control) for seg in strip]
        return Strip(kept, strip.cell_length)
    cells = [(char, segment.style) for segment in strip for char in segment.text]
    segments = [
        Segment("".join(char for char, _ in run), style)
        for style, run in groupby(visual(cells), key=_style_of)
    ]
    return Strip(segments, strip.cell_length)


def _style_of(cell: tuple[str, Style | None]) -> Style | None:
    return cell[1]


def visual_label(label: Content) -> Content:
    """A border's title or subtitle (drawn by Textual apart from the content) in visual
    order, each character in its spans' styles."""
    if not has_right_to_left(label.plain):
        return label
    shown = visual([(char, i) for i, char in enumerate(label.plain)])
    spans = [
        Span(j, j + 1, span.style)
        for j, (_, i) in enumerate(shown)
        for span in label.spans
        if span.start <= i < span.end
    ]
    return Content("".join(char for char, _ in shown), spans)


def _render_line(self: StylesCache, *args: Any, **kwargs: Any) -> Strip:
    content_line: Callable[[int], Strip] = args[_CONTENT_LINE]
    widget = getattr(content_line, "__self__", None)  # the callback is the widget's render_line
    # A screen's own content is blank, or (a prompt over the table) the screen beneath it,
    # whose widgets' lines are laid out already: reordered again, they read backwards.
    if i18n.right_to_left() and not isinstance(widget, Screen):
        args = tuple(
            (visual_label(arg[0]), *arg[1:]) if i in _LABELS and arg is not None else arg
            for i, arg in enumerate(args)
        )
        width = args[_CONTENT_SIZE].width
        # A scrolling widget's scrollbar takes columns of its content region: a line reordered
        # across them lost its first letters (its right end) under the scrollbar.
        if isinstance(widget, Widget):
            width = min(width, widget.scrollable_content_region.width)
        # A widget may give a line shorter than its content region (Textual fills it in after
        # this call, in the widget's background): filled first, the line's blank cells are
        # reordered too, so a right-to-left line ends at the right edge.
        blank = self.get_inner_outer(args[_BASE_BACKGROUND], args[_BACKGROUND])[0].rich_style
        args = (
            *args[:_CONTENT_LINE],
            lambda y: visual_strip(content_line(y).adjust_cell_length(width, blank)),
            *args[_CONTENT_LINE + 1 :],
        )
    return _textual_render_line(self, *args, **kwargs)


def install() -> None:
    """Lay out right-to-left lines from now on (a terminal that does no bidi itself)."""
    names = list(inspect.signature(_textual_render_line).parameters)[1:]  # after `self`
    if any(names[position] != name for name, position in _POSITIONS.items()):
        raise RuntimeError("StylesCache.render_line changed: right-to-left lines not laid out")
    setattr(StylesCache, "render_line", _render_line)  # noqa: B010 (mypy: a method assigned)


def uninstall() -> None:
    setattr(StylesCache, "render_line", _textual_render_line)  # noqa: B010
