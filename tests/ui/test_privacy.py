"""Invariant 3 on the rendered screen: a hand is seen only by its owner, after the hand-off.

Single decks (3 players) give every card one code, so a card face on screen can only come
from one place; the check reads the composited text, not the widget tree.
"""

from __future__ import annotations

from drive import hidden_cards_absent, play_hand
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.modten.widgets.card import face
from modten_tui.games.modten.widgets.hand import Hand
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.help import HelpScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

SEEN: list[str] = []


def strict(app: TableApp, text: str) -> None:
    """At a hand-off no card of any hand shows; at the table, only the viewer's."""
    session = app.session
    assert session is not None
    hidden_cards_absent(app, text)
    if isinstance(app.screen, HandoffScreen):
        SEEN.append("handoff")
        for cards in session.hand.hands:
            assert not any(face(c) in text for c in cards)
        table = app.table
        assert table is not None and table.query_one(Hand).cards == []  # cleared underneath
    elif isinstance(app.screen, ModTenTableScreen):
        SEEN.append("table")
        assert session.viewer is not None
        own = session.hand.hands[session.viewer]
        assert all(face(c) in text for c in own)  # and the viewer does see their own


def three_player_app(seats: str, seed: int) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


async def test_three_people_never_see_each_others_cards() -> None:
    SEEN.clear()
    app = three_player_app("Ann,Bob,Cy", seed=21)
    async with app.run_test(size=(80, 24)) as pilot:
        passes = await play_hand(pilot, check=strict)
    assert len(passes) > 5 and "handoff" in SEEN and "table" in SEEN


async def test_two_people_and_a_computer_keep_their_hands_apart() -> None:
    SEEN.clear()
    app = three_player_app("Ann,bot:random,Cy", seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_hand(pilot, check=strict, choose=lambda legal: legal[-1])
    assert "handoff" in SEEN


async def test_help_during_a_turn_shows_no_hand() -> None:
    app = three_player_app("Ann,Bob,Cy", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        session = app.session
        assert session is not None
        for cards in session.hand.hands:
            assert not any(f"│{face(c)}│" in text for c in cards)
