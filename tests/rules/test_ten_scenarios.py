"""TEN scenarios from stacked decks; each test cites the rules it checks."""

from __future__ import annotations

from collections import Counter

import pytest

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.deck import CARD_INFO, KIND_NAME, deck_for
from modten_tui.registry import rebuild
from modten_tui.rules import protocol
from tests.rules.test_ten_support import PAD, kinds, play, refused, snapshot, stacked


def test_illegal_move_is_the_protocol_error() -> None:
    assert ten.IllegalMove is protocol.IllegalMove
    assert issubclass(ten.IllegalMove, ValueError)
    assert isinstance(stacked("R1", *PAD), protocol.Game)


# ----- setup: T5, T6 ---------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 89), (3, 109), (4, 129), (5, 129)])
def test_deck_sizes_t5(players: int, size: int) -> None:
    g = ten.new_game(players, first_player=0, seed=7)
    assert g.draw_pile_count == size == len(deck_for(players))
    assert g.tokens == [5] * players and g.bust_tokens == [0] * players  # T6
    assert sorted(g.record.setup["cards"]) == sorted(deck_for(players))


def test_deck_composition_t1_t3() -> None:
    full = Counter(deck_for(4))
    assert full["R1"] == 3 and full["R7"] == 1 and full["G#"] == 2 and full["W#"] == 1
    by_kind = Counter(KIND_NAME[CARD_INFO[c][0]] for c in deck_for(4))
    assert by_kind == {
        "number": 84,
        "colour_wild": 8,
        "number_wild": 9,
        "full_wild": 1,
        "currency": 27,
    }
    two = Counter(deck_for(2))
    assert two["R2"] == 2 and two["R1"] == 2 and two["R7"] == 1 and two["$5"] == 2


def test_seeded_games_repeat_and_first_player_t6() -> None:
    a = ten.new_game(4, first_player=None, seed=3)
    b = ten.new_game(4, first_player=None, seed=3)
    assert a.record == b.record and a.current_player == a.first_player


def test_bad_setup_is_refused_with_names() -> None:
    with pytest.raises(ValueError, match="X9.*R0|R0.*X9"):
        ten.new_game(2, first_player=0, cards=["R5", "X9", "R0"])
    with pytest.raises(ValueError, match="colour_blind"):
        ten.new_game(2, first_player=0, colour_blind=True)
    with pytest.raises(ValueError, match="all_pass"):
        ten.new_game(2, first_player=0, all_pass="keep")
    with pytest.raises(ValueError):
        ten.new_game(6, first_player=0)
    with pytest.raises(ValueError):
        ten.new_game(3, first_player=3)


# ----- the turn: T7–T10 ------------------------------------------------------------------------
def test_number_bust_others_gain_currency_t9() -> None:
    g = stacked("$2", "R5", "R6", "B3", *PAD)
    assert g.legal_moves() == ["draw"]  # T7: may not stop with an empty tableau
    play(g, "draw", "draw", "draw")
    assert (g.running_total, g.currency_total) == (9, 2)  # T8
    events = g.apply("draw")
    assert ("bust", 0, ("number", ("R5", "R6", "B3"), ("$2",))) in events
    assert g.tokens == [5, 7, 7] and g.bust_tokens == [1, 0, 0]
    assert g.market == ["R5", "R6", "B3"] and g.discard == ["$2"] and g.tableau == []
    assert (g.active_player, g.phase, g.legal_moves()) == (1, "draw", ["draw"])


def test_currency_bust_nobody_gains_t9() -> None:
    g = stacked("$5", "R2", "$4", "$2", *PAD)
    events = play(g, "draw", "draw", "draw", "draw")
    assert ("bust", 0, ("currency", ("R2",), ("$5", "$4", "$2"))) in events
    assert "gained" not in kinds(events)
    assert g.tokens == [5, 5, 5] and g.bust_tokens == [1, 0, 0]
    assert g.market == ["R2"] and Counter(g.discard) == Counter(["$5", "$4", "$2"])


def test_token_cap_for_active_and_others_t4_t10() -> None:
    g = stacked("$5", "$4", "$5", "$3", "R1", *PAD)
    events = play(g, "draw", "draw", "take currency")
    assert ("gained", 0, (5, 4)) in events and g.tokens[0] == 10  # the active player's excess
    assert g.market == [] and g.active_player == 1
    events = play(g, "draw", "draw", "draw", "take numbers")
    assert ("gained", 2, (5, 3)) in events and ("gained", 0, (0, 8)) in events  # the others'
    assert g.tokens == [10, 5, 10] and g.collections[1] == ["R1"]


