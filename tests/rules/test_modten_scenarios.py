"""Mod Ten scenarios from stacked decks, one or more per rule (docs/rules.md M1–M14)."""

from __future__ import annotations

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import deck_cards
from modten_tui.games.modten.rules.hand import IllegalMove, StalemateError, capture_value
from modten_tui.rules.protocol import IllegalMove as ProtocolIllegalMove
from tests.rules.modten_stack import stack


def kinds(events: list) -> list[tuple]:
    return [(e.kind, e.seat) for e in events]


# ----- M1–M3: cards and decks -------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "deck", "size", "each"),
    [
        (2, "single", 32, 16),
        (3, "single", 30, 10),
        (4, "single", 32, 8),
        (5, "single", 30, 6),
        (6, "single", 30, 5),
        (2, "double", 72, 36),
        (3, "double", 60, 20),
        (4, "double", 72, 18),
        (5, "double", 60, 12),
        (6, "double", 60, 10),
    ],
)
def test_m2_deck_sizes_and_cards_per_seat(players: int, deck: str, size: int, each: int) -> None:
    cards = deck_cards(players, deck)
    assert len(cards) == size
    hand = modten.deal(players, dealer=0, seed=1, deck=deck)
    assert [len(h) for h in hand.hands] == [each] * players
    assert hand.hand_size == each


def test_m2_which_cards_are_removed() -> None:
    single2, single3 = deck_cards(2, "single"), deck_cards(3, "single")
    assert not any(c[0] == "5" for c in single2)  # no 5s in a single deck
    assert set(single2) - set(single3) == {"AS", "9S"}
    double4, double5 = deck_cards(4, "double"), deck_cards(5, "double")
    assert double4.count("5H") == 2
    removed = set(double4) - set(double5)
    assert removed == {"AS", "9S", "AC", "9C", "AD", "9D"}
    assert "AH" in double5 and double5.count("9H") == 2


@pytest.mark.parametrize(
    ("players", "kind"), [(2, "single"), (3, "single"), (4, "double"), (5, "double"), (6, "double")]
)
def test_m3_default_deck_by_player_count(players: int, kind: str) -> None:
    assert modten.deal(players, dealer=0, seed=0).deck == kind


def test_m3_any_deck_for_any_count() -> None:
    assert modten.deal(2, dealer=0, seed=0, deck="double").hand_size == 36
    assert modten.deal(6, dealer=0, seed=0, deck="single").hand_size == 5


def test_m1_every_suit_totals_a_multiple_of_ten() -> None:  # the fact M10 rests on
    for players in range(2, 7):
        for deck in ("single", "double"):
            cards = deck_cards(players, deck)
            for suit in "SHDC":
                total = sum(modten.VALUE[c] for c in cards if c[1] == suit)
                assert total % 10 == 0


# ----- M5–M6: the deal and the lead --------------------------------------------------------
def test_m5_deal_is_one_at_a_time_clockwise_from_dealers_left() -> None:
    order = deck_cards(3, "single")
    hand = modten.deal(3, dealer=1, cards=order)
    # Card 0 to seat 2 (dealer's left), card 1 to seat 0, card 2 to seat 1, ...
    assert order[0] in hand.hands[2] and order[1] in hand.hands[0] and order[2] in hand.hands[1]
    assert sorted(hand.hands[2]) == sorted(order[0::3])


def test_m6_dealers_left_leads_any_card() -> None:
    hand = modten.deal(4, dealer=3, seed=4)
    assert hand.current_player == 0
    assert sorted(hand.legal_moves()) == sorted(set(hand.hands[0]))
    assert hand.led_suit is None


def test_m6_double_deck_copies_share_one_move() -> None:
    cards = stack(2, {1: ["7H", "7H"]}, deck="double")
    hand = modten.deal(2, dealer=0, cards=cards, deck="double")
    assert hand.legal_moves().count("7H") == 1
    hand.apply("7H")
    assert hand.hands[1].count("7H") == 1


# ----- M7: follow suit, skips ---------------------------------------------------------------
def test_m7_must_follow_the_led_suit() -> None:
    cards = stack(2, {1: ["2H"], 0: ["3H", "4S"]})
    hand = modten.deal(2, dealer=0, cards=cards)
    hand.apply("2H")
    assert all(c[1] == "H" for c in hand.legal_moves())
    with pytest.raises(IllegalMove, match="must play one"):
        hand.apply("4S")


def test_m7_a_chain_of_skips_is_automatic_and_public() -> None:
    # Seat 1 leads a heart; seats 2 and 3 have none, so play passes to seat 0.
    cards = stack(4, {1: ["2H"], 0: ["3H"]}, voids={2: "H", 3: "H"})
    hand = modten.deal(4, dealer=0, cards=cards)
    events = hand.apply("2H")
    assert kinds(events) == [("played", 1), ("skipped", 2), ("skipped", 3)]
    assert [e.detail for e in events[1:]] == ["H", "H"]
    assert hand.current_player == 0
    assert hand.voids(2) == "H" and hand.voids(3) == "H" and hand.voids(0) == ""
    assert hand.view(0).voids == ["", "", "H", "H"]


