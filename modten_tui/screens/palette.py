"""Textual's command palette, made safe against fast keys (issue 10, attack item 4).

Textual 8.2's palette closes with `Screen.dismiss`, which pops whatever screen is on top: an
Enter that reaches the palette's input after a first Enter closed it popped the hand-off
beneath (an empty table) and, with more Enters, the whole stack (ScreenStackError). Here it
answers only while it is on top. Page Up/Down before its list is laid out raised `KeyError: 0`
inside Textual's OptionList; they wait until it has a size.

A palette taken down by the game's flow rather than by itself (a computer's move pops every
screen above the table) kept its search running while Textual removed its widgets; the search
then ended against a palette with no list (`NoMatches: 'CommandList'`, a crash). Textual stops
the search only when the palette closes itself, so the app calls `stop_searching` before any
pop (Textual 8.2; docs/reliability.md).
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

    def stop_searching(self) -> None:
        """Stop the search and its timers now, before the palette's widgets are removed."""
        self.workers.cancel_node(self)
        # Textual's own countdowns ("busy", "no matches") also reach for the removed list.
        self._stop_busy_countdown()
        self._stop_no_matches_countdown()

    @on(Input.Submitted)
    def only_on_top(self, event: Input.Submitted) -> None:
        if not self.is_active:  # an Enter handled after the palette closed runs nothing
            event.prevent_default()
            event.stop()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_list" and parameters and parameters[0] in PAGE_MOVES:
            return self.query_one(CommandList).scrollable_content_region.area > 0
        return super().check_action(action, parameters)
