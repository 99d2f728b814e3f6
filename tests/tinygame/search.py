"""Tiny Tricks for the generic search (`modten_tui/bots/ismcts.py`): a `SearchModel` over the
game itself (it is tiny, so the engine is its own fast state) and `analyse` for the hard player."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Unpack

from pydantic import BaseModel

from modten_tui.bots.ismcts import Search
from modten_tui.bots.protocol import Limits, MoveStat, SearchModel
from tests.tinygame.bots import sensible
from tests.tinygame.rules import TinyGame, TinyView, determinize


class TinyModel(SearchModel[TinyGame, str]):
    def __init__(self, view: TinyView) -> None:
        self.view = view
        self.players = view.players
        self.seat = view.seat

    def sample(self, rng: random.Random) -> TinyGame:
        return determinize(self.view, rng)

    def to_move(self, state: TinyGame) -> int:
        seat = state.current_player
        assert seat is not None
        return seat

    def moves(self, state: TinyGame, at_root: bool) -> list[str]:
        return state.legal_moves()

    def apply(self, state: TinyGame, move: str) -> Hashable:
        state.apply(move)
        return None  # a card played is the move itself; nothing else is turned over

    def is_terminal(self, state: TinyGame) -> bool:
        return state.is_over

    def playout(self, state: TinyGame, rng: random.Random) -> None:
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(sensible(state.view(seat), state.legal_moves()))

    def rewards(self, state: TinyGame) -> Sequence[float]:
        winners = state.winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.players)]

    def points(self, state: TinyGame, seat: int) -> float:
        return float(state.scores()[seat])


def analyse(
    view: BaseModel,
    legal: list[str],
    *,
    only: list[str] | None = None,
    **limits: Unpack[Limits],
) -> list[MoveStat]:
    if not isinstance(view, TinyView):
        raise TypeError(f"a Tiny Tricks search needs a TinyView, not {type(view).__name__}")
    if len(legal) == 1:
        return [MoveStat(legal[0], 0, 0.0, prior=True)]
    budget_s, iterations = limits.get("budget_s"), limits.get("iterations")
    if budget_s is None and iterations is None:
        budget_s = 1.0
    search = Search(
        TinyModel(view), random.Random(limits.get("seed")), prior=sensible(view, legal), only=only
    )
    search.run(budget_s, iterations, stop=limits.get("stop"))
    return search.stats()
