"""Play through the UI as people would: one key at a time, checking privacy as we go."""

from __future__ import annotations

import re
from collections.abc import Callable

from textual.pilot import Pilot
from uihelp import screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.widgets.card import face
from modten_tui.games.modten.widgets.hand import CARD_KEYS
from modten_tui.games.modten.widgets.table_view import CAPTURE_HINT
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen

Check = Callable[[TableApp, str], None]


def hidden_cards_absent(app: TableApp, text: str) -> None:
    """Invariant 3 on the rendered text: only the viewer's own cards may appear."""
    session = app.session
    assert session is not None
    if session.open_hands:
        return
    shown = session.viewer if isinstance(app.screen, ModTenTableScreen) else None
    # In a double deck a hidden card may have a public twin: only cards with no copy in
    # the viewer's hand, on the table or in the log can be told apart. Single decks (the
    # privacy test) make this exact.
    public = set(session.hand.moves) | set(session.visible_hand(shown) if shown is not None else [])
    logged = " ".join(session.log)
    # The capture hint names cards the viewer has not seen (the deck minus what they saw):
    # the same in every deal they could imagine, so it is no leak; test_modten_table checks it.
    text = re.sub(f"{re.escape(CAPTURE_HINT)}[^│]*", "", text)
    for seat, cards in enumerate(session.hand.hands):
        if seat == shown:
            continue
        for code in cards:
            if code in public or face(code) in logged:
                continue
            assert face(code) not in text, f"{face(code)} of seat {seat} is on screen"


async def play_choice(pilot: Pilot[None], move: str) -> None:
    """Select `move` by the key on its card, then confirm with Enter."""
    app = pilot.app
    assert isinstance(app, TableApp) and app.session is not None
    session = app.session
    cards = session.visible_hand(session.current or 0) or []
    legal = set(session.legal_moves())
    playable = [c for c in cards if c in legal]
    await tap(pilot, CARD_KEYS[playable.index(move)], "enter")


async def play_hand(
    pilot: Pilot[None],
    choose: Callable[[list[str]], str] = lambda legal: legal[0],
    check: Check = hidden_cards_absent,
    limit: int = 400,
) -> list[str]:
    """Press keys until the results screen; returns the names each hand-off passed to."""
    app = pilot.app
    assert isinstance(app, TableApp)
    passes: list[str] = []
    await settle(pilot)
    for _ in range(limit):
        screen = app.screen
        text = screen_text(app)
        if not text.strip():  # a screen just pushed and not laid out yet
            await settle(pilot)
            continue
        check(app, text)
        if isinstance(screen, ResultsScreen):
            await settle(pilot)
            return passes
        if isinstance(screen, HandoffScreen):
            assert f"Pass to {screen.player}" in text
            passes.append(screen.player)
            await tap(pilot, "enter")
        elif isinstance(screen, ModTenTableScreen):
            if screen.mode == "play":
                session = app.session
                assert session is not None
                legal = [
                    c
                    for c in session.visible_hand(session.current or 0) or []
                    if c in session.legal_moves()
                ]
                await play_choice(pilot, choose(legal))
                continue
            if screen.mode == "watch":
                await settle(pilot)
                continue
            if screen.mode == "pass":
                assert "pass to" in text
                await tap(pilot, "enter")
                continue
        await settle(pilot)
    raise AssertionError("the hand did not end")
