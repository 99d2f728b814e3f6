"""Saves written before the game registry still open, and a save of a game this version does
not know is listed as "can't open" with the reason, never refused as damaged or crashed on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from modten_tui import i18n
from modten_tui.i18n import _
from modten_tui.screens.continue_games import describe
from modten_tui.screens.replay import positions
from modten_tui.setup.models import GameSetup
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import restore, to_save

OLD = Path(__file__).parent / "old_saves"


@pytest.mark.parametrize("name", ["modten_match", "ten_game"])
def test_an_unfinished_game_saved_before_the_registry_continues(tmp_path: Path, name: str) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    game_id = name.replace("_", "-")  # the form of a game's id
    shutil.copy(OLD / f"{name}.json", store.path_of(game_id))
    slots, refused = store.games()
    assert refused == [] and [s.id for s in slots] == [game_id]
    save = slots[0].save
    assert save is not None
    session = restore(save)
    again = to_save(session)  # the same game, move for move, saved in the same shape
    assert again.records == save.records and again.match == save.match
    # The same setup, though a newer version may write it in a newer shape.
    same = GameSetup.model_validate(again.setup) == GameSetup.model_validate(save.setup)
    assert same and again.game == save.game
    assert session.current is not None  # still in play


def test_the_old_single_save_still_moves_into_games_and_opens(tmp_path: Path) -> None:
    shutil.copy(OLD / "current.json", tmp_path / "current.json")
    store = SaveStore(tmp_path)
    assert store.prepare() == []
    assert not (tmp_path / "current.json").exists()
    slots, refused = store.games()
    assert refused == [] and len(slots) == 1 and slots[0].save is not None
    assert restore(slots[0].save).game.record.moves == slots[0].save.records[-1].moves


def test_finished_games_saved_before_the_registry_are_listed_and_replay(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.history_dir.mkdir(parents=True)
    for name in ("history_modten", "history_ten"):
        shutil.copy(OLD / f"{name}.json", store.history_dir / f"{name}.json")
    entries, problems = store.history()
    assert problems == [] and sorted(e.game for e in entries) == ["modten", "ten"]
    for entry in entries:
        steps = positions(entry)
        moves = sum(len(r.moves) for r in entry.save.records)
        assert len(steps) == moves + len(entry.save.records)  # each hand's start, each move
        assert steps[-1].state.is_over


def _of_unknown_game(name: str) -> dict[str, object]:
    """An old save with nothing wrong but its game: one this version does not have."""
    raw = json.loads((OLD / name).read_text("utf-8"))
    save = raw.get("save", raw)
    save["game"] = "chess"
    for record in save["records"]:
        record["game"] = "chess"
    if "save" in raw:
        raw["game"] = "chess"
    return raw


def test_a_save_of_an_unknown_game_is_listed_as_cant_open_and_left(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    path = store.path_of("g-1")
    text = json.dumps(_of_unknown_game("ten_game.json"))
    path.write_text(text, "utf-8")
    slots, refused = store.games()
    assert [s.id for s in slots] == ["g-1"] and slots[0].save is None
    line = describe(slots[0])
    assert "can't open: a game this version does not have ('chess'; it has " in line, line
    assert len(refused) == 1 and refused[0].left and refused[0].kept_as is None
    assert path.read_text("utf-8") == text  # left as it was, for a version that has the game
    assert [p.name for p in store.games_dir.iterdir()] == ["g-1.json"]


@pytest.mark.parametrize("code", ["fi", "ca", "ar"])
def test_the_list_says_cant_open_once_in_every_language(tmp_path: Path, code: str) -> None:
    """The list adds "can't open" unless the problem says it already, in the language shown
    (it compared with the English words, and doubled them in every other language)."""
    i18n.use(code)
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    store.path_of("g-1").write_text(json.dumps(_of_unknown_game("ten_game.json")), "utf-8")
    slots, _refused = store.games()
    opened = _("can't open: {problem}").format(problem="").strip()
    line = describe(slots[0])
    assert line.count(opened) == 1, line


def test_a_damaged_save_of_an_unknown_game_is_still_damaged(tmp_path: Path) -> None:
    raw = _of_unknown_game("ten_game.json")
    del raw["saved_at"]  # something besides the game is wrong: kept aside as damaged
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    store.path_of("g-1").write_text(json.dumps(raw), "utf-8")
    slots, refused = store.games()
    assert slots == [] and len(refused) == 1 and refused[0].kept_as is not None


def test_a_finished_game_of_an_unknown_game_is_named_not_listed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.history_dir.mkdir(parents=True)
    shutil.copy(OLD / "history_modten.json", store.history_dir / "a.json")
    (store.history_dir / "b.json").write_text(json.dumps(_of_unknown_game("history_ten.json")))
    entries, problems = store.history()
    assert [e.game for e in entries] == ["modten"]
    assert len(problems) == 1 and "b.json: can't open: a game this version does not" in problems[0]
