"""How the TEN screens look at 80×24 and 120×40, from stacked piles and scripted moves; the
table at 160×50, where the grids sit side by side over the log.

Regenerate after an intended change with
`pytest tests/snapshots/test_ten_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.setup.models import GameSetup, parse_seat_list

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]


@pytest.fixture(autouse=True)
def no_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys are pressed faster than people press them: no guard time after a person change."""
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    # A result or a computer's bust goes on by itself after a pause: not while a slow
    # machine is still taking the picture.
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 600.0)
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 600.0)


# Five players. Ann takes R1-R3; Bob busts on B4 B5 G2 (to the market); Cy reveals W#, which
# goes to auction; Cy then takes O1-O3; Dee takes G1-G4 and may buy; Eve draws R5.
FIVE = [
    "R1",
    "R2",
    "R3",
    "$2",
    "B4",
    "B5",
    "G2",
    "O1",
    "O2",
    "W#",
    "O3",
    "$1",
    "G1",
    "G2",
    "G3",
    "G4",
    "R5",
    "B9",
    "$3",
    "O7",
    "G8",
]
AUCTION = ["draw"] * 4 + ["take numbers", "no buy"] + ["draw"] * 3 + ["draw"] * 3
AFTER_AUCTION = [
    "bid 2",
    "pass",
    "bid 3",
    "pass",
    "bid 4",
    "pay 4t",
    "draw",
    "draw",
    "take numbers",
    "no buy",
    "draw",
    "draw",
    "draw",
    "draw",
    "take numbers",
]
# Two players: Ann completes red 1-9 with W8 (the bonus); Bob has blue 1-3 and G#.
BONUS = ["R1", "R2", "R3", "R4", "B1", "R5", "B2", "R6", "B3", "R7", "G#", "B5", "R9", "W8"]
TAKE = ["take numbers", "no buy"]
# Three players on the five-player pile: Ann wins W# (it extends her red run), Cy takes O1-O3.
THREE = AUCTION + [
    "bid 2",
    "pass",
    "pass",
    "pay 2t",
    "draw",
    "draw",
    "take numbers",
    "no buy",
    "draw",
]
BONUS_MOVES = (
    ["draw"] * 4
    + TAKE
    + (["draw"] + TAKE) * 6
    + ["draw", "pass", "bid 1", "pay 1t"]
    + ["draw"]
    + TAKE
    + ["draw", "draw", "pass", "bid 1", "pay 1t"]
    + TAKE
    + ["no buy", "no buy"]
)


def position(seats: str, cards: list[str], moves: list[str]) -> TableApp:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), "seed": 1})
    session = TenSession(setup, cards=cards, first_player=0)
    for move in moves:
        session.play(move)
    return TableApp(session=session, bot_delay=0)


def five(moves: list[str]) -> Callable[[], TableApp]:
    return lambda: position("Ann,Bob,Cy,Dee,Eve", FIVE, moves)


def keys(*presses: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def run(pilot: Pilot[None]) -> None:
        # The app is ready before a prompt the table opens on mount has mounted; a key sent
        # then was pressed before the prompt showed, which its KeyGuard rightly ignores.
        await pilot.pause()
        for key in presses:
            await pilot.press(key)
        await pilot.pause()

    return run


SCREENS: dict[str, tuple[Callable[[], TableApp], tuple[str, ...]]] = {
    "table_start": (five([]), ()),
    "table_five_players": (five(AUCTION + AFTER_AUCTION + ["no buy", "draw"]), ()),
    "table_inspect_cy": (five(AUCTION + AFTER_AUCTION + ["no buy", "draw"]), ("3",)),
    "auction": (five(AUCTION + ["bid 2", "pass"]), ()),
    "auction_result": (five(AUCTION + ["bid 2", "pass", "bid 3", "pass"]), ("enter",)),
    "buy": (five(AUCTION + AFTER_AUCTION), ()),
    "payment_with_a_card": (
        five(AUCTION + AFTER_AUCTION),
        ("down", "enter", "minus", "down", "down", "space"),
    ),
    "final_round": (lambda: position("Ann,Bob", BONUS, BONUS_MOVES[:-3]), ()),
    "results": (lambda: position("Ann,Bob", BONUS, BONUS_MOVES), ()),
}


WIDE = {
    "table_three_players": (lambda: position("Ann,Bob,Cy", FIVE, THREE), ()),
    "table_five_players": SCREENS["table_five_players"],
    "auction": SCREENS["auction"],  # the prompt over the log, every grid in sight
}


@pytest.mark.parametrize(
    "name",
    ["table_three_players", "table_five_players", pytest.param("auction", marks=pytest.mark.slow)],
)
def test_ten_screen_at_160x50(name: str, snap_compare: Callable[..., bool]) -> None:
    make, presses = WIDE[name]
    assert snap_compare(make(), terminal_size=(160, 50), run_before=keys(*presses))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_ten_screen(name: str, size: tuple[int, int], snap_compare: Callable[..., bool]) -> None:
    make, presses = SCREENS[name]
    assert snap_compare(make(), terminal_size=size, run_before=keys(*presses))


def test_ten_table_without_colour(
    monkeypatch: pytest.MonkeyPatch, snap_compare: Callable[..., bool]
) -> None:
    """NO_COLOR: the four colours become four greys; letters, `!!` and reverse runs remain."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = five(AUCTION + AFTER_AUCTION + ["no buy", "draw"])()
    assert snap_compare(app, terminal_size=(120, 40))
