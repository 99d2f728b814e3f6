"""Outside the games' packages, no module or style sheet names a game (issue 12).

Every game registered is checked: its key as a string (`"modten"`), its title as words
(`Mod Ten`), and identifiers built on it (`ModTenHand`, `TenSession`), plus imports of a game's
package. Generic code reaches a game only through the registry, so a new game needs no edit
outside its own folder. A generic style sheet (`.tcss`) is read the same way, and it may not
style a game's screen or widget by its class name either: a game's looks live in its package.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from modten_tui import registry

PACKAGE = Path(__file__).resolve().parents[1] / "modten_tui"
GAMES = PACKAGE / "games"

# The program is called modten: its command name, the browser tab's title and the distribution
# name are not the game (but the package's path into a game's folder is).
ALLOWED = (
    re.compile(r"prog=\"modten\""),
    re.compile(r"title=\"modten\""),
    re.compile(r"modten-tui"),
    re.compile(r"modten_tui(?!\.games\.[a-z])"),
)

# A type selector: a class name not part of an id, a class, a variable or a longer word.
TYPE_SELECTOR = re.compile(r"(?<![\w$#.-])[A-Z]\w*")
COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)


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


def _game_classes() -> set[str]:
    """Every class the games define: `Hand` in a style sheet styles one game's widget."""
    trees = (ast.parse(path.read_text()) for path in GAMES.rglob("*.py"))
    return {
        node.name for tree in trees for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
    }


def _generic_files() -> list[Path]:
    found = [*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.tcss")]
    return [p for p in found if GAMES not in p.parents]


def _names_a_game(
    line: str, patterns: list[re.Pattern[str]], classes: set[str], sheet: bool
) -> bool:
    text = line
    for allowed in ALLOWED:
        text = allowed.sub("", text)
    if any(pattern.search(text) for pattern in patterns):
        return True
    return sheet and any(name in classes for name in TYPE_SELECTOR.findall(text))


def _lines(path: Path) -> list[str]:
    text = path.read_text()
    if path.suffix == ".tcss":  # a comment may say "Hand" in prose; it is not a selector
        text = COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
    return text.splitlines()


def test_generic_modules_name_no_game() -> None:
    patterns, classes = _patterns(), _game_classes()
    offences = []
    for path in _generic_files():
        sheet = path.suffix == ".tcss"
        for number, line in enumerate(_lines(path), 1):
            if _names_a_game(line, patterns, classes, sheet):
                offences.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert offences == [], "\n".join(offences)


def test_the_check_sees_a_game_name() -> None:
    """The patterns would catch each kind of naming (so the test above can fail)."""
    patterns, classes = _patterns(), _game_classes()
    spec = registry.all_specs()[0]
    camel = "".join(w[:1].upper() + w[1:].lower() for w in spec.title.split())
    for sample in (
        f'if game == "{spec.key}":',
        f"# {spec.title} deals",
        f"{camel}Session",
        f"from modten_tui.games.{spec.key}.rules import x",
    ):
        assert _names_a_game(sample, patterns, classes, sheet=False), sample


def test_the_check_sees_a_game_widget_in_a_style_sheet() -> None:
    """A rule on a game's widget is caught by its class name, a generic one is not."""
    patterns, classes = _patterns(), _game_classes()
    widget = sorted(classes)[0]
    for sample in (f"{widget} {{ height: auto; }}", f"Screen > {widget}.-on {{ color: red; }}"):
        assert _names_a_game(sample, patterns, classes, sheet=True), sample
    for sample in ("Screen #log { height: 1fr; }", "Button:focus { text-style: bold; }"):
        assert not _names_a_game(sample, patterns, classes, sheet=True), sample
