"""The menu's key bar names every key the menu answers, Statistics included, at 80 columns."""

from __future__ import annotations

from pathlib import Path

from modten_tui.app.table_app import TableApp
from modten_tui.screens.help import HelpScreen
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.key_bar import KeyBar
from tests.stats_history import recorded_store


async def test_the_menu_bar_shows_statistics_and_quit_at_80_columns(tmp_path: Path) -> None:
    app = TableApp(bot_delay=0, store=recorded_store(SaveStore(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar).render().plain
        for item in ("n New game", "g Finished games", "s Statistics", "r Rules", "q Quit"):
            assert item in bar, bar
        await pilot.press("question_mark")  # the same rules as r, though the bar names r only
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
