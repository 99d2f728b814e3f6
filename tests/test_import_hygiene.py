"""Invariant 1: the rules package imports neither Textual nor Rich. And the menu shows before
what only a game needs is loaded.

Checked in a fresh interpreter, since this test process may have imported both already.
"""

from __future__ import annotations

import json
import subprocess
import sys

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

    def on_mount(self):
        super().on_mount()
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


LATE = ("modten_tui.setup.models", "modten_tui.table.advice", "modten_tui.games.ten.rules")
