"""The computer players read an engine through its public fields and methods only (issue 34):
an engine may rename its private state without a player noticing."""

from __future__ import annotations

import ast
from pathlib import Path

import modten_tui

PACKAGE = Path(modten_tui.__file__).parent
ALLOWED = {"os._exit"}  # the standard library's own name for leaving a process at once


def private_reads(path: Path) -> list[str]:
    """`x._name` with x not self or cls, and `from m import _name`, as `file:line text`."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            if node.attr.startswith("__"):
                continue
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            text = ast.unparse(node)
            if text not in ALLOWED:
                out.append(f"{path.name}:{node.lineno} {text}")
        elif isinstance(node, ast.ImportFrom):
            # `_` is gettext's name for a translated message, not anything private
            names = [a.name for a in node.names if a.name[0] == "_" and a.name != "_"]
            out += [f"{path.name}:{node.lineno} {name}" for name in names]
    return out


def test_no_player_reads_private_names_of_another_object() -> None:
    folders = [PACKAGE / "bots", *sorted(PACKAGE.glob("games/*/bots"))]
    assert len(folders) >= 3  # the generic players and each game's
    found = [
        hit for folder in folders for p in sorted(folder.rglob("*.py")) for hit in private_reads(p)
    ]
    assert found == []
