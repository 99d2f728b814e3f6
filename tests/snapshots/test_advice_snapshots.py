"""The advice panel at 80×24 and 120×40, over the Mod Ten table and over TEN's table, with a
seeded, capped search so the pictures are the same on any machine."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from textual.pilot import Pilot

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.advice import AdvicePanel, Limits
from modten_tui.setup.models import GameSetup, parse_seat_list

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]
LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


@pytest.fixture(autouse=True)
def seeded_advice() -> Iterator[None]:
    saved = AdvicePanel.limits
    AdvicePanel.limits = Limits(iterations=300, seed=5)
    yield
    AdvicePanel.limits = saved


def modten() -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")})
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    return TableApp(session=session, bot_delay=0)


def ten() -> TableApp:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob,Cy")})
    pile = ["R3", "G2", "O4", "B5", "$2", "R6", "G7", "B1", "O1", "$3", "R2", "G4"] * 2
    return TableApp(session=TenSession(setup, cards=pile, first_player=0), bot_delay=0)


def asking(*presses: str) -> Callable[[Pilot[None]], object]:
    async def run(pilot: Pilot[None]) -> None:
        await pilot.pause()
        for key in (*presses, "a"):
            await pilot.press(key)
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
        await pilot.pause()

    return run


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_advice_over_the_modten_table(
    size: tuple[int, int], snap_compare: Callable[..., bool]
) -> None:
    assert snap_compare(modten(), terminal_size=size, run_before=asking("enter"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_advice_over_the_ten_table(
    size: tuple[int, int], snap_compare: Callable[..., bool]
) -> None:
    assert snap_compare(ten(), terminal_size=size, run_before=asking("d", "d"))
