"""The one guard for every screen a new person answers (the hand-off, a game's table and prompts).

A key counts only if it was pressed GUARD_S after the screen was put up for that person, and
only while that screen is on top. A double press by the person before, or a bouncing key, must
not act for the next one; nor must keys that reached the app in one read before the screen was
even pushed: Textual hands such a key to whatever screen is on top when it is handled, not to
the one it was typed at. So a key is judged by when it was pressed (its event time, which the
app records while it dispatches the key), not by when it is handled, which may be later.
The window starts at `arm()`, just before the screen shows, rather than at its paint: Textual's
after-refresh callbacks can wait for the next input at start-up, which would eat the first key.
"""

from __future__ import annotations

import asyncio
import math
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from textual.screen import Screen

# The clock Textual stamps events with (textual/_time.py): the guard compares with it.
_clock = time.perf_counter if sys.platform == "win32" else time.monotonic
# The key being dispatched: the task dispatching it, and when it was pressed. Not a ContextVar:
# a screen pushed during a key's dispatch starts its task in that context and would keep it.
_pressing: list[tuple[asyncio.Task[Any] | None, float]] = []


@contextmanager
def key_pressed(at: float) -> Iterator[None]:
    """The app wraps the dispatch of each key in this, so guards see when it was pressed."""
    _pressing.append((asyncio.current_task(), at))
    try:
        yield
    finally:
        _pressing.pop()


def _pressed_at() -> float | None:
    """When the key being handled was pressed, if a key is being dispatched by this task."""
    if _pressing and _pressing[-1][0] is asyncio.current_task():
        return _pressing[-1][1]
    return None


class KeyGuard:
    GUARD_S = 0.6  # one value for every guarded screen; 0 turns the time guard off (tests)

    def __init__(self, screen: Screen[Any], *, armed: bool, window: float | None = None
                 ) -> None:  # fmt: skip
        """`armed`: the screen is new to whoever is at the keyboard (a prompt that opens).
        `window`: seconds instead of GUARD_S (0: only keys pressed before it showed)."""
        self.screen = screen
        self.window = window
        self._opens_at = -math.inf
        if armed:
            self.arm()

    def arm(self) -> None:
        """A new person is about to see the screen: keys count from GUARD_S after now."""
        self._opens_at = _clock() + (self.GUARD_S if self.window is None else self.window)

    def disarm(self) -> None:
        """Nothing is left to protect (the screen closes itself): any key counts again."""
        self._opens_at = -math.inf

    def open(self) -> bool:
        """Whether the key (or click) being handled now counts: only on top of the screen
        stack (a key handled after the screen gave way belongs to the one above it), and only
        if it was pressed once the person had had time to see the screen."""
        if not self.screen.is_active:
            return False
        pressed = _pressed_at()
        if pressed is None:
            pressed = _clock()
        return pressed >= self._opens_at
