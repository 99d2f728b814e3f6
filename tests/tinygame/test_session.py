"""Tiny Tricks through the generic layers above its rules: the session and its hand-offs, the
computer players, saves and resume, undo. Nothing here reaches past the registry's spec."""

from __future__ import annotations

import pytest

from modten_tui import registry
from modten_tui.setup.models import GameSetup
from modten_tui.table import persist, undo
from modten_tui.table.session import Session
from tests.tinygame.rules import TinyView, dealt
from tests.tinygame.session import TinySession, hand_seed

KEY = "tinytricks"


def new_session(seats: list[tuple[str, str]], seed: int = 4) -> Session:
    setup = GameSetup.model_validate(
        {"game": KEY, "seed": seed, "seats": [{"name": n, "kind": k} for n, k in seats]}
    )
    return registry.get(KEY).table.new_session(setup)


def test_people_pass_the_keyboard_and_each_sees_only_their_own_hand() -> None:
    s = new_session([("Ann", "human"), ("Bob", "human"), ("Cy", "human")])
    shown: list[int] = []
    while not s.game.is_over:
        if s.needs_handoff:
            s.reveal()
            shown.append(s.viewer or 0)
        assert s.viewer == s.current  # a hand is on screen only for the person to play
        view = s.view(s.current)
        assert isinstance(view, TinyView) and view.hand == s.game.hands[s.current]
        s.play(s.legal_moves()[0])
    assert len(shown) >= 6 and set(shown) == {0, 1, 2}  # every change of player hands off
    assert not s.needs_handoff  # the end shows everything: nothing left to hide
    assert any("took the trick" in line for line in s.log) and "won with" in s.log[-1]


def test_computers_fill_the_other_seats() -> None:
    for level in ("random", "easy", "normal", "hard"):
        s = new_session([("Ann", "human"), ("Bot", level), ("Cy", level)], seed=9)
        s.play_bots()
        while not s.game.is_over:
            if s.needs_handoff:
                s.reveal()
            assert s.current == 0 and s.viewer == 0  # only Ann is ever handed the screen
            s.play(s.legal_moves()[-1])
            s.play_bots()
        assert s.game.winners


def test_a_saved_game_resumes_exactly_where_it_was() -> None:
    s = new_session([("Ann", "human"), ("Bob", "easy")], seed=21)
    s.play_bots()
    s.reveal()
    s.play(s.legal_moves()[0])
    s.play_bots()
    save = persist.to_save(s)
    again = persist.restore(save)
    assert again.game.record == s.game.record and again.log == s.log
    assert [seat.kind for seat in again.seats] == ["human", "easy"]
    while not again.game.is_over:
        again.reveal()
        again.play(again.legal_moves()[0])
        again.play_bots()
    assert persist.restore(persist.to_save(again)).game.scores() == again.game.scores()


def test_undo_takes_back_your_card_until_someone_else_moves() -> None:
    s = new_session([("Ann", "human"), ("Bob", "human")], seed=3)
    s.reveal()
    first = s.current
    before = s.game.record
    card = s.legal_moves()[0]
    s.play(card)
    found = undo.plan(s)
    assert found.allowed and found.count == 1 and found.owner == first
    back = undo.take_back(s)
    assert back.game.record == before and back.viewer == first
    back.play(card)
    back.reveal()  # the other person is at the screen now and plays
    back.play(back.legal_moves()[0])
    assert not undo.plan(back).allowed or undo.plan(back).owner == back.viewer


def match_session(seats: list[tuple[str, str]], seed: int = 4, hands: int = 2) -> TinySession:
    setup = GameSetup.model_validate(
        {
            "game": KEY,
            "seed": seed,
            "seats": [{"name": n, "kind": k} for n, k in seats],
            "options": {"hands": hands},
        }
    )
    session = registry.get(KEY).table.new_session(setup)
    assert isinstance(session, TinySession)
    return session


def finish_hand(s: Session) -> None:
    while not s.hand_over:
        if s.needs_handoff:
            s.reveal()
        s.play(s.legal_moves()[0])


def test_a_two_hand_match_deals_again_and_adds_the_tricks_up() -> None:
    s = match_session([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=11)
    spec = registry.get(KEY)
    assert spec.matches is not None and s.stage_label() == "Hand 1 of 2"
    finish_hand(s)
    first = s.game
    assert s.hand_over and not s.match_over and "won hand 1" in s.log[-1]
    spec.matches.deal_next(s)
    assert s.game is not first and s.game.moves == [] and s.stage_label() == "Hand 2 of 2"
    assert s.needs_handoff  # everyone read the results: the first to play is handed the screen
    # The second deal follows from the match's seed: the record fixes it.
    assert s.game.record == dealt(3, hand_seed(11, 2)).record != first.record
    finish_hand(s)
    assert s.match_over and "won the match" in s.log[-1]
    assert s.totals() == [a + b for a, b in zip(first.scores(), s.game.scores(), strict=True)]
    assert sum(s.totals()) == 6
    match, records = spec.saves.save_parts(s)
    assert match == {"hands": 2, "seed": 11} and records == [first.record, s.game.record]
    sheet = spec.saves.score_sheet(persist.to_save(s))
    best = max(s.totals())
    assert sheet.final == s.totals()
    assert sheet.winners == [seat for seat, t in enumerate(s.totals()) if t == best]


def test_a_match_saved_in_its_second_hand_resumes_there_and_undo_stays_in_the_hand() -> None:
    s = match_session([("Ann", "human"), ("Bob", "easy")], seed=21)
    s.play_bots()
    finish_hand(s)
    after_first = persist.restore(persist.to_save(s))  # saved at the first hand's results
    assert isinstance(after_first, TinySession) and after_first.log == s.log
    assert after_first.hand_over and not after_first.match_over
    s.next_hand()
    after_first.next_hand()  # the same second deal, from the save's match setup alone
    assert after_first.game.record == s.game.record
    s.play_bots()
    s.reveal()
    s.play(s.legal_moves()[0])  # Ann's card, nobody has moved since: it comes back
    back = undo.take_back(s)
    assert isinstance(back, TinySession) and back.hand_number == 2
    assert back.finished[0].record == s.finished[0].record  # hand 1 stays as it was
    assert back.game.moves == s.game.moves[:-1] and back.viewer == 0
    again = persist.restore(persist.to_save(s))  # saved in the middle of hand 2
    assert isinstance(again, TinySession) and again.hand_number == 2
    assert [h.record for h in again.hands_so_far] == [h.record for h in s.hands_so_far]
    assert again.log == s.log and again.totals() == s.totals()
    again.play_bots()
    finish_hand(again)
    assert again.match_over and "won the match" in again.log[-1]


def test_a_match_save_that_does_not_add_up_is_refused() -> None:
    s = match_session([("Ann", "human"), ("Bob", "human")], seed=5)
    finish_hand(s)
    save = persist.to_save(s)
    saves = registry.get(KEY).saves
    with pytest.raises(ValueError, match="1 to 2 records"):
        saves.check_save(save.match, 3)
    with pytest.raises(ValueError, match="hands and seed"):
        saves.check_save({"hands": 2}, 1)
    with pytest.raises(persist.RestoreError, match="hands differ"):
        persist.restore(save.model_copy(update={"match": {"hands": 1, "seed": 5}}))
    unfinished = save.records[0].model_copy(update={"moves": save.records[0].moves[:2]})
    twice = save.model_copy(update={"records": [unfinished, save.records[0]]})
    with pytest.raises(persist.RestoreError, match="hand 1 is unfinished"):
        persist.restore(twice)
