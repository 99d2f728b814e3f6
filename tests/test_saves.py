"""The save store: atomic writes, XDG location, one file per unfinished game, owner-only files,
the data folder's lock, damaged files kept aside, hostile files refused without blocking, newer
or unreadable files left in place, strict validation, and history entries that never collide."""

from __future__ import annotations

import json
import multiprocessing
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.storage import saves
from modten_tui.storage.save_file import HistoryEntry, SaveFile
from modten_tui.storage.saves import (
    FORMAT_VERSION,
    SaveError,
    SaveStore,
    atomic_write_text,
    data_dir,
)

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


def a_save() -> SaveFile:
    hand = modten.deal(2, dealer=0, seed=3)
    hand.apply(hand.legal_moves()[0])
    return SaveFile(game="modten", setup=SETUP, match=MATCH, records=[hand.record])


def entry(when: str = "2026-12-01T06:00:00+00:00", result: str = "Ann wins") -> HistoryEntry:
    return HistoryEntry(
        finished_at=when, game="modten", players=["Ann", "Bob"], result=result, save=a_save()
    )


def test_data_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "modten-tui"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/not/allowed")  # the spec: ignore it
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "modten-tui"


def test_each_game_has_its_own_file_and_round_trips(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.games() == ([], []) and not store.has_games()
    first, second = store.new_game_id(), store.new_game_id()
    store.save_game(first, a_save())
    store.save_game(second, a_save())
    slots, refused = store.games()
    assert {s.id for s in slots} == {first, second} and not refused
    loaded = store.load_game(first)
    assert loaded.seal is not None
    same = {"saved_at": loaded.saved_at, "seal": loaded.seal}
    assert loaded == a_save().model_copy(update=same)
    assert loaded.version == FORMAT_VERSION and loaded.move_count == 1
    store.delete_game(first)
    assert [s.id for s in store.games()[0]] == [second]


def test_the_old_single_save_is_migrated_not_lost(tmp_path: Path) -> None:
    old = a_save().model_copy(update={"version": 1})  # the single save was format 1
    (tmp_path / "current.json").write_text(old.model_dump_json(exclude={"seal"}), "utf-8")
    store = SaveStore(tmp_path)
    assert store.has_games()  # listed even before the move
    assert store.prepare() == []
    assert not (tmp_path / "current.json").exists()
    slots, _ = store.games()
    assert len(slots) == 1 and slots[0].save is not None and slots[0].save.move_count == 1


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_saves_and_history_are_for_the_owner_only(tmp_path: Path) -> None:
    root = tmp_path / "modten-tui"
    store = SaveStore(root)
    store.save_game(store.new_game_id(), a_save())
    store.add_history(entry())
    for folder in (root, store.games_dir, store.history_dir):
        assert mode(folder) == 0o700, folder
    for file in [*store.games_dir.iterdir(), *store.history_dir.iterdir()]:
        assert mode(file) == 0o600, file


def test_older_folders_are_tightened_and_cleaned_on_start(tmp_path: Path) -> None:
    (tmp_path / "history").mkdir(mode=0o755)
    (tmp_path / "history" / "old.json").write_text("{}")
    (tmp_path / "history" / "old.json").chmod(0o644)
    tmp_path.chmod(0o755)
    (tmp_path / "history" / ".new.abc123.tmp").write_text("{half")  # a copy killed mid-write
    SaveStore(tmp_path).prepare()
    assert mode(tmp_path) == mode(tmp_path / "history") == 0o700
    assert mode(tmp_path / "history" / "old.json") == 0o600
    assert [p.name for p in (tmp_path / "history").iterdir()] == ["old.json"]


def write_game(store: SaveStore, text: str | bytes, name: str = "g-1") -> Path:
    store.games_dir.mkdir(parents=True, exist_ok=True)
    path = store.path_of(name)
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"format": "modten-tui-save", "version": 1, "game": "mod', "not valid JSON"),
        ("[1, 2, 3]", "not a modten-tui save"),
        ('{"format": "modten-tui-save", "version": 0}', "version 0 is not supported"),
        (
            '{"format": "modten-tui-save", "version": 1, "game": "chess", "setup": {},'
            ' "records": []}',
            "game",
        ),
        ("", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        (
            '{"format": "modten-tui-save", "version": 1, "x": '
            + "[" * 100_000
            + "]" * 100_000
            + "}",
            "nested too deeply",
        ),
        (b"\xff\xfe\x00garbage", "not valid JSON"),
    ],
    ids=[
        "truncated",
        "list",
        "old-version",
        "wrong-game",
        "empty",
        "deep-list",
        "deep-value",
        "binary",
    ],
)
def test_a_damaged_save_is_refused_named_and_kept(
    tmp_path: Path, text: str | bytes, problem: str
) -> None:
    store = SaveStore(tmp_path)
    path = write_game(store, text)
    slots, refused = store.games()
    assert slots == [] and len(refused) == 1
    err = refused[0]
    assert problem in str(err) and str(path) in str(err)
    raw = text if isinstance(text, bytes) else text.encode()
    assert err.kept_as is not None and err.kept_as.read_bytes() == raw  # kept, not deleted
    assert not store.has_games() and store.games() == ([], [])  # so the next start is clean


