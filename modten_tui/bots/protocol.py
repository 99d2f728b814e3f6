"""What a game supplies to the generic search (`ismcts.py`), and what the search reports.

A `SearchModel` is built for one decision from one seat's view. It samples worlds consistent
with that view (the determinizer) and steps a fast mutable state of its own choosing: the
search never sees a view, an engine or a card, only seats, moves and observations.

`MoveStat` is the search's answer per root move, plain data so that it crosses process
boundaries (root-parallel workers) and merges by summing.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Generic, TypedDict, TypeVar

S = TypeVar("S")  # the game's fast state, mutated in place by `apply` and `playout`
M = TypeVar("M", bound=Hashable)  # a move as the game's state knows it


class Limits(TypedDict, total=False):
    """How long one decision is searched, and from which seed (each may be left out or None):
    it stops after `iterations`, or `budget_s` seconds, whichever comes first (1 s if neither
    is given); the same seed with an iteration cap gives the same answer. `stop`, where
    given, is asked every few deals and ends the search early when true: a search nobody
    waits for any more (advice closed, the app quitting) must not hold a core or the exit."""

    budget_s: float | None
    iterations: int | None
    seed: int | None
    stop: Callable[[], bool] | None


class SearchModel(ABC, Generic[S, M]):
    """One decision of one game, for the searcher. Subclasses set `players` and `seat`."""

    players: int  # seats at the table
    seat: int  # the seat deciding (the view's owner)
    # How many moves deep the tree grows (None: no limit); below it the playout policy plays
    # every move. A tree node of another seat pools the worlds where that seat holds different
    # cards, and with few visits it explores at random where the policy would play sensibly.
    tree_depth: int | None = None

    @abstractmethod
    def sample(self, rng: random.Random) -> S:
        """A fresh world consistent with the seat's view (hidden cards dealt at random)."""

    @abstractmethod
    def to_move(self, state: S) -> int:
        """The seat to move in a state that is not terminal."""

    @abstractmethod
    def moves(self, state: S, at_root: bool) -> list[M]:
        """The moves the tree considers here (the legal moves, or a sensible subset)."""

    @abstractmethod
    def apply(self, state: S, move: M) -> Hashable:
        """Play `move`, mutating `state`; return what every seat sees of its outcome beyond
        the move itself (a card turned over, say), or None. The tree branches on it."""

    @abstractmethod
    def is_terminal(self, state: S) -> bool: ...

    @abstractmethod
    def playout(self, state: S, rng: random.Random) -> None:
        """Play on with a cheap policy, to the end or to a point `rewards` can judge."""

    @abstractmethod
    def rewards(self, state: S) -> Sequence[float]:
        """Each seat's reward in [0, 1] where a playout stopped (a win share at the end)."""

    def points(self, state: S, seat: int) -> float | None:
        """The seat's expected final points where a playout stopped, if the game has points."""
        return None

    def order(self, state: S, moves: list[M]) -> list[M]:
        """The moves best first by the playout policy (used by progressive widening)."""
        return moves

    def label(self, move: M) -> str:
        """A root move as the bot interface spells it (a card code, "draw", ...)."""
        return str(move)


@dataclass(frozen=True)
class MoveStat:
    """What the search learnt of one root move. Sums, so that workers' results add up."""

    move: str
    visits: int
    reward_sum: float
    points_sum: float | None = None  # the seat's points summed over the visits, where a game scores
    prior: bool = False  # the heuristic's own choice (it breaks near-ties, see `rank`)
    # None: ranked by visits (UCB chose them). A number: a paired search's move (the root's
    # moves tried alike in shared worlds), ranked by mean, the prior's credited this much.
    by_mean: float | None = None

    @property
    def mean(self) -> float:
        """The estimated reward (a win chance where rewards are win shares)."""
        return self.reward_sum / self.visits if self.visits else 0.0

    @property
    def points(self) -> float | None:
        """The expected points after this move, where the game reports points."""
        if self.points_sum is None or not self.visits:
            return None
        return self.points_sum / self.visits

    def plus(self, other: MoveStat) -> MoveStat:
        """The two statistics of one move merged (visits and sums added)."""
        if other.move != self.move:
            raise ValueError(f"cannot merge {self.move!r} with {other.move!r}")
        pts = None
        if self.points_sum is not None or other.points_sum is not None:
            pts = (self.points_sum or 0.0) + (other.points_sum or 0.0)
        return replace(
            self,
            visits=self.visits + other.visits,
            reward_sum=self.reward_sum + other.reward_sum,
            points_sum=pts,
            prior=self.prior or other.prior,
        )
