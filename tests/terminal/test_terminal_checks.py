"""Where modten cannot be played it says why and exits 2; a crash exits non-zero (issue 10,
attack item 8). Run as a person would: the real command, in a pseudo-terminal or without one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.pty_term import ROOT, Term, environment

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def test_no_terminal_at_all_is_refused_at_once(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "modten_tui"],
        cwd=ROOT,
        env=environment(tmp_path),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert "must both be one" in done.stderr and "Traceback" not in done.stderr


def test_input_from_dev_null_in_a_terminal_is_refused(tmp_path: Path) -> None:
    # The output is the terminal, the input is not: the app used to draw and ignore every key.
    term = Term(
        [
            "-c",
            "import os, runpy, sys; fd = os.open(os.devnull, os.O_RDONLY); "
            "os.dup2(fd, 0); sys.argv = ['modten']; runpy.run_module('modten_tui', "
            "run_name='__main__')",
        ],
        environment(tmp_path),
        program=[],
    )
    try:
        assert term.wait_exit() == 2
        assert "input and output must both be one" in term.text()
    finally:
        term.kill()


def test_a_dumb_terminal_is_refused_with_a_way_out(tmp_path: Path) -> None:
    term = Term([], environment(tmp_path, TERM="dumb"))
    try:
        assert term.wait_exit() == 2
        assert "TERM=dumb cannot draw the card table" in term.text()
    finally:
        term.kill()


CRASH = (
    "import sys; from modten_tui.app.table_app import TableApp; "
    "from modten_tui.__main__ import main; "
    "TableApp.on_mount = lambda self: 1 / 0; sys.exit(main([]))"
)


def test_a_crash_exits_non_zero(tmp_path: Path) -> None:
    term = Term(["-c", CRASH], environment(tmp_path), program=[])
    try:
        assert term.wait_exit() == 1
        assert "ZeroDivisionError" in term.text()
    finally:
        term.kill()
