"""A key that closes a screen, arriving in the same read as the key that opened it ("q n",
"l Esc"), closes that screen cleanly and leaves the one below as it was (the help alone stays:
its Esc counts only once it has been seen, key_guard). The screen may then be
gone before it has finished mounting: a real terminal's storm of keys once crashed the app on
the quit question ("No nodes match '#no'")."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from uihelp import settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.help import HelpScreen
from modten_tui.screens.menu import MenuScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import to_save
from tests.stats_history import recorded_store


async def at_once(pilot: Pilot[None], *keys: str) -> None:
    """Keys that reached the app in one read: all posted before it handles the first."""
    chars = {"enter": "\r", "escape": "\x1b", "question_mark": "?"}
    for key in keys:
        pilot.app.post_message(events.Key(key, chars.get(key, key if len(key) == 1 else None)))
    await settle(pilot)
    await pilot.pause()


async def closed_help(pilot: Pilot[None]) -> None:
    """The app still runs; a help left open (its Esc came before it showed) closes now."""
    assert pilot.app.is_running and pilot.app.return_code is None
    if isinstance(pilot.app.screen, HelpScreen):
        await pilot.press("escape")
        await settle(pilot)


def stocked_store(tmp_path: Path) -> SaveStore:
    """Saves and finished games, so that every entry of the menu opens its screen."""
    store = recorded_store(SaveStore(tmp_path))
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 3})
    store.save_game(store.new_game_id(), to_save(ModTenSession(setup)))
    return store


@pytest.mark.parametrize("key", ["c", "g", "s", "r", "question_mark", "l"])
async def test_a_menu_screen_closed_in_the_same_read_leaves_the_menu(
    tmp_path: Path, key: str
) -> None:
    app = TableApp(bot_delay=0, store=stocked_store(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        await at_once(pilot, key, "escape")
        await closed_help(pilot)
        assert isinstance(app.screen, MenuScreen)
        await pilot.press(key)  # and it opens again, whole
        await settle(pilot)
        assert not isinstance(app.screen, MenuScreen)


def table(game: str) -> TableApp:
    """Ann and Bob at the game's table, its first screen up."""
    setup = GameSetup.model_validate({"game": game, "seats": parse_seat_list("Ann,Bob"), "seed": 7})
    session = TenSession(setup) if game == "ten" else ModTenSession(setup)
    return TableApp(session=session, bot_delay=0)


@pytest.mark.parametrize("game", ["modten", "ten"])
@pytest.mark.parametrize(
    "keys", [("q", "n"), ("q", "escape"), ("question_mark", "escape"), ("a", "escape")]
)
async def test_a_table_question_closed_in_the_same_read_leaves_the_table(
    game: str, keys: tuple[str, ...]
) -> None:
    app = table(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        before = app.screen
        await at_once(pilot, *keys)
        await closed_help(pilot)
        assert app.screen is before


@pytest.mark.parametrize("game", ["modten", "ten"])
@pytest.mark.parametrize(
    "keys", [("q", "y"), ("q", "y", "q"), ("q", "y", "question_mark"), ("q", "y", "a")]
)
async def test_quit_answered_yes_in_the_same_read_quits_cleanly(
    game: str, keys: tuple[str, ...]
) -> None:
    app = table(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await at_once(pilot, *keys)
    assert app.return_code == 0
