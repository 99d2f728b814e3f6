"""Mod Ten's lesson at 80×24 and 120×40: its first step, a wrong move explained by the coach,
and the closing words (the hand and the table stay in view beside the coach)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from test_snapshots import SIZES, keys

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.lesson.script import lesson

OPEN = ("down", "enter")  # the menu: New game, then Learn to play Mod Ten
EVERY_MOVE = tuple(
    k
    for step in lesson().steps
    if step.seat == lesson().learner
    for k in ("c", *step.move.lower(), "enter", "enter")
)

LESSON: dict[str, tuple[str, ...]] = {
    "lesson_first_step": OPEN,
    "lesson_wrong_move": (*OPEN, "c", "2", "s", "enter"),
    "lesson_done": (*OPEN, *EVERY_MOVE),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LESSON))
def test_lesson(name: str, size: tuple[int, int], snap_compare: Callable[..., bool]) -> None:
    app = TableApp(bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=keys(*LESSON[name]))
