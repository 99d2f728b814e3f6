"""TEN from the menu, five players at 80×24, inspecting collections, help, results' keys."""

from __future__ import annotations

import pytest
from ten_drive import finish, greedy_market, keys, no_guard, played, session_of, ten_app
from textual.widgets import Input, OptionList, Select
from uihelp import pressed_together, region_text, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.widgets.players import TenPlayers
from modten_tui.games.ten.widgets.tableau import TenTableau
from modten_tui.screens.help import HelpScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.widgets.game_log import GameLog

FIVE = ["R1", "R2", "$1", "B4", "B5", "G2", "O1", "O2", "G1", "G3", "B9"]

__all__ = ["no_guard"]  # the fixture applies to every test here


async def test_the_setup_screen_starts_a_ten_game_with_its_options() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#game", Select).value = "ten"
        await settle(pilot)
        text = screen_text(app)
        assert "All pass" in text and "Bust cap" in text
        assert "Deck" not in text and "Open hands" not in text  # Mod Ten's options step aside
        # Six players are not offered for TEN (test_setup_form.py checks the choices).
        screen.query_one("#player-count", Select).value = 3
        screen.query_one("#kind-2", Select).value = "easy"
        screen.query_one("#all-pass", Select).value = "active_player"
        screen.query_one("#bust-token-cap", Input).value = "2"
        screen.query_one("#seed", Input).value = "7"
        await settle(pilot)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TenTableScreen)
        setup = session_of(app).setup
        options = setup.options
        assert (options.all_pass, options.bust_token_cap, setup.seed) == ("active_player", 2, 7)
        assert session_of(app).game.options.bust_token_cap == 2
        assert "TEN · 3 players · draw pile" in screen_text(app)
        assert len(session_of(app).game.setup["cards"]) == 109  # T5: the 3-player deck


async def test_five_players_fit_at_80x24_and_any_collection_can_be_inspected() -> None:
    app = ten_app("Ann,Bob,Cy,Dee,Eve", FIVE)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await keys(pilot, "d", "d", "d", "n")  # Ann takes R1 R2; the others gain 1
        assert all(name in text for name in ("Ann", "Bob", "Cy", "Dee", "Eve"))
        assert "Inspect player" in text.splitlines()[-1]  # the footer is on screen
        assert "BOB'S TURN" in text and "▶ Bob  0 pts  6/10 tokens" in text
        text = await keys(pilot, "1")
        assert "Ann  2 pts  5/10 tokens  0 bust  2 cards" in text  # Ann's panel in full
        players = app.screen.query_one(TenPlayers)
        assert players.layout_mode == "compact" and players.focus_seat == 0
        text = await keys(pilot, "i")
        assert "▶ Bob  0 pts" in text and players.focus_seat == 1


async def test_wide_screens_show_every_panel_in_full() -> None:
    app = ten_app("Ann,Bob,Cy,Dee,Eve", FIVE)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.screen.query_one(TenPlayers).layout_mode == "columns"
        assert screen_text(app).count("1  2  3  4  5  6  7  8  9  pts") == 5


GRID_HEAD = "1  2  3  4  5  6  7  8  9  pts"


@pytest.mark.parametrize(
    "seats,per_row",
    [("Ann,Bob", [2]), ("Ann,Bob,Cy", [3]), ("Ann,Bob,Cy,Dee,Eve", [3, 2])],
    ids=["2p", "3p", "5p"],
)
async def test_at_160_columns_the_grids_sit_side_by_side_over_the_log(
    seats: str, per_row: list[int]
) -> None:
    """A play-test at 160x50: panels about 70 columns wide over a mostly empty table. The
    grids now share rows across the screen, the log runs across below them; at 80x24 the
    players stay beside the log."""
    app = ten_app(seats, FIVE)
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot)
        players, log = app.screen.query_one(TenPlayers), app.screen.query_one(GameLog)
        assert players.region.width == log.region.width == 160
        assert log.region.y >= players.region.bottom and log.region.height >= 8
        heads = [line.count(GRID_HEAD) for line in screen_text(app).splitlines()]
        assert [count for count in heads if count] == per_row
    app = ten_app(seats, FIVE)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        players, log = app.screen.query_one(TenPlayers), app.screen.query_one(GameLog)
        assert log.region.x >= players.region.right and log.region.y == players.region.y


