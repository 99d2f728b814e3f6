"""The save store: atomic writes, XDG location, damaged files kept aside, history."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from modten_tui.rules import modten
from modten_tui.saves import (
    FORMAT_VERSION,
    HistoryEntry,
    SaveError,
    SaveFile,
    SaveStore,
    atomic_write_text,
    data_dir,
)


def a_save() -> SaveFile:
    hand = modten.deal(2, dealer=0, seed=3)
    hand.apply(hand.legal_moves()[0])
    return SaveFile(game="modten", setup={"seats": ["Ann", "Bob"]}, records=[hand.record])


def test_data_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "modten-tui"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/not/allowed")  # the spec: ignore it
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "modten-tui"


def test_round_trip_keeps_the_record(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.load_current() is None and not store.has_current()
    save = a_save()
    store.save_current(save)
    loaded = store.load_current()
    assert loaded == save and loaded.version == FORMAT_VERSION
    again = modten.from_record(loaded.records[0])
    assert again.moves == save.records[0].moves


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"format": "modten-tui-save", "version": 1, "game": "mod', "not valid JSON"),
        ("[1, 2, 3]", "not a modten-tui save"),
        ('{"format": "modten-tui-save", "version": 99}', "version 99 is not supported"),
        ('{"format": "modten-tui-save", "version": 1, "game": "chess", "setup": {},'
         ' "records": []}', "game"),
        ("", "not valid JSON"),
    ],
)
def test_a_damaged_save_is_refused_named_and_kept(tmp_path: Path, text: str, problem: str) -> None:
    store = SaveStore(tmp_path)
    store.current_path.parent.mkdir(parents=True, exist_ok=True)
    store.current_path.write_text(text)
    with pytest.raises(SaveError) as info:
        store.load_current()
    err = info.value
    assert problem in str(err) and str(store.current_path) in str(err)
    assert err.kept_as is not None and err.kept_as.read_text() == text  # kept, not deleted
    assert not store.has_current()  # so the next start is clean
    assert store.load_current() is None


def test_truncated_save_is_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_current(a_save())
    full = store.current_path.read_text()
    store.current_path.write_text(full[: len(full) // 2])
    with pytest.raises(SaveError, match="not valid JSON"):
        store.load_current()


def test_history_lists_newest_first_and_reports_bad_files(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for i, when in enumerate(("2026-12-01T06:00:00+00:00", "2026-12-01T07:00:00+00:00")):
        store.add_history(HistoryEntry(finished_at=when, game="modten", players=["Ann", "Bob"],
                                       result=f"game {i}", save=a_save()))
    (store.history_dir / "zzz-broken.json").write_text("{")
    entries, problems = store.history()
    assert [e.result for e in entries] == ["game 1", "game 0"]
    assert len(problems) == 1 and "zzz-broken.json" in problems[0]
    json.loads((store.history_dir / sorted(p.name for p in store.history_dir.iterdir())[0])
               .read_text())
