"""The kill test: the real app in a pseudo-terminal, SIGKILLed in the middle of a game, started
again; Continue brings the game back at its last move. Also NO_COLOR, end to end."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")
ANSI = re.compile(r"\x1b\[[0-9;?<>=$]*[A-Za-z~]|\x1b[()][0-9A-B]|\x1b[=>78]|\r")
GUARD = 0.75  # the hand-off screen ignores Enter for 0.6 s after it opens


class Term:
    """One run of `modten` in an 80×24 pseudo-terminal."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: size the terminal, then become the app
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            os.execve(sys.executable, [sys.executable, "-m", "modten_tui", *args], env)
        self.pid, self.fd = pid, fd
        self.raw = b""

    def read(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                self.raw += os.read(self.fd, 65536)
            except OSError:  # the child is gone
                return

    def text(self) -> str:
        return ANSI.sub("", self.raw.decode("utf-8", "replace"))

    def wait_for(self, words: str, timeout: float = 20) -> None:
        end = time.monotonic() + timeout
        while words not in self.text():
            assert time.monotonic() < end, f"{words!r} never appeared"
            self.read(0.1)

    def keys(self, data: str, pause: float = 0.3) -> None:
        os.write(self.fd, data.encode())
        self.read(pause)

    def kill(self) -> None:
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def moves(games: Path) -> list[str]:
    """The moves of the one unfinished game in the `games` folder."""
    (path,) = games.glob("*.json")
    return json.loads(path.read_text("utf-8"))["records"][-1]["moves"]


def wait_moves(games: Path, term: Term, count: int, timeout: float = 20) -> list[str]:
    end = time.monotonic() + timeout
    while True:
        if any(games.glob("*.json")) and len(found := moves(games)) >= count:
            return found
        assert time.monotonic() < end, f"the save never reached {count} moves"
        term.read(0.1)


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TEXTUAL")}
    env.update(XDG_DATA_HOME=str(home), TERM="xterm-256color", COLORTERM="truecolor",
               COLUMNS="80", LINES="24", **extra)  # fmt: skip
    return env


def play_one(term: Term, save: Path, before: int) -> list[str]:
    """From the 'pass on' or hand-off point: reveal the next hand and play its first card."""
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
