"""`TenGame.from_view`: a view and its draw pile are the whole game, as the search needs."""

from __future__ import annotations

import random

import pytest

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_game_rebuilt_from_a_view_and_its_pile_plays_on_exactly_like_the_game(
    players: int,
) -> None:
    rng = random.Random(players)
    game = ten.new_game(players, first_player=0, seed=players, all_pass="active_player")
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        copy = TenGame.from_view(view, game.pile.copy())
        assert copy.view(seat) == view
        assert copy.legal_moves() == game.legal_moves()
        ahead = game.clone()
        for _ in range(6):  # the next moves give the same events on both
            if ahead.is_over:
                break
            move = rng.choice(ahead.legal_moves())
            assert copy.apply(move) == ahead.apply(move)
        assert copy.scores() == ahead.scores() and copy.winners == ahead.winners
        game.apply(rng.choice(game.legal_moves()))


def test_with_pile_copies_the_game_and_takes_the_pile_given() -> None:
    game = ten.new_game(3, first_player=1, seed=5)
    pile = list(reversed(game.pile))
    count = len(pile)
    other = game.with_pile(pile)
    assert other.pile is pile and other.view(1) == game.view(1)
    other.apply("draw")
    assert other.draw_pile_count == count - 1
    assert game.moves == [] and game.draw_pile_count == count  # the game itself is untouched
