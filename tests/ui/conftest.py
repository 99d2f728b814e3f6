"""Tests press keys faster than people: no guard time on the hand-off or TEN's prompts, no
pause on a computer's bust (its notice closes itself at once), and an auction's result that
waits for Enter when a person is at the table. A test that needs other values sets them."""

from __future__ import annotations

import pytest

from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.key_guard import KeyGuard


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 0.0)
