"""TEN worlds: the public state of a view with the draw pile shuffled (T21: only its order is
hidden), built by the engine's own `TenGame.from_view`.
"""

from __future__ import annotations

import random

from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.view import TenView


def world(view: TenView, pile: list[str]) -> TenGame:
    """The game of `view` with `pile` as its draw pile, top card first."""
    return TenGame.from_view(view, pile[::-1])  # the engine keeps the top card last


def unseen_list(view: TenView) -> list[str]:
    return [code for code, k in view.unseen.items() for _ in range(k)]


def determinize(view: TenView, rng: random.Random) -> TenGame:
    pile = unseen_list(view)
    rng.shuffle(pile)
    return world(view, pile)
