"""The Mod Ten table at real sizes: the hand panel keeps its height, selection, keys, wording."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from drive import play_hand
from uihelp import region_text, screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.modten.widgets.card import face
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import history_entry, restore, to_save


def seeded(seats: str = "Ann,Bob", **options: object) -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    return ModTenSession(setup, first_dealer=1)


def assert_whole_hand_shown(app: TableApp) -> None:
    """Every card of the viewer's hand is drawn inside the hand box (twins counted)."""
    session = app.session
    assert session is not None and session.viewer is not None
    cards = session.visible_hand(session.viewer) or []
    shown = region_text(app, "#hand-box")
    for card, count in Counter(cards).items():
        assert shown.count(face(card)) >= count, f"{face(card)} missing from\n{shown}"


async def test_the_hand_is_whole_after_a_resume() -> None:
    session = seeded(seed=3)
    session.play(session.legal_moves()[0])  # Ann leads; the game is saved and quit here
    app = TableApp(session=restore(to_save(session)), bot_delay=0)  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # a resume opens at "Pass to Bob"
        await tap(pilot, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
        assert_whole_hand_shown(app)


async def test_the_hand_box_fits_each_hand_through_a_double_deck_game() -> None:
    """Two rows of cards (20+) then one row: the box follows the hand both ways."""
    app = TableApp(session=seeded(deck="double", seed=1), bot_delay=0)
    rows_seen: set[int] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await tap(pilot, "enter")
            elif isinstance(screen, ModTenTableScreen) and screen.mode in ("play", "pass"):
                if screen.mode == "play":
                    await pilot.pause()
                    assert_whole_hand_shown(app)
                    session = app.session
                    assert session is not None
                    cards = len(session.visible_hand(session.viewer or 0) or [])
                    rows = -(-cards // 19)  # 19 small cards to a row at 80 columns
                    rows_seen.add(rows)
                    # three lines a row of cards (keys sit in their top edge), two of border
                    assert screen.query_one("#hand-box").region.height == rows * 3 + 2
                    if rows_seen == {1, 2}:
                        break  # it has shrunk from two rows to one: the rest is one row
                await tap(pilot, "enter")
            else:
                break
    assert rows_seen == {1, 2}


def stacked(seats: str, hands: list[list[str]], dealer: int, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    stacks = [stack_deck(hands, dealer=dealer)]
    return TableApp(session=ModTenSession(setup, stacks=stacks, first_dealer=dealer), bot_delay=0)


SPADES = [r + "S" for r in "A2346789"]
HEARTS = [r + "H" for r in "A2346789"]
DIAMONDS = [r + "D" for r in "A2346789"]
CLUBS = [r + "C" for r in "A2346789"]


async def test_every_playable_card_has_a_key_and_enter_plays_the_selected_one() -> None:
    # Bob's only clubs are the 14th-16th cards of his hand: once reachable only by code.
    bob = SPADES + HEARTS[:5] + ["7C", "8C", "9C"]
    ann = HEARTS[5:] + DIAMONDS + CLUBS[:5]
    app = stacked("Ann,Bob", [ann, bob], dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await tap(pilot, "enter")  # Ann sees her hand
        await settle(pilot)
        await tap(pilot, "d")  # her 12th card (keys 1-9, 0, b, d): A♣
        await settle(pilot)
        assert "Enter plays A♣" in region_text(app, "#status")
        await tap(pilot, "enter", "enter", "enter")  # play it, pass to Bob, Bob reveals
        await settle(pilot)
        hand = region_text(app, "#hand-box")
        assert "┏1━┓" in hand and "┌2─┐" in hand and "┌3─┐" in hand  # on his three clubs
        assert hand.count("─┐") == 15 and hand.count("━┓") == 1  # the first club selected
        await tap(pilot, "3")
        await settle(pilot)
        assert "Enter plays 9♣" in region_text(app, "#status")
        assert "Bob played" not in region_text(app, "#log")  # selected, not played
        await tap(pilot, "enter")
        await settle(pilot)
        assert "Bob took 10 (2 cards: A♣ 9♣), leads again" in region_text(app, "#log")
        table = region_text(app, "#table")
        assert "Bob took 10" in table and "A♣" in table and "9♣" in table  # the cards taken


async def test_the_capture_hint_names_only_cards_still_out() -> None:
    app = stacked("Ann,Bob", [SPADES + HEARTS, DIAMONDS + CLUBS], dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await tap(pilot, "enter", "4", "enter")  # Ann leads 4♠; Bob has no spades
        await settle(pilot)
        await tap(pilot, "1", "enter")  # and Ann plays again: A♠, sum 5
        await settle(pilot)
        table = region_text(app, "#table")
        assert "Sum 5" in table and "captures" not in table  # a single deck has no 5s
        await tap(pilot, "1", "enter")  # 2♠: sum 7; the 3s still out are Bob's 3♦ 3♣
        await settle(pilot)
        table = region_text(app, "#table")
        # Neither can be played on a spade table (M7): not named (a play-test read "Still out:
        # 3♦ 3♣" as a threat that could not happen). Ann holds 3♠, and is told so.
        assert "Sum 7 · your 3♠ captures" in table and "Still out" not in table


async def test_the_hand_off_tells_what_happened_since_that_player_played() -> None:
    app = TableApp(session=seeded("Ann,Bob,Cy", seed=21), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await settle(pilot)
            screen = app.screen
            session = app.session
            assert session is not None
            if isinstance(screen, HandoffScreen) and len(session.hand.moves) >= 4:
                text = region_text(app, "#handoff-box")
                lines = session.since_seen(session.pending_viewer() or 0)
                assert len(lines) >= 3  # their own play, then the two others'
                for line in lines:
                    assert line in text
                return
            await tap(pilot, "enter")
    raise AssertionError("no hand-off after four moves")


@pytest.mark.slow  # three whole hands by keys (about a minute); the rule: tests/session
async def test_a_tied_match_says_why_it_plays_on_and_shows_every_hand() -> None:
    low = [r + s for s in "SHDC" for r in "A234"]
    high = [r + s for s in "SHDC" for r in "6789"]
    setup = GameSetup.model_validate(
        {"seats": parse_seat_list("Ann,Bob"), "length": "hands", "hands": 2, "seed": 4}
    )
    # The second hand mirrors the first, so the match ends level: 16 + 15 each.
    stacks = [stack_deck([low, high], dealer=1), stack_deck([high, low], dealer=0)]
    app = TableApp(session=ModTenSession(setup, stacks=stacks, first_dealer=1), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_hand(pilot)
        await tap(pilot, "enter")
        await play_hand(pilot)
        text = screen_text(app)
        assert "Ann and Bob are tied at 31: a tie plays one more hand." in text
        assert "H1" in text and "H2" in text
        await tap(pilot, "enter")
        await settle(pilot)
        await tap(pilot, "enter")
        await settle(pilot)
        top = region_text(app, "#topbar")
        assert "hand 3" in top and "match of 2 hands" not in top
        assert "tie-break after 2 hands" in top
        await play_hand(pilot)
        text = screen_text(app)
        assert "wins the match!" in text and "H3" in text


async def test_undo_names_the_card_as_players_read_it() -> None:
    app = stacked("Ann,Bob", [SPADES + HEARTS, DIAMONDS + CLUBS], dealer=1)
    said: list[str] = []
    shown = app.notify

    def notify(message: str, **kwargs: Any) -> None:
        said.append(message)
        shown(message, **kwargs)

    app.notify = notify  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await tap(pilot, "enter", "enter")  # Ann leads A♠; Bob has no spades: skipped
        await settle(pilot)
        await tap(pilot, "7", "enter")  # 9♠ takes the table (10): nothing hidden decided it
        await settle(pilot)
        assert "Ann took 10" in region_text(app, "#log")
        await pilot.press("u")
        await settle(pilot)
        assert "Took back Ann's 9♠" in said


async def test_the_menu_key_bar_fits_80_columns_with_a_save_and_history(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game(store.new_game_id(), to_save(seeded(seed=3)))
    finished = seeded(seed=4)
    while not finished.hand_over:
        finished.play(finished.legal_moves()[0])
    store.add_history(history_entry(finished))
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        bar = screen_text(app).splitlines()[-1]
        # Every menu key, whole; the command palette (Ctrl+P still opens it) gives way first.
        for label in ("Continue", "New game", "Finished games", "Statistics", "Rules", "Quit"):
            assert label in bar, bar
