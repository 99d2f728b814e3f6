"""The loop a search worker process runs (see `parallel.py`). Kept free of heavy imports so a
worker starts fast; the search's modules load with its first task.

A task is `(task_id, analyse, view, legal, deadline, iterations, seed)`; `deadline` is on the
`time.monotonic` clock, which every process on the machine shares, so all shares stop
together. The reply is `(task_id, stats, error)`. A task `(task_id, call, args)` runs any
module-level function instead (the review's searches), and its reply holds `[call(*args)]`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

# What the parent runs: `python -c BOOT tasks replies lifeline *sys.path` (its own import path,
# so a worker finds what the parent finds, tests and benchmarks included).
BOOT = (
    "import sys; sys.path[:0] = sys.argv[4:]; "
    "from modten_tui.bots.parallel_worker import main; "
    "main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))"
)


def run_task(task: tuple[Any, ...]) -> tuple[int, list[Any] | None, str | None]:
    if len(task) == 3:
        task_id, call, args = task
        try:
            return task_id, [call(*args)], None
        except Exception as exc:
            return task_id, None, f"{type(exc).__name__}: {exc}"
    task_id, analyse, view, legal, deadline, iterations, seed = task
    budget = None if deadline is None else deadline - time.monotonic()
    if budget is not None and budget <= 0:
        return task_id, [], None  # arrived too late to search at all
    try:
        stats = analyse(view, legal, budget_s=budget, iterations=iterations, seed=seed)
        return task_id, stats, None
    except Exception as exc:  # the caller decides; the worker stays up for the next move
        return task_id, None, f"{type(exc).__name__}: {exc}"


def _die_with_parent(lifeline: int) -> None:
    """The parent holds the only writing end of `lifeline` and never writes: reading returns
    only when the parent is gone (quit, crash, SIGKILL), and then this worker goes too, even
    in the middle of a search."""
    with contextlib.suppress(OSError):
        while os.read(lifeline, 1):
            pass
    os._exit(0)  # from this thread, the only way to end the process at once


def main(tasks_fd: int, replies_fd: int, lifeline: int) -> None:
    # Ctrl+C reaches the whole process group in a terminal: the parent decides what it means.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_die_with_parent, args=(lifeline,), daemon=True).start()
    tasks = Connection(tasks_fd, writable=False)
    replies = Connection(replies_fd, readable=False)
    while True:
        try:
            task = tasks.recv()
        except (EOFError, OSError):
            break
        if task is None:
            break
        replies.send(run_task(task))
    os._exit(0)  # at once, as when the parent goes: no interpreter shutdown to wait for
