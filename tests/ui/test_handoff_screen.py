"""The hand-off: once per change of person, saying the hand once; never for one person alone."""

from __future__ import annotations

from drive import play_hand
from ten_drive import keys, no_guard, ten_app
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]  # the fixture applies to every test here

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


def modten_app(seats: str, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    stacks = [stack_deck([LOW, HIGH], dealer=1), stack_deck([HIGH, LOW], dealer=0)]
    return TableApp(session=ModTenSession(setup, stacks=stacks, first_dealer=1), bot_delay=0)


async def test_the_handoff_names_the_hand_once() -> None:
    app = modten_app("Ann,Bob", length="hands", hands=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert text.count("Hand 1") == 1, text  # the log's "Hand 1: Bob deals, Ann leads"
        await keys(pilot, "enter", "enter", "enter")  # Ann leads A♠ and passes the screen on
        assert isinstance(app.screen, HandoffScreen)
        assert screen_text(app).count("Hand 1") == 1
        await keys(pilot, "enter", "enter", "enter")  # Bob answers; back to Ann
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert "Hand 1: " not in text and "Hand 1. Ann: press Enter" in text  # said once, here


async def test_one_person_against_computers_never_gets_a_handoff() -> None:
    app = modten_app("Ann,bot:random", length="hands", hands=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
        text = screen_text(app)
        assert "Ann's hand" in text and "Ann, your turn: lead any card" in text
        passes = await play_hand(pilot)
        assert passes == [] and isinstance(app.screen, ResultsScreen)
        await keys(pilot, "enter")  # the next hand: Bob leads, Ann watches with her cards
        text = screen_text(app)
        assert isinstance(app.screen, ModTenTableScreen), text
        assert "Pass to" not in text and "pass to" not in text and "Ann's hand" in text
        assert await play_hand(pilot) == []


async def test_ten_alone_against_computers_has_no_handoff_banner() -> None:
    app = ten_app("Ann,bot:random", ["R5", "R8", "G1", "B2", "O3", "G4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TenTableScreen)
        text = screen_text(app)
        assert "Ann's turn" in text and "ANN'S TURN" not in text, text


async def test_ten_between_people_keeps_its_handoff_banner() -> None:
    app = ten_app("Ann,Bob", ["R5", "R8", "G1", "B2", "O3", "G4"])
    async with app.run_test(size=(80, 24)) as pilot:
        text = await keys(pilot)
        assert "ANN'S TURN" in text, text
