"""Mod Ten's lesson (issue 13) replayed on the engine: every scripted move is legal, the game
reaches each step's state, the rules come in the order the issue asks, and a wrong move is
explained (the rule it breaks, or what it would do) and changes nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from modten_tui import registry
from modten_tui.games.modten.lesson import script as modten_lesson
from modten_tui.games.modten.rules.hand import ModTenHand
from modten_tui.table.lesson import Lesson, ScriptError, WrongMove, learner_moves, replay


@pytest.fixture
def lesson() -> Lesson:
    found = registry.get("modten").lessons.lesson()
    assert found is not None
    return found


def test_the_script_plays_on_the_engine_and_the_learner_wins(lesson: Lesson) -> None:
    games = replay(lesson)  # raises at an illegal move, a move out of turn, a failed check
    assert len(games) == len(lesson.steps)
    last = games[-1]
    assert isinstance(last, ModTenHand) and last.winner == lesson.learner  # M9
    assert all(step.check is not None for step in lesson.steps)  # every step's state is checked
    assert 8 <= lesson.learner_steps <= 20  # under five minutes (issue 13)


def test_the_rules_come_in_the_order_of_the_issue(lesson: Lesson) -> None:
    first: dict[str, int] = {}
    for number, step in enumerate(lesson.steps):
        for rule in step.rules:
            first.setdefault(rule, number)
    # follow suit and the skip (M7), the capture (M8), leading again (M8 then M6), winning (M9)
    assert first["M7"] < first["M8"] < first["M6"] < first["M9"]
    learner = [s for s in lesson.steps if s.seat == lesson.learner]
    assert all(s.say and s.rules for s in learner)  # each of your moves is taught


def test_the_state_each_step_describes(lesson: Lesson) -> None:
    games = replay(lesson)
    hands = [g for g in games if isinstance(g, ModTenHand)]
    mine = [i for i, s in enumerate(lesson.steps) if s.seat == lesson.learner]
    bob = 1
    assert "H" in hands[mine[0]].voids(bob)  # after your first move, Bob is skipped (M7)
    capture = hands[mine[2]]  # your third move takes the table at 30 (M8)
    assert capture.table == [] and capture.discard_count == 6
    assert capture.current_player == lesson.learner  # and you lead again


def test_a_broken_script_is_caught(lesson: Lesson) -> None:
    steps = list(lesson.steps)
    mine = next(i for i, s in enumerate(steps) if s.seat == lesson.learner)
    steps[mine] = replace(steps[mine], move="2S")  # not a heart: hearts were led
    with pytest.raises(ScriptError, match="step"):
        replay(replace(lesson, steps=tuple(steps)))
    with pytest.raises(ScriptError, match="ends before"):
        replay(replace(lesson, steps=lesson.steps[:-1]))


def test_wrong_moves_are_explained_and_change_nothing(lesson: Lesson) -> None:
    spec = registry.get("modten")
    session = spec.lessons.session(lesson)
    coach = session.coach_with(lesson)
    session.play_bots()  # Bob and Cy play their scripted moves
    assert coach.learner_turn and session.viewer == lesson.learner  # no hand-off in a lesson
    before = (session.game.moves, session.game.view(0).hand)
    with pytest.raises(WrongMove) as illegal:
        session.play("2S")  # hearts were led and you hold hearts
    assert "(following suit)" in str(illegal.value)
    with pytest.raises(WrongMove) as legal:
        session.play("8H")  # legal, not the lesson's
    assert "8♥ is allowed" in str(legal.value) and "makes 16" in str(legal.value)
    assert "asks for 4♥" in str(legal.value)
    assert coach.explanation == str(legal.value)
    assert (session.game.moves, session.game.view(0).hand) == before
    for number, move in enumerate(learner_moves(lesson)):
        session.play(move)
        assert coach.explanation == ""
        if number == 0:  # while Cy answers, the coach says the move was right
            assert coach.text == "Good. Cy plays next…"
        session.play_bots()
    assert session.game.is_over and session.game.winners == [lesson.learner]
    assert coach.finished and coach.text == lesson.closing
    assert "You are out of cards and win the hand" in session.log


def test_a_capture_that_is_not_asked_for_says_it_would_take_the_table(lesson: Lesson) -> None:
    # At 24 on the table (step "take it with 6♦") 6♦ is right; at the lead of 3♣, 7♣ leads.
    games = replay(lesson)
    index = next(i for i, s in enumerate(lesson.steps) if s.move == "6D")
    view = games[index - 1].view(lesson.learner)
    explain = lesson.steps[index].explain
    assert explain is not None
    assert "not in your hand" in explain(view, "9S")
    lead = next(i for i, s in enumerate(lesson.steps) if s.move == "3C")
    explain = lesson.steps[lead].explain
    assert explain is not None
    text = explain(games[lead - 1].view(lesson.learner), "9H")
    assert "Leading 9♥ is allowed" in text and "asks for 3♣" in text


def test_the_deal_is_the_whole_deck() -> None:
    hand = modten_lesson.start()
    assert sorted(sum(hand.hands, [])) == sorted(sum(modten_lesson.HANDS, []))
    assert hand.current_player == 1  # you deal, Bob on your left leads (M6)
