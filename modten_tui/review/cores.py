"""The review's searches on every core (issue 35): a finished game's decisions do not depend on
each other, so each search is sent to a free worker process of the hard player's pool
(`bots/parallel.py`, fresh interpreters rather than forks: the app runs threads) as soon as one
is free, a suspected mistake's checks ahead of the first searches left.

Every search runs a fixed number of iterations from a fixed seed, so where it runs changes
nothing: the decisions come back in the game's order and the review is the same as one
process's. A share a worker fails to bring back is searched here instead. Cancelling stops the
workers at once (the pool starts again for the next search that needs it).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from modten_tui.bots import parallel
from modten_tui.review.verdicts import run

if TYPE_CHECKING:
    from modten_tui.bots.parallel import Pool
    from modten_tui.review.verdicts import Decision, Judging, Search
    from modten_tui.table.advice import Advice

TICK = 0.1  # seconds between looks at `cancelled` while the workers search


def decide(
    steps: list[Judging],
    workers: int | None,
    cancelled: Callable[[], bool],
    judged: Callable[[Decision], None],
) -> list[Decision] | None:
    """Every decision of `steps`, in their order; `judged` is told of each as it is decided.
    None: `cancelled()` came true first."""
    n = parallel.default_workers() if workers is None else max(1, workers)
    if n > 1:
        with parallel.borrowed(n) as found:
            if found is not None:
                return _on(found, n, steps, cancelled, judged)
    return _here(steps, cancelled, judged)


def _here(
    steps: list[Judging], cancelled: Callable[[], bool], judged: Callable[[Decision], None]
) -> list[Decision] | None:
    out: list[Decision] = []
    for step in steps:
        if cancelled():
            return None
        try:
            wanted = next(step)
            while True:
                answers = [run(s, cancelled) for s in wanted]
                if cancelled():
                    return None  # a stopped search's answer is not a verdict
                wanted = step.send(answers)
        except StopIteration as finished:
            out.append(finished.value)
        judged(out[-1])
    return out


class _Decisions:
    """The decisions under way: each one's searches, and the answers come back so far."""

    def __init__(self, steps: list[Judging]) -> None:
        self.steps = steps
        self.out: list[Decision | None] = [None] * len(steps)
        self.queue: deque[tuple[int, int, Search]] = deque()
        self.answers: dict[int, list[Advice | None]] = {}
        self.left: dict[int, int] = {}

    def advance(self, k: int, answers: list[Advice | None] | None) -> Decision | None:
        """Step decision `k` on (None: its start); the decision when it is decided."""
        step = self.steps[k]
        try:
            wanted = next(step) if answers is None else step.send(answers)
        except StopIteration as finished:
            self.out[k] = finished.value
            return self.out[k]
        self.answers[k], self.left[k] = [None] * len(wanted), len(wanted)
        later = [(k, j, s) for j, s in enumerate(wanted)]
        if answers is None:
            self.queue.extend(later)
        else:  # a check: sent first, so the longest searches do not end the review alone
            self.queue.extendleft(reversed(later))
        return None

    def answer(self, k: int, j: int, advice: Advice | None) -> Decision | None:
        self.answers[k][j] = advice
        self.left[k] -= 1
        return self.advance(k, self.answers.pop(k)) if not self.left[k] else None


def _on(
    pool: Pool,
    n: int,
    steps: list[Judging],
    cancelled: Callable[[], bool],
    judged: Callable[[Decision], None],
) -> list[Decision] | None:
    under_way = _Decisions(steps)
    for k in range(len(steps)):
        decided = under_way.advance(k, None)
        if decided is not None:  # a forced move: nothing to search
            judged(decided)
    busy: dict[int, tuple[int, int, int, Search]] = {}  # worker: task id, decision, slot, search
    while under_way.queue or busy:
        if cancelled():
            parallel.shutdown()  # the workers stop mid-search, now
            return None
        free = [w for w in range(n) if w not in busy]
        tasks = {w: under_way.queue.popleft() for w in free[: len(under_way.queue)]}
        sent = pool.submit({w: (run, (search,)) for w, (_, _, search) in tasks.items()})
        done: list[tuple[int, int, Advice | None]] = []
        for w, (k, j, search) in tasks.items():
            if w in sent:
                busy[w] = (sent[w], k, j, search)
            else:  # a dead worker: searched here
                done.append((k, j, run(search, cancelled)))
        got = pool.collect({w: task for w, (task, *_) in busy.items()}, time.monotonic() + TICK)
        for w, reply in got.items():
            _, k, j, search = busy.pop(w)
            done.append((k, j, reply[0] if reply else run(search, cancelled)))
        for k, j, advice in done:
            if cancelled():  # before any answer counts: one searched here may have stopped
                parallel.shutdown()
                return None
            decided = under_way.answer(k, j, advice)
            if decided is not None:
                judged(decided)
    return [d for d in under_way.out if d is not None]
