"""Fast keys around the command palette (issue 10, attack item 4): a screen dismisses only
itself and only when it is on top, whatever order the keys arrive in. Keys posted together
to the app, without waiting between them, stand for keys that reached it in one read."""

from __future__ import annotations

from textual import events
from textual.command import CommandPalette
from textual.pilot import Pilot
from uihelp import settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.too_small import TooSmallScreen
from modten_tui.setup.models import GameSetup, parse_seat_list


def app_at_handoff() -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 7})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


async def burst(pilot: Pilot[None], *keys: str) -> None:
    """Keys that arrive together: all posted before the app handles the first."""
    chars = {"enter": "\r", "space": " "}
    for key in keys:
        pilot.app.post_message(events.Key(key, chars.get(key, key if len(key) == 1 else None)))
    await settle(pilot)
    await pilot.pause()


def palettes(app: TableApp) -> int:
    return sum(isinstance(s, CommandPalette) for s in app.screen_stack)


async def test_palette_enter_enter_leaves_the_hand_off_in_place() -> None:
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("ctrl+p", *"high")
        await settle(pilot)
        await burst(pilot, "enter", "enter")
        assert app.theme == "high-contrast"
        assert isinstance(app.screen, HandoffScreen)  # the second Enter did not pop it
        assert app.session is not None and app.session.viewer is None  # nobody's hand shown


async def test_palette_five_enters_break_nothing() -> None:
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p", *"high")
        await settle(pilot)
        await burst(pilot, *["enter"] * 5)
        assert isinstance(app.screen, HandoffScreen)
        assert palettes(app) == 0


async def test_palette_page_keys_at_once_break_nothing() -> None:
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await burst(pilot, "ctrl+p", "pageup", "pagedown", "pageup")
        await burst(pilot, "escape")
        assert isinstance(app.screen, HandoffScreen)


async def test_palette_twice_with_the_size_notice_between_opens_one() -> None:
    app = app_at_handoff()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert palettes(app) <= 1 and isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen) and palettes(app) == 0
