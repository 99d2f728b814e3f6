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

    def candidates(self, view: BaseModel, legal: list[str]) -> list[str]:
        """The moves worth simulating. TEN: a payment is the engine's preferred one (fewest
        cards, then least excess, T12) and bids are pass or the three lowest, so the playouts
        go to the choices that matter rather than to near-copies."""
        if self.game != "ten":
            return legal
        if legal[0].startswith("pay "):
            return legal[:1]
        if any(m.startswith("bid ") for m in legal):
            return [m for m in legal if not m.startswith("bid ")] + [
                m for m in legal if m.startswith("bid ")
            ][:3]
        return legal

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        moves = self.candidates(view, legal)
        if len(moves) == 1:
            return moves[0]
        seat: int = view.seat  # type: ignore[attr-defined]
        totals = dict.fromkeys(moves, 0.0)
        spent = 0
        while spent < self.playouts:
            world = self.world(view)
            luck = self.rng.random()
            for move in moves:
                game = world.clone()
                game.apply(move)
                # the same playout luck for every move: they differ by the move alone
                totals[move] += self.playout(game, seat, random.Random(luck))
            spent += len(moves)
        return max(moves, key=lambda m: (totals[m], -moves.index(m)))

    def playout(self, game: Any, seat: int, rng: random.Random) -> float:
        policy = self.policy
        if self.game == "modten":
            while not game.is_over:
                game.apply(policy(game, rng))
            return share_of(seat, game.winners)
        turns = 0
        # near the end the whole game fits in a playout: play it out
        limit = self.rounds * game.num_players if game.draw_pile_count > 20 else 1 << 30
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
