"""The rules and keys under `?` in each language: every game's help.md and keys.md has a
translation in every language with a catalog, with the English's structure (its headings, its
table rows, every code and key name as the player types or sees it), and the screen shows it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from modten_tui import i18n, registry
from modten_tui.app.table_app import TableApp
from modten_tui.screens.help import HelpScreen
from tests.ui.uihelp import screen_text

GAMES = Path(__file__).resolve().parents[2] / "modten_tui" / "games"
SOURCES = sorted(GAMES.glob("*/help.md")) + sorted(GAMES.glob("*/keys.md"))
LANGUAGES = [code for code in i18n.available() if code != i18n.SOURCE]
CODE = re.compile(r"`[^`]+`")
KEY = re.compile(r"\*\*([^*]{1,8})\*\*")  # a key in bold: d, Enter, Ctrl+P, F1...
KEYS = re.compile(r"^(?:[a-z0-9?+−]|Enter|Esc|Tab|Space|Backspace|F1|PgUp|PgDn|Ctrl\+[A-Z])$")


def translation(source: Path, code: str) -> Path:
    return source.with_name(f"{source.stem}.{code}.md")


def shape(text: str) -> dict[str, object]:
    lines = text.splitlines()
    return {
        "headings": [line.split(" ", 1)[0] for line in lines if line.startswith("#")],
        "table rows": sum(line.startswith("|") for line in lines),
        "list items": sum(line.lstrip().startswith("- ") for line in lines),
        "codes": Counter(CODE.findall(text)),
        "keys": Counter(k for k in KEY.findall(text) if KEYS.match(k)),
    }


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: f"{p.parent.name}-{p.name}")
def test_each_help_has_a_translation_shaped_like_the_english(source: Path, code: str) -> None:
    target = translation(source, code)
    assert target.is_file(), f"{target.name} is missing beside {source}"
    english, translated = shape(source.read_text("utf-8")), shape(target.read_text("utf-8"))
    for part, value in english.items():
        assert translated[part] == value, f"{target}: {part} differ from the English"


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", registry.keys())
async def test_the_help_screen_shows_the_language_chosen(game: str, code: str) -> None:
    i18n.use(code)
    folder = GAMES / game
    heading = (folder / f"help.{code}.md").read_text("utf-8").splitlines()[0].lstrip("# ")
    app = TableApp()
    async with app.run_test(size=(100, 60)) as pilot:
        app.open_screen(HelpScreen(game))
        await pilot.pause(0.3)
        assert heading in screen_text(app)