def test_bust_tokens_uncapped_by_default_and_capped_by_option_t4() -> None:
    for cap, expected in ((None, 2), (1, 1)):
        g = stacked("R5", "R6", "B1", "R5", "R6", *PAD, players=2, bust_token_cap=cap)
        play(g, "draw", "draw", "draw", "take currency", "draw", "draw")
        assert g.bust_tokens[0] == expected


def test_take_numbers_then_buy_t10_t11() -> None:
    g = stacked("R5", "R4", "B3", "$1", "G2", *PAD)
    play(g, "draw", "draw", "draw")  # seat 0 busts: R5 R4 B3 to the market
    events = play(g, "draw", "draw", "take numbers")
    assert ("gained", 2, (1, 0)) in events and ("gained", 0, (1, 0)) in events
    assert g.phase == "buy" and g.current_player == 1
    assert g.legal_moves() == ["no buy", "buy R4", "buy R5", "buy B3"]  # means 5 + 1 card
    play(g, "buy R5")
    assert (g.phase, g.price, g.paying_for) == ("pay", 5, "R5")
    assert g.legal_moves()[0] == "pay 5t"
    events = g.apply("pay 5t")
    assert ("bought", 1, "R5") in events
    assert g.collections[1] == ["G2", "R5"] and g.tokens[1] == 0
    assert g.market == ["R4", "B3"] and (g.active_player, g.phase) == (2, "draw")


def test_take_currency_has_no_buy_t10() -> None:
    g = stacked("R5", "R6", "$3", "G2", *PAD)
    play(g, "draw", "draw", "draw", "draw", "take currency")
    assert g.tokens[1] == 8 and g.market == ["R5", "R6", "G2"]
    assert (g.phase, g.active_player) == ("draw", 2)


def test_buy_refused_for_an_identical_card_t11() -> None:
    g = stacked("R5", "R6", "R5", *PAD)
    play(g, "draw", "draw", "draw", "take numbers")
    assert g.collections[1] == ["R5"] and "R5" in g.market
    assert "buy R5" not in g.legal_moves() and "buy R6" in g.legal_moves()
    refused(g, "buy R5")
    refused(g, "buy G9")  # not in the market


def test_buy_refused_beyond_means_t11_t12() -> None:
    g = stacked("R9", "R2", "B1", *PAD, players=2)
    play(g, "draw", "draw", "draw", "take numbers")  # seat 1 has 5 tokens and one card
    assert g.legal_moves() == ["no buy", "buy R2"]
    refused(g, "buy R9")
    play(g, "no buy")
    assert g.active_player == 0


# ----- payments: T12 ---------------------------------------------------------------------------
def _buyer_with_bust_token() -> ten.TenGame:
    """Seat 0 holds 5 tokens, 1 bust token and B2, and is buying R2 for 2."""
    g = stacked("R2", "R9", "$1", "B2", *PAD, players=2)
    play(g, "draw", "draw", "draw", "take currency", "draw", "take numbers", "buy R2")
    assert (g.tokens, g.bust_tokens, g.collections[0], g.price) == ([5, 6], [1, 0], ["B2"], 2)
    return g


def test_pay_moves_listed_per_combination_t12() -> None:
    g = _buyer_with_bust_token()
    assert g.legal_moves() == ["pay 2t", "pay 1b", "pay 1t B2"]


def test_payment_with_bust_token_excess_lost_t12() -> None:
    g = _buyer_with_bust_token()
    events = g.apply("pay 1b")
    assert ("paid", 0, (0, 1, (), 2, 1)) in events
    assert g.bust_tokens[0] == 0 and g.tokens[0] == 5 and g.collections[0] == ["B2", "R2"]


def test_payment_with_cards_items_in_any_order_t12() -> None:
    g = _buyer_with_bust_token()
    events = g.apply("pay B2 1t 0b")
    assert ("paid", 0, (1, 0, ("B2",), 2, 0)) in events
    assert g.collections[0] == ["R2"] and g.discard[-1] == "B2" and g.tokens[0] == 4
    assert g.moves[-1] == "pay 1t B2"  # the record keeps the canonical form


@pytest.mark.parametrize(
    "move",
    [
        "pay 3t",
        "pay 1t 1b",
        "pay 2t B2",
        "pay 1t",
        "pay 1t R9",
        "pay 6t",
        "pay 2b",
        "pay 2t 2t",
        "pay",
        "pay -1t 3t",
        "buy R2",
        "draw",
    ],
)
def test_payment_refused_t12(move: str) -> None:
    refused(_buyer_with_bust_token(), move)  # an item could be left out, or not enough, or junk


