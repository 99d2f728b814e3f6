"""TEN worlds: the public state of a view with the draw pile shuffled (T21: only its order is
hidden).

The engine offers no public way to start a game mid-way, so this fills a fresh game's fields
from the view. That reaches into `TenState`'s private slots; `tests/bots/test_league.py` checks
that a world built from a view gives back that same view at many positions of real games, so a
change in the engine's fields fails there instead of skewing the league silently.
"""

from __future__ import annotations

import random

from modten_tui.rules import ten
from modten_tui.rules.ten import TenGame
from modten_tui.rules.ten_view import TenView


def world(view: TenView, pile: list[str]) -> TenGame:
    """The game of `view` with `pile` as its draw pile, top card first."""
    g = ten.new_game(
        view.players,
        first_player=view.first_player,
        cards=pile or ["R1"],  # new_game wants a card; an empty pile is set below
        **view.options,  # type: ignore[arg-type]
    )
    g._pile = pile[::-1]  # the engine draws with list.pop()
    g._tableau = list(view.tableau)
    g._run = view.running_total
    g._cur = view.currency_total
    g._market = list(view.market)
    g._colls = [list(c) for c in view.collections]
    g._tokens = list(view.tokens)
    g._bust = list(view.bust_tokens)
    g._discard = list(view.discard)
    g._phase = view.phase
    g._active = view.active_player
    g._current = view.current_player
    a = view.auction
    g._auction = (
        None if a is None else (a.wild, a.high_bid, a.high_bidder, tuple(a.order), a.spoken)
    )
    g._price = view.price if view.price is not None else 0
    g._pay_for = view.pay_for
    g._item = view.paying_for
    g._final = (
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
