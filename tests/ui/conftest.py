"""Tests press keys faster than people: no guard time on the hand-off or TEN's prompts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from modten_tui.screens.key_guard import KeyGuard


@pytest.fixture(autouse=True)
def no_handoff_guard() -> Iterator[None]:
    saved = KeyGuard.GUARD_S
    KeyGuard.GUARD_S = 0.0
    yield
    KeyGuard.GUARD_S = saved
