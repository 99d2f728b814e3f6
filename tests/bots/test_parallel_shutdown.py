"""The search workers die with the app, however it ends (issue 14): a normal quit, Ctrl+C
(SIGINT), and the app SIGKILLed, mid-search, with no chance to clean up."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.pty_term import GUARD, Term, environment

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")

ROOT = Path(__file__).resolve().parent.parent.parent
PATIENCE = 30.0  # seconds to wait for processes to go: generous, never a measured time

# A program that starts the pool, says its workers' pids, then ends when told to ("exit") or
# searches for ten minutes.
PROGRAM = """
import json, sys
from modten_tui.bots import parallel
from modten_tui.games.modten.bots.search import analyse as analyse_modten
from modten_tui.games.modten.rules import hand as modten

hand = modten.deal(4, dealer=0, seed=3)
view, legal = hand.view(hand.current_player), hand.legal_moves()
parallel.search(analyse_modten, view, legal, workers=3, budget_s=1.0, iterations=60,
                seed=1)
print(json.dumps(parallel.worker_pids()), flush=True)
if sys.argv[1] == "exit":
    sys.stdin.readline()  # the test has seen the workers: end normally
else:
    parallel.search(analyse_modten, view, legal, workers=3, budget_s=600.0, iterations=None,
                    seed=2)
"""


def running(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie has stopped running: it counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pids: list[int]) -> None:
    end = time.monotonic() + PATIENCE
    while any(running(p) for p in pids):
        assert time.monotonic() < end, f"workers still running: {[p for p in pids if running(p)]}"
        time.sleep(0.05)


def _default_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(mode: str) -> tuple[subprocess.Popen[str], list[int]]:
    # Ctrl+C acts as in a person's terminal even when the suite runs in the background
    # (a script's background job has it ignored, and children inherit that).
    proc = subprocess.Popen(
        [sys.executable, "-c", PROGRAM, mode],
        cwd=ROOT,
        text=True,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        preexec_fn=_default_ctrl_c,
    )
    assert proc.stdout is not None
    pids = json.loads(proc.stdout.readline())
    assert len(pids) == 2 and all(running(p) for p in pids)
    return proc, pids


def test_workers_end_when_the_program_ends() -> None:
    proc, pids = start("exit")
    proc.communicate("\n", timeout=PATIENCE)
    assert proc.returncode == 0
    wait_gone(pids)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "sigkill"])
def test_workers_end_when_the_program_is_stopped_mid_search(sig: signal.Signals) -> None:
    proc, pids = start("search")
    try:
        time.sleep(0.3)  # let the ten-minute search begin in every process
        proc.send_signal(sig)
        proc.wait(PATIENCE)
        wait_gone(pids)
    finally:
        proc.kill()
        proc.wait()


def app_workers(app: int) -> list[int]:
    """The pids of the search workers the app `app` started (its children running ours)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmd = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == app and b"parallel_worker" in cmd:
            found.append(int(entry.name))
    return found


def app_thinking(tmp_path: Path) -> tuple[Term, list[int]]:
    """The real app with a hard computer that has started thinking on a pool of workers."""
    env = environment(tmp_path, MODTEN_WORKERS="2")
    term = Term(["--seats", "Bob=bot:hard,Ann", "--seed", "3", "--bot-delay", "0"], env)
    term.wait_for("Ann's hand")  # one person at the table: no hand-off
    term.read(GUARD)
    term.keys("\r")  # Ann leads: Bob (hard) thinks
    end = time.monotonic() + PATIENCE
    while not (pids := app_workers(term.pid)):
        assert time.monotonic() < end, "the hard computer never started its workers"
        term.read(0.1)
    return term, pids


def test_quitting_the_app_ends_its_workers(tmp_path: Path) -> None:
    term, pids = app_thinking(tmp_path)
    try:
        term.wait_for("Bob played")
        term.keys("\x11")  # Ctrl+Q
        term.wait_for("Quit?")
        term.keys("y")
        assert term.wait_exit(PATIENCE) == 0
        wait_gone(pids)
    finally:
        term.kill()


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "sigkill"])
def test_stopping_the_app_ends_its_workers(tmp_path: Path, sig: signal.Signals) -> None:
    term, pids = app_thinking(tmp_path)
    try:
        os.kill(term.pid, sig)
        term.wait_exit(PATIENCE)
        wait_gone(pids)
    finally:
        term.kill()


def test_shutdown_mid_move_stops_the_workers_and_the_move_still_ends() -> None:
    """Quitting while hard thinks: the workers stop at once, and the thinking thread still
    returns a move (its own share's) rather than failing on the closed pool."""
    from modten_tui.bots import parallel
    from modten_tui.games.modten.bots.search import analyse as analyse_modten
    from modten_tui.games.modten.rules import hand as modten

    hand = modten.deal(4, dealer=0, seed=3)
    seat = hand.current_player
    assert seat is not None
    view, legal = hand.view(seat), hand.legal_moves()
    parallel.search(
        analyse_modten, view, legal, workers=3, budget_s=1.0, iterations=30, seed=1
    )  # the pool is up
    pids = parallel.worker_pids()
    outcome: list[object] = []

    def think() -> None:
        try:
            outcome.append(
                parallel.search(
                    analyse_modten, view, legal, workers=3, budget_s=2.0, iterations=None, seed=2
                )
            )
        except Exception as exc:  # what the test is about
            outcome.append(exc)

    thinking = threading.Thread(target=think)
    thinking.start()
    time.sleep(0.3)  # the move is under way
    parallel.shutdown()
    wait_gone(pids)
    thinking.join(PATIENCE)
    assert not thinking.is_alive()
    (found,) = outcome
    assert isinstance(found, parallel.Shares) and found.iterations[0] > 0
