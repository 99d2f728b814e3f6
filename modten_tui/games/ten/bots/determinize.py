"""TEN determinizations: a `TenGame` at the view's position with the draw pile sampled.

Everything in TEN is public except the order of the draw pile (T21), and the view counts the
pile's cards (`view.unseen`), so a determinization is that multiset in a random order. Only the
top of the pile matters to a short look-ahead, so `PileSampler` shuffles just the top `depth`
cards (a partial Fisher-Yates): the top is then a uniform random sample, in random order.
"""

from __future__ import annotations

import random

from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.state import OVER
from modten_tui.games.ten.rules.view import TenView


class Undeterminable(ValueError):
    """There is no position to copy (the game is over)."""


class PileSampler:
    """Random draw piles agreeing with one view; built once per decision."""

    __slots__ = ("cards", "template")

    def __init__(self, view: TenView, game_type: type[TenGame] = TenGame) -> None:
        if view.phase == OVER:
            raise Undeterminable("the game is over; there is nothing to determinize")
        self.cards = [c for c, k in view.unseen.items() for _ in range(k)]
        if len(self.cards) != view.draw_pile_count:
            raise ValueError("the view's unseen counts do not match its draw pile")
        self.template = game_type.from_view(view, [])  # copies keep `game_type`

    def pile(self, rng: random.Random, depth: int | None = None) -> list[str]:
        """A pile in the engine's order (top card last), its top `depth` cards shuffled."""
        pile = self.cards.copy()
        n = len(pile)
        if depth is None or depth >= n:
            rng.shuffle(pile)
            return pile
        rnd = rng.random
        for i in range(n - 1, n - 1 - depth, -1):
            j = int(rnd() * (i + 1))
            pile[i], pile[j] = pile[j], pile[i]
        return pile

    def game(self, rng: random.Random, depth: int | None = None) -> TenGame:
        return self.template.with_pile(self.pile(rng, depth))


def determinize(view: TenView, rng: random.Random, depth: int | None = None) -> TenGame:
    """One random determinization of `view` (the whole pile shuffled unless `depth`)."""
    return PileSampler(view).game(rng, depth)
