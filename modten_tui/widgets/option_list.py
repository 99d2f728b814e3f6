"""Textual's OptionList, keeping its laid-out options through a resize that leaves their width.

Textual's list forgets how its options wrap (and their rendered lines) on every Resize event.
A new screen's first layout sends each widget a Resize to the size it has just been drawn at,
so a list that had wrapped and drawn its options for that frame did it all again and painted
the same list a tick (20–40 ms) later: the buy prompt's last frame. Options wrap by width
only, so a resize that keeps the width keeps them.
"""

from __future__ import annotations

from textual import events
from textual.widgets import OptionList as TextualOptionList


class OptionList(TextualOptionList):
    _lines_width: int | None = None  # the width every wrapped option was measured at, if one

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
