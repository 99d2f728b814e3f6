"""The data folder's lock removed or replaced while a copy holds it: that copy notices before its
next write and writes nothing more, so the copy that took the folder over is never overwritten."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.storage.save_file import SaveFile
from modten_tui.storage.saves import SaveStore

SETUP = {
    "game": "modten",
    "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}],
}
MATCH = {
    "target": None,
    "hands": 1,
    "seed": None,
    "deck": "auto",
    "open_hands": False,
    "first_dealer": 0,
}
HERE = Path(__file__).parents[2]


def a_save(moves: int) -> SaveFile:
    hand = modten.deal(2, dealer=0, seed=3)
    for _ in range(moves):
        hand.apply(hand.legal_moves()[0])
    return SaveFile(game="modten", setup=SETUP, match=MATCH, records=[hand.record])


def second_copy_saves(root: Path, moves: int) -> list[str]:
    """Another process takes the folder's lock and saves game g-1 with `moves` moves; it prints
    what acquire said and whether it is read-only."""
    code = (
        "import sys; from pathlib import Path; from modten_tui.storage.saves import SaveStore; "
        "from tests.persist.test_folder_lock import a_save; "
        f"s = SaveStore(Path({str(root)!r})); ok = s.acquire(); "
        f"s.save_game('g-1', a_save({moves})) if ok else None; "
        "print(ok, s.read_only)"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=HERE
    )
    assert run.returncode == 0, run.stderr
    return run.stdout.split()


def moves_on_disk(store: SaveStore) -> int:
    raw = json.loads(store.path_of("g-1").read_text("utf-8"))
    return len(raw["records"][-1]["moves"])


@pytest.mark.parametrize("how", ["removed", "replaced"])
def test_a_copy_whose_lock_was_taken_never_overwrites_the_other(tmp_path: Path, how: str) -> None:
    first = SaveStore(tmp_path)
    assert first.acquire()
    first.save_game("g-1", a_save(1))
    lock = tmp_path / "lock"
    lock.unlink()
    if how == "replaced":  # the same name, another file (a restore from a backup, say)
        lock.write_text("", "utf-8")
    assert second_copy_saves(tmp_path, 3) == ["True", "False"]  # it finds the folder free
    assert moves_on_disk(first) == 3
    with pytest.raises(OSError, match="removed or taken over by another copy"):
        first.save_game("g-1", a_save(2))
    assert moves_on_disk(first) == 3  # the other copy's game stands
    assert first.read_only and first.lock_lost
    with pytest.raises(OSError, match="removed or taken over"):
        first.delete_game("g-1")
    assert moves_on_disk(first) == 3


def test_the_lock_removed_with_no_other_copy_still_stops_writing(tmp_path: Path) -> None:
    """Nobody can tell whether another copy started in between: the copy stops for good, even
    once a lock file is back."""
    first = SaveStore(tmp_path)
    assert first.acquire()
    (tmp_path / "lock").unlink()
    assert not first.may_write() and first.lock_lost
    (tmp_path / "lock").write_text("", "utf-8")
    assert not first.may_write()
    assert not first.path_of("g-1").exists()


def test_a_copy_that_keeps_its_lock_keeps_saving(tmp_path: Path) -> None:
    first = SaveStore(tmp_path)
    assert first.acquire()
    for moves in (1, 2, 3):
        first.save_game("g-1", a_save(moves))
    assert moves_on_disk(first) == 3 and first.may_write() and not first.lock_lost
    assert second_copy_saves(tmp_path, 1) == ["False", "True"]
    assert moves_on_disk(first) == 3
