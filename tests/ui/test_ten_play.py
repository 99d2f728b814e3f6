"""Whole TEN games through the UI with stacked piles (top card first) and key presses."""

from __future__ import annotations

import pytest
from ten_drive import finish, keys, no_guard, session_of, ten_app
from uihelp import screen_text, settle

from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.widgets.players import TenPlayers
from modten_tui.screens.results import ResultsScreen

__all__ = ["no_guard"]  # the fixture applies to every test here


async def test_an_auction_with_several_bidders_then_the_whole_game() -> None:
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "ANN'S TURN" in text and "d  Draw: reveal the next card" in text
        assert "Take numbers" not in text  # T7: not on an empty tableau
        text = await keys(pilot, "d")
        assert "Ann drew R3 → 3/10" in text
        assert "Take numbers: you get R3 and may buy; nobody else gains" in text
        text = await keys(pilot, "d")
        assert isinstance(app.screen, AuctionScreen)
        assert "Bob, your bid" in text and "Wild: W#" in text and "No bid yet" in text
        assert "Bob can pay up to 5 (5 tokens)" in text
        text = await keys(pilot, "2", "enter")
        assert "Cy, your bid" in text and "High bid: 2 by Bob" in text and "revealed by Ann" in text
        assert "Order: Bob bid 2 · ▶ Cy · Ann (last)" in text
        text = await keys(pilot, "enter")  # the suggested bid is the lowest legal one: 3
        assert "Ann, your bid" in text and "High bid: 3 by Cy" in text
        assert "Your bid:  4  (4 to 5)" in text
        text = await keys(pilot, "p")
        assert "The auction is over" in text and "Cy wins W# for 3" in text
        assert "Cy pays 3 next" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen)
        assert "Cy, pay 3 for W# (won at auction)" in text
        assert "✓ pays 3 for 3: 3 tokens" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, TenTableScreen)
        assert "Cy pays 3 tokens" in text and "ANN'S TURN" in text
        text = await keys(pilot, "d")  # B4: the last card, so no more drawing (T15)
        assert "Draw:" not in text and "Take numbers: you get R3 B4" in text
        text = await keys(pilot, "n")
        assert isinstance(app.screen, TenNoticeScreen)
        assert "Final buy round" in text and "Bob → Cy → Ann" in text
        assert "Final buy round: Enter goes on" in text  # the status names what it waits for
        text = await keys(pilot, "enter")  # nothing to buy: each passes automatically
        assert isinstance(app.screen, ResultsScreen)
        assert "Game over: Ann wins!" in text
        session = session_of(app)
        assert session.log.count("Bob buys nothing (market empty)") == 1
        assert session.game.collections == [["R3", "B4"], [], ["W#"]]


async def test_an_auction_where_everyone_passes() -> None:
    app = ten_app("Ann,Bob", ["G2", "B#", "G3"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d")
        text = await keys(pilot, "d")
        assert "Bob, your bid" in text
        text = await keys(pilot, "p")
        assert "Ann, your bid" in text and "Bob pass" in text
        text = await keys(pilot, "p")
        assert "Everyone passed: B# is discarded" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, TenTableScreen)
        assert "All passed: B# discarded" in text and "Ann's tableau: G2" in text
        await finish(pilot)


async def test_busts_a_purchase_paid_with_a_card_and_the_final_buy_round() -> None:
    app = ten_app("Ann,Bob", ["$2", "R5", "R8", "$5", "$4", "$2", "G1"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d")
        text = await keys(pilot, "d")
        assert "Numbers ▰▰▰▱▱▱▱▱▱▱  3/10" in text
        text = await keys(pilot, "d")  # R8: 5 + 8 − 2 = 11, a number bust (T9)
        assert isinstance(app.screen, TenNoticeScreen)  # the bust stays up until Ann goes on
        assert "Ann busts on R8" in text and "Tableau: $2 R5  + R8" in text
        assert "The number total reached 11, over 10." in text
        text = await keys(pilot, "d")  # a second draw press is not taken as "go on"
        assert isinstance(app.screen, TenNoticeScreen)
        text = await keys(pilot, "enter")
        assert "Ann BUSTS (11/10)" in text and "R5 R8 to the market" in text
        assert "Bob +2 tokens (7/10)" in text
        assert "Market (cost = number) R5 R8" in text
        assert "BOB'S TURN" in text
        text = await keys(pilot, "d", "d")
        assert "Currency ▰▰▰▰▰▰▰▰▰▱  9/10 !!" in text  # a warning that survives NO_COLOR
        text = await keys(pilot, "d")  # $2: currency 11, a currency bust: nobody gains
        assert "Bob busts on $2" in text and "The currency total reached 11" in text
        text = await keys(pilot, "space")
        assert "Bob BUSTS ($ 11/10)" in text
        assert session_of(app).game.tokens == [5, 7]
        await keys(pilot, "d")  # G1, the last card
        text = await keys(pilot, "n")
        assert isinstance(app.screen, BuyScreen)
        assert "Ann, you may buy one card from the market" in text
        assert "Ann can pay up to 9 (5 tokens, 1 bust token, 1 card)." in text
        assert "R5  cost 5" in text and "R8  cost 8" in text
        text = await keys(pilot, "enter")  # R5, the first buyable card
        assert isinstance(app.screen, PaymentScreen)
        assert "Ann, pay 5 for R5 (bought from the market)" in text
        assert "✓ pays 5 for 5: 5 tokens" in text
        text = await keys(pilot, "minus")
        assert "✗ short by 1: 4 tokens make 4 of 5" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen)  # an illegal payment cannot be confirmed
        text = await keys(pilot, "down", "down", "space")
        assert "✓ pays 5 for 5: 4 tokens, G1" in text
        assert "Score 1 → 1 (+0) with R5" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, TenNoticeScreen) and "Bob → Ann" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, BuyScreen)
        assert "Final buy round, 1 of 2: Bob may buy one card" in text
        text = await keys(pilot, "n")  # Ann cannot afford R8 (means 5): she passes by force
        assert isinstance(app.screen, ResultsScreen)
        session = session_of(app)
        assert session.game.collections == [["R5"], []] and session.game.tokens == [1, 7]
        assert "Ann buys R5" in session.log and "  Ann pays 4 tokens, G1" in session.log
        assert session.log[-2:] == ["Ann buys nothing (nothing buyable)", "Game over: Ann wins"]


