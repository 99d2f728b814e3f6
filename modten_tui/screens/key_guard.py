"""The one rule for keys that act: a key counts only if the screen it acts on has been up,
unchanged, for GUARD_S before it was pressed, and only while that screen is on top.

"Changed" is app-wide, in one place: `watch` counts every screen pushed or popped, and the app
calls `news` after every move (a card played or drawn, a capture and a lead again, a computer's
answer, a bid). A double press, a bouncing key, or keys that reached the app in one read are
then never taken for a choice made on a screen nobody has seen yet, whoever's turn it is: the
next person's at a hand-off, or the same person's after their own move or a computer's.
Textual hands a key to whatever screen is on top when it is handled, not to the one it was
typed at; so a key is judged by when it was pressed (its event time, which the app records
while it dispatches the key), not by when it is handled, which may be later. A change counts
from the push, not from the paint: Textual's after-refresh callbacks can wait for the next
input at start-up, which would eat the first key.
Keys that only look (help, the log, inspecting, picking a card) are not guarded: each screen
asks `open()` only in the actions that choose something.
"""

from __future__ import annotations

import asyncio
import math
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

# The clock Textual stamps events with (textual/_time.py): the guard compares with it.
_clock = time.perf_counter if sys.platform == "win32" else time.monotonic
# The key being dispatched: the task dispatching it, and when it was pressed. Not a ContextVar:
# a screen pushed during a key's dispatch starts its task in that context and would keep it.
_pressing: list[tuple[asyncio.Task[Any] | None, float]] = []
# When each app last changed what the person at the keyboard sees (`news`).
_changed: WeakKeyDictionary[App[Any], float] = WeakKeyDictionary()


def news(app: App[Any]) -> None:
    """What the person at the keyboard knows has just changed: keys pressed before GUARD_S
    from now do not act."""
    _changed[app] = _clock()


def watch(app: App[Any]) -> None:
    """Count every screen the app pushes or pops as news (at once, not a message later: a key
    already queued must find the change made). Called once the app runs."""
    app.screen_change_signal.subscribe(app, lambda _: news(app), immediate=True)
    news(app)


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

    def __init__(self, screen: Screen[Any], *, window: float | None = None) -> None:
        """`window`: seconds instead of GUARD_S (0: only keys pressed after the last change)."""
        self.screen = screen
        self.window = window
        self._time_up = False

    def disarm(self) -> None:
        """The screen closes itself (its time is up): nothing is left to protect, so it may
        close whatever changed meanwhile."""
        self._time_up = True

    def open(self) -> bool:
        """Whether the key (or click) being handled now counts: only on top of the screen
        stack (a key handled after the screen gave way belongs to the one above it), and only
        if it was pressed once the person had had time to see the screen as it is."""
        if not self.screen.is_active:
            return False
        if self._time_up:
            return True
        pressed = _pressed_at()
        if pressed is None:
            pressed = _clock()
        window = self.GUARD_S if self.window is None else self.window
        return pressed >= _changed.get(self.screen.app, -math.inf) + window
