"""A modal screen through which the screen below shows dimly (a game's prompts over its table).

Textual draws a see-through screen's background as `BackgroundScreen`: a Rich renderable of
the whole screen below, tinted segment by segment, which Textual then splits into lines again,
whenever anything below changes. Here the screen below is drawn as strips straight from its
compositor and each style is tinted once, by Textual's own tint, so the colours are Textual's.
And the screen below is brought up to date in this screen's frame, not a frame later.

A change below (a bid's log line, whose turn it is) asks this screen to paint the regions that
changed, but Textual draws a widget's content whole again on any change: every line of the
screen below, tinted again. Here only the lines in those regions are drawn again; the others
are kept as drawn.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, TypeVar

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual import events
from textual.color import Color
from textual.css.styles import RulesMap  # noqa: TC002 (the Visual API's annotations)
from textual.geometry import Region, Size
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual, VisualType

from modten_tui.screens.whole_frame import WholeFrameScreen

R = TypeVar("R")


@lru_cache(maxsize=4096)  # a table uses a few dozen styles; links' meta may add more
def _tint(style: RichStyle | None, color: Color) -> RichStyle | None:
    (segment,) = BackgroundScreen.process_segments([Segment(" ", style)], color)
    return segment.style


def _tinted(strip: Strip, color: Color) -> Strip:
    segments = [
        segment if segment.control else Segment(segment.text, _tint(segment.style, color))
        for segment in strip
    ]
    return Strip(segments, strip.cell_length)


def dimmed(below: Screen[Any], size: Size, color: Color) -> list[Strip]:
    """The lines of `below`, as its compositor last laid it out, tinted by `color`."""
    # Textual has no public way to read a screen's composited lines; BackgroundScreen reads
    # the same compositor.
    return [_tinted(strip, color) for strip in below._compositor.render_strips(size)]


class DimmedScreen(Visual):
    """The screen below, as its compositor last laid it out, tinted by `color`."""

    def __init__(self, below: Screen[Any], color: Color) -> None:
        self.below = below
        self.color = color

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        size = Size(width, self.below.size.height if height is None else height)
        return dimmed(self.below, size, self.color)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.below.size.height


class SeeThroughScreen(WholeFrameScreen[R], ModalScreen[R]):
    """A modal screen whose translucent background shows the screen below it, dimmed."""

    ALPHA = 0.5  # of the theme's background over the screen below
    _dimmed: list[Strip] | None = None  # the screen below, dimmed, line by line
    _dimmed_as: tuple[object, ...] = ()  # the screen below, the size and the tint it was for

    def on_mount(self) -> None:
        # Textual calls each class's own handler, so a subclass's on_mount does not hide this.
        # app.tcss paints every Screen opaque: the background is set inline, where no style
        # sheet outranks it.
        base = Color.parse(self.app.theme_variables.get("background", "#000000"))
        self.styles.background = base.with_alpha(self.ALPHA)

    def show_again(self) -> None:
        super().show_again()
        self._dimmed_as = ()  # the screen below changed while this one was away: drawn whole

    def _below(self) -> Screen[Any] | None:
        """The screen that shows through this one, if any."""
        stack = self.app.screen_stack
        if self.styles.background.a < 1 and self in stack and (at := stack.index(self)) > 0:
            return stack[at - 1]
        return None

    # Screen.render is annotated for Rich renderables only, but Textual visualizes whatever a
    # widget's render returns (Widget.render), a Visual included.
    def render(self) -> VisualType:  # type: ignore[override]
        below = self._below()
        return super().render() if below is None else DimmedScreen(below, self.styles.background)

    def render_line(self, y: int) -> Strip:
        below = self._below()
        if below is None or self.text_selection is not None:
            return super().render_line(y)
        size, color = self.size, self.styles.background
        whole = self._dimmed_as != (below, size, color) or below._compositor.size != size
        regions = set(self._dirty_regions)
        if whole or regions:
            # A refresh, whole or of regions: Widget.render_line clears this once it has drawn.
            self._dirty_regions.clear()
            if whole or any(region.size == size for region in regions):
                self._dimmed = dimmed(below, size, color)
                self._dimmed_as = (below, size, color)
            else:
                self._dim_again(below, regions, color)
        assert self._dimmed is not None
        return self._dimmed[y] if y < len(self._dimmed) else Strip.blank(size.width)

    def _dim_again(self, below: Screen[Any], regions: set[Region], color: Color) -> None:
        """Draws the lines of `regions` of the screen below again, the rest as they were."""
        assert self._dimmed is not None
        lines = {y for region in regions for y in region.line_range if 0 <= y < len(self._dimmed)}
        if not lines:
            return
        top, bottom = min(lines), max(lines)
        crop = Region(0, top, self.size.width, bottom - top + 1)
        # As Compositor.render_strips draws the whole screen (see DimmedScreen), these lines.
        chops = below._compositor._render_chops(crop, lines.__contains__)
        for y in lines:
            self._dimmed[y] = _tinted(Strip.join(chops[y].values()), color)

    async def _on_resize(self, event: events.Resize) -> None:
        # Textual sends a screen a Resize as it first shows, at the size it has just been laid
        # out at; it would lay out this screen and the one below again, and paint twice more.
        # A resize that changes nothing is dropped; a real one goes on to Textual's handler.
        # (A screen's `size` is the app's, already the new one: the sizes compared are those
        # each screen was last laid out at.)
        below = self._below()
        laid_out = self._compositor.size
        if event.size == laid_out and (below is None or below._compositor.size == event.size):
            event.prevent_default()

    def _screens_to_read(self) -> list[Screen[Any]]:
        below = self._below()
        return [self] if below is None else [below, self]

    def _painted_whole(self) -> None:
        # That frame drew the screen below as it now is. Its repaint, asked as this screen was
        # pushed over it, and its widgets' changes, told before, would paint the same a tick
        # later; a layout it still needs is kept (its widgets move). So would the changes its
        # widgets have made but not yet told (a key bar rebuilt as the key was handled).
        below = self._below()
        if below is None:
            return
        if not below._layout_required:
            below._repaint_required = False
            below._dirty_widgets.clear()
            below._compositor._dirty_regions.clear()
        for widget in below._compositor.widgets:  # drawn in that frame as they now are
            if not widget._layout_required:
                widget._repaint_required = False
        if isinstance(below, WholeFrameScreen):  # so are the changes told but not yet read
            below._drawn_above_at = self._painted_whole_at

    def _update_now(self) -> None:
        # Each screen updates on its own timer, so a key that changes the table and the prompt
        # showed the prompt's change in one frame and the table's a frame later (16 ms and more
        # after). The screen below is brought up to date first, so one frame shows both.
        # (Textual then marks the screen below for a repaint of its own at its next tick, one
        # more frame; this screen draws it whole whenever it draws, so that repaint is dropped.)
        below = self._below()
        if isinstance(below, WholeFrameScreen):
            below._update_now()  # its messages were read with this screen's
        elif below is not None:
            below._on_timer_update()
        if below is not None:
            below._repaint_required = False
        super()._update_now()
