"""Textual's OptionList, drawn whole in its first frame and kept through a same-width resize.

Textual's list forgets how its options wrap (and their rendered lines) on every Resize event.
A new screen's first layout sends each widget a Resize to the size it has just been drawn at,
so a list that had wrapped and drawn its options for that frame did it all again and painted
the same list a tick (20–40 ms) later: the buy prompt's last frame. Options wrap by width
only, so a resize that keeps the width keeps them. A list too long for its box shows its
scroll bar, and its highlighted option, in that first frame too (each was a frame of its own).
"""

from __future__ import annotations

from typing import Self

from textual import events
from textual.geometry import Size
from textual.widgets import OptionList as TextualOptionList


class OptionList(TextualOptionList):
    _lines_width: int | None = None  # the width every wrapped option was measured at, if one

    def fit(self, most: int, width: int) -> None:
        """Be as tall as the options' lines at `width` columns, at most `most` rows; a list
        that does not fit shows its scroll bar from its first layout. Textual would find that
        out after the first layout, lay the screen out again with the bar, then paint the bar
        once more as it mounts: three frames where one will do."""
        lines = self.get_content_height(Size(width, most), self.app.size, width)
        self.styles.height = max(1, min(most, lines))
        if lines > most and self.styles.overflow_y == "auto":
            self.vertical_scrollbar.display = True  # created and started now, not mid-frame
            self.show_vertical_scrollbar = True

    _refilled = False  # its options replaced since its last layout (a kept prompt's list)

    def clear_options(self) -> Self:
        self._refilled = True
        return super().clear_options()

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # the list's first layout since it was made or refilled, before its first paint
        first = not self._size or self._refilled
        self._refilled = False
        resized = super()._size_updated(size, virtual_size, container_size, layout)
        if first and size:
            # Textual scrolls to the highlighted option when the list is shown, which is
            # after its first frame: a highlight below the fold drew the list a second time,
            # scrolled, a tick later. Scrolled here, the first frame shows it.
            self.scroll_to_highlight()
        return resized

    def _update_lines(self) -> None:
        whole = not self._line_cache.lines  # measuring from the first option on
        super()._update_lines()
        if self.scrollable_content_region and self._line_cache.lines:
            width = self.scrollable_content_region.width
            self._lines_width = width if whole or width == self._lines_width else None

    def _clear_caches(self) -> None:
        self._lines_width = None
        super()._clear_caches()

    def _on_resize(self, event: events.Resize | None = None) -> None:
        # Textual calls each class's own handler in turn: the list's is skipped by preventing
        # the default, which no other class up to Widget handles.
        if (
            event is not None
            and self._lines_width is not None
            and self.scrollable_content_region.width == self._lines_width
        ):
            event.prevent_default()
