"""Tests press keys faster than people: no guard time on the hand-off screen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from modten_tui.screens.handoff import HandoffScreen


@pytest.fixture(autouse=True)
def no_handoff_guard() -> Iterator[None]:
    saved = HandoffScreen.GUARD_S
    HandoffScreen.GUARD_S = 0.0
    yield
    HandoffScreen.GUARD_S = saved