def test_payment_names_the_least_useful_cards_t12() -> None:
    g = stacked("W5", *PAD, players=2)
    g.live_collections[0] = ["R1", "R2", "R3", "R1", "B7"]
    g.live_tokens[0] = 0
    play(g, "draw", "pass", "bid 2")
    assert g.legal_moves() == ["pay R1 B7"]  # the spare R1 and the lone B7 cost least
    events = g.apply("pay R3 R2")  # but any cards the payer holds are accepted
    assert ("paid", 0, (0, 0, ("R3", "R2"), 2, 0)) in events
    assert sorted(g.collections[0]) == ["B7", "R1", "R1", "W5"]


def test_disposal_order_prefers_duplicates_then_short_runs() -> None:
    from modten_tui.games.ten.rules.scoring import disposal_order

    assert disposal_order(["R1", "R2", "R3", "R1", "B7"]) == ["R1", "B7", "R1", "R3", "R2"]


# ----- auctions: T13–T14 -----------------------------------------------------------------------
def test_auction_several_bidders_active_player_outbids_last_t13() -> None:
    g = stacked("W#", "R1", *PAD)
    events = g.apply("draw")  # a wild drawn first in the turn (T7)
    assert kinds(events) == ["revealed", "auction_started"] and g.tableau == []
    assert (g.phase, g.current_player, g.auction.order) == ("auction", 1, (1, 2, 0))
    play(g, "bid 1")
    refused(g, "bid 1")  # T13: strictly higher
    play(g, "bid 3")
    assert g.current_player == 0 and "bid 3" not in g.legal_moves()
    events = g.apply("bid 4")
    assert ("won_auction", 0, ("W#", 4)) in events
    assert (g.phase, g.current_player, g.price, g.legal_moves()) == ("pay", 0, 4, ["pay 4t"])
    play(g, "pay 4t")
    assert g.collections[0] == ["W#"] and g.tokens == [1, 5, 5]
    assert (g.phase, g.current_player, g.legal_moves()) == ("draw", 0, ["draw"])  # T14, T7


def test_bids_above_ones_means_refused_t13() -> None:
    g = stacked("G#", *PAD)
    play(g, "draw")
    assert g.legal_moves()[-1] == "bid 5"  # 5 tokens, nothing else to pay with
    refused(g, "bid 6")
    refused(g, "bid 0")
    refused(g, "bid x")
    refused(g, "no buy")


def test_everyone_passes_wild_discarded_t13() -> None:
    g = stacked("R3", "W5", *PAD)
    events = play(g, "draw", "draw", "pass", "pass", "pass")
    assert ("wild_discarded", 0, "W5") in events and g.discard == ["W5"]
    assert (g.phase, g.current_player, g.tableau) == ("draw", 0, ["R3"])
    assert g.legal_moves() == ["draw", "take numbers", "take currency"]


def test_everyone_passes_active_player_takes_it_option_t13() -> None:
    g = stacked("W5", *PAD, all_pass="active_player")
    play(g, "draw", "pass", "pass", "pass")
    assert g.collections[0] == ["W5"] and g.discard == []
    assert g.record.setup["all_pass"] == "active_player"


# ----- the end: T15–T16 ------------------------------------------------------------------------
def test_last_card_a_wild_then_must_stop_t15() -> None:
    g = stacked("R1", "W3", players=2)
    play(g, "draw", "draw", "bid 1", "pass", "pay 1t")
    assert g.collections[1] == ["W3"] and g.draw_pile_count == 0
    assert (g.phase, g.current_player) == ("draw", 0)
    assert g.legal_moves() == ["take numbers", "take currency"]
    refused(g, "draw")


def test_last_card_a_wild_on_an_empty_tableau_goes_to_final_buys_t15_t16() -> None:
    g = stacked("R5", "R6", "W3", players=2)
    play(g, "draw", "draw")  # seat 0 busts
    events = play(g, "draw", "pass", "pass")  # seat 1 reveals the last card, a wild
    assert ("final_buy_round", 1, (0, 1)) in events
    assert (g.phase, g.current_player) == ("final_buy", 0)


