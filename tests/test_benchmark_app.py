"""`benchmarks/app.py`'s start-up programs time the start a player has, and only that. The
figures themselves are not checked here (tests never time)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import app

# Counts the menus pushed and the data-folder checks until the timed program exits.
COUNTED = """
import atexit
from modten_tui.app import table_app
from modten_tui.screens.menu import MenuScreen
counts = {"menus": 0, "checks": 0}
atexit.register(lambda: print(counts["menus"], counts["checks"]))
push, check = table_app.TableApp.push_screen, table_app.TableApp._check_save
def counted_push(self, screen, *args, **kwargs):
    counts["menus"] += isinstance(screen, MenuScreen)
    return push(self, screen, *args, **kwargs)
def counted_check(self):
    counts["checks"] += 1
    return check(self)
table_app.TableApp.push_screen = counted_push
table_app.TableApp._check_save = counted_check
"""


@pytest.mark.parametrize("program", ["MODTEN", "COMMAND"])
def test_a_timed_start_mounts_the_app_once(program: str, tmp_path: Path) -> None:
    """Textual calls each class's own `on_mount`: a timed app that also called its parent's
    mounted the app twice (two menus, the data folder checked twice), which a start never
    does."""
    done = subprocess.run(
        [sys.executable, "-c", COUNTED + getattr(app, program)],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": "", "XDG_DATA_HOME": str(tmp_path), "HOME": str(tmp_path)},
        cwd=app.ROOT,
    )
    menus, checks = done.stdout.split()[-2:]
    assert menus == "1"
    assert checks == ("1" if program == "COMMAND" else "0")  # the app alone has no data folder
