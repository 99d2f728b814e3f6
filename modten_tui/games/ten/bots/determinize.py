"""TEN determinizations: a `TenGame` at the view's position with the draw pile sampled.

Everything in TEN is public except the order of the draw pile (T21), and the view counts the
pile's cards (`view.unseen`), so a determinization is that multiset in a random order. Only the
top of the pile matters to a short look-ahead, so `PileSampler` shuffles just the top `depth`
cards (a partial Fisher-Yates): the top is then a uniform random sample, in random order.
"""

from __future__ import annotations

import random

from modten_tui.games.ten.rules.game import TenGame, TenOptions
from modten_tui.games.ten.rules.state import OVER
from modten_tui.games.ten.rules.view import TenView


class Undeterminable(ValueError):
    """There is no position to copy (the game is over)."""


class PileSampler:
    """Random draw piles agreeing with one view; built once per decision."""

    __slots__ = ("cards", "template")

    def __init__(self, view: TenView, game_type: type[TenGame] = TenGame) -> None:
        self.cards = [c for c, k in view.unseen.items() for _ in range(k)]
        if len(self.cards) != view.draw_pile_count:
            raise ValueError("the view's unseen counts do not match its draw pile")
        self.template = _template(view, game_type)  # clones keep `game_type`

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
        g = self.template.clone()
        g._pile = self.pile(rng, depth)
        return g


def determinize(view: TenView, rng: random.Random, depth: int | None = None) -> TenGame:
    """One random determinization of `view` (the whole pile shuffled unless `depth`)."""
    return PileSampler(view).game(rng, depth)


def _template(view: TenView, game_type: type[TenGame] = TenGame) -> TenGame:
    """The game at the view's position with an empty pile, through the engine's slots.

    Kept in this one function, so a change of `TenGame`'s slots is mended in one place.
    """
    if view.phase == OVER:
        raise Undeterminable("the game is over; there is nothing to determinize")
    opts = TenOptions.model_validate(view.options)
    n = view.players
    g = game_type.__new__(game_type)
    g.num_players = n
    g.options = opts
    g.first_player = view.first_player
    g._cards = ()
    g._all_pass_discard = opts.all_pass == "discard"
    g._bust_cap = 1 << 62 if opts.bust_token_cap is None else opts.bust_token_cap
    g._pile = []
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
    g._price = view.price or 0
    g._item = view.paying_for
    g._pay_for = view.pay_for
    g._final = None
    if view.final_order is not None and view.final_index is not None:
        g._final = (tuple(view.final_order), view.final_index)
    g._moves = []
    g._orders = [None] * n
    return g
