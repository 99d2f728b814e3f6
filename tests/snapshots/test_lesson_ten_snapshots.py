"""TEN's lesson at 80×24 and 120×40: its table with the coach, and the auction prompt with the
coach explaining a wrong choice. Reached from the menu by keys, as a player would.

Regenerate after an intended change with
`pytest tests/snapshots/test_lesson_ten_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.menu import MenuScreen

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]
Run = Callable[[Pilot[None]], Awaitable[None]]


@pytest.fixture(autouse=True)
def no_pauses(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ada's bust notice goes on by itself at once (the learner's waits for Enter).
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 0.0)


async def until(pilot: Pilot[None], holds: Callable[[], bool]) -> None:
    for _ in range(200):
        if holds():
            return
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError(f"stuck on {type(pilot.app.screen).__name__}")


def lesson(*steps: str | Callable[[TableApp], bool]) -> Run:
    """Open TEN's lesson from the menu, then press each key or wait for each condition."""

    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, TableApp)
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen.query_one(OptionList)
        while (option := menu.highlighted_option) is None or option.id != "learn:ten":
            await pilot.press("down")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TenTableScreen))
        for step in steps:
            if isinstance(step, str):
                await pilot.press(step)
            else:
                await until(pilot, lambda: step(app))  # noqa: B023 (awaited at once)
        await pilot.pause()

    return run


def sam_draws(app: TableApp) -> bool:
    table = app.table
    return isinstance(table, TenTableScreen) and table.mode == "draw" and app.screen is table


def sam_bids(app: TableApp) -> bool:
    screen = app.screen
    return isinstance(screen, AuctionScreen) and screen.human_to_bid


TO_THE_AUCTION = (
    "d",
    "d",
    "d",
    "d",
    "enter",
    sam_draws,
    "d",
    "d",
    "d",
    "n",
    "enter",
    "enter",
    sam_draws,
    "d",
    sam_bids,
)
SCREENS: dict[str, tuple[str | Callable[[TableApp], bool], ...]] = {
    "lesson_table": ("d", "d"),  # the running total and the currency card's step
    "lesson_auction_wrong_pass": (*TO_THE_AUCTION, "p"),  # the coach explains it in the prompt
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_ten_lesson(name: str, size: tuple[int, int], snap_compare: Callable[..., bool]) -> None:
    app = TableApp(bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=lesson(*SCREENS[name]))
