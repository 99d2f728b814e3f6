"""The one interface of computer players, for both games (invariant 2).

A bot is handed the view of its own seat and the legal moves, never the game itself, so it
cannot see another hand or the order of a draw pile. It returns one of the legal moves.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
V = TypeVar("V", bound=BaseModel)


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


class RuleBot(ABC, Generic[V]):
    """A player by rules of thumb (easy and normal): seeded, handed its game's view only (a
    `view_type`; any other is refused), and with one legal move it plays it unasked."""

    name: str
    view_type: type[V]

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        if not isinstance(view, self.view_type):
            raise TypeError(
                f"{type(self).__name__} needs a {self.view_type.__name__}, "
                f"not {type(view).__name__}"
            )
        if len(legal) == 1:
            return legal[0]
        return self.pick(view, legal)

    @abstractmethod
    def pick(self, view: V, legal: list[str]) -> str:
        """The move among `legal` (two or more) for the seat `view` belongs to."""