def test_final_buy_round_order_t16() -> None:
    g = stacked("R1", "B1")
    play(g, "draw", "take numbers", "no buy")
    play(g, "draw")  # seat 1 reveals the last card
    assert g.legal_moves() == ["take numbers", "take currency"]  # T15: must stop
    events = play(g, "take numbers", "no buy")  # their T10 buy first
    assert ("final_buy_round", 1, (2, 0, 1)) in events
    seen = []
    while not g.is_over:
        seen.append(g.current_player)
        assert g.phase == "final_buy"
        g.apply("no buy")
    assert seen == [2, 0, 1] and g.current_player is None and g.legal_moves() == []
    refused(g, "no buy")


def test_final_buy_round_buys_t16() -> None:
    g = stacked("R5", "R6", "B2", players=2)
    play(g, "draw", "draw")  # R5 R6 to the market
    play(g, "draw", "take numbers", "no buy")  # seat 1 took the last card
    play(g, "buy R5", "pay 5t")  # seat 0 first
    assert (g.phase, g.current_player) == ("final_buy", 1)
    events = play(g, "buy R6", "pay 5t B2")
    assert g.is_over and ("game_over", None, (0, 1)) in events  # 1 point each, 0 tokens,
    # one card each: shared (T19)
    assert g.scores() == [1, 1] and g.winners == [0, 1]


# ----- scoring and winners: T17–T19 -------------------------------------------------------------
def _finish(g: ten.TenGame) -> ten.TenGame:
    while not g.is_over:
        g.apply("no buy")
    return g


def test_most_points_wins_t19() -> None:
    g = stacked("R1", "R2", "B1", players=2)
    play(g, "draw", "draw", "take numbers", "no buy", "draw", "take numbers")
    _finish(g)
    assert g.scores() == [2, 1] and g.winners == [0]


def test_tie_on_points_most_currency_tokens_wins_t19() -> None:
    g = stacked("$2", "R1", "B1", players=2)
    play(g, "draw", "draw", "take numbers", "no buy", "draw", "take numbers")
    _finish(g)
    assert g.scores() == [1, 1] and g.tokens == [5, 7] and g.winners == [1]


def test_tie_on_tokens_bust_tokens_do_not_count_fewest_cards_wins_t19() -> None:
    g = stacked("R9", "R2", "R1", "R1", "B1", players=2)
    play(g, "draw", "draw")  # seat 0 busts: a bust token, which must not count
    play(g, "draw", "draw", "take numbers", "no buy")  # seat 1: R1 R1 (1 point, 2 cards)
    play(g, "draw", "take numbers")  # seat 0: B1 (1 point, 1 card)
    _finish(g)
    assert g.scores() == [1, 1] and g.tokens == [5, 5] and g.bust_tokens == [1, 0]
    assert g.winners == [0]


def test_full_tie_is_shared_t19() -> None:
    g = stacked("R1", "B1", players=2)
    play(g, "draw", "take numbers", "no buy", "draw", "take numbers")
    _finish(g)
    assert g.winners == [0, 1]


def test_score_details_t17_t18() -> None:
    g = stacked("B1", "B2", "B3", "B5", "B7", players=2)
    g.live_collections[0] = ["B1", "B2", "B3", "B5", "B7", "W4", "R#"]
    d = g.score_details(0)
    blue = d.runs[1]
    assert (blue.start, blue.end, blue.wilds, blue.points) == (1, 5, {4: "W4"}, 5)
    assert d.total == 6 and d.runs[0].cards == ("R#",)
    g.live_collections[1] = [f"G{n}" for n in range(1, 9)] + ["G#"]
    assert g.score_details(1).runs[3].bonus and g.scores()[1] == 10


# ----- records, views --------------------------------------------------------------------------
def test_record_replays_to_the_same_state() -> None:
    g = stacked("R5", "W#", "R6", "$2", "B3", "G2", *PAD)
    play(g, "draw", "draw", "bid 2", "pass", "bid 3", "pay 3t", "draw", "draw", "take numbers")
    record = protocol.Record.model_validate_json(g.record.model_dump_json())
    again = rebuild(record)
    assert snapshot(again) == snapshot(g)
    bad = record.model_copy(update={"moves": [*record.moves, "bid 99"]})
    with pytest.raises(ten.IllegalMove, match="move 10"):
        ten.from_record(bad)


def test_view_hides_the_pile_order_t21() -> None:
    g = stacked("R5", "B5", "G5", "$1")
    h = stacked("G5", "B5", "R5", "$1")
    assert g.view(1) == h.view(1)
    v = g.view(0)
    assert v.unseen == {"R5": 1, "B5": 1, "G5": 1, "$1": 1} and v.legal_moves == ["draw"]
    assert v.unseen_by_kind["number"] == 3 and g.view(1).legal_moves == []
    with pytest.raises(ValueError):
        g.view(3)
