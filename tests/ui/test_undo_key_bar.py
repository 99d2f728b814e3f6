"""The key bar shows `u Undo` exactly when `u` would take a move back (issue 10), in both games:
on the tables, after every move (a card turned over, a capture that leaves the same person to
play), and under TEN's prompts, where `u` works too."""

from __future__ import annotations

import random

from drive import play_choice
from ten_drive import keys, no_guard, session_of, ten_app
from textual.pilot import Pilot
from uihelp import screen_text, settle, tap

from modten_tui.app.saving import undo_refusal
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.widgets.key_bar import KeyBar

__all__ = ["no_guard"]  # the fixture applies to every test here


def key_bar(app: TableApp) -> str:
    return screen_text(app).rstrip("\n").splitlines()[-1]


def undo_shown(app: TableApp) -> bool:
    return " u Undo " in f" {key_bar(app)} "


async def test_ten_undo_leaves_the_key_bar_once_a_card_is_turned_over() -> None:
    app = ten_app("Ann,Bob", ["R3", "W5", "R1", "G2", "B2"])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert not undo_shown(app)  # nothing done yet
        await keys(pilot, "d", "d")  # R3, then W5: an auction, Bob speaks first
        assert isinstance(app.screen, AuctionScreen)
        await keys(pilot, "1", "enter")  # Bob bids 1; Ann is to speak
        assert undo_shown(app)  # under the prompt too: Bob's bid can come back
        await keys(pilot, "p", "enter", "enter")  # Ann passes; Bob pays for the wild
        assert session_of(app).game.moves[-1] == "pay 1t" and session_of(app).current == 0
        assert undo_shown(app)  # Bob's payment comes back until Ann decides
        await keys(pilot, "d")  # R1 is turned over: the same keys as before, but no undo
        assert undo_refusal(app) == "a card has been turned over since"
        assert not undo_shown(app)


async def test_ten_undo_shows_under_the_buy_prompt() -> None:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    cards = ["R3", "$4", "B5", "G1", "G2", "B1", "B2", "B3", "R1", "$2", "R2", "G3"]
    session = TenSession(setup, cards=cards, first_player=0)
    for move in ["draw", "take currency", "draw", "take currency"]:
        session.play(move)  # the market now holds cards Ann can buy
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(pilot, "d")
        assert not undo_shown(app)
        await keys(pilot, "n")
        assert isinstance(app.screen, BuyScreen)
        assert undo_shown(app)
        await keys(pilot, "u")
        assert app.session is not session and app.session.game.phase == "draw"  # type: ignore[union-attr]


ANN = ["AC", "3C", "6C", "AH", "2H", "3H", "4H", "6H", "2D", "3D"]
BOB = ["7H", "8H", "9H", "4D", "6D", "7D", "8D", "9D", "2S", "3S"]  # no clubs
CY = ["2C", "4C", "7C", "8C", "9C", "AD", "4S", "6S", "7S", "8S"]


async def play_code(pilot: Pilot[None], code: str) -> None:
    await play_choice(pilot, code)  # by its digit: typing a code would redraw the keys anyway
    await settle(pilot)


async def hand_off(pilot: Pilot[None]) -> None:
    await tap(pilot, "enter")  # hide the hand
    await settle(pilot)
    assert isinstance(pilot.app.screen, HandoffScreen)
    assert not undo_shown(pilot.app)  # type: ignore[arg-type]
    await tap(pilot, "enter")  # the next person looks
    await settle(pilot)


def three_seat_app() -> TableApp:
    """Ann, Bob and Cy at Mod Ten with the stacked hands above; Ann leads."""
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy"), "seed": 1})
    session = ModTenSession(setup, stacks=[stack_deck([ANN, BOB, CY], 2)], first_dealer=2)
    return TableApp(session=session, bot_delay=0)


async def test_mod_ten_undo_shows_after_a_capture_and_not_after_a_revealing_lead() -> None:
    app = three_seat_app()
    session = app.session
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")  # Ann looks at her hand
        await settle(pilot)
        assert not undo_shown(app)
        await play_code(pilot, "AC")  # "Bob skipped: no ♣": that must not come back
        assert "Bob skipped" in screen_text(app) and not undo_shown(app)
        await hand_off(pilot)  # to Cy
        assert not undo_shown(app)
        await play_code(pilot, "2C")  # Ann must hold a club: every unseen one is hers
        assert undo_shown(app)
        await hand_off(pilot)  # to Ann
        await play_code(pilot, "3C")
        assert undo_shown(app)
        await hand_off(pilot)  # to Cy
        assert not undo_shown(app)
        await play_code(pilot, "4C")  # 10: Cy captures and leads again, still at the screen
        assert "Cy took 10" in screen_text(app)
        assert undo_shown(app)
        await tap(pilot, "u")
        await settle(pilot)
        assert app.session is not session and app.session.game.moves == ["AC", "2C", "3C"]


def bar_offers_undo(app: TableApp) -> bool:
    """The key bar's own text (cheaper than rendering the screen, for the long loop)."""
    bars = app.screen.query(KeyBar)
    return bool(bars) and " u Undo " in f" {bars.first().render().plain} "


async def test_the_key_bar_always_agrees_with_undo_in_random_play() -> None:
    """Random keys through both games: at every settled screen the bar offers `u` exactly
    when `u` would take a move back."""
    rng = random.Random(10)
    games = [("modten", "Ann,Bob,bot:random"), ("ten", "Ann,Bob,bot:random")]
    for game, seats in games:
        setup = GameSetup.model_validate({"game": game, "seats": parse_seat_list(seats), "seed": 8})
        session = TenSession(setup) if game == "ten" else ModTenSession(setup)
        app = TableApp(session=session, bot_delay=0)
        offered = 0
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            for _ in range(120):
                if app.session is None or app.session.match_over:
                    break
                why = undo_refusal(app)
                assert bar_offers_undo(app) == (why == ""), (game, app.screen, why)
                offered += why == ""
                keys_ = ["d", "n", "c", "p", "u", "enter", "enter", "space", "right", "1"]
                await tap(pilot, rng.choice(keys_))
                await settle(pilot)
        assert offered > 5, game
