"""The random simulation, written once: every registered game (and every test game) is played
at random at every table size, checking the protocol's invariants at every step
(tests/rules/random_play.py says which). Each game's own invariants, at the full sizes, are in
its own module (test_modten_random.py, test_ten_random.py)."""

from __future__ import annotations

import random

from modten_tui.registry import GameSpec
from tests.rules.random_play import Tally, play_random

MOVES_PER_SIZE = 500  # per table size, in as many games as that takes (two at least)


def table_sizes(spec: GameSpec) -> range:
    # A table of one person is filled with computers before the rules see it (TEN's T20), so a
    # game's rules always have two seats or more.
    return range(max(spec.min_players, 2), spec.max_players + 1)


def test_random_games_keep_the_protocol(game_spec: GameSpec) -> None:
    rng = random.Random(f"random games {game_spec.key}")
    tally = Tally()
    for players in table_sizes(game_spec):
        start_games, start_moves = tally.games, tally.moves
        while tally.games - start_games < 2 or tally.moves - start_moves < MOVES_PER_SIZE:
            game = game_spec.rules.new_game(players, seed=rng.randrange(1 << 30))
            assert game.num_players == players and game.record.game == game_spec.key
            play_random(game_spec, game, rng, tally, deep_share=0.05)
    # The checks had something to check: refusals happened, and dealt-again worlds really
    # differed (a determinizer that copied the game would pass the view check trivially).
    assert tally.illegal_refused >= tally.deep_steps >= tally.games > 0
    assert tally.worlds_differing > tally.worlds // 4, (tally.worlds_differing, tally.worlds)


def test_a_new_game_is_fixed_by_its_seed(game_spec: GameSpec) -> None:
    players = game_spec.max_players
    one = game_spec.rules.new_game(players, seed=11)
    assert one.record == game_spec.rules.new_game(players, seed=11).record
    assert any(
        game_spec.rules.new_game(players, seed=s).record != one.record for s in range(12, 20)
    )
