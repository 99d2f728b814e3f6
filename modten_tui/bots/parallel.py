"""Hard's search on every core: root-parallel ISMCTS (issue 14).

`search` runs a game's `analyse` once per share, each from its own seed: one in the calling
thread and the others in worker processes, then merges the root statistics (`ismcts.merge`:
visits and reward sums added per move), ranked as one search's would be. A time budget is
one deadline that every share stops at; an iteration cap is split between the shares, so a
capped search is still reproducible from the bot's seed.

The pool starts on the first search that needs it (the menu never pays for it) and is reused
between moves. Workers are fresh interpreters, never forks: the app runs threads, and a fork
copies their locks mid-use. They die with the app however it ends: `shutdown` (normal quit,
also run at exit), and a lifeline pipe that closes when the app's process is gone, even by
SIGKILL, which a thread in every worker waits on.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import random
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from modten_tui.bots import parallel_worker
from modten_tui.bots.ismcts import merge
from modten_tui.bots.protocol import MoveStat

if TYPE_CHECKING:
    from modten_tui.bots.hard import Analyse


@dataclass
class Shares:
    """A parallel search's answer: the merged statistics, ranked as `ismcts.rank` does (the
    hard player plays the first), and how many iterations each share brought back (0: none,
    it came too late)."""

    stats: list[MoveStat]
    iterations: list[int] = field(default_factory=list)


def share_seed(seed: int | None, share: int) -> int | None:
    """Share 0 searches with the decision's own seed (one process: exactly the search of old);
    the others with seeds derived from it, so a capped search depends on `seed` alone."""
    if seed is None or share == 0:
        return seed
    return random.Random(f"share {share} of {seed}").getrandbits(63)


def default_workers() -> int:
    """Processes a hard player searches with: `MODTEN_WORKERS` if set (1: no pool), else
    one per core (one on Windows)."""
    if os.name != "posix":
        return 1  # the workers' pipes are passed as POSIX file descriptors
    raw = os.environ.get("MODTEN_WORKERS", "").strip()
    if raw:
        try:
            return max(1, int(raw))
        except ValueError:
            pass  # a bad value is not worth refusing to play over: use the cores
    return os.cpu_count() or 1


def late_allowance(budget_s: float) -> float:
    """How long past the deadline a worker's answer is still awaited: a share checks the clock
    between iterations and then sends a few hundred numbers. A later answer is left out, so a
    slow or starting worker never holds up the move."""
    return 0.02 + 0.08 * budget_s


def split(iterations: int, shares: int) -> list[int]:
    base, extra = divmod(iterations, shares)
    return [base + (1 if i < extra else 0) for i in range(shares)]


class Pool:
    """`size` worker processes, each a fresh interpreter with a pipe each way, and one
    lifeline they share.

    Started with `subprocess` (fork and exec at once, so nothing of the app's threads comes
    along: what the spawn start method does) rather than `multiprocessing`, whose spawn and
    forkserver start a resource tracker handed the app's stderr, which Textual has replaced
    with an object without a file (its fileno is -1, and the start fails).
    """

    def __init__(self, size: int) -> None:
        lifeline_r, self._lifeline = os.pipe()
        self.workers: list[tuple[subprocess.Popen[bytes], Connection, Connection]] = []
        self._next = 0
        self.closed = False
        self.errors: list[str] = []  # what workers raised (the share was left out or redone)
        # A worker's pipe read as closed: it is dying. Its process may not have ended yet
        # (a busy machine leaves a gap between the two), so `poll` alone would reuse the pool.
        self.lost = False
        try:
            for _ in range(size):
                self.workers.append(_start(lifeline_r))
        except BaseException:
            self.close()
            raise
        finally:
            os.close(lifeline_r)  # only the workers keep a reading end

    @property
    def pids(self) -> list[int]:
        return [p.pid for p, _, _ in self.workers]

    def healthy(self) -> bool:
        return (
            not self.closed and not self.lost and all(p.poll() is None for p, _, _ in self.workers)
        )

    def submit(self, tasks: dict[int, tuple[Any, ...]]) -> dict[int, int]:
        """Send each task to its worker (task ids are filled in); {worker: task id} of those
        sent."""
        sent: dict[int, int] = {}
        for i, task in tasks.items():
            self._next += 1
            try:
                self.workers[i][1].send((self._next, *task))
            except (OSError, ValueError):  # a dead worker: its share is lost
                self.lost = True
                continue
            sent[i] = self._next
        return sent

    def collect(self, sent: dict[int, int], until: float | None) -> dict[int, list[Any] | None]:
        """The answers to `sent` that arrive before `until` (monotonic; None: all of them).
        None for a worker that died or raised."""
        out: dict[int, list[Any] | None] = {}
        waiting = {self.workers[i][2]: i for i in sent}
        while waiting:
            timeout = None if until is None else until - time.monotonic()
            if timeout is not None and timeout <= 0:
                break
            try:
                ready = wait(list(waiting), timeout)
            except (OSError, ValueError):  # `shutdown` closed the pool mid-move (quitting)
                break
            for conn in ready:
                assert isinstance(conn, Connection)
                i = waiting[conn]
                try:
                    task_id, stats, error = conn.recv()
                except (EOFError, OSError):
                    out[i] = None
                    self.lost = True
                    del waiting[conn]
                    continue
                if task_id != sent[i]:
                    continue  # a late answer to an earlier move
                if error is not None:
                    self.errors.append(error)
                out[i] = stats
                del waiting[conn]
        return out

    def close(self) -> None:
        """Stop every worker now, mid-search or not."""
        with contextlib.suppress(OSError):
            os.close(self._lifeline)
        for proc, _, _ in self.workers:
            if proc.poll() is None:
                proc.terminate()
        for proc, tasks, replies in self.workers:
            try:
                proc.wait(1.0)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(1.0)
            tasks.close()
            replies.close()
        self.closed = True  # the workers stay listed: a search under way reads them as gone


def _start(lifeline: int) -> tuple[subprocess.Popen[bytes], Connection, Connection]:
    tasks_r, tasks_w = os.pipe()
    replies_r, replies_w = os.pipe()
    try:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                parallel_worker.BOOT,
                str(tasks_r),
                str(replies_w),
                str(lifeline),
                *sys.path,
            ],
            pass_fds=(tasks_r, replies_w, lifeline),
            # Never the app's terminal: the screen is Textual's. A worker's errors come back
            # through its replies.
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except BaseException:
        for fd in (tasks_w, replies_r):
            os.close(fd)
        raise
    finally:
        os.close(tasks_r)  # so that a worker's death reads as end-of-file here
        os.close(replies_w)
    return proc, Connection(tasks_w, readable=False), Connection(replies_r, writable=False)


_pool: Pool | None = None
_busy = threading.Lock()  # one search uses the pool at a time
_atexit_registered = False


def pool(size: int) -> Pool:
    """The shared pool of at least `size` workers, started (or restarted after a death, or
    grown) if need be; a search uses the first `size`."""
    global _pool, _atexit_registered
    if _pool is not None and (len(_pool.workers) < size or not _pool.healthy()):
        _pool.close()
        _pool = None
    if _pool is None:
        if not _atexit_registered:
            atexit.register(shutdown)
            _atexit_registered = True
        _pool = Pool(size)
    return _pool


@contextlib.contextmanager
def borrowed(size: int) -> Iterator[Pool | None]:
    """The shared pool of at least `size` workers, for a caller's own tasks (`(call, args)`,
    see `parallel_worker`) while no search uses it; None when one does, or when no processes
    are to be had (the caller then works alone)."""
    if not _busy.acquire(blocking=False):
        yield None
        return
    try:
        try:
            found = pool(size)
        except OSError:
            found = None
        yield found
    finally:
        _busy.release()


def worker_pids() -> list[int]:
    """The process ids of the pool's workers (none before the first parallel search)."""
    return [] if _pool is None else _pool.pids


