"""TEN's lesson replayed on the engine (issue 13): every scripted move is legal in turn, and
each rule the lesson teaches really happens at its step (T7-T18)."""

from __future__ import annotations

import re

from modten_tui.games.ten.lesson.script import LEARNER, PILE, lesson, start
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.scoring import solve
from modten_tui.rules.protocol import Event
from modten_tui.table.lesson import learner_moves, replay

ADA = 1 - LEARNER


def _events() -> list[tuple[int, str, list[Event], TenGame]]:
    """(seat, move, its events, the game after it) for every step of the script."""
    game = start()
    out = []
    for step in lesson().steps:
        assert game.current_player == step.seat, step
        assert step.move in game.legal_moves(), step
        events = game.apply(step.move)
        out.append((step.seat, step.move, events, game.clone()))
    return out


def _kinds(events: list[Event]) -> list[str]:
    return [str(e.kind) for e in events]


def test_script_replays_legally_with_every_check() -> None:
    games = replay(lesson())  # ScriptError at the first illegal or unchecked step
    final = games[-1]
    assert final.is_over and final.winners == [LEARNER]


def test_learner_makes_at_most_twenty_moves() -> None:
    # issue 13: under five minutes for a new player; two of these are forced (no buy)
    assert len(learner_moves(lesson())) <= 20


def test_short_pile_is_the_whole_game() -> None:
    # The stacked pile is the engine's own: every card is revealed and the game ends (T15).
    played = _events()
    revealed = [e.detail for _, _, evs, _ in played for e in evs if e.kind == "revealed"]
    assert revealed == list(PILE)
    assert played[-1][3].is_over


def test_number_bust_comes_first_then_a_currency_bust() -> None:
    busts = [
        (seat, e.detail[0], g) for seat, _, evs, g in _events() for e in evs if e.kind == "bust"
    ]
    assert [(seat, kind) for seat, kind, _ in busts] == [(LEARNER, "number"), (ADA, "currency")]
    after_number, after_currency = busts[0][2], busts[1][2]
    # T9: numbers to the market, a bust token, the others gain the currency total ($2)
    assert sorted(after_number.market) == ["G7", "O6", "R4"]
    assert after_number.bust_tokens[LEARNER] == 1 and after_number.tokens[ADA] == 5 + 2
    # T9: after a currency bust nobody gains
    assert after_currency.bust_tokens[ADA] == 1 and after_currency.tokens[LEARNER] == 5


def test_both_rewards_are_taken() -> None:
    kinds = [(seat, k) for seat, _, evs, _ in _events() for k in _kinds(evs)]
    assert (LEARNER, "took_numbers") in kinds  # T10, followed by a buy phase
    assert (ADA, "took_currency") in kinds  # T10, no buy


def test_auction_won_and_paid_with_cards_and_tokens() -> None:
    played = _events()
    started = [i for i, (_, _, evs, _) in enumerate(played) if "auction_started" in _kinds(evs)]
    assert len(started) == 1
    won = next(e for _, _, evs, _ in played for e in evs if e.kind == "won_auction")
    assert won.seat == LEARNER and won.detail == ("R#", 5)
    paid = [e for _, _, evs, _ in played for e in evs if e.kind == "paid" and e.seat == LEARNER]
    tokens, bust, cards, price, excess = paid[-1].detail
    # T12: currency tokens, a bust token AND a card from the collection, exactly the price
    assert tokens >= 1 and bust >= 1 and cards and price == 5 and excess == 0


def test_a_buy_from_the_market() -> None:
    bought = [(e.seat, e.detail) for _, _, evs, _ in _events() for e in evs if e.kind == "bought"]
    assert (LEARNER, "R4") in bought  # T11, after taking numbers
    assert (ADA, "O6") in bought  # T16, the final buy round


def test_final_buy_round_then_scoring_with_a_wild_in_a_run() -> None:
    played = _events()
    assert any("final_buy_round" in _kinds(evs) for _, _, evs, _ in played)  # T16
    final = played[-1][3]
    assert final.scores() == [5, 1]
    red = solve(final.collections[LEARNER]).runs[0]
    # T17-T18: the colour wild fills the 5 of the red run 2-6
    assert (red.colour, red.start, red.end, red.points) == ("R", 2, 6, 5)
    assert red.wilds == {5: "R#"}


def test_every_wrong_move_is_explained_from_the_view() -> None:
    # At each learner step every other legal move gets its own explanation, in words (no rule
    # id, which means nothing on screen), saying what the lesson asks for instead; the view
    # alone is read (nothing moves).
    game = start()
    for step in lesson().steps:
        if step.seat == LEARNER:
            assert step.explain is not None
            view = game.view(LEARNER)
            wrong = [m for m in view.legal_moves if m != step.move]
            texts = {m: step.explain(view, m) for m in wrong}
            for move, text in texts.items():
                assert not re.search(r"\bT\d+\b", text), (move, text)
            assert len(set(texts.values())) == len(texts)  # each says what it would do
            assert game.view(LEARNER) == view
        game.apply(step.move)


def test_explanations_of_illegal_moves_say_the_rule_in_words() -> None:
    game = start()
    first = lesson().steps[0]
    assert first.explain is not None
    text = first.explain(game.view(LEARNER), "take numbers")  # nothing in the tableau yet
    assert "You may not stop yet: a turn reveals at least one card first." in text
    steps = lesson().steps
    for step in steps:
        if step.move == "bid 5":
            break
        game.apply(step.move)
    assert step.explain is not None
    view = game.view(LEARNER)
    assert "higher than the high bid, 4." in step.explain(view, "bid 4")
    assert "at most 8" in step.explain(view, "bid 9")


def test_a_payment_naming_other_cards_is_explained_as_allowed() -> None:
    # The prompt lets the payer pick any cards (T12); the engine lists one order only. Paying
    # R4 instead of the spare R2 is allowed and costs a point: the lesson says so.
    game = start()
    steps = lesson().steps
    for step in steps:
        if step.move == "pay 1t 1b R2":
            break
        game.apply(step.move)
    assert step.explain is not None
    text = step.explain(game.view(LEARNER), "pay 1t 1b R4")
    assert "is allowed; with R#" in text and "from 4 to 3" in text
    assert "not a move" not in text


def test_the_count_is_of_decisions_the_table_leaves_to_the_learner() -> None:
    """The coach counts "move N of 15": the learner's steps less those the table plays by
    itself (a buy with nothing affordable, `forced_move`), which are exactly the ones marked."""
    game = start()
    for step in lesson().steps:
        if step.seat == LEARNER:
            legal = game.legal_moves()
            forced = len(legal) == 1 and legal[0] in ("pass", "no buy")
            assert step.auto == forced, step.move
        game.apply(step.move)
    assert lesson().learner_steps == 15
