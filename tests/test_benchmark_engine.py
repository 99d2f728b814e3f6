"""`benchmarks/engine.py`'s baseline: RLCard's UNO played out as our games are (where the
`bench` extra is installed), and the ratios of our engines to it, from the same run."""

from __future__ import annotations

import random

import pytest

from benchmarks import engine


def test_the_uno_baseline_plays_games_to_their_end_through_core_and_step() -> None:
    pytest.importorskip("rlcard")
    for kind in (engine.UnoCore, engine.UnoStep):
        game, rng, moves = kind(7), random.Random(7), 0
        while not game.is_over:
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
        assert 0 < moves < 10_000


def test_the_ratios_are_ours_over_the_uno_core() -> None:
    lines = [
        {"game": "modten", "players": 2, "deck": "single", "plays_per_s": 300},
        {"game": "modten", "players": 4, "deck": "double", "plays_per_s": 999},
        {"game": "ten", "players": 2, "moves_per_s": 100},
        {"game": "rlcard-uno-core", "players": 2, "moves_per_s": 50},
    ]
    assert engine.ratios(lines) == [
        {"game": "modten over rlcard-uno-core", "players": 2, "ratio": 6.0},
        {"game": "ten over rlcard-uno-core", "players": 2, "ratio": 2.0},
    ]
    assert engine.ratios(lines[:3]) == []  # no baseline in this run: no ratio
