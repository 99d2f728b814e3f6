"""The capture hint tells the player who can capture (M8) from what they know alone: their own
capturing cards, in the table's line and marked on the cards, and the ones still out."""

from __future__ import annotations

import pytest
from ten_drive import no_guard
from uihelp import region_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.rules.cards import VALUE
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.modten.widgets.card import face
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]  # the fixture applies to every test here

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


def app_for(seats: str, hands: list[list[str]], dealer: int = 1) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats)})
    session = ModTenSession(setup, stacks=[stack_deck(hands, dealer=dealer)], first_dealer=dealer)
    return TableApp(session=session, bot_delay=0)


@pytest.mark.parametrize(
    ("size", "edge"), [((80, 24), "└10┘"), ((160, 50), "└─10┘")], ids=["80x24", "160x50"]
)
async def test_the_player_holding_the_capture_is_told_on_the_card_and_the_table(
    size: tuple[int, int], edge: str
) -> None:
    app = app_for("Ann,Bob", [LOW, HIGH])
    async with app.run_test(size=size) as pilot:
        await tap(pilot, "enter", "enter", "enter", "enter")  # Ann leads A♠; Bob at the screen
        await settle(pilot)
        table = region_text(app, "#table")
        # Bob holds the single deck's only 9♠: nothing is still out, his own card captures.
        assert "Sum 1 · your 9♠ captures" in table and "Still out" not in table, table
        hand = region_text(app, "#hand-box").splitlines()
        marked = [i for i, line in enumerate(hand) if edge in line]
        assert len(marked) == 1, "\n".join(hand)  # one card carries the mark: 9♠ makes 10
        row = hand[marked[0]]
        column = row.index(edge)
        face_row = hand[marked[0] - (1 if size[1] < 34 else 2)]
        assert "9" in face_row[column : column + len(edge)]


async def test_the_one_to_play_next_sees_the_capture_still_out() -> None:
    """Ann holds no 9♠: the hint names what she cannot see, never which hand holds it."""
    app = app_for("Ann,Bob", [LOW, HIGH])
    async with app.run_test(size=(80, 24)) as pilot:
        await tap(pilot, "enter", "enter")  # Ann leads A♠ and waits to pass the screen on
        await settle(pilot)
        table = region_text(app, "#table")
        assert "Sum 1 · a 9 captures" in table and "Still out: 9♠" in table
        assert "your" not in table and "10" not in region_text(app, "#hand-box")


async def test_one_person_against_a_computer_sees_their_capture() -> None:
    app = app_for("Ann,bot:random", [HIGH, LOW], dealer=0)  # Bob leads an ace to a 4
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        session = app.session
        assert isinstance(session, ModTenSession) and len(session.hand.table) == 1
        lead = session.hand.table[0]
        capture = f"{10 - VALUE[lead]}{lead[1]}"  # Ann holds every 6 to 9 (M8)
        table = region_text(app, "#table")
        assert f"your {face(capture)} captures" in table, table
        total = VALUE[lead] + VALUE[capture]
        hand = region_text(app, "#hand-box")  # the capture may be the selected card
        assert f"└{total}┘" in hand or f"┗{total}┛" in hand, hand
