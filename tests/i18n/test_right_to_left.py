"""The app's own lines in Arabic as the terminal receives them, and the switch that leaves
right-to-left layout to a terminal that does bidi itself."""

from __future__ import annotations

import io
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


async def test_every_row_of_the_mod_ten_players_panel_runs_right_to_left(laid_out: None) -> None:
    """A row with no Arabic in it (a person's name, a count) took its cells left to right under
    rows that ran right to left (a play-test): every row now ends at the right edge with its
    marker and name, its count in one column with the others'."""
    from modten_tui.games.modten.widgets.player_panel import PlayerPanel, SeatLine

    i18n.use("ar")

    class Panel(App[None]):
        def compose(self) -> ComposeResult:
            yield PlayerPanel()

    app = Panel()
    async with app.run_test(size=(44, 5)) as pilot:
        panel = app.query_one(PlayerPanel)
        panel.show(
            [
                SeatLine("Ann", "human", 10, True, False, ""),
                SeatLine("Cy", "human", 9, False, True, ""),
                SeatLine("Bob", "easy", 8, False, False, ""),
            ]
        )
        await pilot.pause()
        rows = [line.rstrip() for line in shown(panel)][:3]
        ends = ("Ann", "Cy ▶", "Bob")
        assert all(row.endswith(end) for row, end in zip(rows, ends, strict=True)), rows
        counts = zip(rows, ("10", "9", "8"), strict=True)
        assert len({row.index(f" {n} ") for row, n in counts}) == 1, rows  # one column


def test_the_results_tables_run_every_row_in_one_direction() -> None:
    """TEN's results in Arabic: the heads' row (Arabic words) and the players' rows (a Latin
    or an Arabic name, numbers) keep one order of columns, left to right as the grid's: the
    heads' row and a row of Arabic words read backwards beside the others (a play-test)."""
    from rich.console import Console

    from modten_tui.games.ten.screens.results import ten_results
    from modten_tui.i18n.bidi import display
    from tests.i18n.ten_games import played_to_the_end

    session = played_to_the_end("Ann,أحمد,Cy", 4)
    i18n.use("ar")
    try:
        console = Console(width=76, record=True, file=io.StringIO())
        console.print(ten_results(session).table)
        head, *rows = [display(line) for line in console.export_text().splitlines()]
        heads = [display(i18n._(name)) for name in ("red", "blue", "orange", "green")]
        at = [head.index(word) for word in heads]
        assert at == sorted(at), head  # red, blue, orange, green from the left
        assert head.index(display(i18n._("Player"))) < at[0], head
        players = {p.name: p for p in session.outcome().players}
        for row in rows:
            name = next(n for n in players if display(n) in row)
            score = f" {players[name].score}"
            assert row.index(display(name)) < row.index(score) < at[0], row
            assert display(i18n._(ORDINALS[players[name].place])).strip() == row.split()[0], row
    finally:
        i18n.use("en")


ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def test_the_mod_ten_results_run_every_row_in_one_direction() -> None:
    """Mod Ten's results in Arabic: the heads and every player's row left to right alike (a
    name and numbers, or an Arabic name and numbers), the name first, the score after it."""
    from rich.console import Console

    from modten_tui.games.modten.screens.results import modten_results
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.i18n.bidi import display
    from modten_tui.setup.models import GameSetup, parse_seat_list

    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,أحمد"), "seed": 5})
    session = ModTenSession(setup, first_dealer=0)
    while not session.hand_over:
        if session.needs_handoff:
            session.reveal()
        session.play(session.legal_moves()[0])
    i18n.use("ar")
    try:
        console = Console(width=66, record=True, file=io.StringIO())
        console.print(modten_results(session).table)
        head, *rows = [display(line) for line in console.export_text().splitlines()]
        assert head.index(display(i18n._("Player"))) < head.index(display(i18n._("Score"))), head
        out = session.outcome()
        for seat, name in enumerate(session.names):
            row = next(row for row in rows if display(name) in row)
            score = f" {out.scores[seat]} "
            assert row.index(display(name)) < row.index(score, len(display(name))), row
    finally:
        i18n.use("en")


