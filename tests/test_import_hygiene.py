"""Invariant 1: the rules package imports neither Textual nor Rich. And the menu shows before
what only a game needs is loaded, from the app and from the command.

Checked in a fresh interpreter, since this test process may have imported both already.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

PROBE = """
import json, sys
import modten_tui.rules, modten_tui.games.modten.rules.hand, modten_tui.games.modten.rules.match
try:
    import modten_tui.games.ten.rules.game
except ModuleNotFoundError as exc:
    if exc.name != "modten_tui.games.ten.rules.game":
        raise
import modten_tui.bots
print(json.dumps(sorted(sys.modules)))
"""


def test_rules_and_bots_import_no_ui_library() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    ).stdout
    modules = json.loads(out)
    assert "modten_tui.games.modten.rules.hand" in modules
    ui = [m for m in modules if m.split(".")[0] in ("textual", "rich")]
    assert ui == [], f"UI libraries imported by the rules: {ui}"


MENU_PROBE = """
import json, os, sys
from modten_tui.app import table_app
from modten_tui.app.table_app import TableApp
from modten_tui.screens.menu import MenuScreen

class Probe(TableApp):
    CSS_PATH = os.path.join(os.path.dirname(table_app.__file__), "app.tcss")  # not -c's folder

    def on_mount(self):  # Textual calls TableApp's own on_mount too
        self.set_interval(0.01, self._shown)

    def _shown(self):
        if isinstance(self.screen, MenuScreen) and self.screen.is_mounted:
            self.call_after_refresh(self.exit, sorted(sys.modules))

print(json.dumps(Probe(store=None).run(headless=True)))
"""


def test_the_menu_shows_before_pydantic_and_the_games_load() -> None:
    """Start-up is a benchmark figure (benchmarks/app.py): what the menu does not need loads
    on first use. A module-level import of the setup models (the size notice) and the key
    bar asking whether advice is off at the menu each once loaded pydantic and more."""
    out = subprocess.run(
        [sys.executable, "-c", MENU_PROBE], capture_output=True, text=True, check=True
    ).stdout
    modules = json.loads(out.strip().splitlines()[-1])
    assert "modten_tui.screens.menu" in modules
    late = [m for m in modules if m.split(".")[0] == "pydantic" or m.startswith(LATE)]
    assert late == [], f"loaded before the menu showed: {late}"


LATE = (
    "modten_tui.setup.models",
    "modten_tui.storage.prefs_model",
    "modten_tui.storage.save_file",
    "modten_tui.table",
    "modten_tui.games.ten.rules",
)


PARSER_PROBE = """
import json, sys
from modten_tui import __main__ as command
command.build_parser().format_help()
print(json.dumps(sorted(sys.modules)))
"""

COMMAND_PROBE = """
import json, os, sys
from modten_tui import __main__ as command
from modten_tui.app import table_app

class Probe(table_app.TableApp):
    CSS_PATH = os.path.join(os.path.dirname(table_app.__file__), "app.tcss")

    def run(self, **kwargs):
        print(json.dumps(super().run(headless=True)))

    def _check_save(self):  # the data folder checked, after the menu is drawn
        super()._check_save()
        self.call_after_refresh(self.exit, sorted(sys.modules))

table_app.TableApp = Probe
command.terminal_problem = lambda: None  # headless: no terminal to check
command.main([])
"""


def _modules_of(probe: str, **env: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env},
    ).stdout
    return list(json.loads(out.strip().splitlines()[-1]))


def test_the_command_builds_its_parser_without_pydantic() -> None:
    """`modten --help` and every option error come from the games' options forms (plain data):
    the options models, and pydantic with them, load only when a game is to be checked."""
    modules = _modules_of(PARSER_PROBE)
    assert "modten_tui.games.ten.options.form" in modules
    late = [m for m in modules if m.split(".")[0] == "pydantic" or m.endswith("options.model")]
    assert late == [], f"loaded to build the parser: {late}"


RETURNING = {
    "theme": "nord",
    "language": "fi",
    "fast_computers": True,
    "last_setup": {"game": "ten", "players": 2, "seats": [{"name": "Ann", "kind": "human"}]},
}


@pytest.mark.parametrize("settings", [None, RETURNING], ids=["first start", "returning"])
def test_the_command_starts_without_pydantic(tmp_path: Path, settings: Any) -> None:
    """`modten` until the menu is drawn and the data folder checked, on a first start and with
    a returning player's settings (no saved game): the settings are read without pydantic, and
    the last setup and the save models load only when the setup or a saved game needs them."""
    if settings is not None:
        (tmp_path / "modten-tui").mkdir()
        (tmp_path / "modten-tui" / "settings.json").write_text(json.dumps(settings))
    modules = _modules_of(COMMAND_PROBE, XDG_DATA_HOME=str(tmp_path))
    assert "modten_tui.app.start_check" in modules and (tmp_path / "modten-tui").is_dir()
    late = [m for m in modules if m.split(".")[0] == "pydantic" or m.startswith(LATE)]
    assert late == [], f"loaded by the command's start: {late}"
