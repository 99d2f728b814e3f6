"""The one log widget both games use (widgets/game_log.py): it opens at the newest line, pages
back, marks what is new to the person at the screen, wraps TEN's lines under a hanging indent,
and never takes a key from the table or the auction prompt over it."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from ten_drive import keys, no_guard, session_of, ten_app
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from uihelp import region_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.widgets.game_log import GameLog, hanging_wrap

__all__ = ["no_guard"]  # the fixture applies to every test here

LINES = [f"line {i:02d}" for i in range(40)]


class LogApp(App[None]):
    CSS = "GameLog { width: 24; height: 8; border: round white; padding: 0 1; }"

    def __init__(self, *, wrap: bool = False) -> None:
        super().__init__()
        self.wrap = wrap

    def compose(self) -> ComposeResult:
        yield GameLog(id="log", wrap=self.wrap)


async def settled(pilot: Pilot[None]) -> None:
    """The log scrolls after the refresh that lays its new rows out: two rounds."""
    await pilot.pause()
    await pilot.pause()


def rows(log: GameLog) -> list[Text]:
    return log.row_texts()


def is_bold(row: Text) -> bool:
    return any(isinstance(s.style, Style) and bool(s.style.bold) for s in row.spans)


async def test_the_log_opens_at_its_newest_line_and_pages_back_and_on() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        log.show(LINES)
        await settled(pilot)
        shown = region_text(app, log)
        assert "line 39" in shown and "line 30" not in shown
        log.page(-1)
        await pilot.pause()
        back = region_text(app, log)
        assert "line 39" not in back and "line 30" in back
        log.show(LINES)  # a redraw that changes nothing keeps the page the player went to
        await settled(pilot)
        assert region_text(app, log) == back
        log.page(1)
        await pilot.pause()
        assert "line 39" in region_text(app, log)
        log.page(-1)
        await pilot.pause()
        log.show([*LINES, "line 40"])  # a new line brings the newest back into view
        await settled(pilot)
        assert "line 40" in region_text(app, log)


async def test_only_the_lines_new_to_the_viewer_are_bold() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        log.show(LINES[:6], fresh=2)
        await settled(pilot)
        assert [is_bold(row) for row in rows(log)] == [False] * 4 + [True] * 2


def test_a_number_stays_with_the_word_before_it() -> None:
    """A computer named "Bot 2" was split across rows in Catalan ("Comença Bot" / "2.")."""
    assert hanging_wrap("TEN, 2 jugadors. Comença Bot 2.", 30) == [
        "TEN, 2 jugadors. Comença",
        "    Bot 2.",
    ]


async def test_a_wrapping_log_keeps_every_word_and_its_newest_row_in_view() -> None:
    long = "Ann takes R1 R2 R3 and every other card of the tableau"
    assert hanging_wrap(long, 20) == [
        "Ann takes R1 R2 R3",
        "    and every other",
        "    card of the",
        "    tableau",
    ]
    app = LogApp(wrap=True)
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        # Six rows fit; these need more once wrapped, so a scrollbar appears and narrows the
        # text, which wraps into more rows again: the newest row must still show.
        log.show([long, "short", long, "the end"], fresh=1)
        await settled(pilot)
        shown = region_text(app, log)
        assert "the end" in shown
        log.styles.width = 18  # a narrower column (a smaller window): more rows, still at the end
        await settled(pilot)
        assert "the end" in region_text(app, log)
        for row in rows(log):
            assert len(row.plain) <= log.scrollable_content_region.width


def modten_app(seats: str) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 21})
    return TableApp(session=ModTenSession(setup, first_dealer=1), bot_delay=0)


async def test_after_a_hand_off_the_mod_ten_log_marks_what_that_player_has_not_seen() -> None:
    app = modten_app("Ann,Bob,Cy")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await settle(pilot)
            session = app.session
            assert isinstance(session, ModTenSession)
            if isinstance(app.screen, HandoffScreen) and len(session.hand.moves) >= 4:
                await tap(pilot, "enter")  # the next player looks
                await settle(pilot)
                assert isinstance(app.screen, ModTenTableScreen)
                log = app.screen.query_one(GameLog)
                seen = session.since_seen(session.viewer or 0)
                assert len(seen) >= 3 and log.fresh == len(seen)  # their own play, the others'
                bold = [row.plain for row in rows(log) if is_bold(row)]
                assert bold == seen
                return
            await tap(pilot, "enter")
    raise AssertionError("no hand-off after four moves")


async def test_pgup_scrolls_the_mod_ten_log_and_the_newest_line_shows_first() -> None:
    app = modten_app("Ann,bot:easy,bot:easy")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(30):  # Ann plays her first card each turn until the log overflows
            await settle(pilot)
            session = app.session
            assert session is not None
            if len(session.log) > 12 and isinstance(app.screen, ModTenTableScreen):
                break
            await tap(pilot, "1", "enter")
        screen = app.screen
        assert isinstance(screen, ModTenTableScreen) and session is not None
        first, last = session.log[0][:30], session.log[-1][:30]  # a long line ends in "…"
        assert last in region_text(app, "#log") and first not in region_text(app, "#log")
        await pilot.press("pageup", "pageup", "pageup")
        assert first in region_text(app, "#log")
        await pilot.press("pagedown", "pagedown", "pagedown")
        assert last in region_text(app, "#log")


async def test_enter_bids_and_p_passes_in_the_ten_auction_after_the_log_was_clicked() -> None:
    """The log never takes focus, so no key of the table or the auction prompt goes to it
    (a single log once broke the auction's Enter in a snapshot test)."""
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TenTableScreen)
        await pilot.click("#ten-log")
        assert app.focused is None
        assert not any(isinstance(w, GameLog) for w in table.focus_chain)
        await keys(pilot, "d", "d")  # Ann draws R3, then W#: the auction, Bob bids first
        assert isinstance(app.screen, AuctionScreen) and app.focused is None
        text = await keys(pilot, "enter")  # the suggested bid, the lowest: 1
        session = session_of(app)
        assert "Bob bids 1" in " ".join(session.log) and "Cy, your bid" in text
        await keys(pilot, "p")
        assert session.log[-1].strip() == "Cy passes"
        assert session.current == 0 and isinstance(app.screen, AuctionScreen)
        assert app.focused is None
