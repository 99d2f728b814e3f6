"""Key storms (issue 10, reliability attack): a held or repeated key leaves the app usable.
Keys posted together to the app stand for keys that reached it in one read."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.help import HelpScreen
from modten_tui.setup.models import GameSetup, parse_seat_list


def app_at_handoff() -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 7})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


async def test_a_ctrl_c_storm_says_how_to_quit_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at_handoff()
    said: list[str] = []
    notify = app.notify

    def counted(message: str, **kwargs: Any) -> None:
        said.append(message)
        notify(message, **kwargs)

    monkeypatch.setattr(app, "notify", counted)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(40):
            app.post_message(events.Key("ctrl+c", "\x03"))
        await settle(pilot)
        assert len([m for m in said if "quit" in m.lower()]) == 1  # not one notice a press
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert "Quit anyway?" in screen_text(app)


async def test_a_held_f1_opens_the_help_once_and_leaves_it_open() -> None:
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(40):  # an even number: toggling each would end with the help closed
            app.post_message(events.Key("f1", None))
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert sum(isinstance(s, HelpScreen) for s in app.screen_stack) == 1
        await pilot.press("escape")  # a key pressed once the help shows still closes it
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