def test_a_truncated_save_is_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save())
    full = store.path_of("g-1").read_text()
    store.path_of("g-1").write_text(full[: len(full) // 2])
    with pytest.raises(SaveError, match="not valid JSON"):
        store.load_game("g-1")


def test_bit_flips_are_refused_or_replay_the_same_moves(tmp_path: Path) -> None:
    """Flip one bit at every byte: the save is refused, or it replays the same cards and moves
    (a flip in a name, a date or the seed note can only change what they say)."""
    from modten_tui.table.persist import restore

    store = SaveStore(tmp_path)
    session_save = a_save()
    store.save_game("g-1", session_save)
    good = store.path_of("g-1").read_bytes()
    refused = 0
    for i in range(len(good)):
        flipped = bytearray(good)
        flipped[i] ^= 1 << (i % 8)
        write_game(store, bytes(flipped))
        try:
            restored = restore(store.load_game("g-1"))
        except (SaveError, ValueError):
            refused += 1
            for aside in store.games_dir.glob("*.damaged-*"):
                aside.unlink()
            continue
        record = restored.match.to_record().hands[0]  # type: ignore[union-attr]
        want = session_save.records[0]
        assert record.moves == want.moves and record.setup["cards"] == want.setup["cards"]
    assert refused > len(good) // 2


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    os.mkfifo(store.path_of("g-1"))
    code = (
        "import sys; from pathlib import Path; from modten_tui.storage.saves import SaveStore; "
        f"print(SaveStore(Path({str(tmp_path)!r})).games()[1][0])"
    )
    # A child process, so that a regression hangs the child (and is killed), not the suite.
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).parents[1],
    )
    assert "not a regular file" in done.stdout, done.stderr


@pytest.mark.parametrize("target", ["/dev/zero", "folder"])
def test_a_device_or_folder_in_place_of_a_save_is_refused(tmp_path: Path, target: str) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    if target == "folder":
        store.path_of("g-1").mkdir()
    else:
        store.path_of("g-1").symlink_to(target)
    _, refused = store.games()
    assert len(refused) == 1 and (
        "not a regular file" in str(refused[0]) or "a folder" in str(refused[0])
    )
    assert refused[0].kept_as is not None and not store.has_games()


