"""The garbage collector's full passes kept off the keys.

A full collection walks every object the collector tracks. With Textual, Rich, pydantic and a
game loaded that took 40-75 ms, and it fell on whatever key was being answered: most of the
slowest keys of `benchmarks/app.py` were one. Modules, with their classes and functions, live
as long as the app, so once loaded they are frozen (`gc.freeze`, CPython's own tool for this)
and full passes walk only what came after them.

What is not frozen still grows: Textual keeps drawn lines in caches, and after a few hundred
keys a full pass over them took 40-100 ms again. So the collector makes no full pass of its
own while the app runs; `QuietCollector` makes it once nobody has pressed a key for a moment
and one is due (the collector's own count says so), and makes it anyway if input never
stops, so memory cannot grow without bound.

Freezing keeps whatever is alive at that moment out of every later collection, so it is done
only when modules were loaded since the last time (at start, and when a game or a screen first
loads its own): a few times a run, never once per game.
"""

from __future__ import annotations

import gc
import sys
import time

_frozen_at = 0  # how many modules were loaded at the last freeze (the collector is the process's)


def keep_loaded() -> bool:
    """Freeze what is alive if modules were loaded since the last time; whether it did.

    What is already dead is freed first, so that no garbage is kept for ever, except at the
    first freeze: the app has only just started (there is next to none), and a full pass then
    would only delay the first screen.
    """
    global _frozen_at
    if len(sys.modules) == _frozen_at:
        return False
    _frozen_at = len(sys.modules)
    if gc.get_freeze_count():
        gc.collect()
    gc.freeze()
    return True


class QuietCollector:
    """Full passes made between keys instead of during them (see above)."""

    QUIET_S = 0.8  # since the last key or click: the player is reading or thinking
    # Between two passes at least: the collector's own rule (a pass only when the survivors
    # of younger passes have grown by a quarter) is not readable from Python, and without
    # it a computer's search, which makes garbage fast, would have a pass every tick.
    GAP_S = 5.0
    NEVER = 1 << 30  # a full-pass threshold the collector never reaches
    OVERDUE = 20  # due passes after which one is made even while keys keep coming

    def __init__(self) -> None:
        self.last_input = 0.0
        self.last_pass = 0.0
        self._thresholds: tuple[int, int, int] | None = None

    def start(self) -> None:
        """The collector's own full passes off (its young generations as they were)."""
        self._thresholds = gc.get_threshold()
        young, middle, _full = self._thresholds
        gc.set_threshold(young, middle, self.NEVER)

    def stop(self) -> None:
        """The collector as it was before `start` (an app ends; the process may go on)."""
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None

    def input_seen(self) -> None:
        self.last_input = time.monotonic()

    def tick(self) -> bool:
        """A full pass if one is due and nobody is waiting; whether it made one."""
        if self._thresholds is None:
            return False
        now = time.monotonic()
        due = gc.get_count()[2] / max(1, self._thresholds[2])  # full passes owed
        quiet = now - self.last_input >= self.QUIET_S and now - self.last_pass >= self.GAP_S
        if due >= 1 and (quiet or due >= self.OVERDUE):
            gc.collect()
            self.last_pass = now
            return True
        return False