async def test_currency_gains_stop_at_ten() -> None:
    app = ten_app("Ann,Bob", ["$3", "R1", "$4", "G5"])
    async with app.run_test(size=(80, 24)) as pilot:
        text = await keys(pilot, "d", "d", "n")  # Bob gains 3: 8 tokens
        assert "Bob +3 tokens (8/10)" in text
        text = await keys(pilot, "d")
        assert "Take currency: +4, you keep 2 (10/10, the rest is lost)" in text
        text = await keys(pilot, "c")
        assert "Bob +2 tokens (10/10; 2" in text and "more over the cap lost)" in text  # wrapped
        assert "  Bob +2 tokens (10/10; 2 more over the cap lost)" in session_of(app).log
        assert "Bob  0 pts  10/10 tokens" in text  # both panels fit at 80×24 with two players
        assert app.screen.query_one(TenPlayers).layout_mode == "tight"
        await finish(pilot)
        assert session_of(app).game.tokens == [5, 10]


async def test_a_tie_on_points_is_broken_by_currency_tokens() -> None:
    app = ten_app("Ann,Bob", ["$2", "R1", "G1"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "n")
        text = await finish(pilot)
        assert "Game over: Bob wins!" in text
        assert "Ann and Bob tie on 1 point; Bob has the most currency tokens (7 to 5" in text
        lines = [line for line in text.splitlines() if "Bob" in line or "Ann" in line]
        assert "1st" in lines[1] and "Bob" in lines[1]  # the winner first


async def test_computers_bid_and_play_beside_a_person() -> None:
    cards = ["R3", "G#", "R4", "W5", "B2", "O1", "G3", "$2", "B5"]
    app = ten_app("Ann,bot:easy,bot:normal", cards, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await finish(pilot, policy=lambda s: "n" if len(s.game.tableau) >= 2 else "d")
        assert "Game over:" in text
        session = session_of(app)
        bids = [line for line in session.log if "Bot 2 " in line or "Bot 3 " in line]
        assert any("bids" in line or "passes" in line for line in bids)
        assert session.game.is_over


async def test_an_auction_shows_what_the_wild_is_worth_to_each_and_any_collection() -> None:
    cards = ["R1", "R2", "R4", "G4", "G5", "R3", "W#", "B1", "B2"]
    app = ten_app("Ann,Bob,Cy", cards)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "d", "n")  # Ann: R1 R2 R4 (nothing to buy)
        await keys(pilot, "d", "d", "n")  # Bob: G4 G5
        text = await keys(pilot, "d", "d")  # Cy: R3, then W# goes to auction; Ann bids first
        assert isinstance(app.screen, AuctionScreen), text
        assert "W# is worth now: Ann +2 · Bob +1 · Cy +1" in text  # W# as R3 joins Ann's run
        # The bidder's own collection first: the box covers her panel (a play-test).
        assert "Ann's collection (2 pts, Tab: another player)" in text
        assert " R  red     1  1  ·  1  ·" in text.replace("│", " ")  # the gap W# would fill
        text = await keys(pilot, "tab")
        assert "Bob's collection (2 pts, Tab: another player)" in text
        assert " G  green   ·  ·  ·  1  1  ·  ·  ·  ·   2" in text.replace("│", " ")  # his grid row
        text = await keys(pilot, "enter")  # Ann bids 1: Bob's own collection, his bid
        assert "Bob, your bid" in text and "Bob's collection (2 pts" in text
        text = await keys(pilot, "tab", "tab", "p")  # Bob looks at Cy's, passes: Cy's own
        assert "Cy, your bid" in text and "Cy's collection (0 pts" in text


async def test_an_auction_result_goes_on_by_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The result stays up for a moment (Enter skips it) and play goes on without a key; while
    it shows, the status names the result, not a computer 'answering a prompt'."""
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 30.0)
    app = ten_app("Ann,bot:easy,bot:easy", ["W#", "R1", "R#", "B1", "B2", "G3", "O4", "G5"])
    async with app.run_test(size=(80, 24)) as pilot:
        text = await keys(pilot, "d")  # W#: the computers speak, then Ann
        assert isinstance(app.screen, AuctionScreen) and "Ann, your bid" in text
        text = await keys(pilot, "p")
        assert "The auction is over" in text and "Play goes on in a moment" in text
        banner = app.screen_stack[-2].query_one("#ten-banner")
        assert "answering a prompt" not in str(banner.render())
        assert session_of(app).auction is not None
        assert session_of(app).auction.result in str(banner.render())
        await keys(pilot, "enter")  # Enter goes on at once
        assert not isinstance(app.screen, AuctionScreen)
        monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 0.05)
        text = await keys(pilot, "d", "d")  # R1, then R#: a second auction
        assert isinstance(app.screen, AuctionScreen), text
        await keys(pilot, "p")
        for _ in range(50):  # no key: the result closes by itself
            if not isinstance(app.screen, AuctionScreen):
                break
            await pilot.pause(0.05)
        assert not isinstance(app.screen, AuctionScreen)
