"""A save changed outside the game is refused and kept aside (seal.py); a save of the format
before seals still opens and is sealed when next saved; a missing or damaged key is named."""

from __future__ import annotations

import json
import shutil
import stat
from pathlib import Path

import pytest

from modten_tui.storage.saves import FORMAT_VERSION, SaveError, SaveStore
from modten_tui.table.persist import restore, to_save
from tests.persist.test_folder_lock import a_save

OLD = Path(__file__).parent / "old_saves"


def edit(store: SaveStore, game_id: str) -> None:
    """Two cards not yet played change hands in the deal, as a text editor would."""
    path = store.path_of(game_id)
    raw = json.loads(path.read_text("utf-8"))
    cards = raw["records"][0]["setup"]["cards"]
    moves = raw["records"][0]["moves"]
    i, j = [n for n, card in enumerate(cards) if card not in moves][:2]
    cards[i], cards[j] = cards[j], cards[i]
    path.write_text(json.dumps(raw, indent=1), "utf-8")


def test_a_save_edited_by_hand_is_refused_and_kept_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(3))
    edit(store, "g-1")
    with pytest.raises(SaveError, match="changed outside the game") as refused:
        store.load_game("g-1")
    kept = refused.value.kept_as
    assert kept is not None and kept.exists() and not store.path_of("g-1").exists()
    assert store.games() == ([], [])


def test_a_sealed_save_with_its_seal_removed_is_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(3))
    path = store.path_of("g-1")
    raw = json.loads(path.read_text("utf-8"))
    del raw["seal"]
    path.write_text(json.dumps(raw), "utf-8")
    with pytest.raises(SaveError, match="it has no seal"):
        store.load_game("g-1")


def test_a_save_reformatted_but_not_changed_still_opens(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(3))
    path = store.path_of("g-1")
    path.write_text(json.dumps(json.loads(path.read_text("utf-8")), indent=4), "utf-8")
    assert store.load_game("g-1").move_count == 3


def test_the_key_is_made_once_for_the_owner_only(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(1))
    key = tmp_path / "save-key"
    made = key.read_text("ascii")
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and len(made.strip()) == 64
    store.save_game("g-2", a_save(2))
    assert key.read_text("ascii") == made
    other = SaveStore(tmp_path / "elsewhere")  # another data folder: another key
    other.save_game("g-1", a_save(1))
    assert (tmp_path / "elsewhere" / "save-key").read_text("ascii") != made
    shutil.copy(other.path_of("g-1"), store.path_of("g-3"))  # sealed, but not with this key
    with pytest.raises(SaveError, match="sealed with another save key") as e:
        store.load_game("g-3")
    assert e.value.left and store.path_of("g-3").exists()


def test_a_save_of_the_format_before_seals_opens_and_is_sealed_when_saved(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    shutil.copy(OLD / "modten_match.json", store.path_of("old-1"))
    save = store.load_game("old-1")
    assert save.version == 1 and save.seal is None
    store.save_game("old-1", to_save(restore(save)))
    raw = json.loads(store.path_of("old-1").read_text("utf-8"))
    assert raw["version"] == FORMAT_VERSION == 2 and raw["seal"].startswith("hmac-sha256:")
    assert store.load_game("old-1").records == save.records
    edit(store, "old-1")  # from now on an edit shows
    with pytest.raises(SaveError, match="changed outside the game"):
        store.load_game("old-1")


@pytest.mark.parametrize("key", ["missing", "damaged", "folder"])
def test_a_missing_or_damaged_key_is_named_and_the_save_left(tmp_path: Path, key: str) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(2))
    path = tmp_path / "save-key"
    path.unlink()
    if key == "damaged":
        path.write_text("not a key\n", "ascii")
    elif key == "folder":
        path.mkdir()
    word = "missing" if key == "missing" else "damaged"
    said = f"its seal cannot be checked: the save key .*save-key is {word}"
    with pytest.raises(SaveError, match=said) as e:
        store.load_game("g-1")
    assert e.value.left and store.path_of("g-1").exists()  # the key put back opens it
    slots, refused = store.games()
    assert [s.problem for s in slots] == [refused[0].problem]  # listed as "can't open"
    if key == "missing":  # the next save makes a new key: new games are saved
        store.save_game("g-2", a_save(1))
        assert store.load_game("g-2").move_count == 1
        with pytest.raises(SaveError, match="sealed with another save key") as e:
            store.load_game("g-1")  # not taken for an edit: left for its own key
        assert e.value.left and store.path_of("g-1").exists()
    else:  # a damaged key is never replaced: saving says what to do
        with pytest.raises(OSError, match="is damaged .*move it away"):
            store.save_game("g-2", a_save(1))
        assert not store.path_of("g-2").exists()
