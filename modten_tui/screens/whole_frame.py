"""A screen that paints a change in one frame, not in two a tick apart.

A Textual widget does not tell its screen of a refresh at once: it posts a message from its
own task when it next goes idle. The screen paints on its own timer, which can fire before
those messages are read. A key that changes the screen and several widgets at once (a hand
revealed as its hand-off closes) then painted the screen as it was first and the widgets'
changes in a second frame, 20–40 ms later. Here a screen whose messages are still waiting
paints once they are read, in the same turn of the event loop.
"""

from __future__ import annotations

from typing import Any, TypeVar

from textual.screen import Screen

R = TypeVar("R")


class WholeFrameScreen(Screen[R]):
    """A screen that reads the refreshes already posted to it before it paints."""

    _waited_for_messages = False

    def _screens_to_read(self) -> list[Screen[Any]]:
        """The screens whose waiting messages this screen's frame should show."""
        return [self]

    def _on_timer_update(self) -> None:
        # Textual has no public hook between a screen's timer and its paint. The paint is put
        # off once, behind the messages already queued (call_later queues after them), so it
        # can never be put off for longer than reading those.
        if not self._waited_for_messages:
            waiting = [s for s in self._screens_to_read() if not s._message_queue.empty()]
            if waiting:
                self._waited_for_messages = True
                self._update_timer.pause()
                waiting[0].call_later(self._on_timer_update)
                return
        self._waited_for_messages = False
        self._update_now()

    def _update_now(self) -> None:
        """Textual's own update: lay out and paint what changed."""
        super()._on_timer_update()
