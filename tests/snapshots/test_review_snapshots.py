"""The review screen at 80×24 and 120×40: a Mod Ten game reviewed (a small, seeded search, so
the figures are the same on any machine), on its first mistake, with the summary.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from modten_tui.app.table_app import TableApp
from modten_tui.review.verdicts import Settings
from modten_tui.screens.review import ReviewScreen
from modten_tui.storage.saves import SaveStore
from tests.stats_history import finished_modten

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_review(
    size: tuple[int, int],
    snap_compare: Callable[..., bool],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ReviewScreen, "settings", Settings(iterations=30, seed=1))
    store = SaveStore(tmp_path)
    store.add_history(
        finished_modten("Ann,Bob,Cy", seed=1, hands=1, when="2026-11-28T10:00:00+00:00")[1]
    )
    app = TableApp(bot_delay=0, store=store)

    async def run(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("g", "r")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("m")  # the first mistake
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run)
