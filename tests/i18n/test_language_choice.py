"""The Language choice in the menu: every language in its own name, shown at once, remembered
for the next start (where `--lang` still wins for one run)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import OptionList

from modten_tui import i18n
from modten_tui.__main__ import requested_language
from modten_tui.app.table_app import TableApp
from modten_tui.i18n.bidi import display
from modten_tui.i18n.screen_lines import uninstall
from modten_tui.screens.language import LanguageScreen, own_name
from modten_tui.screens.menu import MenuScreen
from modten_tui.storage.prefs import PrefsStore
from modten_tui.storage.saves import SaveStore, data_dir
from modten_tui.widgets.key_bar import KeyBar

GUARD_S = 0.7  # a little more than the time a new screen ignores keys for


@pytest.fixture(autouse=True)
def left_to_right_after() -> Iterator[None]:
    yield
    uninstall()  # choosing Arabic lays right-to-left lines out from then on


def prompts(app: TableApp) -> list[str]:
    options = app.screen.query_one(OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def choose(app: TableApp, pilot: object, code: str) -> None:
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    await pilot.press("l")
    await pilot.pause(GUARD_S)
    assert isinstance(app.screen, LanguageScreen)
    codes = list(i18n.available())
    steps = codes.index(code) - codes.index(i18n.current())
    for _ in range(abs(steps)):
        await pilot.press("down" if steps > 0 else "up")
    await pilot.press("enter")
    await pilot.pause(0.2)


async def test_choosing_finnish_redraws_the_menu_and_is_remembered() -> None:
    store = SaveStore(data_dir())
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Language" in prompts(app)
        await choose(app, pilot, "fi")
        assert isinstance(app.screen, MenuScreen)
        assert i18n.current() == "fi"
        shown = prompts(app)
        assert shown[0] == "Uusi peli" and "Kieli · Language" in shown and "Lopeta" in shown
        assert "Uusi peli" in str(app.screen.query_one(KeyBar).render())
    assert PrefsStore(store.root).load().language == "fi"
    assert requested_language([]) == "fi"  # the next start, without --lang
    assert requested_language(["--lang", "ca"]) == "ca"  # one run in another


async def test_the_list_names_each_language_in_its_own_words_and_marks_the_one_shown() -> None:
    app = TableApp(bot_delay=0, store=SaveStore(data_dir()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause(GUARD_S)
        listed = prompts(app)
        assert listed[0] == "✓ English"
        assert "  suomi" in listed and "  català" in listed
        options = app.screen.query_one(OptionList)
        assert options.highlighted == 0
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and i18n.current() == "en"


async def test_choosing_arabic_lays_the_menu_out_right_to_left() -> None:
    i18n.set_app_bidi(True)
    app = TableApp(bot_delay=0, store=SaveStore(data_dir()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await choose(app, pilot, "ar")
        assert i18n.current() == "ar" and i18n.right_to_left()
        options = app.screen.query_one(OptionList)
        lines = [s.text for s in options.render_lines(Region(0, 0, *options.region.size))]
        # Drawn in visual order: the words "New game" joined and last word first.
        assert any(line.rstrip().endswith("ﺓﺪﻳﺪﺟ ﺔﺒﻌﻟ") for line in lines)


def test_an_arabic_name_in_a_left_to_right_screen_is_sent_in_visual_order() -> None:
    i18n.set_app_bidi(True)
    assert own_name("ar") == display("العربية") != "العربية"
    i18n.set_app_bidi(False)  # the terminal does bidi itself: the name as written
    assert own_name("ar") == "العربية"
    i18n.set_app_bidi(True)
    i18n.use("ar")  # a right-to-left screen reorders whole lines itself
    assert own_name("ar") == "العربية"
    assert own_name("fi") == "suomi"


async def test_a_read_only_copy_shows_the_choice_and_writes_nothing(tmp_path: Path) -> None:
    holder = SaveStore(tmp_path)
    assert holder.acquire()
    copy = SaveStore(tmp_path)
    assert not copy.acquire()
    app = TableApp(bot_delay=0, store=copy)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await choose(app, pilot, "ca")
        assert prompts(app)[0] == "Partida nova"
    assert not (tmp_path / "settings.json").exists()
