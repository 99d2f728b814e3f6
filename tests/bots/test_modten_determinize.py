"""Determinizations agree with the view (issue 6), and the search's stepping agrees with the engine.

Views with voids are made by playing real hands; every sampled deal is checked against what the
view says: the viewer's own hand, the hand sizes, the voids (M14) and the unseen cards.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from modten_tui.games.modten.bots.determinize import SUIT_INDEX, Sampler, determinize, sample_hands
from modten_tui.games.modten.bots.stepper import legal as _legal
from modten_tui.games.modten.bots.stepper import step as _step
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import VALUE, deck_cards


def _views_with_voids(players: int, games: int, seed: int) -> list[modten.ModTenView]:
    """Views of seats to move, taken along random hands, keeping those that show voids."""
    rng = random.Random(seed)
    views = []
    for g in range(games):
        hand = modten.deal(players, dealer=g % players, seed=seed * 1000 + g)
        while not hand.is_over:
            seat = hand.current_player
            assert seat is not None
            view = hand.view(seat)
            if any(view.voids[s] for s in range(players) if s != seat) or rng.random() < 0.05:
                views.append(view)
            hand.apply(rng.choice(hand.legal_moves()))
    return views


def _check_deal(view: modten.ModTenView, hands: list[list[str]]) -> None:
    assert Counter(hands[view.seat]) == Counter(view.hand)
    assert [len(h) for h in hands] == view.hand_counts
    dealt = Counter(c for s, h in enumerate(hands) if s != view.seat for c in h)
    assert dealt == Counter(view.unseen)
    # never a card already seen: dealt + own hand + played fit the deck, copy for copy
    deck = Counter(deck_cards(view.players, view.deck))
    assert not (dealt + Counter(view.hand) + Counter(view.history)) - deck
    for seat, h in enumerate(hands):
        for card in h:
            assert card[1] not in view.voids[seat], f"seat {seat} is void in {card[1]}"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_sampled_hands_respect_voids_counts_and_seen_cards(players: int) -> None:
    rng = random.Random(players)
    views = _views_with_voids(players, games=12, seed=players)
    assert any(any(v.voids) for v in views)
    for view in views[:150]:
        for _ in range(4):
            _check_deal(view, sample_hands(view, rng))


def test_heavily_constrained_views_fall_back_to_the_checked_deal() -> None:
    """Force the Hall-checked path: the greedy deal is skipped, and the deal still agrees."""
    rng = random.Random(7)
    views = [v for v in _views_with_voids(5, games=20, seed=11) if sum(map(len, v.voids)) >= 3]
    assert views
    for view in views[:60]:
        sampler = Sampler(view)
        order = sorted(
            (s for s in range(4) if sampler.by_suit[s]), key=lambda s: len(sampler.allowed[s])
        )
        per_other = sampler._checked(order, rng)
        hands = [[] for _ in range(view.players)]
        hands[view.seat] = list(view.hand)
        codes = {(SUIT_INDEX[c[1]], VALUE[c]): c for c in view.unseen}
        for i, seat in enumerate(sampler.others):
            hands[seat] = [codes[(s, v)] for s in range(4) for v in per_other[i][s]]
        _check_deal(view, hands)


def test_determinized_state_matches_the_position() -> None:
    rng = random.Random(3)
    for view in _views_with_voids(4, games=6, seed=5)[:80]:
        state = determinize(view, rng)
        seen = state.view(view.seat)
        assert seen.hand == view.hand
        assert seen.table == view.table and seen.table_sum == view.table_sum
        assert seen.led_suit == view.led_suit and seen.voids == view.voids
        assert seen.current_player == view.current_player
        assert sorted(seen.unseen) == sorted(view.unseen)
        # and the engine can play the determinization to its end
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))


def test_search_stepping_agrees_with_the_engine() -> None:
    """The compact state of the search makes the same plays, skips, captures and wins."""
    rng = random.Random(9)
    for g in range(60):
        players = 2 + g % 5
        hand = modten.deal(players, dealer=g % players, seed=g)
        hands = [[[], [], [], []] for _ in range(players)]
        for seat, cards in enumerate(hand.hands):
            for c in cards:
                hands[seat][SUIT_INDEX[c[1]]].append(VALUE[c])
        counts = hand.hand_counts
        state = [0, -1, hand.current_player]
        winner = -1
        while not hand.is_over:
            legal = sorted(hand.legal_moves())
            mine = sorted(_legal(hands[state[2]], state[1]))
            assert mine == sorted((SUIT_INDEX[c[1]] << 4) | VALUE[c] for c in legal)
            move = rng.choice(legal)
            hand.apply(move)
            winner = _step(hands, counts, state, (SUIT_INDEX[move[1]] << 4) | VALUE[move])
            if hand.is_over:
                break
            led = hand.led_suit
            assert state == [
                hand.table_sum,
                -1 if led is None else SUIT_INDEX[led],
                hand.current_player,
            ]
        assert winner == hand.winner


def test_a_view_is_the_same_whatever_the_other_hands_hold() -> None:
    """Invariant 2: the view a bot is handed depends on public facts and its own hand only.

    Re-deal the other hands at random (a determinization) and the view is unchanged, so it
    cannot carry another hand; the pooled `unseen` cards are a deduction open to every player.
    """
    rng = random.Random(1)
    for view in _views_with_voids(4, games=4, seed=8)[:60]:
        assert view.open_hands is None
        for _ in range(3):
            assert determinize(view, rng).view(view.seat) == view


def test_a_determinization_of_open_hands_keeps_them_open() -> None:
    """M11: with both hands face up the view shows them; the sampled hand shows them too, so its
    view is the view it was made from (a determinization's contract)."""
    rng = random.Random(2)
    hand = modten.deal(2, dealer=0, seed=4, open_hands=True)
    while not hand.is_over:
        seat = hand.current_player
        assert seat is not None
        view = hand.view(seat)
        assert view.open_hands is not None
        assert determinize(view, rng).view(seat) == view
        hand.apply(rng.choice(hand.legal_moves()))
