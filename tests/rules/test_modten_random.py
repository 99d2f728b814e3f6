"""Mod Ten's own invariants over 20,000 random hands (2–6 players, both decks), on top of the
protocol's (tests/rules/random_play.py): every card is in exactly one place, a skip shows a
void, the acting seat's view is its hand with the rest pooled, and a hand has exactly one
winner, who scores the hand size. The default run plays the first 100 hands of each
configuration; the full 20,000 are the slow set (`-m slow`, run by .ci/run after the default).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from modten_tui import registry
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import deck_cards
from modten_tui.rules.protocol import Event, Game
from tests.rules.random_play import Tally, play_random

HANDS_PER_CONFIG = 2_000  # x 10 configurations = 20,000 hands: the slow set (`-m slow`)
QUICK_HANDS = 100  # per configuration in the default run; the full run starts with the same ones
CONFIGS = [(p, d) for p in range(2, 7) for d in ("single", "double")]
SIZES = [
    pytest.param(QUICK_HANDS, id="quick"),
    pytest.param(HANDS_PER_CONFIG, id="full", marks=pytest.mark.slow),
]


class Cards:
    """Where every card is: in a hand, on the table or captured; checked after every move."""

    def __init__(self, full: Counter[str]) -> None:
        self.full = full
        self.captured: Counter[str] = Counter()

    def __call__(self, game: Game, move: str, events: list[Event]) -> None:
        assert isinstance(game, modten.ModTenHand)
        for e in events:
            if e.kind == "captured":
                self.captured.update(e.detail[0])
            elif e.kind == "skipped":
                assert e.detail in game.voids(e.seat)
        self.check(game)
        seat = game.current_player
        if seat is not None:
            hands = game.hands
            view = game.view(seat)
            assert view.hand == hands[seat] and view.open_hands is None
            others = Counter(c for s, h in enumerate(hands) if s != seat for c in h)
            assert Counter(view.unseen) == others  # pooled, never per seat

    def check(self, hand: modten.ModTenHand) -> None:
        held = Counter(c for h in hand.hands for c in h)
        assert held + Counter(hand.table) + self.captured == self.full
        total = sum(hand.hand_counts) + len(hand.table) + hand.discard_count
        assert total == sum(self.full.values())


@pytest.mark.parametrize("hands", SIZES)
@pytest.mark.parametrize(("players", "deck"), CONFIGS)
def test_random_hands_keep_every_invariant(players: int, deck: str, hands: int) -> None:
    spec = registry.get("modten")
    rng = random.Random(players * 100 + len(deck))
    full = Counter(deck_cards(players, deck))
    tally = Tally()
    for _ in range(hands):
        hand = modten.deal(players, dealer=rng.randrange(players), seed=rng.random(), deck=deck)
        cards = Cards(full)
        play_random(spec, hand, rng, tally, deep_share=0.05, junk=sorted(full), on_move=cards)
        assert hand.winners == [hand.winner] and hand.hand_counts.count(0) == 1
        assert hand.winner is not None and hand.scores()[hand.winner] == hand.hand_size
        cards.check(hand)
    assert tally.games == hands
    if players == 2:  # the whole deck is dealt: each knows the other's hand, nothing is hidden
        assert tally.worlds_differing == 0
    else:
        assert tally.worlds_differing > tally.worlds // 2
