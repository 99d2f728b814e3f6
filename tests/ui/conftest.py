"""Tests press keys faster than people: no guard time on the hand-off or TEN's prompts, and
no pause on an auction's result or a computer's bust (each closes itself at once; Enter still
works). A test that needs one of these sets it itself."""

from __future__ import annotations

import pytest

from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.key_guard import KeyGuard


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 0.0)
