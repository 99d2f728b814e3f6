"""`modten --review [FILE|last]`: the review printed as text; missing, damaged or unfinished
games are refused with a message and exit code 2, never a traceback."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from modten_tui.__main__ import main
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.review import cache, cli, verdicts
from modten_tui.review.verdicts import Settings
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore, data_dir
from modten_tui.table.persist import to_save
from tests.stats_history import finished_modten, finished_ten

SMALL = Settings(iterations=20, seed=1)


@pytest.fixture(autouse=True)
def small_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "SETTINGS", SMALL)


def history_file() -> Path:
    store = SaveStore(data_dir())
    entry = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-11-28T10:00:00+00:00")[1]
    return store.add_history(entry)


def test_last_prints_every_move_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    history_file()
    assert main(["--review"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of Mod Ten: Ann, Bob · ")
    assert "(20 deals each, seed 1)" in out
    assert "Ann: " in out and "Bob: " in out and "chance to win per choice" in out
    assert "only move" in out and "% chance to win" in out
    # Kept beside the history: a second run reads it (and prints the same).
    assert main(["--review", "last"]) == 0
    assert capsys.readouterr().out == out


def test_a_history_file_or_a_finished_save(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = history_file()
    assert main(["--review", str(path)]) == 0
    from_history = capsys.readouterr().out
    save = tmp_path / "save.json"
    session = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-11-28T10:00:00+00:00")[0]
    save.write_text(to_save(session).model_dump_json())
    assert main(["--review", str(save)]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == from_history.splitlines()[1:]


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    return captured.err


def test_missing_damaged_and_unfinished_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "no finished games in" in refused(["--review"], capsys)
    assert "no such file" in refused(["--review", str(tmp_path / "nope.json")], capsys)
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    assert "not a finished game's record or a save" in refused(["--review", str(bad)], capsys)
    assert "--review: " in refused(["--review", str(tmp_path)], capsys)  # a folder
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 3})
    session = ModTenSession(setup)
    session.play(session.game.legal_moves()[0])
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_text(to_save(session).model_dump_json())
    err = refused(["--review", str(unfinished)], capsys)
    assert "the game is not finished (1 moves played)" in err
    assert "--review prints" in refused(["--review", "--seats", "Ann,Bob"], capsys)


def test_a_damaged_kept_review_is_computed_again(capsys: pytest.CaptureFixture[str]) -> None:
    path = history_file()
    store = SaveStore(data_dir())
    entry = store.history()[0][0]
    kept = cache.path_of(store, verdicts.game_id(entry.save), SMALL)
    kept.parent.mkdir(parents=True)
    kept.write_text("[]")
    assert main(["--review", str(path)]) == 0
    assert "Summary:" in capsys.readouterr().out
    assert cache.load(store, verdicts.game_id(entry.save), SMALL) is not None


def edited_history(edit: str) -> Path:
    """A played game's history record, then edited by hand as `edit` says."""
    path = history_file()
    raw = json.loads(path.read_text())
    record = raw["save"]["records"][0]
    if edit == "a move":
        record["moves"][4] = "9Z"
    elif edit == "two cards":
        cards = record["setup"]["cards"]
        cards[0], cards[3] = cards[3], cards[0]
    elif edit == "doubled":
        record["moves"] = record["moves"] * 2
    elif edit == "cut short":
        record["moves"] = record["moves"][:-3]
    path.write_text(json.dumps(raw))
    return path


@pytest.mark.parametrize("edit", ["a move", "two cards", "doubled", "cut short"])
def test_a_record_that_does_not_replay_to_its_end_is_refused_and_kept_aside(
    edit: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = edited_history(edit)
    text = path.read_text()
    err = refused(["--review", str(path)], capsys)
    assert f"{path}: the game does not replay" in err and "kept as" in err
    assert not path.exists()
    kept = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == text  # kept, never deleted
    # The newest record damaged: plain --review says so, once; then it is out of the way.
    edited_history(edit)
    assert "the last finished game was refused: " in refused(["--review"], capsys)
    assert "no finished games in" in refused(["--review"], capsys)


def test_an_empty_file_name_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--review: the file name is empty" in refused(["--review", ""], capsys)


@pytest.mark.parametrize("game", ["modten", "ten"])
def test_moves_are_printed_as_the_table_words_them(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A play-test: `--review` printed 'pay 3t', the record's notation, not the table's."""
    store = SaveStore(data_dir())
    when = "2026-11-28T10:00:00+00:00"
    entry = (
        finished_modten("Ann,Bob", seed=1, hands=1, when=when)[1]
        if game == "modten"
        else finished_ten("Ann,Bob", seed=2, when=when)[1]
    )
    store.add_history(entry)
    assert main(["--review"]) == 0
    out = capsys.readouterr().out
    moves = [
        line.split(": ", 1)[1].split(" — ")[0]
        for line in out.splitlines()
        if re.match(r" *\d+(\.\d+)? \w+: ", line)
    ]
    assert len(moves) == entry.save.move_count
    raw = re.compile(r"^(pay|bid|buy|draw|pass|take|no buy|stop)\b|\b\d+[tb]\b|\b[2-9AJQK][SHDC]\b")
    assert not [m for m in moves if raw.search(m)], moves
