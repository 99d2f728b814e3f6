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


class Rates:
    """A stand-in for `engine.Playouts` that plays nothing: its slices' rates, in turn."""

    def __init__(self, *rates: float) -> None:
        self.rates = list(rates)
        self.asked: list[float] = []

    def run(self, seconds: float) -> tuple[float, float]:
        self.asked.append(seconds)
        return self.rates.pop(0), 0.0


def test_the_ratio_is_the_median_of_slices_paired_back_to_back() -> None:
    # the first slice of each is the untimed warm-up; then pairs 3, 1, 3, 4
    ours, uno = Rates(1, 300, 100, 420, 200), Rates(100, 100, 100, 140, 50)
    got = engine.paired_ratio(ours, uno, 4, 0.5)  # type: ignore[arg-type]
    assert got == {
        "ratio": 3.0,
        "ratio_low": 1.0,
        "ratio_high": 4.0,
        "ratio_best": 3.0,  # 420 / 140
        "pairs": 4,
    }
    assert ours.asked == uno.asked == [0.5] * 5
    ours, uno = Rates(1, 300, 100, 420), Rates(9, 100, 100, 140)
    assert engine.paired_ratio(ours, uno, 3, 0.1)["ratio"] == 3.0  # type: ignore[arg-type]


def test_slices_go_on_with_one_stream_of_games() -> None:
    played: list[int] = []

    class Counted(engine.UnoCore):
        def __init__(self, seed: int) -> None:
            played.append(seed)
            super().__init__(seed)

    pytest.importorskip("rlcard")
    p = engine.Playouts(Counted, 5)
    p.run(0.05)
    first = len(played)
    p.run(0.05)
    assert played[0] == random.Random(5).randrange(2**32)
    assert len(played) > first > 0
    assert len(set(played)) == len(played)  # the second slice did not deal the first's games
