"""The app's own keys, quit and help, work over every TEN prompt, and its key bar shows them."""

from __future__ import annotations

import pytest
from ten_drive import keys, no_guard, ten_app
from textual.screen import Screen
from uihelp import settle

from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import Notice, TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.confirm import ConfirmScreen
from modten_tui.screens.help import HelpScreen

__all__ = ["no_guard"]  # the fixture applies to every test here

# Each prompt, with the deck and the keys that open it for a person.
PROMPTS: dict[str, tuple[type[Screen[object]], list[str], tuple[str, ...]]] = {
    "auction": (AuctionScreen, ["R3", "W#", "B4"], ("d", "d")),  # Ann reveals a wild
    "bust": (TenNoticeScreen, ["R5", "R8", "G1", "B2"], ("d", "d")),  # Ann busts on R8
    "buy": (BuyScreen, ["R5", "R8", "G1", "B2"], ("d", "d", "enter", "d", "n")),
    "payment": (PaymentScreen, ["R5", "R8", "G1", "B2"], ("d", "d", "enter", "d", "n", "enter")),
}


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
@pytest.mark.parametrize("prompt", list(PROMPTS))
async def test_quit_and_help_work_over_every_prompt(prompt: str, size: tuple[int, int]) -> None:
    kind, cards, opening = PROMPTS[prompt]
    app = ten_app("Ann,Bob", cards)
    async with app.run_test(size=size) as pilot:
        text = await keys(pilot, *opening)
        assert isinstance(app.screen, kind)
        bar = text.splitlines()[-1]
        if size[0] >= 160:
            assert "? Help" in bar and "^q Quit" in bar, bar
        elif prompt != "payment":  # 80 columns: Quit goes first, then Help (KeyBar._fit)
            assert "? Help" in bar, bar
        for key in ("question_mark", "f1"):
            await keys(pilot, key)
            assert isinstance(app.screen, HelpScreen), key
            await keys(pilot, "escape")
            assert isinstance(app.screen, kind)
        await keys(pilot, "q")
        assert isinstance(app.screen, ConfirmScreen)  # "Quit? This game is saved: …"
        await keys(pilot, "n")
        assert isinstance(app.screen, kind)


async def test_a_notice_that_closes_by_itself_waits_until_the_help_is_closed() -> None:
    """A computer's bust closes by itself: opened over it, the help keeps it up, and once the
    help is closed it shows for its whole time again, then goes (it stayed until Enter, then
    closed under the help, then closed at a moment after the help that depended on a poll)."""
    app = ten_app("Ann,Bob", ["R5", "R8", "G1", "B2"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TenTableScreen)
        # Times with room for a loaded machine: the notice's own time passes under the help,
        # and after the help it has its time again, longer than a key press takes.
        table.open_prompt(TenNoticeScreen(Notice("Bob busts on R8", "…", auto_close=1.0)))
        await keys(pilot, "question_mark")
        await pilot.pause(1.5)
        assert isinstance(app.screen, HelpScreen)
        assert isinstance(app.screen_stack[-2], TenNoticeScreen)
        await keys(pilot, "escape")
        assert isinstance(app.screen, TenNoticeScreen)
        await pilot.pause(2.0)
        assert app.screen is table
