"""Preferences between runs (issue 11): the last setup, the theme and fast computers come back;
`f` switches fast computers on and off; a damaged settings file is ignored with a notice."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Select
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.prefs import SETTINGS, Preferences, PrefsStore
from modten_tui.storage.saves import SaveStore


def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "data")


async def test_the_last_setup_fills_the_form_next_time(tmp_path: Path) -> None:
    app = TableApp(bot_delay=0, store=store(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#game", Select).value = "ten"
        await settle(pilot)
        screen.query_one("#player-count", Select).value = 3
        await settle(pilot)
        screen.query_one("#name-0", Input).value = "Zoe"
        screen.query_one("#kind-2", Select).value = "easy"
        screen.query_one("#all-pass", Select).value = "active_player"
        screen.query_one("#bust-token-cap", Input).value = "4"
        screen.query_one("#seed", Input).value = "9"
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.session is not None
    again = TableApp(bot_delay=0, store=store(tmp_path))
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if not isinstance(again.screen, MenuScreen):  # the game just started is saved
            again.back_to_menu()
        again.open_setup()
        await settle(pilot)
        screen = again.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#game", Select).value == "ten"
        assert screen.query_one("#player-count", Select).value == 3
        assert [screen.query_one(f"#name-{i}", Input).value for i in range(3)] == [
            "Zoe",
            "Bob",
            "Cy",
        ]
        assert screen.query_one("#kind-2", Select).value == "easy"
        assert screen.query_one("#all-pass", Select).value == "active_player"
        assert screen.query_one("#bust-token-cap", Input).value == "4"
        assert screen.query_one("#seed", Input).value == ""  # a seed would repeat the deal
        await pilot.press("tab", "tab", "e")  # the cursor sits after a remembered name too
        assert screen.query_one("#name-0", Input).value == "Zoee"


async def test_the_theme_is_remembered(tmp_path: Path) -> None:
    app = TableApp(bot_delay=0, store=store(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "textual-light"
        await settle(pilot)
    again = TableApp(bot_delay=0, store=store(tmp_path))
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert again.theme == "textual-light"
    told = TableApp(bot_delay=0, store=store(tmp_path), theme="high-contrast")
    async with told.run_test(size=(80, 24)) as pilot:  # the command line wins, and is kept
        await settle(pilot)
        assert told.theme == "high-contrast"
    assert PrefsStore(store(tmp_path).root).load().theme == "high-contrast"


def bot_table(tmp_path: Path, told: list[str] | None = None) -> TableApp:
    """Ann against a computer; what the app notifies is added to `told`."""
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,bot:random"), "seed": 5})
    app = TableApp(session=ModTenSession(setup), bot_delay=5, store=store(tmp_path))
    if told is not None:
        record_notices(app, told)
    return app


def record_notices(app: TableApp, told: list[str]) -> None:
    """Keep each message the app notifies (toasts slide in on their own schedule)."""
    notify = app.notify

    def record(message: str, **kwargs: Any) -> None:
        told.append(message)
        notify(message, **kwargs)

    app.notify = record  # type: ignore[method-assign]


async def test_f_switches_fast_computers_on_and_off_and_it_is_remembered(
    tmp_path: Path,
) -> None:
    told: list[str] = []
    app = bot_table(tmp_path, told)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # "Pass to Ann": Ann's hand
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        assert not app.fast_computers and app.computer_delay == 5
        assert "f Fast computers" in screen_text(app).splitlines()[-1]
        await pilot.press("f")
        await settle(pilot)
        assert app.fast_computers and app.computer_delay == 0
        assert "f Normal speed" in screen_text(app).splitlines()[-1]
        assert told and told[-1].startswith("Fast computers: on")
    again = bot_table(tmp_path)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        assert again.fast_computers and again.computer_delay == 0
        await pilot.press("f")  # and off again, which is remembered too
        await settle(pilot)
        assert not again.fast_computers and again.computer_delay == 5
    assert PrefsStore(store(tmp_path).root).load().fast_computers is False


@pytest.mark.parametrize(
    "damage",
    ["garbage", "a list", "a directory", "a fifo", "too big", "deep"],
)
async def test_a_damaged_settings_file_is_ignored_with_a_notice(
    tmp_path: Path, damage: str
) -> None:
    root = store(tmp_path).root
    root.mkdir(parents=True)
    path = root / SETTINGS
    if damage == "garbage":
        path.write_bytes(b"\x00\xff{not json")
    elif damage == "a list":
        path.write_text("[1, 2]")
    elif damage == "a directory":
        path.mkdir()
    elif damage == "a fifo":
        os.mkfifo(path)  # reading it must not hang the start
    elif damage == "too big":
        path.write_text(" " * 200_000 + "{}")
    else:
        path.write_text("[" * 100_000 + "]" * 100_000)
    app = TableApp(bot_delay=0, store=store(tmp_path))
    told: list[str] = []
    record_notices(app, told)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert [m for m in told if "were ignored" in m and str(path) in m]
        assert app.prefs == Preferences()


@pytest.mark.parametrize(
    "values",
    [
        {"theme": 3, "fast_computers": "sometimes"},
        {"language": "x" * 17, "bidi": "no"},
        {"last_setup": [1]},
    ],
    ids=["wrong types", "a long language", "a setup not an object"],
)
def test_a_value_that_cannot_be_used_is_ignored_alone(
    tmp_path: Path, values: dict[str, object]
) -> None:
    """A hand-edited value of the wrong kind is left at its default and named; the others are
    kept (a mistyped theme no longer loses the last setup)."""
    kept = {"theme": "nord", "fast_computers": True, "last_setup": {"game": "ten"}}
    (tmp_path / SETTINGS).write_text(json.dumps({**kept, **values}))
    prefs_store = PrefsStore(tmp_path)
    prefs = prefs_store.load()
    assert prefs_store.notice is not None and "could not be used" in prefs_store.notice
    assert all(name in prefs_store.notice for name in values)
    defaults = Preferences()
    for name in {*kept, *values}:
        expected = getattr(defaults, name) if name in values else kept[name]
        assert getattr(prefs, name) == expected, name


async def test_a_damaged_last_setup_is_ignored_alone_when_the_setup_opens(tmp_path: Path) -> None:
    """The start reads the theme, language and switches; the last setup is checked when the
    setup screen opens. A last setup that cannot be used is said then, once, and the form
    opens with its defaults; the other preferences stay."""
    root = store(tmp_path).root
    root.mkdir(parents=True)
    setup = {"game": "ten", "players": "many", "seats": []}
    (root / SETTINGS).write_text(json.dumps({"theme": "nord", "last_setup": setup}))
    app = TableApp(bot_delay=0, store=store(tmp_path))
    told: list[str] = []
    record_notices(app, told)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.theme == "nord" and not told
        app.open_setup()
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert screen_text(app).count("Ann") == 1  # the default seats
        ignored = [m for m in told if "could not be used (players)" in m]
        assert len(ignored) == 1
        await pilot.press("escape")
        await settle(pilot)
        app.open_setup()
        await settle(pilot)
        assert len([m for m in told if "could not be used" in m]) == 1  # said once
        assert app.theme == "nord"


async def test_settings_that_cannot_be_written_never_stop_the_game(tmp_path: Path) -> None:
    root = store(tmp_path).root
    root.mkdir(parents=True)
    (root / SETTINGS).mkdir()  # a directory where the file should go: every write fails
    told: list[str] = []
    app = bot_table(tmp_path, told)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("f")
        await settle(pilot)
        assert app.fast_computers  # still switched for this run
        assert any("could not be saved" in message for message in told)


def test_unknown_keys_are_ignored_and_known_ones_kept(tmp_path: Path) -> None:
    (tmp_path / SETTINGS).write_text(json.dumps({"theme": "nord", "future": {"x": 1}}))
    prefs_store = PrefsStore(tmp_path)
    assert prefs_store.load().theme == "nord" and prefs_store.notice is None


# A settings file as the previous version wrote it: every game's option fields flat, Mod Ten's
# target or number of hands in one `count`, TEN's cap as `bust_cap`.
OLD_SETTINGS = {
    "theme": "nord",
    "last_setup": {
        "game": "ten",
        "players": 3,
        "seats": [
            {"name": "Zoe", "kind": "human"},
            {"name": "Bob", "kind": "human"},
            {"name": "Bot 3", "kind": "easy"},
        ],
        "opponents": 2,
        "opponent_level": "normal",
        "deck": "double",
        "open_hands": False,
        "length": "hands",
        "count": "3",
        "all_pass": "active_player",
        "bust_cap": "4",
    },
}


def test_an_old_settings_file_gives_each_game_its_own_options(tmp_path: Path) -> None:
    (tmp_path / SETTINGS).write_text(json.dumps(OLD_SETTINGS))
    prefs_store = PrefsStore(tmp_path)
    last, problem = prefs_store.setup_form(prefs_store.load())
    assert prefs_store.notice is None and problem is None and last is not None
    assert last["options"] == {
        "modten": {"deck": "double", "open_hands": False, "length": "hands", "hands": "3"},
        "ten": {"all_pass": "active_player", "bust_token_cap": "4"},
    }


async def test_an_old_settings_file_fills_the_form(tmp_path: Path) -> None:
    root = store(tmp_path).root
    root.mkdir(parents=True)
    (root / SETTINGS).write_text(json.dumps(OLD_SETTINGS))
    app = TableApp(bot_delay=0, store=store(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_setup()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#game", Select).value == "ten"
        assert screen.query_one("#player-count", Select).value == 3
        assert screen.query_one("#all-pass", Select).value == "active_player"
        assert screen.query_one("#bust-token-cap", Input).value == "4"
        screen.query_one("#game", Select).value = "modten"
        await settle(pilot)
        assert screen.query_one("#deck", Select).value == "double"
        assert screen.query_one("#length", Select).value == "hands"
        assert screen.query_one("#hands", Input).value == "3"
        assert "Deck" in screen_text(app) and "All pass" not in screen_text(app)
