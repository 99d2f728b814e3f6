"""After a resume the screen shows what it would have shown had the game never stopped
(issue 10): a game saved at "pass to Bob" comes back at the "Pass to Bob" hand-off, not at a
table that asks to hide a hand it no longer shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from uihelp import painted, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import to_save


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_saved_at_pass_on_resumes_at_the_hand_off(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    store = SaveStore(tmp_path)
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 3})
    session = ModTenSession(setup, first_dealer=1)  # Ann leads
    session.reveal()  # Ann has the keyboard ...
    session.play(session.legal_moves()[0])  # ... and plays: next, she passes it to Bob
    store.save_game(store.new_game_id(), to_save(session))
    app = TableApp(bot_delay=0, store=store, resume=True)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = await painted(pilot, HandoffScreen)
        assert isinstance(app.screen, HandoffScreen) and "Pass to Bob" in text
        assert "No hand shown" not in text and "hide your hand" not in text
        await pilot.press("u")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # whatever u says, the screen stays true
        await pilot.press("enter")
        await settle(pilot)
        assert "Bob's hand" in screen_text(app)
        assert app.session is not None and app.session.hand.moves == session.hand.moves
