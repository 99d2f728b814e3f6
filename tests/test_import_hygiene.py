"""Invariant 1: the rules package imports neither Textual nor Rich.

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
