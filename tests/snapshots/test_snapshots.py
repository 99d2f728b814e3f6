"""How every screen looks at 80×24 (the minimum) and 120×40, with fixed deals.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.setup.models import GameSetup, parse_seat_list

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]
LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]
SPADES_HEARTS = [r + s for s in "SH" for r in "A2346789"]
DIAMONDS_CLUBS = [r + s for s in "DC" for r in "A2346789"]


def game(seats: str, stacks: list[list[str]], dealer: int, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 1, **options})
    return TableApp(session=ModTenSession(setup, stacks=stacks, first_dealer=dealer), bot_delay=0)


def keys(*presses: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def run(pilot: Pilot[None]) -> None:
        await pilot.pause()  # keys pressed before the first screen shows are not for it
        for key in presses:
            await pilot.press(key)
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
        for box in pilot.app.screen.query(Input):
            box.cursor_blink = False  # a blinking cursor would make the pictures flaky
        await pilot.pause()

    return run


def two_players() -> TableApp:
    return game("Ann,Bob", [stack_deck([LOW, HIGH], dealer=1)], 1)


def six_players() -> TableApp:
    from modten_tui.games.modten.rules.cards import deck_cards

    deck = deck_cards(6)
    hands = [deck[i::6] for i in range(6)]
    return game("Ann,Bob,Cy,Dee,Eve,Fay", [stack_deck(hands, dealer=5)], 5, length="target")


def skips() -> TableApp:
    return game("Ann,bot:random", [stack_deck([SPADES_HEARTS, DIAMONDS_CLUBS], dealer=1)], 1)


def match() -> TableApp:
    first = stack_deck([LOW, HIGH], dealer=1)
    return game("Ann,Bob", [first], 1, length="hands", hands=3)


SCREENS: dict[str, tuple[Callable[[], TableApp], tuple[str, ...]]] = {
    "menu": (TableApp, ()),
    "setup": (TableApp, ("n",)),
    # From Game: Seat 1's name cleared, then Seat 2's renamed.
    "setup_errors": (
        TableApp,
        ("n", "tab", "tab", "ctrl+u", "tab", "tab", "tab", "ctrl+u", "B", "o", "b"),
    ),
    "handoff": (two_players, ()),
    "table_lead": (two_players, ("enter",)),
    "table_pass": (two_players, ("enter", "enter")),
    "handoff_after_move": (two_players, ("enter", "enter", "enter")),
    "table_six_players": (six_players, ("enter", "1", "enter", "enter", "enter", "2")),
    "table_skips_bot": (skips, ("enter",)),  # one person: no hand-off
    "table_code_entry": (two_players, ("enter", "c", "a", "s")),
    "results_hand": (skips, ("enter",) * 16),
    "help": (TableApp, ("question_mark",)),
    "confirm_quit": (two_players, ("enter", "ctrl+q")),
}


def results_match_app() -> TableApp:
    return match()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_screen(name: str, size: tuple[int, int], snap_compare: Callable[..., bool]) -> None:
    make, presses = SCREENS[name]
    assert snap_compare(make(), terminal_size=size, run_before=keys(*presses))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_results_of_a_match_hand(size: tuple[int, int], snap_compare: Callable[..., bool]) -> None:
    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, TableApp) and app.session is not None
        session = app.session
        while not session.hand_over:  # play the hand out quickly, then show the results
            if session.needs_handoff:
                session.reveal()
            session.play(session.legal_moves()[0])
        assert app.table is not None
        app.table.advance()
        await pilot.pause()

    assert snap_compare(results_match_app(), terminal_size=size, run_before=run)


def test_too_small_notice(snap_compare: Callable[..., bool]) -> None:
    assert snap_compare(TableApp(), terminal_size=(70, 20))
