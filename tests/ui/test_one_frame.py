"""A key that changes a screen and several of its widgets paints them in one frame (counted,
never timed). Each widget tells its screen of a refresh from its own task; the screen's timer
could paint before reading those, and the widgets' changes then came a frame later, 20–40 ms
after the first (issue 35; screens/whole_frame.py)."""

from __future__ import annotations

import pytest
from uihelp import frames_of, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.setup.models import GameSetup, parse_seat_list


async def test_a_hand_shown_after_its_hand_off_is_one_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": 3})
    app = TableApp(session=ModTenSession(setup), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = []
        for _ in range(4):  # four people's turns: the hand-off, then the hand
            assert isinstance(app.screen, HandoffScreen)
            shown.append(await frames_of(pilot, "enter"))
            assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
            await frames_of(pilot, "enter")  # the play
            await frames_of(pilot, "enter")  # passed on
        # The first hand shown lays the table out anew (its box grows), and Textual lays out
        # once more for the sizes that changed: three frames. Each later one is one frame
        # (two before).
        assert shown[1:] == [1, 1, 1]


async def test_a_hand_off_opens_in_two_frames_showing_what_it_keeps_showing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hand-off's box changes size with what it lists. Textual lays out once more for
    sizes that changed, and that layout found nothing new: a third frame, a tick (20-40 ms)
    later, painting what was already shown."""
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": 3})
    app = TableApp(session=ModTenSession(setup), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        opened = []
        for _ in range(5):
            await frames_of(pilot, "enter")  # the hand shown
            await frames_of(pilot, "enter")  # the play
            opened.append(await frames_of(pilot, "enter"))  # passed on: the hand-off opens
            assert isinstance(app.screen, HandoffScreen)
            shown = screen_text(app)
            for widget in app.screen.walk_children():
                widget.refresh(layout=True)
            await settle(pilot)
            assert screen_text(app) == shown  # laid out anew, it shows the same
        assert max(opened) <= 2, opened  # [3, 3, 3, 2, 2] before
