"""The menu and its key bar in the language chosen; the command line's help too."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from modten_tui import i18n
from modten_tui.__main__ import build_parser, requested_language
from modten_tui.app.table_app import TableApp
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.key_bar import KeyBar


async def test_the_menu_reads_in_finnish(tmp_path: Path) -> None:
    i18n.use("fi")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        options = app.screen.query_one(OptionList)
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert prompts[0] == "Uusi peli"
        assert "Opettele peli: Mod Ten" in prompts and "Lopeta" in prompts
        bar = str(app.screen.query_one(KeyBar).render())
        assert "Uusi peli" in bar and "Komennot" in bar


def test_the_option_comes_before_the_remembered_language() -> None:
    assert requested_language(["--game", "ten", "--lang", "ca"]) == "ca"
    assert requested_language(["--lang=ar"]) == "ar"


def test_the_help_lists_the_languages() -> None:
    text = build_parser().format_help()
    assert "--lang CODE" in text and "fi (suomi)" in text and "ar (العربية)" in text
