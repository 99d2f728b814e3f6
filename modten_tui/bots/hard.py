"""The hard level of every game: play the move its `analyse` ranks first.

A game supplies `analyse(view, legal, **limits) -> list[MoveStat]` (its
search, see `ismcts.py`); advice and root-parallel workers call the same function, so advice
names the hard player's move at the same seed and budget by construction.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol, Unpack

from pydantic import BaseModel

from modten_tui.bots import parallel
from modten_tui.bots.base import Bot
from modten_tui.bots.ismcts import best_move
from modten_tui.bots.protocol import Limits, MoveStat

SEED_STEP = 7919  # decision k of a seeded player searches with seed + k * SEED_STEP


class Analyse(Protocol):
    """A game's search of one decision: statistics per move (`only`: the moves to search;
    None: all), within `limits`."""

    def __call__(
        self,
        view: BaseModel,
        legal: list[str],
        *,
        only: list[str] | None = None,
        **limits: Unpack[Limits],
    ) -> list[MoveStat]: ...


class SearchPlayer:
    """Hard: thinks `budget_s` seconds a move, or exactly `iterations` when that is given
    (reproducible tests and benchmarks). Its first decision searches with `seed` itself."""

    name = "hard"

    def __init__(
        self,
        analyse: Analyse,
        seed: int | None = None,
        budget_s: float = 1.0,
        iterations: int | None = None,
        workers: int | None = None,
    ) -> None:
        self.analyse: Analyse = analyse
        # Processes the search runs in (parallel.py); 1: this thread only.
        self.workers = workers or parallel.default_workers()
        self.seed = seed
        self.budget_s = budget_s
        self.iterations = iterations
        self.decisions = 0
        self.last_iterations = 0
        self.last_stats: list[MoveStat] = []

    def next_seed(self) -> int | None:
        """The seed of the next decision's search (None: unseeded)."""
        if self.seed is None:
            return None
        return self.seed + self.decisions * SEED_STEP

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        if not legal:
            raise ValueError("no legal move to choose from")
        if len(legal) == 1:
            self.last_iterations = 0
            self.last_stats = []
            return legal[0]
        # With an iteration cap the cap rules (reproducible); otherwise the clock does.
        budget = None if self.iterations else self.budget_s
        if self.workers > 1:  # root-parallel: a share here, the others in worker processes
            stats = parallel.search(
                self.analyse,
                view,
                legal,
                workers=self.workers,
                budget_s=budget,
                iterations=self.iterations,
                seed=self.next_seed(),
            ).stats
        else:
            stats = self.analyse(
                view, legal, budget_s=budget, iterations=self.iterations, seed=self.next_seed()
            )
        self.decisions += 1
        self.last_stats = stats
        self.last_iterations = sum(s.visits for s in stats)
        return best_move(stats, legal)


def level_bot(
    level: str,
    rule_bots: Mapping[str, Callable[[int | None], Bot]],
    analyse: Analyse,
    *,
    seed: int | None,
    budget_s: float,
    iterations: int | None,
) -> Bot:
    """A game's computer player at `level`: hard is the search over the game's `analyse`,
    the others are its rule players (`rule_bots`, each built from a seed)."""
    if level == "hard":
        return SearchPlayer(analyse, seed, budget_s, iterations)
    return rule_bots[level](seed)