def shutdown() -> None:
    """Stop the workers at once (the app calls this on quitting; it also runs at exit)."""
    global _pool
    if _pool is not None:
        p, _pool = _pool, None
        p.close()


def search(
    analyse: Analyse,
    view: BaseModel,
    legal: list[str],
    *,
    workers: int,
    budget_s: float | None,
    iterations: int | None,
    seed: int | None,
) -> Shares:
    """`workers` independent searches of `view` merged: this thread runs one, the pool the rest.

    With `iterations` the cap is split and every share runs to its part (a share a worker
    failed to bring back is redone here, so the answer depends on `seed` alone); otherwise
    every share stops `budget_s` from now. `analyse` is sent to the workers by name: a
    module-level function.
    """
    n = max(1, workers)
    seeds = [share_seed(seed, k) for k in range(n)]
    caps: list[int | None] = list(split(iterations, n)) if iterations else [None] * n
    deadline = None if iterations else time.monotonic() + (budget_s or 1.0)

    def run(cap: int | None, seed: int | None) -> list[MoveStat]:
        left = None if deadline is None else deadline - time.monotonic()
        return analyse(view, legal, budget_s=left, iterations=cap, seed=seed)

    def alone() -> Shares:
        mine = run(iterations, seeds[0])
        return Shares(merge([mine]), [_visits(mine)])

    if n == 1 or not _busy.acquire(blocking=False):
        # Alone, or another search holds the pool (a move abandoned by a closed table):
        # search here only rather than wait for it.
        return alone()
    try:
        try:
            workers_pool = pool(n - 1)
        except OSError:  # no processes to be had (a limit, no memory): think as before
            return alone()
        # Worker k - 1 runs share k; a cap smaller than the number of shares leaves some idle.
        sent = workers_pool.submit(
            {
                k - 1: (analyse, view, legal, deadline, caps[k], seeds[k])
                for k in range(1, n)
                if caps[k] != 0
            }
        )
        shares: list[list[MoveStat]] = [run(caps[0], seeds[0])]
        until = None if deadline is None else deadline + late_allowance(budget_s or 1.0)
        answers = workers_pool.collect(sent, until)
        for k in range(1, n):
            got = answers.get(k - 1)
            if got is None and iterations and caps[k]:
                got = run(caps[k], seeds[k])  # lost: redo it here, so the answer is the same
            shares.append(got or [])
        return Shares(merge(shares), [_visits(s) for s in shares])
    finally:
        _busy.release()


def _visits(stats: Sequence[MoveStat]) -> int:
    return sum(s.visits for s in stats)
