"""The auction prompt's bid entry after a refused bid (found playing the TEN lesson)."""

from __future__ import annotations

from ten_drive import keys, no_guard, session_of, ten_app
from textual.pilot import Pilot
from uihelp import settle

from modten_tui.games.ten.screens.auction import AuctionScreen

__all__ = ["no_guard"]  # the fixture applies to every test here


async def bobs_bid(pilot: Pilot[None]) -> AuctionScreen:
    """Ann draws R3 then W#: the auction prompt, Bob to bid first."""
    await settle(pilot)
    await keys(pilot, "d", "d")
    screen = pilot.app.screen
    assert isinstance(screen, AuctionScreen)
    return screen


async def test_a_digit_after_a_refused_bid_starts_a_new_bid() -> None:
    # Ann reveals W#; Bob (5 tokens) types 9, which he cannot pay: refused. The next digit
    # is a new bid, not "93" (which would be refused again, for no reason he can see).
    app = ten_app("Ann,Bob", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await bobs_bid(pilot)
        text = await keys(pilot, "9", "enter")
        assert "a bid must be 1 to 5" in text
        text = await keys(pilot, "3")
        assert "Your bid:  3  (1 to 5)" in text
        await keys(pilot, "enter")
        assert session_of(app).game.moves[-1] == "bid 3"


async def test_bid_keys_while_the_prompt_is_taken_down_do_not_crash() -> None:
    # Found by the full monkey: a digit read while the auction prompt's widgets were already
    # gone (it is being taken down) raised NoMatches and stopped the app.
    app = ten_app("Ann,Bob", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bobs_bid(pilot)
        await screen.query_one("#auction-entry").remove()  # as when the screen is dismantled
        screen.action_digit(3)
        screen.action_step(1)
        await settle(pilot)
        assert app.is_running and app.screen is screen


async def test_a_key_read_while_the_prompt_is_put_up_is_dropped() -> None:
    # Found by the full monkey (CI): a key typed at the table can come back up to the app after
    # the auction prompt is pushed but before it has its widgets, and Textual runs the prompt's
    # binding at once: "i" (whose collection shows) drew on a prompt with no widgets yet, and
    # the app stopped on NoMatches. The binding is run here the way Textual runs it.
    app = ten_app("Ann,Bob", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await bobs_bid(pilot)
        fresh = AuctionScreen(shown.session, shown.on_move, shown.on_fast)
        app.push_screen(fresh)  # not awaited: it has no widgets yet
        assert not fresh.is_mounted
        assert await app.run_action("inspect(1)", fresh) is False
        await settle(pilot)
        assert app.is_running and app.screen is fresh
        assert await app.run_action("inspect(1)", fresh) is True  # and once it is up, it acts
        assert fresh.inspected is not None
