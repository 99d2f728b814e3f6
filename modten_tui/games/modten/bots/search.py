"""Mod Ten for the generic ISMCTS: the search model of one decision, and `analyse`.

The determinizer is `Sampler` (the unseen cards dealt under the public voids and counts, M14);
the state is the compact world of `stepper`. Every move in Mod Ten is public, but who moves
next depends on hidden voids, which the tree keys on (see `modten_tui.bots.ismcts`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from pydantic import BaseModel

from modten_tui.bots.ismcts import Search, Settings
from modten_tui.bots.protocol import MoveStat, SearchModel
from modten_tui.games.modten.bots.determinize import CODE, SUIT_INDEX, Sampler
from modten_tui.games.modten.bots.stepper import legal, playout, step
from modten_tui.games.modten.rules.cards import VALUE
from modten_tui.games.modten.rules.hand import ModTenView

SETTINGS = Settings(exploration=0.7)  # UCB constant for 0/1 rewards; tuned by the league


class World:
    """One determinized deal in play: hands by seat and suit, cards left, [sum, led, seat]."""

    __slots__ = ("hands", "counts", "state", "winner")

    def __init__(self, hands: list[list[list[int]]], counts: list[int], state: list[int]) -> None:
        self.hands = hands
        self.counts = counts
        self.state = state
        self.winner = -1


class ModTenModel(SearchModel[World, int]):
    """The decision of `view.seat`, who must be the seat to move."""

    def __init__(self, view: ModTenView) -> None:
        if view.current_player != view.seat:
            raise ValueError("the search runs for the seat to move")
        self.view = view
        self.players = view.players
        self.seat = view.seat
        self.sampler = Sampler(view)
        self._led = -1 if view.led_suit is None else SUIT_INDEX[view.led_suit]

    def sample(self, rng: random.Random) -> World:
        v = self.view
        state = [v.table_sum, self._led, v.seat]
        return World(self.sampler.sample(rng), list(v.hand_counts), state)

    def to_move(self, state: World) -> int:
        return state.state[2]

    def moves(self, state: World, at_root: bool) -> list[int]:
        st = state.state
        return legal(state.hands[st[2]], st[1])

    def apply(self, state: World, move: int) -> None:
        state.winner = step(state.hands, state.counts, state.state, move)

    def is_terminal(self, state: World) -> bool:
        return state.winner >= 0

    def playout(self, state: World, rng: random.Random) -> None:
        state.winner = playout(state.hands, state.counts, state.state, rng.random)

    def rewards(self, state: World) -> Sequence[float]:
        return [1.0 if s == state.winner else 0.0 for s in range(self.players)]

    def label(self, move: int) -> str:
        return CODE[(move >> 4, move & 15)]


def encode(card: str) -> int:
    """A card code as the stepper's move (suit * 16 + value)."""
    return (SUIT_INDEX[card[1]] << 4) | VALUE[card]


def analyse(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
    only: list[str] | None = None,
) -> list[MoveStat]:
    """The search's statistics for each move of `view.seat`, best first (the hard player plays
    the first). Stops at `iterations` or after `budget_s` (1 s if neither is given). A pure
    function of its arguments when `iterations` is given: same seed, same answer. `only`: the
    root moves to search (None: all)."""
    from modten_tui.games.modten.bots.players import NormalModTen, as_view

    started = time.perf_counter()
    v = as_view(view)
    # The heuristic's choice breaks near-ties (ismcts.rank); seeded alike in every call so the
    # answer depends on the view alone, whichever worker asks.
    prior = NormalModTen(0).choose(v, legal)
    if len(legal) == 1:
        return [MoveStat(legal[0], 0, 0.0, prior=True)]
    if budget_s is None and iterations is None:
        budget_s = 1.0
    search = Search(ModTenModel(v), random.Random(seed), SETTINGS, prior=encode(prior), only=only)
    search.run(budget_s, iterations, started)
    return search.stats()
