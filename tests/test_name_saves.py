"""A save or finished game holding a name the name rule refuses (issue 32: a name of Hangul
fillers, blank braille or lone marks) is refused like any damaged save and kept aside; one the
rule only tidies (an emoji's variation selector) still opens, listed as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.storage.save_file import HistoryEntry, SaveFile
from modten_tui.storage.saves import SaveStore


def save_with(names: list[str]) -> SaveFile:
    hand = modten.deal(2, dealer=0, seed=3)
    hand.apply(hand.legal_moves()[0])
    setup = {"game": "modten", "seats": [{"name": n, "kind": "human"} for n in names]}
    match = {
        "target": None,
        "hands": 1,
        "seed": None,
        "deck": "auto",
        "open_hands": False,
        "first_dealer": 0,
    }
    return SaveFile(game="modten", setup=setup, match=match, records=[hand.record])


@pytest.mark.parametrize("invisible", ["\u3164", "\u2800", "\u115f\u1160", "\u0301", "\ufe0f"])
def test_a_save_holding_an_invisible_name_is_refused_and_kept_aside(
    tmp_path: Path, invisible: str
) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", save_with(["Ann", "Bob"]))
    path = store.path_of("g-1")
    raw = json.loads(path.read_text())
    raw["setup"]["seats"][1]["name"] = invisible  # as an older version wrote it
    path.write_text(json.dumps(raw))
    written = path.read_bytes()
    slots, refused = store.games()
    assert slots == [] and len(refused) == 1
    assert "a name is needed" in str(refused[0]) and str(path) in str(refused[0])
    kept = refused[0].kept_as
    assert kept is not None and kept.read_bytes() == written


def test_a_finished_game_with_an_invisible_name_is_not_listed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for names in (["Ann", "Bob"], ["Ann", "\u3164"]):
        save = save_with(names)
        store.add_history(
            HistoryEntry(
                finished_at="2026-12-01T06:00:00+00:00",
                game="modten",
                players=names,
                result="Ann wins",
                save=save,
            )
        )
    entries, problems = store.history()
    assert [e.players for e in entries] == [["Ann", "Bob"]]
    assert len(problems) == 1 and "a name is needed" in problems[0]


def test_a_finished_game_whose_name_is_only_tidied_is_still_listed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    names = ["Ann", "\u2764\ufe0fBob"]  # written when the selector was kept
    save = save_with(names)
    store.add_history(
        HistoryEntry(
            finished_at="2026-12-01T06:00:00+00:00",
            game="modten",
            players=names,
            result="Ann wins",
            save=save,
        )
    )
    entries, problems = store.history()
    assert problems == [] and [e.players for e in entries] == [names]
