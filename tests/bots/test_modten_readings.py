"""The search reads the players (issue 14): a follower who did not capture (M8) holds no card
that would have, so the deals it samples give that card to the others."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from modten_tui.games.modten.bots.determinize import SUIT_INDEX, Sampler, declined_captures
from modten_tui.games.modten.bots.players import NormalModTen
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import VALUE

# Three players, single deck without AS and 9S (M2); dealer 2, so seat 0 leads (M6).
SEATS = [
    ["3S", "2H", "3H", "4H", "2D", "3D", "4D", "2C", "3C", "4C"],
    ["4S", "6S", "6H", "7H", "8H", "6D", "7D", "8D", "6C", "7C"],
    ["2S", "7S", "8S", "AH", "9H", "AD", "9D", "AC", "8C", "9C"],
]


def _stacked() -> modten.ModTenHand:
    order = [SEATS[k % 3][k // 3] for k in range(30)]  # dealt one at a time from seat 0
    return modten.deal(3, dealer=2, cards=order)


def _where(hands: list[list[list[int]]], suit: str, value: int) -> list[int]:
    return [seat for seat, h in enumerate(hands) if value in h[SUIT_INDEX[suit]]]


def test_a_follow_that_does_not_capture_reads_out_the_capturing_card_m8() -> None:
    hand = _stacked()
    for card in ["3S", "4S", "2S"]:  # 3, then 7 (7S would have captured), then 9 (3S would)
        hand.apply(card)
    lacks = declined_captures(hand.view(0))
    assert lacks[1] == {(SUIT_INDEX["S"], 7)}
    assert lacks[2] == {(SUIT_INDEX["S"], 3)}
    assert lacks[0] == set()  # the leader shows nothing


def test_a_capture_shows_nothing_and_the_next_lead_starts_afresh_m8() -> None:
    hand = _stacked()
    # 3S 4S 2S (9); seat 0 is skipped (void in S); 6S (15: an ace would have captured);
    # 7S (22: a 5 would have); seats 0 and 1 are void, so seat 2 again: 8S captures (30).
    for card in ["3S", "4S", "2S", "6S", "7S", "8S"]:
        hand.apply(card)
    hand.apply("AH")  # seat 2 leads again, then seat 0 follows without the 9H
    hand.apply("2H")
    lacks = declined_captures(hand.view(1))
    assert lacks[1] == {(SUIT_INDEX["S"], 7), (SUIT_INDEX["S"], 1)}
    assert lacks[2] == {(SUIT_INDEX["S"], 3), (SUIT_INDEX["S"], 5)}
    assert lacks[0] == {(SUIT_INDEX["H"], 9)}  # read in hearts: the capture cleared the table


def test_the_sampled_deals_give_a_read_out_card_to_the_others() -> None:
    hand = _stacked()
    for card in ["3S", "4S"]:  # seat 1 did not capture: it holds no 7S, so seat 2 has it
        hand.apply(card)
    view = hand.view(0)
    rng = random.Random(3)
    read = Counter(tuple(_where(Sampler(view, reads=True).sample(rng), "S", 7)) for _ in range(300))
    plain = Counter(tuple(_where(Sampler(view).sample(rng), "S", 7)) for _ in range(300))
    assert read == Counter({(2,): 300})
    assert plain[(1,)] > 100 and plain[(2,)] > 100  # uniform without the reading


def test_a_reading_no_deal_agrees_with_falls_back_to_the_voids() -> None:
    # Two players: every unseen card is the other's. A missed capture (a person may miss one)
    # reads a card out of the only hand that can hold it; the deal still comes, and is right.
    hand = modten.deal(2, dealer=1, seed=5)
    rng = random.Random(1)
    for _ in range(12):
        hand.apply(rng.choice(hand.legal_moves()))
        if hand.is_over:
            break
    seat = hand.current_player
    assert seat is not None
    view = hand.view(seat)
    other = 1 - seat
    deal = Sampler(view, reads=True).sample(random.Random(2))
    assert Counter((s, v) for s in range(4) for v in deal[other][s]) == Counter(
        (SUIT_INDEX[c[1]], VALUE[c]) for c in hand.hands[other]
    )


@pytest.mark.parametrize("players", [3, 4, 6])
def test_against_players_who_take_every_capture_no_reading_is_ever_wrong(players: int) -> None:
    for game in range(6):
        hand = modten.deal(players, dealer=game % players, seed=700 + game)
        bots = [NormalModTen(game * 10 + s) for s in range(players)]
        while not hand.is_over:
            seat = hand.current_player
            assert seat is not None
            view = hand.view(seat)
            for other, lacks in enumerate(declined_captures(view)):
                held = {(SUIT_INDEX[c[1]], VALUE[c]) for c in hand.hands[other]}
                assert not lacks & held, f"seat {other} was read out of a card it holds"
            hand.apply(bots[seat].choose(view, hand.legal_moves()))


def test_deals_with_readings_keep_every_public_fact_m14() -> None:
    # Hand sizes, the unseen cards copy for copy, the voids and the readings, over the views
    # of four-player hands played by players who take every capture.
    rng = random.Random(9)
    checked = 0
    for game in range(3):
        hand = modten.deal(4, dealer=game, seed=800 + game)
        bots = [NormalModTen(game * 10 + s) for s in range(4)]
        while not hand.is_over:
            seat = hand.current_player
            assert seat is not None
            view = hand.view(seat)
            sampler = Sampler(view, reads=True)
            if sampler.read is not None:
                lacks = declined_captures(view)
                for _ in range(3):
                    deal = sampler.sample(rng)
                    assert [sum(len(x) for x in h) for h in deal] == view.hand_counts
                    dealt = Counter(
                        (s, v)
                        for o, h in enumerate(deal)
                        if o != seat
                        for s in range(4)
                        for v in h[s]
                    )
                    assert dealt == Counter((SUIT_INDEX[c[1]], VALUE[c]) for c in view.unseen)
                    for o, h in enumerate(deal):
                        if o == seat:
                            continue
                        for suit in view.voids[o]:
                            assert not h[SUIT_INDEX[suit]]
                        assert not {(s, v) for s in range(4) for v in h[s]} & lacks[o]
                    checked += 1
            hand.apply(bots[seat].choose(view, hand.legal_moves()))
    assert checked > 100
