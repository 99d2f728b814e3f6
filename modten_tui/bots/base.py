"""The one interface of computer players, for both games (invariant 2).

A bot is handed the view of its own seat and the legal moves, never the game itself, so it
cannot see another hand or the order of a draw pile. It returns one of the legal moves.
"""

from __future__ import annotations

import random
from typing import Protocol

from pydantic import BaseModel

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class Bot(Protocol):
    """A computer player. `choose` must return one of `legal`."""

    name: str

    def choose(self, view: BaseModel, legal: list[str]) -> str: ...


class RandomBot:
    """Plays a uniformly random legal move: the yardstick the benchmarks measure against."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        if not legal:
            raise ValueError("no legal move to choose from")
        return self._rng.choice(legal)
