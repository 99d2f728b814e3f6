"""Regressions found by a review of the engines against docs/rules.md and the API contract.

Each test once failed; each cites the rule or contract clause it guards.
"""

from __future__ import annotations

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.scoring import best_score
from tests.rules.test_ten_support import PAD, play, stacked


def _payments_with_one_card(g: ten.TenGame) -> dict[str, int]:
    """Every one-card payment the payer could make, with their score once it is made."""
    seat = g.current_player
    assert seat is not None
    out: dict[str, int] = {}
    for card in set(g.collections[seat]):
        trial = g.clone()
        trial.apply(f"pay {g.tokens[seat]}t {card}" if g.tokens[seat] else f"pay {card}")
        out[card] = best_score(trial.collections[seat])
    return out


def test_t12_default_buy_payment_keeps_the_card_the_purchase_joins() -> None:
    # Seat 0 busts R5 R9 into the market; seat 1 takes a lone $1 and may buy.
    g = stacked("R5", "R9", "$1", *PAD, players=2)
    play(g, "draw", "draw", "draw", "take numbers")
    assert g.phase == "buy" and g.current_player == 1
    # Seat 1 holds red 3-4 and 6-7 (one pair is off the best run) and blue 1-2.
    g.live_collections[1] = ["R3", "R4", "R6", "R7", "B1", "B2"]
    g.live_tokens[1] = 4  # so the 5 for R5 needs exactly one card
    g._orders[1] = None
    g.apply("buy R5")
    default = g.legal_moves()[0]
    after = g.clone()
    after.apply(default)
    # Paying B1 leaves R3-R7 (5) + B2 (1) = 6; the default `pay 4t R6` leaves 3 + 2 = 5.
    best = max(_payments_with_one_card(g).values())
    assert best == 6
    assert best_score(after.collections[1]) == best, default


def test_t12_default_auction_payment_keeps_the_card_the_wild_joins() -> None:
    g = stacked("R#", *PAD, players=2)
    g.live_collections[1] = ["R3", "R4", "R6", "R7", "B1", "B2"]
    g.live_tokens[1] = 0  # the bid of 1 must be paid with one card
    g._orders[1] = None
    play(g, "draw", "bid 1", "pass")  # seat 1 wins R# for 1 (T13)
    assert g.phase == "pay" and g.current_player == 1
    default = g.legal_moves()[0]
    after = g.clone()
    after.apply(default)
    # Paying B1 leaves R3 R4 R# R6 R7 (5) + B2 (1) = 6; the default `pay R6` leaves 3 + 2 = 5.
    best = max(_payments_with_one_card(g).values())
    assert best == 6
    assert best_score(after.collections[1]) == best, default


@pytest.mark.parametrize("move", [["7H"], {"7H"}])
def test_contract_modten_unhashable_move_raises_illegal_move(move: object) -> None:
    hand = modten.deal(2, dealer=0, seed=1)
    before = (hand.hands, hand.table, hand.current_player, hand.moves)
    with pytest.raises(modten.IllegalMove):
        hand.apply(move)  # type: ignore[arg-type]
    assert (hand.hands, hand.table, hand.current_player, hand.moves) == before


def test_contract_modten_view_says_who_played_each_card() -> None:  # M14
    hand = modten.deal(3, dealer=0, seed=4)
    for _ in range(5):
        hand.apply(hand.legal_moves()[0])
    view = hand.view(0)
    assert [card for _, card in view.plays] == view.history == hand.moves
    assert view.plays[0][0] == 1  # the dealer's left led


def test_contract_bad_record_setup_is_a_value_error() -> None:
    record = modten.deal(2, dealer=0, seed=1).record
    broken = record.model_copy(update={"setup": {**record.setup, "colour": "red"}})
    with pytest.raises(ValueError, match="setup does not fit"):
        modten.from_record(broken)


def test_contract_match_with_a_number_of_hands_needs_no_target() -> None:  # M13
    from modten_tui.games.modten.rules.match import ModTenMatch

    assert ModTenMatch(4, hands=3, seed=1).hand_limit == 3
    with pytest.raises(ValueError, match="not both"):
        ModTenMatch(4, target=30, hands=3)


def test_contract_ten_score_details_refuses_a_seat_out_of_range() -> None:
    g = ten.new_game(3, first_player=0, seed=2)
    assert g.score_details(2).total == 0
    with pytest.raises(ValueError, match="seat must be 0..2"):
        g.score_details(-1)
