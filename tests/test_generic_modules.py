"""Issue 12: setup, the command line, the menu, help, preferences and the app's flow work from
the game registry. These modules name no game and import nothing from a game's package; the
program's own name (the `modten` command, `modten-tui`) is not a game's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "modten_tui"
GENERIC = [
    "setup/models.py",
    "__main__.py",
    "storage/prefs.py",
    "app/table_app.py",
    "__init__.py",
    "screens/__init__.py",
    "screens/setup.py",
    "screens/menu.py",
    "screens/help.py",
    "screens/too_small.py",
]
GAME_NAMES = re.compile(
    r"""modten_tui\.games|["']modten["']|["']ten["']|Mod Ten|\bTEN\b|ModTen|\bTen[A-Z_]"""
)
PROGRAM = re.compile(r"""prog="modten"|"modten-tui""")


@pytest.mark.parametrize("name", GENERIC)
def test_the_module_names_no_game(name: str) -> None:
    for number, line in enumerate((PACKAGE / name).read_text(encoding="utf-8").splitlines(), 1):
        found = GAME_NAMES.search(PROGRAM.sub("", line))
        assert found is None, f"{name}:{number} names a game: {line.strip()}"


def test_the_check_would_see_a_game_name() -> None:
    for line in [
        "from modten_tui.games.ten import x",
        'if game == "ten":',
        "# TEN's rule",
        "TenSession(setup)",
        'HELP = {"modten": 1}',
    ]:
        assert GAME_NAMES.search(PROGRAM.sub("", line)), line
