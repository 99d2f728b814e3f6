"""A checkbox that reads the same without colour.

Textual's Checkbox draws an X whether it is ticked or not and tells the two apart by colour
alone; in a plain or colour-blind terminal a box that is off reads as ticked (a play-test took
"Open hands" for on). This one draws a tick when on and a blank when off, and keeps the colours.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Checkbox

ON, OFF = "✓", " "


class TickBox(Checkbox):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.BUTTON_INNER = ON if self.value else OFF

    def watch_value(self) -> None:
        self.BUTTON_INNER = ON if self.value else OFF
        super().watch_value()