async def test_ten_panels_side_by_side_keep_their_sides_on_every_line(
    laid_out: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """160 columns wide, TEN's two panels sit side by side: in Arabic the first (Ann's) at the
    right on every line, her header and her grid's rows alike; a line reordered whole put her
    header at the right and her grid at the left, under Bob's header (a play-test)."""
    from modten_tui.games.ten.screens.table import TenTableScreen
    from modten_tui.games.ten.session.session import TenSession
    from modten_tui.games.ten.widgets.players import TenPlayers
    from modten_tui.screens.key_guard import KeyGuard
    from modten_tui.setup.models import GameSetup, parse_seat_list

    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    i18n.use("ar")
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    session = TenSession(setup, cards=["R3", "B4", "O5", "G6", "R1", "B2"], first_player=0)
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        for key in ("d", "d", "n"):  # Ann takes R3 B4; Bob has nothing
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, TenTableScreen)
        panel = app.screen.query_one(TenPlayers)
        assert panel.layout_mode == "columns"
        lines = shown(panel)
        half = len(lines[0]) // 2
        header = next(line for line in lines if "Ann" in line)
        assert header.index("Ann") > half and header.index("Bob") < half, header
        # Bob's 0 points after his name, reading right to left (the 0 ran with the name)
        assert header.index("ﺔﻄﻘﻧ 0") < header.index("Bob"), header
        for letter in "RB":  # her one card in each of these colours: in her half, at the right
            row = next(line for line in lines if f" {letter}  " in line)
            ones = [i for i in range(len(row)) if row.startswith(" 1 ", i)]  # card, points
            assert ones and min(ones) > half, "\n".join(lines)


async def test_the_arabic_help_puts_bullets_and_first_columns_at_the_right(
    laid_out: None,
) -> None:
    """The rules' lists and the keys' table in Arabic: a bullet at the right edge before its
    item, as the item's words are; the table's first column (the place) at the right, the
    keys at its left (both read left to right in a play-test)."""
    from modten_tui.screens.help import HelpScreen
    from tests.ui.uihelp import screen_text

    i18n.use("ar")
    i18n.set_app_bidi(True)  # as `modten --lang ar` does by default

    class Help(App[None]):
        def on_mount(self) -> None:
            self.push_screen(HelpScreen("ten"))

    app = Help()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()  # the rest of the text, mounted after the first frame
            scroll = app.screen.query_one("#help-scroll")
            lines: list[str] = []
            for y in range(0, scroll.max_scroll_y + 20, 20):  # the whole text, a screen at a time
                scroll.scroll_to(y=y, animate=False)
                await pilot.pause()
                lines += screen_text(app).splitlines()
    finally:
        i18n.set_app_bidi(False)
    bullets = [line.rstrip() for line in lines if "•" in line]
    assert bullets and all(line.endswith("•") for line in bullets), "\n".join(bullets)
    head = next(line for line in lines if "ﻥﺎﻜﻤﻟﺍ" in line and "│" in line)  # المكان, joined
    assert head.index("ﺢﻴﺗﺎﻔﻤﻟﺍ") < head.index("ﻥﺎﻜﻤﻟﺍ"), head  # المفاتيح (the keys)


async def test_the_arabic_setup_form_puts_each_label_at_the_right_apart_from_its_field(
    tmp_path: Path, laid_out: None
) -> None:
    """Each row of the form reads right to left: its label at the right end, its field at its
    left with a blank between (the label was at the left, run into the field's value)."""
    from modten_tui.screens.setup import SetupScreen
    from tests.ui.uihelp import screen_text

    i18n.use("ar")
    i18n.set_app_bidi(True)  # as `modten --lang ar` does by default
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("n")
            for _ in range(5):
                await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            lines = [line.rstrip() for line in screen_text(app).splitlines()]
    finally:
        i18n.set_app_bidi(False)
    game = next(line for line in lines if "Mod Ten" in line and "▼" in line)
    label = "ﺔﺒﻌﻠﻟﺍ"  # اللعبة (the game), joined
    assert game.endswith(label), game
    assert game[: -len(label)].endswith(" "), game  # a blank between the field and its label
    seat = next(line for line in lines if "Ann" in line)
    assert seat.index("Ann") < seat.index("▼") < seat.index("ﺪﻌﻘﻤﻟﺍ"), seat  # المقعد 1 last
