"""Two copies of the app on one data folder: the copy whose lock file is taken from under it
says so where the save mark is and writes nothing more; a read-only copy writes nothing at all
(no save, no settings, no moved file), whatever is played or changed in it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from ten_drive import no_guard
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import to_save

__all__ = ["no_guard"]  # the fixture applies to every test here


def mod_ten() -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 3})
    return ModTenSession(setup, first_dealer=1)  # Ann leads


def saved_moves(store: SaveStore, game_id: str) -> list[str]:
    moves: list[str] = json.loads(store.path_of(game_id).read_text("utf-8"))["records"][-1]["moves"]
    return moves


def files(root: Path) -> dict[str, tuple[int, int]]:
    """Every file under the folder, with its size and modification time."""
    return {
        str(p.relative_to(root)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


async def test_the_copy_that_lost_its_lock_stops_saving_and_says_so(tmp_path: Path) -> None:
    first = SaveStore(tmp_path)
    assert first.acquire()
    app = TableApp(session=mod_ten(), bot_delay=0, store=first)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # Ann sees her hand, plays her first card
        await settle(pilot)
        assert app.saving is not None
        game_id = app.saving.game_id
        assert len(saved_moves(first, game_id)) == 1
        (tmp_path / "lock").unlink()
        second = SaveStore(tmp_path)  # a second copy starts and finds the folder free
        assert second.acquire()
        taken = to_save(app.session).model_copy()  # type: ignore[arg-type]
        second.save_game(game_id, taken)  # ... and goes on with the same game
        before = files(tmp_path)
        await pilot.press("enter", "enter", "enter")  # pass on; Bob sees his hand and plays
        await settle(pilot)
        assert app.session is not None and len(app.session.game.moves) == 2
        assert "NOT SAVED: another copy took over" in screen_text(app)
        assert files(tmp_path) == before  # the other copy's file is untouched
        await pilot.press("q")
        assert "This copy stopped saving" in screen_text(app)
        await pilot.press("n")
        await pilot.press("f")  # a setting is not written either
        await settle(pilot)
        assert files(tmp_path) == before
        second.release()


async def test_a_read_only_copy_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = SaveStore(tmp_path)
    assert first.acquire()
    first.save_game("a-1", to_save(mod_ten()))
    (tmp_path / "settings.json").write_text('{"theme": "textual-dark"}\n', "utf-8")
    (tmp_path / "games" / "b-2.json").write_text("{", "utf-8")  # damaged: the owner moves it
    before = files(tmp_path)
    second = SaveStore(tmp_path)
    assert not second.acquire() and second.read_only
    said: list[str] = []
    notify = TableApp.notify

    def heard(app: TableApp, message: str, **options: Any) -> None:
        said.append(message)
        notify(app, message, **options)

    monkeypatch.setattr(TableApp, "notify", heard)
    app = TableApp(bot_delay=0, store=second)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)  # the damaged save is named, not moved
        assert "Another copy of modten is using" in screen_text(app)
        await pilot.press("n")  # a new game from the setup screen, whose fields are remembered
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("enter", "enter", "enter", "enter", "enter")
        await settle(pilot)
        assert app.session is not None and len(app.session.game.moves) == 2
        assert "NOT SAVED: read-only copy" in screen_text(app)
        await pilot.press("f")  # fast computers: remembered only by the copy that saves
        app.theme = "textual-light"
        await settle(pilot)
        await pilot.press("q", "y")
    assert files(tmp_path) == before
    assert sum("kept for this run only" in s for s in said) == 1  # said once, not per change
    first.release()
