"""Sessions to save files and back: exact resumes (future deals and draws included), damaged
and hand-edited saves refused with the file, the move number and its text; the history."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.save_file import parse_save
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import RestoreError, history_entry, restore, to_save


def setup(seats: str, **options: object) -> GameSetup:
    return GameSetup.model_validate({"seats": parse_seat_list(seats), **options})


def play_randomly(session: ModTenSession | TenSession, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if session.match_over:
            return
        if isinstance(session, ModTenSession) and session.hand_over:
            session.next_hand()
        session.play(rng.choice(session.legal_moves()))


def through_disk(session: ModTenSession | TenSession) -> ModTenSession | TenSession:
    return restore(parse_save(to_save(session).model_dump_json()))


@pytest.mark.parametrize("seed", [None, 11])
def test_a_mod_ten_match_resumes_exactly_future_deals_too(seed: int | None) -> None:
    s = ModTenSession(setup("Ann,Bob,bot:easy", length="target", target=40, seed=seed))
    rng = random.Random(3)
    play_randomly(s, 45, rng)  # into the second hand or later
    assert s.match.hand_number >= 2
    again = through_disk(s)
    assert isinstance(again, ModTenSession)
    assert to_save(again).records == to_save(s).records
    assert again.log == s.log and [x.last for x in again.seats] == [x.last for x in s.seats]
    # Both play on with the same moves: every later deal is the same card for card.
    for _ in range(400):
        if s.match_over:
            break
        if s.hand_over:
            s.next_hand()
            again.next_hand()
            assert again.hand.setup["cards"] == s.hand.setup["cards"]
        move = rng.choice(s.legal_moves())
        s.play(move)
        again.play(move)
    assert to_save(again).records == to_save(s).records


def test_a_ten_game_resumes_exactly_future_draws_too() -> None:
    s = TenSession(setup("Ann,bot:normal,Cy", game="ten", all_pass="active_player"))
    rng = random.Random(5)
    play_randomly(s, 60, rng)
    again = through_disk(s)
    assert isinstance(again, TenSession)
    assert again.game.record == s.game.record and again.log == s.log
    while not s.is_over:
        move = rng.choice(s.legal_moves())
        s.play(move)
        again.play(move)  # the same draws: the same legal moves all the way
    assert again.game.scores() == s.game.scores() and again.is_over


def _edited(session: ModTenSession | TenSession, change) -> str:  # type: ignore[no-untyped-def]
    raw = json.loads(to_save(session).model_dump_json())
    change(raw)
    return json.dumps(raw)


def test_an_illegal_move_is_named_by_number_and_text() -> None:
    s = ModTenSession(setup("Ann,Bob", seed=2))
    play_randomly(s, 4, random.Random(1))

    def bad(raw: dict) -> None:  # type: ignore[type-arg]
        raw["records"][0]["moves"][2] = "ZZ"

    with pytest.raises(RestoreError, match=r"move 3 \('ZZ'\) is not legal"):
        restore(parse_save(_edited(s, bad)))


def test_a_ten_move_out_of_turn_is_named() -> None:
    s = TenSession(setup("Ann,Bob", game="ten", seed=4))
    play_randomly(s, 6, random.Random(2))

    def bad(raw: dict) -> None:  # type: ignore[type-arg]
        raw["records"][0]["moves"].insert(0, "take numbers")

    with pytest.raises(RestoreError, match=r"move 1 \('take numbers'\) is not legal"):
        restore(parse_save(_edited(s, bad)))


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda r: r["setup"].update(seats=[{"name": "Ann"}]), "2 to 6 players, not 1"),
        (lambda r: r["records"][0]["setup"]["cards"].pop(), "permutation of the deck"),
        (lambda r: r["records"][0]["setup"].update(dealer=1), "the dealer is seat 0"),
        (lambda r: r["match"].update(deck="double"), "match's deck"),
        (lambda r: r["records"].clear(), "records: List should have at least 1 item"),
        (lambda r: r.update(game="ten"), "setup is for 'modten'"),
    ],
)
def test_hand_edited_saves_are_refused_plainly(change, problem: str) -> None:  # type: ignore[no-untyped-def]
    s = ModTenSession(setup("Ann,Bob", seed=2), first_dealer=0)
    with pytest.raises(ValueError, match=problem):  # refused by parse_save or by the replay
        restore(parse_save(_edited(s, change)))


def test_the_store_keeps_a_refused_save_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.games_dir.mkdir()
    store.path_of("g-1").write_text('{"format": "modten-tui-save", "version": 1, "ga', "utf-8")
    with pytest.raises(Exception, match="g-1.json: not valid JSON"):
        store.load_game("g-1")
    assert not store.has_games() and len(list(store.games_dir.glob("g-1.json.damaged-*"))) == 1


def _record_setup(key: str, value: object):  # type: ignore[no-untyped-def]
    return lambda r: r["records"][0]["setup"].update({key: value})


@pytest.mark.parametrize(
    "change",
    [
        _record_setup("seed", "x"),
        _record_setup("seed", 1.5),
        _record_setup("seed", 10**40),
        _record_setup("dealer", True),
        _record_setup("surprise", 1),
        lambda r: r["records"][0].update(note="hi"),
        lambda r: r["setup"]["seats"][0].update(colour="red"),
        lambda r: r["setup"].update(seed="7"),
        lambda r: r["setup"].update(open_hands=1),
        lambda r: r["match"].update(first_dealer=1.0),
        lambda r: r.update(extra=None),
        lambda r: r["records"][0]["moves"].extend(["AS"] * 80),
    ],
    ids=[
        "seed-x",
        "seed-1.5",
        "seed-10**40",
        "dealer-true",
        "record-setup-key",
        "record-key",
        "seat-key",
        "seed-string",
        "bool-as-int",
        "float-dealer",
        "top-key",
        "73-moves",
    ],
)
def test_hand_edits_that_used_to_pass_are_refused(change) -> None:  # type: ignore[no-untyped-def]
    s = ModTenSession(setup("Ann,Bob", seed=2), first_dealer=0)
    play_randomly(s, 3, random.Random(1))
    with pytest.raises(ValueError):
        restore(parse_save(_edited(s, change)))


def test_a_person_turned_into_a_computer_in_the_history_is_refused(tmp_path: Path) -> None:
    s = ModTenSession(setup("Ann,bot:easy", seed=9))
    play_randomly(s, 200, random.Random(4))
    store = SaveStore(tmp_path)
    store.add_history(history_entry(s))
    path = next(store.history_dir.iterdir())
    raw = json.loads(path.read_text("utf-8"))
    raw["save"]["setup"]["seats"][0]["kind"] = "hard"  # Ann "was" a computer all along
    path.write_text(json.dumps(raw), "utf-8")
    entries, problems = store.history()
    assert not entries and "players do not match" in problems[0]


def test_a_finished_game_makes_a_history_entry() -> None:
    s = ModTenSession(setup("Ann,bot:easy", seed=9))
    play_randomly(s, 200, random.Random(4))
    assert s.match_over
    entry = history_entry(s)
    assert entry.players == ["Ann", "Bot 2 (easy)"] and "wins the hand" in entry.result
    scores = entry.result[entry.result.index("(") + 1 : -1].split(", ")  # named, best first
    assert sorted(score.rsplit(" ", 1)[0] for score in scores) == ["Ann", "Bot 2"]
    assert [int(x.rsplit(" ", 1)[1]) for x in scores] == sorted(s.outcome().scores, reverse=True)
    assert restore(entry.save).match_over  # the record replays to the same end
