"""Mod Ten for the generic ISMCTS: the search model of one decision, and `analyse`.

The determinizer is `Sampler` (the unseen cards dealt under the public voids and counts, M14,
and what the players' declined captures show);
the state is the compact world of `stepper`. Every move in Mod Ten is public, but who moves
next depends on hidden voids, which the tree keys on (see `modten_tui.bots.ismcts`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import BaseModel

from modten_tui.bots.ismcts import Analyser, Settings, Start
from modten_tui.bots.protocol import SearchModel
from modten_tui.games.modten.bots.determinize import CODE, SUIT_INDEX, Sampler
from modten_tui.games.modten.bots.stepper import legal, playout, step
from modten_tui.games.modten.rules.cards import VALUE
from modten_tui.games.modten.rules.hand import ModTenView

# Deals read the players' declined captures (see determinize): +0.024 win share at four
# players against three normal, 300 iterations, 800 deals each (0.246 -> 0.270).
READS = True
# The tree's depth at three or more players (see ModTenModel): one move deep won 0.311 to the
# whole tree's 0.292 against three normal at four players (300 iterations, 800 deals), level
# against experts and at 3,000 iterations.
DEPTH = 1
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
        self.sampler = Sampler(view, reads=READS)
        # With three or more seats the other hands are hidden: the tree stops after this seat's
        # move and the playouts, which play each sampled hand sensibly, answer it (see
        # `SearchModel.tree_depth`). Two hands are open to each other (the unseen cards are
        # the other hand), so there the whole tree is kept.
        self.tree_depth = None if view.players == 2 else DEPTH
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


def _begin(view: BaseModel, legal: list[str], rng: random.Random) -> Start[World, int] | str:
    from modten_tui.games.modten.bots.players import NormalModTen, as_view

    v = as_view(view)
    # The heuristic's choice breaks near-ties (ismcts.rank); seeded alike in every call so the
    # answer depends on the view alone, whichever worker asks.
    prior = NormalModTen(0).choose(v, legal)
    if len(legal) == 1:
        return legal[0]
    return Start(ModTenModel(v), encode(prior))


# The hard player's search of one decision, and the advice's (see `Analyser`).
analyse = Analyser(_begin, SETTINGS)