def test_m7_two_players_other_void_same_player_plays_again() -> None:
    cards = stack(2, {1: ["2H", "3H", "4S"]}, voids={0: "H"})
    hand = modten.deal(2, dealer=0, cards=cards)
    events = hand.apply("2H")
    assert kinds(events) == [("played", 1), ("skipped", 0)]
    assert hand.current_player == 1
    moves = hand.legal_moves()
    assert "3H" in moves and all(c[1] == "H" for c in moves)  # still must follow hearts


# ----- M8: capture ---------------------------------------------------------------------------
def test_m8_capture_at_ten_and_the_capturer_leads_any_suit() -> None:
    cards = stack(2, {1: ["3H", "2S"], 0: ["7H", "4C", "6D"]})
    hand = modten.deal(2, dealer=0, cards=cards)
    hand.apply("3H")
    assert capture_value(hand.table_sum) == 7
    events = hand.apply("7H")
    assert kinds(events) == [("played", 0), ("captured", 0)]
    assert events[1].detail == (("3H", "7H"), 10)
    assert hand.table == [] and hand.table_sum == 0 and hand.led_suit is None
    assert hand.discard_count == 2
    assert hand.current_player == 0
    assert set(hand.legal_moves()) == set(hand.hands[0])  # any suit


def test_m8_capture_at_twenty() -> None:
    cards = stack(2, {1: ["9H", "3H"], 0: ["8H", "2S"]})
    hand = modten.deal(2, dealer=0, cards=cards)
    hand.apply("9H")
    hand.apply("8H")
    events = hand.apply("3H")  # 9 + 8 + 3
    assert events[-1] == ("captured", 1, (("9H", "8H", "3H"), 20))
    assert hand.current_player == 1


def test_m8_capture_at_thirty() -> None:
    cards = stack(2, {1: ["9H", "7H", "2C"], 0: ["8H", "6H", "3C"]})
    hand = modten.deal(2, dealer=0, cards=cards)
    for move in ("9H", "8H", "7H"):  # 9, 17, 24: no capture on the way
        assert [e.kind for e in hand.apply(move)] == ["played"]
    events = hand.apply("6H")
    assert events[-1].kind == "captured" and events[-1].detail[1] == 30
    assert hand.discard_count == 4 and hand.current_player == 0


def test_m8_a_lead_never_captures() -> None:
    assert capture_value(0) is None
    hand = modten.deal(2, dealer=0, seed=3)
    events = hand.apply(hand.legal_moves()[0])
    assert [e.kind for e in events] == ["played"]


# ----- M9: the win ---------------------------------------------------------------------------
def _play_until_won(seed: int, players: int) -> tuple[modten.ModTenHand, list, bool]:
    """Play the first legal move each turn; return the final events and whether it led."""
    hand = modten.deal(players, dealer=0, seed=seed)
    while True:
        led = hand.led_suit is None
        events = hand.apply(hand.legal_moves()[0])
        if hand.is_over:
            return hand, events, led


@pytest.mark.parametrize("how", ["lead", "follow"])
def test_m9_win_ends_the_hand_at_once_on_a_plain_lead_or_follow(how: str) -> None:
    for seed in range(300):
        hand, events, led = _play_until_won(seed, 3)
        if [e.kind for e in events] == ["played", "won"] and led == (how == "lead"):
            break
    else:
        pytest.fail(f"no seed gave a win on a {how} without a capture")
    winner = events[0].seat
    assert hand.winner == winner and hand.hand_counts[winner] == 0
    assert hand.current_player is None and hand.legal_moves() == []
    assert all(c > 0 for s, c in enumerate(hand.hand_counts) if s != winner)
    assert hand.table  # the table stays as it was: nobody captured it


def test_m9_win_with_a_capturing_last_card_two_players() -> None:
    # Seat 0 (16 cards) leads everything; seat 1 is void in clubs and diamonds, and seat 0
    # arranges its last card to capture.
    seat0 = [
        "AC",
        "2C",
        "3C",
        "4C",
        "6C",
        "7C",
        "8C",
        "9C",
        "AD",
        "2D",
        "3D",
        "4D",
        "6D",
        "7D",
        "8D",
        "9D",
    ]
    cards = stack(2, {0: seat0}, dealer=1)
    hand = modten.deal(2, dealer=1, cards=cards)  # dealer 1, so seat 0 leads
    assert hand.current_player == 0
    clubs = ["AC", "2C", "3C", "4C", "6C", "7C", "8C", "9C"]  # sums 1,3,6,10 | 6,13,21,30
    seen_capture_at_end = False
    for card in clubs + ["AD", "2D", "3D", "4D", "6D", "7D", "8D", "9D"]:
        events = hand.apply(card)
        assert hand.current_player in (0, None)
        if hand.is_over:
            seen_capture_at_end = [e.kind for e in events] == ["played", "captured", "won"]
    assert hand.winner == 0 and seen_capture_at_end
    assert hand.scores() == [16, 0]  # M12: the winner scores the hand size


