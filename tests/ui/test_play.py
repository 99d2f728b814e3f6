"""Whole hands through the UI with stacked decks, pressing keys as players would."""

from __future__ import annotations

from drive import play_hand
from uihelp import painted, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.rules.cards import deck_cards
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]
SPADES_HEARTS = [r + s for s in "SH" for r in "A2346789"]
DIAMONDS_CLUBS = [r + s for s in "DC" for r in "A2346789"]


def app_for(seats: str, stacks: list[list[str]], dealer: int, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    session = ModTenSession(setup, stacks=stacks, first_dealer=dealer)
    return TableApp(session=session, bot_delay=0)


async def test_two_players_play_a_whole_hand() -> None:
    app = app_for("Ann,Bob", [stack_deck([LOW, HIGH], dealer=1)], dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass to Ann" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        text = screen_text(app)
        assert "Ann's hand" in text and "Ann, your turn: lead any card" in text
        assert "┃A♠┃" in text and "16 cards" in text  # the cursor card
        await pilot.press("enter")  # the cursor starts on the first playable card: A♠
        await settle(pilot)
        text = screen_text(app)
        assert "Ann led A♠" in text and "Sum 1" in text
        assert "a 9 captures" in text and "Still out: 9♠" in text  # unseen by Ann, of the led suit
        assert "9♥" not in text  # M7: no heart is played on a spade table
        assert "pass to Bob" in text  # the consequence stays until Ann passes the screen on
        passes = await play_hand(pilot)
        assert passes[:2] == ["Bob", "Ann"] and len(passes) >= 20
        text = screen_text(app)
        assert isinstance(app.screen, ResultsScreen)
        assert "Bob wins hand 1!" in text
        assert "Bob (won)" in text and "16" in text and "15" in text


async def test_skips_and_captures_are_spelled_out() -> None:
    stack = stack_deck([SPADES_HEARTS, DIAMONDS_CLUBS], dealer=1)
    app = app_for("Ann,Bob", [stack], dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter", "1", "enter")  # reveal, select card 1 (A♠), play it
        await settle(pilot)
        text = screen_text(app)
        assert "Bob skipped: no ♠" in text
        assert "skipped: no ♠" in text.split("Log")[0]  # in Bob's seat line too
        assert "Ann, your turn: follow ♠" in text
        await pilot.press("right", "right", "right", "right", "right", "right", "enter")  # 9♠
        await settle(pilot)
        text = screen_text(app)
        assert "Ann took 10 (2 cards: A♠ 9♠), leads again" in text
        assert "Discard pile: 2" in text and "lead any card" in text
        passes = await play_hand(pilot)
        assert passes == []  # Bob never acts, so the screen never changes hands
        assert "Ann wins hand 1!" in screen_text(app)


async def test_four_players_play_a_whole_hand() -> None:
    deck = deck_cards(4, "single")  # eight cards each: the double deck's 18 took 20 s
    hands = [deck[i::4] for i in range(4)]
    app = app_for("Ann,Bob,Cy,Dee", [stack_deck(hands, dealer=3)], dealer=3, deck="single")
    async with app.run_test(size=(80, 24)) as pilot:
        passes = await play_hand(pilot)
        assert passes[0] == "Ann" and set(passes) == {"Ann", "Bob", "Cy", "Dee"}
        session = app.session
        assert session is not None and session.hand_over
        winner = session.names[session.hand.winner or 0]
        assert f"{winner} wins hand 1!" in screen_text(app)


async def test_a_match_of_two_hands() -> None:
    first = stack_deck([LOW, HIGH], dealer=1)
    second = stack_deck([DIAMONDS_CLUBS, SPADES_HEARTS], dealer=0)
    app = app_for("Ann,Bob", [first, second], dealer=1, length="hands", hands=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_hand(pilot)
        text = screen_text(app)
        assert "Bob wins hand 1!" in text
        assert "Next: hand 2, Ann deals and Bob leads." in text
        assert "Total" in text
        await pilot.press("enter")  # next hand
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Bob"
        await play_hand(pilot)
        text = screen_text(app)
        assert "Bob wins the match!" in text and "Bob (won the match)" in text
        assert "Final standings after 2 hands" in text
        assert "32" in text and "15" in text
        await pilot.press("m")
        await settle(pilot)
        assert "New game" in screen_text(app)


async def test_one_human_keeps_their_hand_while_computers_play() -> None:
    deck = deck_cards(4)
    hands = [deck[i::4] for i in range(4)]
    app = app_for("Ann,bot:random,bot:random,bot:random", [stack_deck(hands, dealer=0)], 0)
    async with app.run_test(size=(80, 24)) as pilot:
        passes = await play_hand(pilot, choose=lambda legal: legal[-1])
        assert passes == []  # one person: nobody to hide a hand from, never a hand-off
        assert isinstance(app.screen, ResultsScreen)
        session = app.session
        assert session is not None
        assert any(line.startswith("Bot 2 ") for line in session.log)


async def test_computers_only_can_be_watched() -> None:
    app = app_for("bot:random,bot:random,bot:random", [], 0, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        if not isinstance(app.screen, ResultsScreen):
            assert "Watching: computers only" in text
        for _ in range(200):
            if isinstance(app.screen, ResultsScreen):
                break
            await settle(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert "wins hand 1!" in await painted(pilot)


async def test_open_hands_show_both_hands_without_hand_off() -> None:
    app = app_for("Ann,Bob", [stack_deck([LOW, HIGH], dealer=1)], 1, open_hands=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        text = screen_text(app)
        assert "Open hand, Bob:" in text and "6♠" in text and "│2♠│" in text
        passes = await play_hand(pilot)
        assert passes == []
