"""The TEN table's status lines (the top bar, the banner over the choices and the choices) are
shown whole at 80x24 through every kind of decision: shortened or wrapped, never cut (a
play-test saw `… on a n…`), with short names and with names as long as a name may be (12
cells). The banner says it in one line; wrapping is only the last resort."""

from __future__ import annotations

import pytest
from ten_drive import no_guard, session_of, ten_app
from textual.app import App
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Static
from uihelp import settle, tap

from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.results import ResultsScreen

__all__ = ["no_guard"]

SEATS = ["Ann,Bob,Cy", "Christabella,Bartholomews,Maximilianus"]
# The first seat draws R1 $3 B2 G1 and takes the currency (the numbers go to the market);
# the second draws R5 R4 $2, takes the numbers and buys; the third reveals W#, which the first
# wins and pays for, then busts on R9 R3; the first draws the last card, G5.
CARDS = ["R1", "$3", "B2", "G1", "R5", "R4", "$2", "W#", "R9", "R3", "G5"]
TABLE_KEYS = ["d", "d", "d", "d", "c", "d", "d", "d", "n", "d", "d", "d", "d", "n"]
STATUS = ("#ten-topbar", "#ten-banner", "#ten-options")


def shown_whole(app: App[object]) -> None:
    """Each status line shows its whole text within its width: nothing cut at the end of a
    line (an ellipsis), nothing below the widget's height."""
    table = next(s for s in app.screen_stack if isinstance(s, TenTableScreen))
    for selector in STATUS:
        widget = table.query_one(selector, Static)
        visual = widget.visual
        text = " ".join(str(getattr(visual, "plain", visual)).split())
        size = widget.size
        lines = widget.render_lines(Region(0, 0, size.width, size.height))
        drawn = " ".join("".join(seg.text for seg in line) for line in lines)
        drawn = " ".join(drawn.split())  # blank lines below (a min-height) say nothing
        assert drawn == text, f"{selector} cut:\n{text}\n{drawn}"
    banner = table.query_one("#ten-banner", Static)
    assert banner.size.height == 1, banner.visual


async def play(pilot: Pilot[None]) -> set[str]:
    """Answer every screen, checking the status lines each time; returns what came up."""
    app = pilot.app
    seen: set[str] = set()
    table_keys = list(TABLE_KEYS)
    bids = ["enter", "p", "p"]  # the first seat bids 1, the others pass
    for _ in range(80):
        await settle(pilot)
        shown_whole(app)
        screen = app.screen
        if isinstance(screen, ResultsScreen):
            return seen
        if isinstance(screen, TenTableScreen):
            if screen.mode == "draw":
                key = table_keys.pop(0) if table_keys else "n"
                seen.add({"d": "draw", "n": "take numbers", "c": "take currency"}[key])
                await tap(pilot, key)
            elif screen.mode == "done":
                await tap(pilot, "enter")
        elif isinstance(screen, AuctionScreen):
            seen.add("auction" if not screen.done else "auction result")
            await tap(pilot, "enter" if screen.done else bids.pop(0))
        elif isinstance(screen, PaymentScreen):
            seen.add("payment")
            await tap(pilot, "enter")
        elif isinstance(screen, BuyScreen):
            seen.add("final buy" if session_of(app).phase == "final_buy" else "buy")
            await tap(pilot, "enter" if "buy" not in seen else "n")
        elif isinstance(screen, TenNoticeScreen):
            seen.add("final round" if "Final" in screen.title_text else "bust")
            await tap(pilot, "enter")
    raise AssertionError(f"the game did not end; on {type(app.screen).__name__}")


@pytest.mark.parametrize("seats", SEATS)
async def test_status_lines_are_never_cut_at_80x24(seats: str) -> None:
    app = ten_app(seats, CARDS)
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play(pilot)
    assert seen >= {
        "draw",
        "take numbers",
        "take currency",
        "buy",
        "payment",
        "auction",
        "auction result",
        "bust",
        "final round",
        "final buy",
    }, seen
