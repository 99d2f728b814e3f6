"""`ModTenHand.from_view`: a view and every seat's cards are the whole hand."""

from __future__ import annotations

import random

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.hand import ModTenHand


@pytest.mark.parametrize(("players", "deck"), [(2, "single"), (4, "double"), (6, "double")])
def test_a_hand_rebuilt_from_a_view_and_the_hands_plays_on_exactly_like_the_hand(
    players: int, deck: str
) -> None:
    rng = random.Random(players)
    hand = modten.deal(players, dealer=1, seed=players, deck=deck)
    while not hand.is_over:
        seat = hand.current_player
        assert seat is not None
        view = hand.view(seat)
        copy = ModTenHand.from_view(view, hand.hands)
        assert copy.view(seat) == view
        assert copy.hands == hand.hands and copy.scores() == hand.scores()
        ahead = hand.clone()
        for _ in range(8):  # the next plays give the same events on both
            if ahead.is_over:
                break
            move = rng.choice(ahead.legal_moves())
            assert copy.apply(move) == ahead.apply(move)
        assert copy.winner == ahead.winner
        hand.apply(rng.choice(hand.legal_moves()))
