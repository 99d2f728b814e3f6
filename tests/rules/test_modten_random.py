"""Random simulation of Mod Ten (in the manner of OpenSpiel's random_sim_test).

20,000 hands over 2–6 players and both decks (`-m slow`; the default run plays the first 1,000).
At every step: the legal moves are non-empty until the end, a clone accepts every one of them,
an illegal move is refused with nothing changed, every card is in exactly one place, and the
acting seat's view hides the others.
At the end: exactly one winner, and the record replays to the same state.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import deck_cards
from modten_tui.rules import rebuild

HANDS_PER_CONFIG = 2_000  # x 10 configurations = 20,000 hands: the slow set (`-m slow`)
QUICK_HANDS = 100  # per configuration in the default run; the full run starts with the same ones
CONFIGS = [(p, d) for p in range(2, 7) for d in ("single", "double")]
SIZES = [
    pytest.param(QUICK_HANDS, id="quick"),
    pytest.param(HANDS_PER_CONFIG, id="full", marks=pytest.mark.slow),
]


def snapshot(hand: modten.ModTenHand) -> tuple:
    return (
        tuple(map(tuple, hand.hands)), tuple(hand.table), hand.table_sum, hand.led_suit,
        hand.discard_count, hand.current_player, hand.winner, tuple(hand.moves),
    )


def check_conservation(
    hand: modten.ModTenHand, hands: list[list[str]], full: Counter, discarded: Counter
) -> None:
    held = Counter(c for h in hands for c in h)
    assert held + Counter(hand.table) + discarded == full
    assert sum(hand.hand_counts) + len(hand.table) + hand.discard_count == sum(full.values())


@pytest.mark.parametrize("hands", SIZES)
@pytest.mark.parametrize(("players", "deck"), CONFIGS)
def test_random_hands_keep_every_invariant(players: int, deck: str, hands: int) -> None:
    rng = random.Random(players * 100 + len(deck))
    full = Counter(deck_cards(players, deck))
    codes = sorted(full)
    for _ in range(hands):
        hand = modten.deal(players, dealer=rng.randrange(players), seed=rng.random(), deck=deck)
        discarded: Counter = Counter()
        while not hand.is_over:
            legal = hand.legal_moves()
            assert legal, "no legal move before the hand is over"
            seat = hand.current_player
            assert seat is not None
            for move in legal:
                hand.clone().apply(move)
            illegal = [c for c in codes if c not in legal]
            if illegal:
                before = snapshot(hand)
                with pytest.raises(modten.IllegalMove):
                    hand.apply(rng.choice(illegal))
                assert snapshot(hand) == before
            hands = hand.hands
            view = hand.view(seat)
            assert view.hand == hands[seat] and view.open_hands is None
            others = Counter(c for s, h in enumerate(hands) if s != seat for c in h)
            assert Counter(view.unseen) == others  # pooled, never per seat
            table_before = hand.table
            events = hand.apply(rng.choice(legal))
            if any(e.kind == "captured" for e in events):
                discarded.update(table_before + [events[0].detail])
            for e in events:
                if e.kind == "skipped":
                    assert e.detail in hand.voids(e.seat)
            check_conservation(hand, hand.hands, full, discarded)
        assert hand.current_player is None and hand.legal_moves() == []
        assert hand.winners == [hand.winner] and hand.hand_counts.count(0) == 1
        assert hand.scores()[hand.winner] == hand.hand_size
        check_conservation(hand, hand.hands, full, discarded)
        again = rebuild(hand.record)
        assert snapshot(again) == snapshot(hand)
