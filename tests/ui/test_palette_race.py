"""The command palette closed by the game's flow while it is still searching (issue 32): a
computer's move can pop every screen above the table, the palette among them, while the
palette's search for what was typed is still running. Its search then finished against a
palette whose widgets were gone (`NoMatches: 'CommandList'`) and stopped the app."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from textual import events
from textual.command import CommandList, CommandPalette
from uihelp import settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list


def app_at_handoff() -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 7})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


async def test_a_palette_popped_mid_search_leaves_the_app_running(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The search is held open until the palette has been popped, so the race is certain.
    held = asyncio.Event()
    searching = asyncio.Event()
    search = CommandPalette._search_for

    async def slow_search(self: CommandPalette, value: str) -> AsyncIterator[Any]:
        async for hit in search(self, value):
            yield hit
        if value == "1?":  # the search for what was typed, not the list shown on opening
            searching.set()
            await held.wait()

    monkeypatch.setattr(CommandPalette, "_search_for", slow_search)
    # Released as the palette's list is taken down: the moment the flow's pop left open.
    monkeypatch.setattr(CommandList, "on_unmount", lambda self: held.set(), raising=False)
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        for char in "1?":  # typed fast; nothing matches, so the list is emptied and hidden
            app.post_message(events.Key(char, char))
        await asyncio.wait_for(searching.wait(), 10)
        app.pop_screen()  # as the flow does when a computer's move changes the table
        await pilot.pause(0.2)
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("ctrl+p")  # and a palette opens again as usual
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
    assert app.return_code in (0, None)
