"""A key pressed before its presser can have seen the screen it acts on does nothing (issue 32):
after a card played, a capture, a computer's lead, a card drawn, the end of a match's hand.
Keys are stamped when pressed and judged by that time, so Pilot can hold this too: a key is
posted stamped at the moment the person pressed it (tests/terminal/test_seen_keys.py sends
the same keys through a real terminal)."""

from __future__ import annotations

import pytest
from ten_drive import session_of, ten_app
from uihelp import pressed_together, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

SEEN = 0.6  # a little more than the guard time these tests set


@pytest.fixture(autouse=True)
def guard_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.5)


def mod_ten(seats: str, seed: int, moves: list[str], **fields: object) -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed, **fields})
    session = setup.spec.table.new_session(setup)
    assert isinstance(session, ModTenSession)
    for move in moves:
        session.play(move)
    return session


def moves_of(app: TableApp) -> list[str]:
    assert isinstance(app.session, ModTenSession)
    return list(app.session.hand.moves)


async def test_mod_ten_a_second_enter_never_plays_again_unseen() -> None:
    # Seed 7: Cy led 4♠, Ann 2♠, Bob 3♠; nobody else holds ♠, so Cy plays on alone.
    app = TableApp(session=mod_ten("Ann,Bob,Cy", 7, ["4S", "2S", "3S"]), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # Cy's hand
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter", "enter")  # 6♠; not 7♠ before she sees 15
        assert moves_of(app)[3:] == ["6S"]
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")
        assert moves_of(app)[3:] == ["6S", "7S"]
        await pilot.pause(SEEN)
        text = await pressed_together(pilot, "enter", "enter")  # 8♠ takes 30; no lead yet
        assert moves_of(app)[3:] == ["6S", "7S", "8S"]
        assert "Cy, your turn: lead any card" in text


async def test_mod_ten_no_card_goes_down_before_a_computers_lead_is_seen() -> None:
    session = mod_ten("Ann,bot:normal", 5, [], advice=False)
    app = TableApp(session=session, bot_delay=0)  # fast computers: they answer at once
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # Ann's hand
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # Ann leads; the computer takes it, leads
        led = moves_of(app)
        assert len(led) >= 3 and session.current == 0
        # A key pressed the moment the computer's lead is in: Ann cannot have seen it yet.
        text = await pressed_together(pilot, "enter")
        assert moves_of(app) == led and "Ann, your turn: follow" in text
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # once she has, her Enter plays
        assert len(moves_of(app)) > len(led)


async def test_ten_a_second_d_never_draws_unseen() -> None:
    app = ten_app("Ann,Bob,Cy", ["R5", "R8", "W#", "G1", "B2"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(SEEN)
        await pressed_together(pilot, "d", "d")  # R5 is drawn; R8 would bust, unseen
        session = session_of(app)
        assert session.game.tableau == ["R5"] and session.current == 0
        await pilot.pause(SEEN)
        await pressed_together(pilot, "d")  # her own second draw, once she has seen R5
        assert session.busts


async def test_a_match_hands_results_are_never_skipped_unseen() -> None:
    played = mod_ten("Ann,Bob", 1, [], options={"length": "hands", "hands": 2})
    while not played.hand_over:
        played.play(played.legal_moves()[0])
    last = list(played.hand.moves)
    session = mod_ten(
        "Ann,Bob", 1, last[:-1], options={"length": "hands", "hands": 2}
    )  # the last card of hand 1 is to go
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # the hand-off: the hand with one card
        await pilot.pause(SEEN)
        text = await pressed_together(pilot, "enter", "enter")  # the last card: the results
        assert isinstance(app.screen, ResultsScreen) and "Next hand" in screen_text(app)
        assert "Pass to" not in text
        await pilot.pause(SEEN)
        await pressed_together(pilot, "enter")  # read: Enter goes on to hand 2
        assert isinstance(app.screen, HandoffScreen)
