"""The real `modten` in a pseudo-terminal, for tests that need what Pilot cannot give: keys
that reach the app in one read, real resizes, signals, exit codes.

The screen is read as the stream of text the app wrote (escape sequences removed); `mark()`
and `text(since=...)` look only at what was drawn after a moment.
"""

from __future__ import annotations

import contextlib
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

ANSI = re.compile(r"\x1b\[[0-9;?<>=$]*[A-Za-z~]|\x1b[()][0-9A-B]|\x1b[=>78]|\r")
LEAVE_SCREEN = b"\x1b[?1049l"  # what Textual writes as it stops: the alternate screen left
GUARD = 0.75  # a little more than the 0.6 s a new person's keys are ignored for
ROOT = Path(__file__).resolve().parent.parent


def set_size(fd: int, columns: int, rows: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


class Term:
    """One run of `modten` (started with `args`) in a pseudo-terminal."""

    def __init__(
        self,
        args: list[str],
        env: dict[str, str],
        size: tuple[int, int] = (80, 24),
        program: list[str] | None = None,
    ) -> None:
        """`program`: what runs instead of `python -m modten_tui` (args follow it)."""
        argv = [sys.executable, *(["-m", "modten_tui"] if program is None else program), *args]
        pid, fd = pty.fork()
        if pid == 0:  # the child: size the terminal, then become the app
            try:
                set_size(0, *size)
                # As in a person's terminal: a suite started in the background by a script has
                # Ctrl+C ignored, and that would pass on to the app.
                signal.signal(signal.SIGINT, signal.SIG_DFL)
                os.chdir(ROOT)
                os.execve(sys.executable, argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.raw = b""
        self.status: int | None = None  # the exit status, once the child has gone

    def read(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:  # the child is gone
                return
            if not chunk:
                return
            self.raw += chunk

    def mark(self) -> int:
        """A point in the output: `text(since=...)` shows only what came after it."""
        return len(self.raw)

    def text(self, since: int = 0) -> str:
        return ANSI.sub("", self.raw[since:].decode("utf-8", "replace"))

    def wait_for(self, words: str, timeout: float = 20, since: int = 0) -> None:
        end = time.monotonic() + timeout
        while words not in self.text(since):
            if not self.alive():
                code = os.waitstatus_to_exitcode(self.status or 0)
                tail = self.text()[-3000:]
                raise AssertionError(f"the app ended (exit code {code}) before {words!r}:\n{tail}")
            assert time.monotonic() < end, f"{words!r} never appeared"
            self.read(0.1)

    def keys(self, data: str, pause: float = 0.3) -> None:
        """Write `data` in ONE write: the app reads it as keys that arrived together."""
        os.write(self.fd, data.encode())
        self.read(pause)

    def resize(self, columns: int, rows: int) -> None:
        set_size(self.fd, columns, rows)  # the kernel sends the app SIGWINCH

    def settle(self, quiet: float = 0.5, timeout: float = 10) -> None:
        """Read until the app has drawn nothing for `quiet` s (or has ended, or `timeout`):
        what the keys sent so far do has been done, however loaded the machine is."""
        end = time.monotonic() + timeout
        while self.alive() and time.monotonic() < end:
            before = len(self.raw)
            self.read(quiet)
            if len(self.raw) == before:
                return

    def leaving(self) -> bool:
        """Whether the app has left the alternate screen: it is quitting (Textual restores the
        terminal first, then ends its threads and the interpreter, which takes a moment)."""
        return LEAVE_SCREEN in self.raw

    def alive(self) -> bool:
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
        return self.status is None

    def wait_exit(self, timeout: float = 20) -> int:
        """The exit code once the app ends by itself (reading its output meanwhile)."""
        end = time.monotonic() + timeout
        while self.alive():
            assert time.monotonic() < end, "the app did not end"
            self.read(0.1)
        assert self.status is not None
        return os.waitstatus_to_exitcode(self.status)

    def kill(self) -> None:
        if self.alive():
            os.kill(self.pid, signal.SIGKILL)
            _, self.status = os.waitpid(self.pid, 0)
        with contextlib.suppress(OSError):
            os.close(self.fd)


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TEXTUAL")}
    env.update(
        XDG_DATA_HOME=str(home),
        TERM="xterm-256color",
        COLORTERM="truecolor",
        COLUMNS="80",
        LINES="24",
    )
    env.update(extra)
    return env


def moves(games: Path) -> list[str]:
    """The moves of the one unfinished game saved in the `games` folder."""
    (path,) = games.glob("*.json")
    return json.loads(path.read_text("utf-8"))["records"][-1]["moves"]


def wait_moves(games: Path, term: Term, count: int, timeout: float = 20) -> list[str]:
    end = time.monotonic() + timeout
    while True:
        if any(games.glob("*.json")) and len(found := moves(games)) >= count:
            return found
        assert term.alive(), f"the app ended before the save reached {count} moves"
        assert time.monotonic() < end, f"the save never reached {count} moves"
        term.read(0.1)
