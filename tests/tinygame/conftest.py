"""Tiny Tricks registers itself for the tests in this folder (and only for them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from modten_tui.screens.key_guard import KeyGuard
from tests.extra_games import registered
from tests.tinygame.spec import SPEC


@pytest.fixture(autouse=True)
def tiny_registered() -> Iterator[None]:
    with registered(SPEC):
        yield


@pytest.fixture(autouse=True)
def no_key_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests press keys faster than people (as tests/ui does): no guard time."""
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
