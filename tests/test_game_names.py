"""Outside the games' packages, no module names a game (issue 12).

Every game registered is checked: its key as a string (`"modten"`), its title as words
(`Mod Ten`), and identifiers built on it (`ModTenHand`, `TenSession`), plus imports of a game's
package. Generic code reaches a game only through the registry, so a new game needs no edit
outside its own folder.
"""

from __future__ import annotations

import re
from pathlib import Path

from modten_tui import registry

PACKAGE = Path(__file__).resolve().parents[1] / "modten_tui"
GAMES = PACKAGE / "games"

# The program is called modten: its command name and distribution name are not the game.
ALLOWED = (re.compile(r"prog=\"modten\""), re.compile(r"modten-tui"), re.compile(r"modten_tui"))


def _patterns() -> list[re.Pattern[str]]:
    found = [re.compile(r"modten_tui\.games\.(?!__)[a-z_]+")]
    for spec in registry.all_specs():
        camel = "".join(w[:1].upper() + w[1:].lower() for w in spec.title.split())
        found += [
            re.compile(rf"[\"']{re.escape(spec.key)}[\"']"),
            re.compile(rf"\b{re.escape(spec.title)}\b"),
            re.compile(rf"\b{re.escape(camel)}(?=[A-Z_])"),
        ]
    return found


def _generic_files() -> list[Path]:
    return [p for p in PACKAGE.rglob("*.py") if GAMES not in p.parents]


def test_generic_modules_name_no_game() -> None:
    patterns = _patterns()
    offences = []
    for path in _generic_files():
        for number, line in enumerate(path.read_text().splitlines(), 1):
            text = line
            for allowed in ALLOWED:
                text = allowed.sub("", text)
            for pattern in patterns:
                if pattern.search(text):
                    offences.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
                    break
    assert offences == [], "\n".join(offences)


def test_the_check_sees_a_game_name() -> None:
    """The patterns would catch each kind of naming (so the test above can fail)."""
    patterns = _patterns()
    spec = registry.all_specs()[0]
    camel = "".join(w[:1].upper() + w[1:].lower() for w in spec.title.split())
    for sample in (
        f'if game == "{spec.key}":',
        f"# {spec.title} deals",
        f"{camel}Session",
        f"from modten_tui.games.{spec.key}.rules import x",
    ):
        assert any(p.search(sample) for p in patterns), sample
