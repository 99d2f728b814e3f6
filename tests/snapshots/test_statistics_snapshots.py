"""The statistics screen at 80×24 and 120×40, from a recorded history (tests/stats_history.py).

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from modten_tui.app.table_app import TableApp
from modten_tui.storage.saves import SaveStore
from tests.stats_history import recorded_store

# 120×40 in the slow set: the default set's looks are the tight 80×24 (and the layout tests' sizes)
SIZES = [(80, 24), pytest.param((120, 40), marks=pytest.mark.slow)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_statistics(
    size: tuple[int, int], snap_compare: Callable[..., bool], tmp_path: Path
) -> None:
    app = TableApp(bot_delay=0, store=recorded_store(SaveStore(tmp_path)))

    async def run(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("s")  # from the menu: Ann at Mod Ten, with the chart of hands
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run)
