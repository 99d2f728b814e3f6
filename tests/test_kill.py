"""The kill test: the real app in a pseudo-terminal, SIGKILLed in the middle of a game, started
again; Continue brings the game back at its last move. Also NO_COLOR, end to end."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.pty_term import GUARD, Term, environment, moves, wait_moves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def play_one(term: Term, save: Path, before: int) -> list[str]:
    """From the 'pass on' or hand-off point: reveal the next hand and play its first card."""
    term.read(GUARD)  # the last move is seen: only then does Enter pass on
    term.keys("\r", GUARD)  # pass on (or nothing, on the hand-off screen itself)
    term.keys("\r", GUARD)  # the hand-off: show my hand
    term.keys("\r")  # play the selected card
    return wait_moves(save, term, before + 1)


def test_killed_mid_game_then_continue_brings_it_back(tmp_path: Path) -> None:
    save = tmp_path / "modten-tui" / "games"
    env = environment(tmp_path)
    term = Term(["--seats", "Ann,Bob", "--seed", "7", "--bot-delay", "0"], env)
    try:
        term.wait_for("Pass to")
        wait_moves(save, term, 0)
        term.read(GUARD)
        term.keys("\r", GUARD)  # Ann sees her hand
        term.keys("\r")  # and plays
        first = wait_moves(save, term, 1)
        second = play_one(term, save, 1)
        assert second[:1] == first
    finally:
        term.kill()  # SIGKILL: no chance to save anything more
    assert moves(save) == second

    term = Term([], env)
    try:
        term.wait_for("Continue")
        term.keys("c", 1.0)
        term.wait_for("Ann, Bob · 2 moves")
        term.keys("\r", 1.0)
        term.wait_for("Hand 1")
        assert moves(save) == second  # resuming changes nothing
        third = play_one(term, save, 2)  # and play goes on from the last move
        assert third[:2] == second
    finally:
        term.kill()


COLOURS = re.compile(r"\x1b\[(?:38|48);2;(\d+);(\d+);(\d+)m")


def colours(raw: bytes) -> set[tuple[int, ...]]:
    return {tuple(map(int, m)) for m in COLOURS.findall(raw.decode("utf-8", "replace"))}


def test_no_color_gives_a_grey_screen(tmp_path: Path) -> None:
    seen = {}
    for name, extra in (("colour", {}), ("none", {"NO_COLOR": "1"})):
        term = Term([], environment(tmp_path, **extra))
        try:
            term.wait_for("New game")
            term.read(0.5)
            seen[name] = colours(term.raw)
        finally:
            term.kill()
    assert any(len(set(c)) > 1 for c in seen["colour"])  # the menu has colour...
    assert seen["none"] and all(len(set(c)) == 1 for c in seen["none"])  # ...unless NO_COLOR
