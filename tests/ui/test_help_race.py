"""The help focuses its scroll area without a mount handler (a storm of ? and F1 in a real
terminal closed it while it mounted, and the handler's query stopped the app: NoMatches
'#help-scroll', exit code 1; the storm in tests/terminal/test_storm.py holds that), and its
keys still scroll."""

from __future__ import annotations

from modten_tui.app.table_app import TableApp


async def test_help_scroll_keys_still_scroll() -> None:
    app = TableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        scroll = app.screen.query_one("#help-scroll")
        assert scroll.has_focus
        await pilot.press("j", "j")
        await pilot.pause(0.1)
        assert scroll.scroll_y == 2
