"""A storm from outside: resizes between 40×10 and 200×60, random keys (Ctrl+P, Esc, F1 and mouse
escapes among them) against a computer that moves every 0.2 s. Only a real terminal gives
resizes and keys that arrive together; the app must neither crash nor hang, and must still
answer and quit cleanly afterwards (issue 32: the palette once crashed in such a storm)."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.pty_term import GUARD, Term, environment

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty"),
]
ACTIONS = 400
QUIT_S = 30  # a quitting app ends within this, even on a loaded machine (else: a hang)
KEYS = [
    "\r",
    " ",
    "\x1b",
    "\x10",
    "\x1bOP",
    "?",
    "a",
    "u",
    "f",
    "d",
    "s",
    "h",
    "r",
    "1",
    "5",
    "9",
    "\x1b[A",
    "\x1b[B",
    "\x1b[C",
    "\x1b[D",
    "\t",
    "\x1b[Z",
    "\x7f",
    "x",
    "q",
    "n",
    "1?",
]


def mouse(rng: random.Random) -> str:
    """An SGR mouse press or release somewhere on (or just off) the screen."""
    button, x, y = rng.choice([0, 1, 2, 64, 65]), rng.randint(1, 210), rng.randint(1, 65)
    return f"\x1b[<{button};{x};{y}{rng.choice('Mm')}"


def storm(start: Callable[[], Term], rng: random.Random) -> Term:
    """`ACTIONS` random actions; a storm may quit the app (Enter on "Quit?"), which is fine
    when it exits cleanly: it is then started again on the same data, as a person would."""
    term = start()
    for _ in range(ACTIONS):
        roll = rng.random()
        if roll < 0.15:
            term.resize(rng.randint(40, 200), rng.randint(10, 60))
        elif roll < 0.3:
            term.keys(mouse(rng), 0)
        elif roll < 0.4:
            term.keys("".join(rng.choice(KEYS) for _ in range(rng.randint(2, 5))), 0)
        else:
            term.keys(rng.choice(KEYS), 0)
        term.read(rng.choice([0.0, 0.01, 0.05, 0.2]))
        term = again(term, start)
    term.read(1.0)  # the storm's last key may be the one that quits: let it finish
    return again(term, start)


def again(term: Term, start: Callable[[], Term]) -> Term:
    """`term` while it runs; once it is quitting, its end (cleanly, or the test fails) and a
    new start. A quitting app may still be alive for a moment under a loaded machine: keys
    sent to it then would reach the terminal, not the app, so its end is awaited first."""
    if term.alive() and not term.leaving():
        return term
    code = term.wait_exit(QUIT_S)
    assert code == 0, f"exit code {code} in the storm:\n" + term.text()[-3000:]
    term.kill()
    return start()


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("game", ["ten", "modten"])
def test_a_storm_of_keys_and_resizes_leaves_the_app_running(
    tmp_path: Path, game: str, seed: int
) -> None:
    args = ["--game", game, "--seats", "Ann,bot:normal", "--seed", str(seed), "--bot-delay", "0.2"]
    terms: list[Term] = []

    def start() -> Term:
        terms.append(Term(args, environment(tmp_path)))
        terms[-1].read(3)
        return terms[-1]

    try:
        term = storm(start, random.Random(f"{game}-{seed}"))
        term.resize(80, 24)
        term.keys("\x1b" * 4, 0)  # back out of whatever the storm opened (Esc may quit)
        term.settle()  # a computer's moves are 0.2 s apart: quiet for 0.5 s is the table waiting
        term = again(term, start)
        mark = term.mark()
        term.keys("\x10", 0)  # the palette still opens...
        term.wait_for("Search", since=mark)
        term.keys("\x1b", 0.5)
        mark = term.mark()
        term.keys("\x11", 0)  # ...and the app still quits when asked (asking first in a game)
        end = time.monotonic() + 20
        while "Quit?" not in term.text(mark) and term.alive():
            assert time.monotonic() < end, "Ctrl+Q neither asked nor quit"
            term.read(0.1)
        if term.alive():
            term.read(GUARD)
            term.keys("y", 0)
        code = term.wait_exit(QUIT_S)
        assert code == 0, f"exit code {code}:\n" + term.text()[-3000:]
    finally:
        for each in terms:
            each.kill()