def test_a_huge_save_is_refused_by_its_size_before_reading(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    moves = json.dumps(["AS"] * 1_500_000)
    path = write_game(
        store, '{"format": "modten-tui-save", "version": 1, "records": [{"moves": ' + moves + "}]}"
    )
    assert path.stat().st_size > saves.MAX_BYTES
    with pytest.raises(SaveError, match="larger than 4 MB"):
        store.load_game("g-1")


def test_a_newer_or_unreadable_save_is_left_in_place_and_listed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    newer = json.loads(a_save().model_dump_json())
    newer["version"] = FORMAT_VERSION + 1
    write_game(store, json.dumps(newer), "newer")
    store.save_game("locked", a_save())
    real_open = os.open

    def no_permission(path: object, *args: object, **kwargs: object) -> int:
        if str(path).endswith("locked.json"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(saves.os, "open", no_permission)
    slots, refused = store.games()
    problems = {s.id: s.problem for s in slots}
    assert problems.keys() == {"newer", "locked"} and all(r.left for r in refused)
    assert "newer version" in str(problems["newer"])
    assert "permission" in str(problems["locked"])
    assert sorted(p.name for p in store.games_dir.iterdir()) == ["locked.json", "newer.json"]


def test_a_damaged_save_in_a_read_only_folder_is_named_and_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    write_game(store, "{")

    def read_only(*args: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(saves.Path, "rename", read_only)
    slots, refused = store.games()
    assert len(refused) == 1 and "could not be moved aside" in str(refused[0])
    assert slots[0].problem is not None and "not valid JSON" in slots[0].problem


def test_history_lists_newest_first_and_reports_bad_files(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for i, when in enumerate(("2026-12-01T06:00:00+00:00", "2026-12-01T07:00:00+00:00")):
        store.add_history(entry(when, f"game {i}"))
    (store.history_dir / "zzz-broken.json").write_text("{")
    entries, problems = store.history()
    assert [e.result for e in entries] == ["game 1", "game 0"]
    assert len(problems) == 1 and "zzz-broken.json" in problems[0]


def _finish_games(root: str, count: int, start: multiprocessing.synchronize.Barrier) -> None:
    store = SaveStore(Path(root))
    start.wait()
    for i in range(count):  # all in the same second, as two copies finishing together
        store.add_history(entry(result=f"{os.getpid()} {i}"))


def test_two_processes_finishing_at_once_lose_no_history_entry(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    start = context.Barrier(2)
    workers = [
        context.Process(target=_finish_games, args=(str(tmp_path), 40, start)) for _ in range(2)
    ]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
    assert [w.exitcode for w in workers] == [0, 0]
    entries, problems = SaveStore(tmp_path).history()
    assert len(entries) == 80 and not problems


def test_a_second_copy_finds_the_data_folder_locked(tmp_path: Path) -> None:
    first = SaveStore(tmp_path)
    assert first.acquire() and not first.read_only
    code = (
        "from pathlib import Path; from modten_tui.storage.saves import SaveStore; "
        f"s = SaveStore(Path({str(tmp_path)!r})); print(s.acquire(), s.read_only)"
    )
    run = [sys.executable, "-c", code]
    here = Path(__file__).parents[1]
    other = subprocess.run(run, capture_output=True, text=True, timeout=60, cwd=here)
    assert other.stdout.split() == ["False", "True"], other.stderr
    second = SaveStore(tmp_path, read_only=True)
    with pytest.raises(OSError, match="another copy"):
        second.save_game("g-1", a_save())
    first.release()
    again = subprocess.run(run, capture_output=True, text=True, timeout=60, cwd=here)
    assert again.stdout.split() == ["True", "False"]


def test_a_symbolic_link_loop_among_the_games_is_named_as_one(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    (store.games_dir / "a-1.json").symlink_to("b-1.json")
    (store.games_dir / "b-1.json").symlink_to("a-1.json")
    (store.games_dir / "c-1.json").symlink_to("c-1.json")
    slots, refused = store.games()
    said = sorted(str(e) for e in refused)
    assert slots == [] and len(said) == 3 and not any("is gone" in s for s in said), said
    assert all("symbolic link" in s and "loop" in s and "kept as" in s for s in said), said
