"""Textual's command palette, made safe against fast keys (issue 10, attack item 4).

Textual 8.2's palette closes with `Screen.dismiss`, which pops whatever screen is on top: an
Enter that reaches the palette's input after a first Enter closed it popped the hand-off
beneath (an empty table) and, with more Enters, the whole stack (ScreenStackError). Here it
answers only while it is on top. Page Up/Down before its list is laid out raised `KeyError: 0`
inside Textual's OptionList; they wait until it has a size.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.await_complete import AwaitComplete
from textual.command import CommandList, CommandPalette
from textual.widgets import Input

PAGE_MOVES = ("page_up", "page_down")


async def _nothing() -> None:
    return None


class Palette(CommandPalette):
    def dismiss(self, result: Any = None) -> AwaitComplete:
        if not self.is_active:  # gone already: never close the screen that is on top now
            return AwaitComplete(_nothing())
        return super().dismiss(result)

    @on(Input.Submitted)
    def only_on_top(self, event: Input.Submitted) -> None:
        if not self.is_active:  # an Enter handled after the palette closed runs nothing
            event.prevent_default()
            event.stop()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_list" and parameters and parameters[0] in PAGE_MOVES:
            return self.query_one(CommandList).scrollable_content_region.area > 0
        return super().check_action(action, parameters)
