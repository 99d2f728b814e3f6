"""Redraw only what changed: the table redraws itself after every key, and most keys change
one line. Textual's `Static.update` and border titles repaint even when nothing changed, and
`update` lays the whole screen out again by default (the costliest step of a frame); these
two helpers do neither unless the text, or the space it needs, has changed."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.content import Content
from textual.css.scalar import Unit
from textual.css.styles import RulesMap
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static


def same_text(old: object, new: object) -> bool:
    """Equal text and styles (Content's own `==` compares the characters only)."""
    if isinstance(old, Content) and isinstance(new, Content):
        return old.plain == new.plain and old.spans == new.spans
    if isinstance(old, str | Text) and type(old) is type(new):
        return old == new
    return False


def show_text(static: Static, content: VisualType) -> None:
    """Show `content` in `static`; a layout pass only when its size may change."""
    if same_text(static.content, content):
        return
    width, height = static.content_size
    static.update(content, layout=False)
    styles = static.styles
    resized = not width or styles.is_auto_width  # not laid out yet, or as wide as its text
    if resized or (styles.is_auto_height and _needed_height(static, width) != height):
        static.refresh(layout=True)


def _needed_height(static: Static, width: int) -> int:
    """The height `static` will be laid out at: its text's, within a min-height and a
    max-height given in lines (any other unit: -1, so the caller lays out to be safe)."""
    styles = static.styles
    # RenderStyles reads as the RulesMap `get_height` wants (Textual passes it so itself).
    height = static.visual.get_height(cast("RulesMap", styles), width)
    for limit, pick in ((styles.min_height, max), (styles.max_height, min)):
        if limit is None:
            continue
        if limit.unit != Unit.CELLS:
            return -1
        height = pick(height, int(limit.value))
    return height


def set_titles(widget: Widget, title: str | Content, subtitle: str | Content) -> None:
    """Border title and subtitle, repainted only when one changed (a str is markup)."""
    if not same_text(widget.border_title, _as_markup(title)):
        widget.border_title = title
    if not same_text(widget.border_subtitle, _as_markup(subtitle)):
        widget.border_subtitle = subtitle


def _as_markup(text: str | Content) -> str:
    # Textual gives a border title back as console markup; compare in that form.
    return text.markup if isinstance(text, Content) else text
