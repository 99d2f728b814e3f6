"""Saving through the app: every move saved, Continue brings the game back, refused saves are
named on the menu and kept aside, finished games go to the history and can be stepped
through, and `u` takes back what it may (also under TEN's prompts)."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.confirm import ConfirmScreen
from modten_tui.screens.continue_games import ContinueScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.menu import MenuScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage import saves
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import to_save


@pytest.fixture(autouse=True)
def no_guards() -> Iterator[None]:
    """Tests press faster than people: no guard time after the person changes."""
    saved = KeyGuard.GUARD_S
    KeyGuard.GUARD_S = 0.0
    yield
    KeyGuard.GUARD_S = saved


def mod_ten(seats: str = "Ann,Bob", **options: object) -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 3, **options})
    return ModTenSession(setup, first_dealer=1)  # Ann leads


def saved_moves(store: SaveStore, game_id: str | None = None) -> list[str]:
    """The moves of the one unfinished game on disk (or of `game_id`)."""
    if game_id is None:
        (game_id,) = store.game_ids()
    return json.loads(store.path_of(game_id).read_text("utf-8"))["records"][-1]["moves"]


_heard: list[str] = []  # every notification the app raised in this test


@pytest.fixture(autouse=True)
def hear_notifications(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Notifications as the app raises them (through the public `notify`; Textual keeps the
    ones showing only in private state)."""
    notify = TableApp.notify

    def heard(app: TableApp, message: str, **options: Any) -> None:
        _heard.append(message)
        notify(app, message, **options)

    _heard.clear()
    monkeypatch.setattr(TableApp, "notify", heard)
    yield


def notes(app: TableApp) -> str:
    """What the app has said in notifications since the test began."""
    return " ".join(_heard)


def in_progress(moves: int = 1, seats: str = "Ann,Bob") -> ModTenSession:
    session = mod_ten(seats)
    for _ in range(moves):
        session.play(session.legal_moves()[0])
    return session


