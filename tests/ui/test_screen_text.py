"""`screen_text` (widgets painted by their public layout, the fast read every UI test uses)
must read exactly what Textual's own screenshot shows (`svg_screen_text`): on a plain table, a
modal prompt over the table it leaves visible, a scrolled log with its scrollbar, the help,
wide characters in names, and at two sizes."""

from __future__ import annotations

import pytest
from ten_drive import no_guard, ten_app
from textual.pilot import Pilot
from uihelp import screen_text, settle, svg_screen_text, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.help import HelpScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]
SIZES = [(80, 24), (160, 50)]


def same_reading(pilot: Pilot[None]) -> str:
    fast, reference = screen_text(pilot.app), svg_screen_text(pilot.app)
    assert fast == reference, f"screen_text:\n{fast}\nthe screenshot:\n{reference}"
    assert fast.strip()  # a blank screen would agree trivially
    return fast


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_mod_ten_screens_read_as_the_screenshot(size: tuple[int, int]) -> None:
    setup = GameSetup.model_validate(
        {"seats": parse_seat_list("Ann,李小龍,Ｃｙ"), "deck": "single", "seed": 3}
    )
    app = TableApp(session=ModTenSession(setup), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        seen: set[str] = set()
        for _ in range(24):  # hand-offs and plays until the log scrolls
            text = same_reading(pilot)
            seen.add(type(app.screen).__name__)
            await tap(pilot, "enter" if isinstance(app.screen, HandoffScreen) else "1")
            await tap(pilot, "enter")
            await settle(pilot)
        assert "李小龍" in text or "Ｃｙ" in text
        assert {"HandoffScreen", "ModTenTableScreen"} <= seen, seen
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        same_reading(pilot)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_ten_auction_over_its_table_reads_as_the_screenshot(size: tuple[int, int]) -> None:
    app = ten_app("Ann,Bob,Cy", ["R5", "R3", "W#", "G1", "B2"])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        same_reading(pilot)
        await tap(pilot, "d", "d", "d")  # the wild: an auction over the table
        await settle(pilot)
        assert isinstance(app.screen, AuctionScreen)
        text = same_reading(pilot)
        assert "R5" in text and "R3" in text  # the table under the prompt shows through