async def test_at_160_columns_a_notice_sits_over_the_log_clear_of_the_grids() -> None:
    """A play-test at 160x50: the final round's notice, centred, covered the grids' last rows."""
    app = ten_app("Ann,Bob,Cy,Dee,Eve", FIVE)
    async with app.run_test(size=(160, 50)) as pilot:
        await keys(pilot, "d", "d", "d", "d", "d")  # R1 R2 $1 B4, then B5 busts Ann
        assert isinstance(app.screen, TenNoticeScreen)
        players = app.screen_stack[-2].query_one(TenPlayers)
        box = app.screen.query_one("#notice-box")
        assert box.region.y >= players.region.bottom, (box.region, players.region)


async def test_help_explains_ten_and_results_lead_back() -> None:
    app = ten_app("Ann,Bob", ["R1", "G2"])
    async with app.run_test(size=(80, 24)) as pilot:
        text = await keys(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Wilds and auctions" in text or "push-your-luck" in text
        await keys(pilot, "escape")
        text = await finish(pilot)
        assert "TEN results" in text
        await keys(pilot, "p")  # play again: same seats, a fresh shuffle
        assert isinstance(app.screen, TenTableScreen)
        assert session_of(app).game.draw_pile_count == 89  # T5: the 2-player deck
        await keys(pilot, "ctrl+q")
        await keys(pilot, "n")  # "quit anyway?" no
        assert isinstance(app.screen, TenTableScreen)
        app.back_to_menu()
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_backing_out_of_a_payment_returns_to_the_market() -> None:
    app = ten_app("Ann,Bob", ["R5", "R8", "G1", "B2"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d")  # Ann busts: R5 R8 to the market
        await keys(pilot, "enter")  # (once the bust notice is up)
        text = await keys(pilot, "d", "n")  # Bob takes G1 and may buy (6 tokens, 1 card)
        assert isinstance(app.screen, BuyScreen) and "R5  cost 5" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen) and "Bob, pay 5 for R5" in text
        text = await keys(pilot, "escape")
        assert isinstance(app.screen, BuyScreen)
        await keys(pilot, "n")
        session = session_of(app)
        assert session.log[-2:] == ["Bob buys nothing", "— Ann's turn —"]
        assert session.game.market == ["R5", "R8"] and session.game.tokens == [5, 5]


async def test_a_double_press_does_not_move_for_the_next_person(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.5)  # a key is judged by when it was pressed
    app = ten_app("Ann,Bob,Cy", ["R5", "R8", "W#", "G1", "B2"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.6)  # Ann has taken the keyboard
        await keys(pilot, "d")  # Ann draws R5, sees it ...
        await pilot.pause(0.6)
        await keys(pilot, "d")  # ... and busts on R8 ...
        await pilot.pause(0.6)  # ... reads the bust notice ...
        # ... and goes on with a double press: the second is not a draw for Bob
        text = await pressed_together(pilot, "enter", "d")
        session = session_of(app)
        assert session.current == 1 and session.game.tableau == [] and "BOB'S TURN" in text
        await pilot.pause(0.6)  # Bob has taken the keyboard
        await keys(pilot, "d")  # W#: the auction starts with Cy
        assert isinstance(app.screen, AuctionScreen)
        await pilot.pause(0.6)  # Cy has taken the keyboard
        text = await pressed_together(pilot, "enter", "enter")  # Cy bids 1; not Ann's Enter
        assert "Ann, your bid" in text and session.auction is not None
        assert session.auction.said == [(2, 1)]


async def test_an_auction_the_session_did_not_see_begin_still_shows() -> None:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    session = TenSession(setup, cards=["R3", "W#", "B4"], first_player=0)
    for move in ("draw", "draw", "bid 2"):
        session.game.apply(move)  # straight to the engine, as a replay by other means might
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert isinstance(app.screen, AuctionScreen)
        assert "Ann, your bid" in text and "Wild: W#" in text and "High bid: 2 by Bob" in text


async def test_every_player_stays_on_screen_when_the_market_wraps_to_three_lines() -> None:
    """Five players at 80×24: a market of 30 distinct cards takes three lines of the table, and
    the Players panel must still show each player (it used to drop the last one)."""
    session = played("Ann,Bob,Cy,Dee,Eve", 21, lambda s: len(set(s.game.market)) >= 30)
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        # the pile, the totals and three lines of market
        assert app.screen.query_one(TenTableau).size.height == 5, screen_text(app)
        shown = region_text(app, app.screen.query_one(TenPlayers))
        assert [name for name in session.names if name not in shown] == []
        await keys(pilot, "2")  # inspecting another player keeps everyone too
        shown = region_text(app, app.screen.query_one(TenPlayers))
        assert [name for name in session.names if name not in shown] == []


async def test_a_long_buy_list_fits_its_box_at_every_size_the_terminal_takes() -> None:
    """The box is kept short enough to show the market above it: a list sized by its own
    options pushed "No buy" and the help line out of the box's bottom at 80x24. It takes the
    rows the box has left, and the rows a taller terminal gives it once resized."""

    def to_a_long_buy(session: TenSession) -> str:  # fill the market, then take the numbers
        g = session.game
        if g.phase == "draw" and len(g.tableau) >= 2:
            wide = len(set(g.market)) >= 14 and "take numbers" in g.legal_moves()
            return "take numbers" if wide else greedy_market(session)
        return greedy_market(session)

    session = played(
        "Ann,Bob,Cy,Dee",
        1,
        lambda s: s.game.phase == "buy" and len(s.buy_options()) >= 14,
        to_a_long_buy,
    )
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, BuyScreen), screen_text(app)
        rows = []
        for size in [(80, 24), (120, 40), (80, 24)]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            text = screen_text(app)
            assert "↑↓ choose, Enter buys (then pay), n no buy" in text, text
            assert "Market (cost = number)" in text, text
            options = app.screen.query_one(OptionList)
            assert options.show_vertical_scrollbar, text  # the rest is a scroll away
            rows.append(options.size.height)
        assert rows[0] == rows[2] < rows[1] == 12, rows
        await keys(pilot, "end")
        assert "▶ No buy: keep your means" in screen_text(app)


async def test_the_bust_chance_stays_whole_at_80_columns_when_both_gauges_warn() -> None:
    app = ten_app("Ann,Bob", ["$5", "R9", "$4", "B9", "R2", "G1", "O2", "B1"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "d", "d")  # both totals at 9: !!; R2 and O2 of 4 bust
        board = region_text(app, app.screen.query_one(TenTableau))
        assert " 9/10 !!  Currency" in board and " 9/10 !!  busts 50%" in board, board


async def test_the_buy_list_shows_the_score_after_the_default_payment() -> None:
    """Bob spent his tokens on W#, so a buy is paid with cards of his red run: the list must
    say what the buy does to his score once paid, not what the card adds before paying."""
    cards = ["B2", "B9", "W#", "R1", "R2", "R3", "R4", "G1", "O1"]
    app = ten_app("Ann,Bob", cards)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d")  # Ann busts: B2 B9 to the market
        await keys(pilot, "enter")  # (once the bust notice is up)
        for key in ("d", "p", "5", "enter", "enter", "enter"):  # Bob wins W# for 5 tokens
            await keys(pilot, key)  # one at a time: each screen is up before its key
        text = await keys(pilot, "d", "d", "d", "d", "n")  # R1-R4 with W#: a run of 5
        assert isinstance(app.screen, BuyScreen), text
        assert session_of(app).game.tokens[1] == 0
        assert "B2  cost 2      −1 pt after paying R" in text, text
        assert "before paying" not in text
        # Every buy would cost points, so the list starts on "No buy": two quick Enters keep
        # Bob's run (the play-test bought a card that took a score from 5 to 1 this way).
        options = app.screen.query_one(OptionList)
        assert options.highlighted == options.option_count - 1
        await keys(pilot, "enter")
        assert session_of(app).game.moves[-1] == "no buy"


@pytest.mark.parametrize(
    ("size", "seats"),
    [
        ((100, 30), "Ann,Bob,Cy,Dee,Eve"),
        ((120, 40), "Ann,Bob,Cy"),
        ((180, 50), "Ann,Bob,Cy,Dee,Eve"),
    ],
    ids=str,
)
async def test_wide_screens_widen_the_players_panel(size: tuple[int, int], seats: str) -> None:
    """The panel grows with the screen (it stayed 46 columns while the log took the rest):
    each player's last action and each run in full are readable. (Five players at 120×40
    take two columns of full panels instead.)"""
    app = ten_app(seats, FIVE)
    async with app.run_test(size=size) as pilot:
        await keys(pilot, "d", "d", "d", "n", "1")  # Ann takes R1 R2; her panel in focus
        panel = app.screen.query_one(TenPlayers)
        assert panel.region.width >= 60
        shown = region_text(app, panel)
        assert "took R1 R2" in shown and "run R1 R2" in shown, shown
        assert all(name in shown for name in seats.split(","))
