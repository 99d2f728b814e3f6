"""TEN worlds: the public state of a view with the draw pile shuffled (T21: only its order is
hidden).

The engine offers no public way to start a game mid-way, so this fills a fresh game's fields
from the view. That reaches into `TenState`'s private slots; `tests/bots/test_league.py` checks
that a world built from a view gives back that same view at many positions of real games, so a
change in the engine's fields fails there instead of skewing the league silently.
"""

from __future__ import annotations

import random
from typing import Any

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.view import TenView


def world(view: TenView, pile: list[str]) -> TenGame:
    """The game of `view` with `pile` as its draw pile, top card first."""
    g = ten.new_game(
        view.players,
        first_player=view.first_player,
        cards=pile or ["R1"],  # new_game wants a card; an empty pile is set below
        **view.options,  # type: ignore[arg-type]
    )
    state: Any = g  # private slots, untyped: see the module docstring
    state._pile = pile[::-1]  # the engine draws with list.pop()
    state._tableau = list(view.tableau)
    state._run = view.running_total
    state._cur = view.currency_total
    state._market = list(view.market)
    state._colls = [list(c) for c in view.collections]
    state._tokens = list(view.tokens)
    state._bust = list(view.bust_tokens)
    state._discard = list(view.discard)
    state._phase = view.phase
    state._active = view.active_player
    state._current = view.current_player
    a = view.auction
    state._auction = (
        None if a is None else (a.wild, a.high_bid, a.high_bidder, tuple(a.order), a.spoken)
    )
    state._price = view.price if view.price is not None else 0
    state._pay_for = view.pay_for
    state._item = view.paying_for
    state._final = (
        None
        if view.final_order is None or view.final_index is None
        else (tuple(view.final_order), view.final_index)
    )
    return g


def unseen_list(view: TenView) -> list[str]:
    return [code for code, k in view.unseen.items() for _ in range(k)]


def determinize(view: TenView, rng: random.Random) -> TenGame:
    pile = unseen_list(view)
    rng.shuffle(pile)
    return world(view, pile)
