"""Tiny Tricks through the generic layers above its rules: the session and its hand-offs, the
computer players, saves and resume, undo. Nothing here reaches past the registry's spec."""

from __future__ import annotations

from modten_tui import registry
from modten_tui.setup.models import GameSetup
from modten_tui.table import persist, undo
from modten_tui.table.session import Session
from tests.tinygame.rules import TinyView

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
