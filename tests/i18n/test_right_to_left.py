"""The app's own lines in Arabic as the terminal receives them, and the switch that leaves
right-to-left layout to a terminal that does bidi itself."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.color import Color
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import OptionList, Static

from modten_tui import i18n
from modten_tui.__main__ import bidi_wanted, build_parser
from modten_tui.app.table_app import TableApp
from modten_tui.i18n.screen_lines import install, uninstall
from modten_tui.screens.confirm import ConfirmScreen
from modten_tui.storage.prefs import PrefsStore
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.game_log import GameLog

NEW_GAME = "ﺓﺪﻳﺪﺟ ﺔﺒﻌﻟ"  # "لعبة جديدة" (New game) joined, last word first
LEARN_MOD_TEN = "Mod Ten ﺐﻌﻟ ﻢﻠّﻌﺗ"  # "تعلّم لعب Mod Ten"


@pytest.fixture
def laid_out() -> Iterator[None]:
    install()
    yield
    uninstall()
    i18n.use("en")


def shown(widget: Widget) -> list[str]:
    """The widget's lines as drawn, border and padding included."""
    return [strip.text for strip in widget.render_lines(Region(0, 0, *widget.region.size))]


async def test_the_arabic_menu_reads_right_to_left(tmp_path: Path, laid_out: None) -> None:
    i18n.use("ar")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = [line.rstrip() for line in shown(app.screen.query_one(OptionList))]
        # Each entry joined and in visual order, ending at the list's right edge.
        ends = {cell_len(line) for line in lines if line}
        assert len(ends) == 1
        assert any(line.endswith(NEW_GAME) for line in lines)
        assert any(line.endswith(LEARN_MOD_TEN) for line in lines)
        assert not any("لعبة" in line for line in lines)  # no unjoined, logical-order text


async def test_the_screen_under_a_prompt_still_reads_right_to_left(
    tmp_path: Path, laid_out: None
) -> None:
    """A prompt draws the screen beneath it through its tint, as its own content: reordered a
    second time there, the table under TEN's auction read backwards."""
    i18n.use("ar")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        prompt = ConfirmScreen("؟")
        app.push_screen(prompt)
        prompt.styles.background = Color(0, 0, 0, 0.5)  # the table shows through (TEN's prompts)
        await pilot.pause()
        lines = shown(prompt)
        assert any(NEW_GAME in line for line in lines), lines
        assert not any("لعبة" in line for line in lines)


async def test_english_and_finnish_menus_are_unchanged(tmp_path: Path, laid_out: None) -> None:
    for code in ("en", "fi"):
        i18n.use(code)
        for laid in (True, False):
            (install if laid else uninstall)()
            app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                lines = shown(app.screen.query_one(OptionList))
            if laid:
                with_layout = lines
        assert with_layout == lines


class Sentence(App[None]):
    CSS = "Static { width: 22; border: round white; }"

    def compose(self) -> ComposeResult:
        # "A card table for friends at one computer": two lines at 20 columns.
        sentence = Static("طاولة ورق للأصدقاء أمام حاسوب واحد")
        sentence.border_title = "الطاولة"  # "The table"
        yield sentence


async def test_a_wrapped_sentence_starts_on_its_first_line(laid_out: None) -> None:
    i18n.use("ar")
    app = Sentence()
    async with app.run_test(size=(40, 6)) as pilot:
        await pilot.pause()
        top, first, second, bottom = shown(app.query_one(Static))
    # The border stays where Textual draws it, its title joined and reordered; inside it, the
    # sentence wraps first, then each line is reordered and ends at the right edge: the card
    # table on the first line.
    assert top.startswith("╭─ ﺔﻟﻭﺎﻄﻟﺍ ─") and bottom.startswith("╰")
    assert first == "│   ﺀﺎﻗﺪﺻﻸﻟ ﻕﺭﻭ ﺔﻟﻭﺎﻃ│"
    assert second == "│     ﺪﺣﺍﻭ ﺏﻮﺳﺎﺣ ﻡﺎﻣﺃ│"


class Log(App[None]):
    CSS = "GameLog { height: 5; width: 30; }"

    def compose(self) -> ComposeResult:
        yield GameLog()


async def test_a_scrolling_logs_lines_end_before_its_scrollbar(laid_out: None) -> None:
    """Each line reordered within the columns left of the scrollbar: laid out across the
    whole box, a line's first word (its right end) went under the scrollbar ("لعب" read "عب")."""
    i18n.use("ar")
    app = Log()
    async with app.run_test(size=(40, 8)) as pilot:
        log = app.query_one(GameLog)
        log.show([f"لعب Bob {n}♦" for n in range(1, 10)])
        await pilot.pause()
        assert log.show_vertical_scrollbar
        bar = log.styles.scrollbar_size_vertical
        lines = shown(log)
        assert lines and all(line.endswith("ﺐﻌﻟ" + " " * bar) for line in lines), lines


async def test_with_bidi_off_the_lines_go_out_in_logical_order(tmp_path: Path) -> None:
    i18n.use("ar")
    try:
        app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            lines = shown(app.screen.query_one(OptionList))
    finally:
        i18n.use("en")
    assert any("لعبة جديدة" in line for line in lines)


def test_the_switch_option_then_environment_then_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert build_parser().parse_args(["--bidi", "off"]).bidi == "off"
    assert bidi_wanted("off", {"MODTEN_BIDI": "1"}) is False
    assert bidi_wanted("on", {"MODTEN_BIDI": "0"}) is True
    assert bidi_wanted(None, {"MODTEN_BIDI": "0"}) is False
    assert bidi_wanted(None, {"MODTEN_BIDI": "off"}) is False
    assert bidi_wanted(None, {"MODTEN_BIDI": "1"}) is True
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert bidi_wanted(None, {}) is True  # nothing said: the app lays Arabic out
    from modten_tui.storage.saves import data_dir

    store = PrefsStore(data_dir())
    store.update(store.load(), bidi=False)
    assert bidi_wanted(None, {}) is False