# ----- M10: the stalemate guard ---------------------------------------------------------------
def test_m10_nobody_holding_the_led_suit_raises_instead_of_looping() -> None:
    cards = stack(2, {1: ["2H", "3S"], 0: ["4S"]}, voids={0: "H"})
    hand = modten.deal(2, dealer=0, cards=cards)
    # Corrupt the state as only a bug could: seat 1 loses its other hearts.
    hand._suits[1]["H"] = {"2H": 1}
    hand._count[1] = sum(sum(d.values()) for d in hand._suits[1].values())
    with pytest.raises(StalemateError, match="M10"):
        hand.apply("2H")


# ----- M11: open hands ------------------------------------------------------------------------
def test_m11_open_hands_show_both_hands_to_both_seats() -> None:
    hand = modten.deal(2, dealer=0, seed=2, open_hands=True)
    view = hand.view(0)
    assert view.open_hands == hand.hands
    assert modten.deal(2, dealer=0, seed=2).view(0).open_hands is None


def test_m11_open_hands_need_two_players() -> None:
    with pytest.raises(ValueError, match="2 players"):
        modten.deal(3, dealer=0, seed=1, open_hands=True)


# ----- M12: scores -----------------------------------------------------------------------------
def test_m12_score_is_cards_shed() -> None:
    hand = modten.deal(3, dealer=0, seed=9)
    assert hand.scores() == [0, 0, 0]
    hand.apply(hand.legal_moves()[0])
    assert hand.scores() == [0, 1, 0]


# ----- M14: information ------------------------------------------------------------------------
def test_m14_view_holds_own_hand_and_only_public_facts() -> None:
    hand = modten.deal(4, dealer=0, seed=11)
    hand.apply(hand.legal_moves()[0])
    view = hand.view(2)
    assert view.hand == hand.hands[2]
    assert view.hand_counts == hand.hand_counts
    assert view.history == hand.moves and view.table == hand.table
    others = sorted(c for s in (0, 1, 3) for c in hand.hands[s])
    assert sorted(view.unseen) == others  # what is unseen is exactly the other hands, pooled
    dumped = view.model_dump()
    assert set(dumped) >= {"hand", "hand_counts", "voids", "table", "table_sum", "led_suit"}
    assert dumped["open_hands"] is None


# ----- errors and the contract -------------------------------------------------------------
def test_illegal_moves_raise_a_value_error_and_change_nothing() -> None:
    hand = modten.deal(2, dealer=0, seed=5)
    before = (hand.hands, hand.table, hand.current_player, hand.moves)
    for bad in ("XX", "10H", "", "KH"):
        with pytest.raises(IllegalMove, match="not a Mod Ten card"):
            hand.apply(bad)
    not_held = next(c for c in deck_cards(2) if c not in hand.hands[1])
    with pytest.raises(ValueError, match="does not hold"):
        hand.apply(not_held)
    assert (hand.hands, hand.table, hand.current_player, hand.moves) == before
    assert issubclass(IllegalMove, ValueError) and IllegalMove is ProtocolIllegalMove


def test_stacked_deck_must_be_a_permutation() -> None:
    good = deck_cards(2, "single")
    with pytest.raises(ValueError, match="missing: 9C"):
        modten.deal(2, dealer=0, cards=good[:-1])
    with pytest.raises(ValueError, match="not Mod Ten card codes: ZZ"):
        modten.deal(2, dealer=0, cards=good[:-1] + ["ZZ"])
    with pytest.raises(ValueError, match=r"not in it.*5H"):
        modten.deal(2, dealer=0, cards=good[:-1] + ["5H"])


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 7, "dealer": 0}, "2 to 6 players"),
        ({"players": 3, "dealer": 3}, "dealer must be a seat 0..2"),
        ({"players": 3, "dealer": 0, "deck": "triple"}, "deck must be one of"),
    ],
)
def test_bad_setup_is_refused_clearly(kwargs: dict, message: str) -> None:
    players = kwargs.pop("players")
    with pytest.raises(ValueError, match=message):
        modten.deal(players, **kwargs)


def test_record_rebuilds_the_same_hand_and_names_a_bad_move() -> None:
    hand = modten.deal(3, dealer=2, seed=21)
    for _ in range(7):
        hand.apply(hand.legal_moves()[-1])
    again = modten.from_record(hand.record)
    assert again.hands == hand.hands and again.table == hand.table
    assert again.current_player == hand.current_player and again.moves == hand.moves
    bad = hand.record.model_copy(update={"moves": hand.moves[:3] + ["9Z"]})
    with pytest.raises(IllegalMove, match="move 4"):
        modten.from_record(bad)