async def test_every_move_is_saved_and_continue_brings_it_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = TableApp(session=mod_ten(), bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        assert saved_moves(store) == []  # saved from the start
        await pilot.press("enter", "enter")  # Ann sees her hand, plays her first card
        await pilot.press("enter", "enter", "enter")  # pass on; Bob sees his and plays
        await settle(pilot)
        played = saved_moves(store)
        assert len(played) == 2
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert screen_text(app).index("Continue") < screen_text(app).index("New game")
        await pilot.press("enter")  # Continue is first: the list of unfinished games
        assert isinstance(app.screen, ContinueScreen)
        assert "Mod Ten · Ann, Bob · 2 moves" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert app.session is not None and app.session.hand.moves == played
        assert "Pass to" in screen_text(app) or "pass to" in screen_text(app)


async def test_a_new_game_keeps_the_unfinished_one(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = TableApp(session=in_progress(1), bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        (first,) = store.game_ids()
        app.start_session(in_progress(3, "Cy,Dee"))  # New game, or modten --seats
        await settle(pilot)
        second = next(i for i in store.game_ids() if i != first)
        assert saved_moves(store, first) == in_progress(1).hand.moves
        assert saved_moves(store, second) == in_progress(3, "Cy,Dee").hand.moves
        app.back_to_menu()
        await settle(pilot)
        await pilot.press("c")
        text = screen_text(app)
        assert "Ann, Bob · 1 move" in text and "Cy, Dee · 3 moves" in text
        # The most recent first; the other is one down.
        assert text.index("Cy, Dee") < text.index("Ann, Bob")
        await pilot.press("down", "enter")
        await settle(pilot)
        assert app.session is not None and app.session.names == ["Ann", "Bob"]
        assert app.saving is not None and app.saving.game_id == first


async def test_deleting_an_unfinished_game_asks_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("a", to_save(in_progress(1)))
    store.save_game("b", to_save(in_progress(2, "Cy,Dee")))
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await pilot.press("delete")
        assert isinstance(app.screen, ConfirmScreen) and "Delete" in screen_text(app)
        await pilot.press("n")  # no: nothing is deleted
        assert sorted(store.game_ids()) == ["a", "b"]
        await pilot.press("delete", "y")
        assert len(store.game_ids()) == 1
        assert isinstance(app.screen, ContinueScreen) and len(app.screen.slots) == 1
        await pilot.press("d", "y")  # the last one: back to the menu, no Continue there
        await settle(pilot)
        assert store.game_ids() == [] and isinstance(app.screen, MenuScreen)
        assert "Continue" not in screen_text(app)


async def test_the_old_single_save_is_migrated_and_continues(tmp_path: Path) -> None:
    session = in_progress(2)
    old = to_save(session).model_copy(update={"version": 1})  # the single save was format 1
    (tmp_path / "current.json").write_text(old.model_dump_json(exclude={"seal"}), "utf-8")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not (tmp_path / "current.json").exists()
        assert len(list((tmp_path / "games").glob("*.json"))) == 1
        await pilot.press("c", "enter")
        await settle(pilot)
        assert app.session is not None and app.session.hand.moves == session.hand.moves


async def test_resume_flag_opens_the_most_recent_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    older, newer = in_progress(1), in_progress(2, "Cy,Dee")
    long_ago = {"saved_at": "2026-01-01T00:00:00+00:00"}
    store.save_game("older", to_save(older).model_copy(update=long_ago))
    store.save_game("newer", to_save(newer))
    app = TableApp(bot_delay=0, store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.session is not None and app.session.hand.moves == newer.hand.moves
        assert app.saving is not None and app.saving.game_id == "newer"


def edited(moves: int = 1) -> str:
    raw = json.loads(to_save(in_progress(moves)).model_dump_json(exclude={"seal"}))
    raw["records"][0]["moves"].append("KS")  # hand-edited: not Bob's card
    raw["version"] = 1  # unsealed (written before seals), so its moves are what refuses it
    return json.dumps(raw)


async def test_a_save_that_does_not_replay_is_refused_at_start(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g", to_save(in_progress(1)))
    store.path_of("g").write_text(edited(), "utf-8")
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        said = notes(app)
        assert "g.json" in said and "move 2 ('KS') is not legal" in said
        assert "kept as" in said and isinstance(app.screen, MenuScreen)
        assert "Continue" not in screen_text(app)
    assert not store.has_games() and list(store.games_dir.glob("g.json.damaged-*"))


async def test_a_save_damaged_while_listed_is_refused_when_opened(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g", to_save(in_progress(1)))
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        store.path_of("g").write_text(edited(), "utf-8")  # another program changes it now
        await pilot.press("enter")
        await settle(pilot)
        assert "move 2 ('KS') is not legal" in notes(app) and app.session is None
        assert isinstance(app.screen, ContinueScreen) and "No unfinished games" in screen_text(app)


HOSTILE = {
    "deep": "[" * 100_000 + "]" * 100_000,
    "truncated": '{"format": "modten-tui-save", "vers',
    "huge": '{"format": "modten-tui-save", "version": 1, "moves": ["' + "AS" * 3_000_000 + '"]}',
}


SAID = {
    "deep": "nested too deeply",
    "truncated": "not valid JSON",
    "huge": "larger than 4 MB",
    "dev-zero": "not a regular file",
    "folder": "is a folder",
    "fifo": "not a regular file",
}


@pytest.mark.parametrize("kind", [*HOSTILE, "dev-zero", "folder", "fifo"])
async def test_a_hostile_old_save_is_refused_and_the_app_starts(tmp_path: Path, kind: str) -> None:
    """Placed where the previous version kept its save: it used to crash or hang every start."""
    path = tmp_path / "current.json"
    if kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)  # reading it used to wait forever for a writer
    else:
        path.write_text(HOSTILE[kind], "utf-8")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        said = notes(app)
        assert "was refused" in said and "kept as" in said and SAID[kind] in said
        assert isinstance(app.screen, MenuScreen) and "New game" in screen_text(app)
        assert "Continue" not in screen_text(app)


async def test_a_newer_save_is_left_in_place_not_renamed(tmp_path: Path) -> None:
    raw = json.loads(to_save(in_progress(1)).model_dump_json())
    raw["version"] = saves.FORMAT_VERSION + 1
    (tmp_path / "current.json").write_text(json.dumps(raw), "utf-8")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "newer version" in notes(app)
        await pilot.press("c")
        assert "can't open: saved by a newer version" in screen_text(app)
    files = [p.name for p in tmp_path.rglob("*") if p.is_file()]
    assert not [f for f in files if "damaged" in f]
    assert [json.loads(p.read_text())["version"] for p in tmp_path.rglob("*.json")] == [
        saves.FORMAT_VERSION + 1
    ]


async def test_a_damaged_save_in_a_read_only_folder_does_not_stop_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "current.json").write_text("{", "utf-8")

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "rename", read_only)
    monkeypatch.setattr(Path, "rename", read_only)
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "not valid JSON" in notes(app) and isinstance(app.screen, MenuScreen)
    assert (tmp_path / "current.json").read_text() == "{"


def fail_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves, "atomic_write_text", full)
    monkeypatch.setattr(saves, "create_new_text", full, raising=False)


async def test_a_failed_save_is_marked_until_a_save_succeeds(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = mod_ten()
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        with pytest.MonkeyPatch.context() as patch:
            fail_writes(patch)
            await pilot.press("enter", "enter")  # Ann plays: the disk is full
            await settle(pilot)
            assert "NOT SAVED (1 move)" in screen_text(app)
            await pilot.press("q")
            assert isinstance(app.screen, ConfirmScreen)
            assert "The last move is not saved" in screen_text(app)
            await pilot.press("n")
            await pilot.press("enter", "enter", "enter")  # Bob plays: still full
            await settle(pilot)
            assert "NOT SAVED (2 moves)" in screen_text(app)
            assert saved_moves(store) == []
        await pilot.press("enter", "enter", "enter")  # space again: the next move saves all
        await settle(pilot)
        assert "NOT SAVED" not in screen_text(app)
        assert saved_moves(store) == session.hand.moves and len(session.hand.moves) == 3
        await pilot.press("q")
        assert "This game is saved" in screen_text(app)


async def test_a_finished_game_stays_until_its_history_is_written(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = mod_ten("Ann,bot:easy")
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        with pytest.MonkeyPatch.context() as patch:
            fail_writes(patch)
            for _ in range(60):
                if session.match_over:
                    break
                if session.is_human_turn:
                    session.play(session.legal_moves()[0])
                    app.table.advance()  # type: ignore[union-attr]
                await settle(pilot)
            assert session.match_over
            await settle(pilot)
            assert store.has_games() and store.history() == ([], [])  # kept: not yet history
            await pilot.press("q")
            assert "could not be written to" in screen_text(app)
            await pilot.press("n")
        await pilot.press("q")  # quitting tries again first; now it works, so no question
        await settle(pilot)
        assert app.return_code == 0 or not app.is_running
    entries, problems = store.history()
    assert len(entries) == 1 and not problems and not store.has_games()


async def test_a_second_copy_is_read_only_and_says_so(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("a", to_save(in_progress(1)))
    app = TableApp(session=mod_ten(), bot_delay=0, store=SaveStore(tmp_path, read_only=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the hand-off: to the table
        await settle(pilot)
        assert "NOT SAVED: read-only copy" in screen_text(app)
        assert store.game_ids() == ["a"]  # nothing written
        await pilot.press("q")
        assert "This copy is read-only" in screen_text(app)
        await pilot.press("y")
    app = TableApp(bot_delay=0, store=SaveStore(tmp_path, read_only=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Another copy of modten is using" in text and "read-only" in text
        assert "Continue" not in text


async def test_undo_under_a_ten_prompt(tmp_path: Path) -> None:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    cards = ["R3", "$4", "B5", "G1", "G2", "B1", "B2", "B3", "R1", "$2", "R2", "G3"]
    session = TenSession(setup, cards=cards, first_player=0)
    for move in ["draw", "take currency", "draw", "take currency"]:
        session.play(move)  # the market now holds cards Ann can buy
    store = SaveStore(tmp_path)
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("u")
        assert "No undo: a card has been turned over since" in notes(app)
        await pilot.press("n")  # take numbers: the buy prompt opens
        await settle(pilot)
        assert isinstance(app.screen, BuyScreen)
        await pilot.press("u")
        await settle(pilot)
        assert app.session is not session and app.session.game.phase == "draw"  # type: ignore[union-attr]
        assert saved_moves(store) == [*session.game.moves[:-1]]


async def test_by_taps_a_game_is_picked_then_opened_or_deleted(tmp_path: Path) -> None:
    # A tap that opened a game at once left no way to delete any but the first by taps.
    store = SaveStore(tmp_path)
    store.save_game("a", to_save(in_progress(1)))
    store.save_game("b", to_save(in_progress(2, "Cy,Dee")))
    app = TableApp(bot_delay=0, store=store)
    app.touch = True
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        assert "tap a game to pick it, again to open it" in screen_text(app)
        await pilot.click("#continue-list", offset=(4, 2))  # the second game: picked only
        await settle(pilot)
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("delete", "y")  # the key bar's Delete: the picked game goes
        await settle(pilot)
        assert store.game_ids() == ["b"]
        await pilot.click("#continue-list", offset=(4, 1))  # Cy and Dee's: picked
        await pilot.click("#continue-list", offset=(4, 1))  # and opened
        await settle(pilot)
        assert app.session is not None and app.session.names == ["Cy", "Dee"]
