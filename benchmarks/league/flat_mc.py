"""Flat Monte Carlo over determinized views, and the perfect-information player.

For each decision: deal a world consistent with the view (Mod Ten: the unseen cards among the
other seats; TEN: the pile shuffled), try every legal move in that same world (so the moves are
compared on equal luck), play each out with a playout policy, and repeat until the playout cap
is spent. The move with the best average wins. Mod Ten playouts run to the end of the hand and
score a win; TEN playouts run one round of turns and score the seat's standing (points and
tokens against the best rival), since whole games of TEN are long.

`PerfectInfo` is the same player handed the true state: it sees every hand and the pile's order.
It is for evaluation only (how much a table size leaves to skill), never a fair opponent.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from benchmarks.league import modten_world, rollout, ten_world
from benchmarks.league.stats import share_of

Policy = Callable[[Any, random.Random], str]

POLICIES: dict[str, dict[str, Policy]] = {
    "modten": {"random": rollout.random_policy, "greedy": rollout.modten_greedy},
    "ten": {"random": rollout.random_policy, "greedy": rollout.ten_greedy},
}


class FlatMonteCarlo:
    sees_state = False

    def __init__(
        self,
        game: str,
        seed: int | None = None,
        *,
        playouts: int = 300,
        policy: str = "greedy",
        rounds: int = 1,
    ) -> None:
        if game not in POLICIES:
            raise ValueError(f"unknown game {game!r}")
        if playouts < 1:
            raise ValueError(f"playouts must be at least 1, not {playouts}")
        self.game = game
        self.name = f"flatmc-{policy}-{playouts}"
        self.playouts = playouts
        self.policy = POLICIES[game][policy]
        self.rounds = rounds  # TEN: how many rounds of turns a playout runs
        self.rng = random.Random(seed)

    def world(self, view: BaseModel) -> Any:
        if self.game == "modten":
            return modten_world.determinize(view, self.rng)  # type: ignore[arg-type]
        return ten_world.determinize(view, self.rng)  # type: ignore[arg-type]

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        seat: int = view.seat  # type: ignore[attr-defined]
        totals = dict.fromkeys(legal, 0.0)
        spent = 0
        while spent < self.playouts:
            world = self.world(view)
            for move in legal:
                game = world.clone()
                game.apply(move)
                totals[move] += self.playout(game, seat)
            spent += len(legal)
        return max(legal, key=lambda m: (totals[m], -legal.index(m)))

    def playout(self, game: Any, seat: int) -> float:
        rng, policy = self.rng, self.policy
        if self.game == "modten":
            while not game.is_over:
                game.apply(policy(game, rng))
            return share_of(seat, game.winners)
        turns = 0
        limit = self.rounds * game.num_players
        active = game.active_player
        while not game.is_over and turns < limit:
            game.apply(policy(game, rng))
            if game.active_player != active:
                active = game.active_player
                turns += 1
        standing = rollout.ten_standing(game, seat)
        if game.is_over:  # a finished game: ties on points are settled by T19, so say who won
            standing += 3.0 * share_of(seat, game.winners)
        return standing


class PerfectInfo(FlatMonteCarlo):
    """Flat Monte Carlo on the true state. Evaluation only: the runner hands it the game."""

    sees_state = True

    def __init__(self, game: str, seed: int | None = None, **kwargs: Any) -> None:
        super().__init__(game, seed, **kwargs)
        self.name = "perfect-" + self.name
        self._state: Any = None

    def see(self, state: Any) -> None:
        """The runner shows the whole game before each decision (nobody else gets this)."""
        self._state = state

    def world(self, view: BaseModel) -> Any:
        if self._state is None:
            raise RuntimeError("PerfectInfo plays only where the runner shows it the game")
        return self._state.clone()
