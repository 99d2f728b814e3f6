"""TEN computer players: easy, normal (heuristics) and hard (the generic ISMCTS, `search`).

Each sees only its seat's `TenView` and the legal moves (invariant 2).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from modten_tui.bots.base import RuleBot
from modten_tui.games.ten.bots.eval import (
    bid_for,
    bust_odds,
    card_losses,
    gain,
    numbers_of,
    pay_cost,
    price_cost,
    token_worth,
)
from modten_tui.games.ten.bots.policy import memo_score
from modten_tui.games.ten.rules.deck import CARD_INFO
from modten_tui.games.ten.rules.payment import parse_pay
from modten_tui.games.ten.rules.scoring import best_score
from modten_tui.games.ten.rules.view import TenView

WILD_FLEX = 0.4  # a wild is worth a little beyond its points now: it fills a future gap


def as_view(view: BaseModel) -> TenView:
    if not isinstance(view, TenView):
        raise TypeError(f"a TEN bot needs a TenView, not {type(view).__name__}")
    return view


def _bids(legal: list[str]) -> list[int]:
    return [int(m[4:]) for m in legal if m.startswith("bid ")]


def _take(view: TenView) -> str:
    """Stop: numbers unless the currency is clearly worth more to us."""
    nums = numbers_of(view.tableau)
    if not nums:
        return "take currency"
    me = view.seat
    tw = token_worth(view.draw_pile_count, view.players)
    cur = view.currency_total
    opp = 1.0 if view.players == 2 else 0.6  # others' gain hurts less when shared out
    v_num = gain(view.collections[me], nums) + 0.1 * len(nums) - opp * tw * cur
    v_cur = tw * min(cur, 10 - view.tokens[me])
    return "take numbers" if v_num >= v_cur else "take currency"


class EasyTen(RuleBot[TenView]):
    """A beginner: draws to a rough limit, bids a little at random, buys now and then."""

    name = "easy"
    view_type = TenView

    def pick(self, v: TenView, legal: list[str]) -> str:
        rng = self._rng
        if v.phase == "draw":
            limit = 4 + rng.randint(0, 4)
            if "draw" in legal and v.running_total <= limit and v.currency_total <= limit:
                return "draw"
            nums = numbers_of(v.tableau)
            if nums and (rng.random() < 0.8 or "take currency" not in legal):
                return "take numbers"
            return "take currency"
        if v.phase == "auction":
            bids = [b for b in _bids(legal) if b <= 3]
            return f"bid {bids[0]}" if bids and rng.random() < 0.5 else "pass"
        if v.phase == "pay":
            return legal[0] if rng.random() < 0.7 else rng.choice(legal)
        buys = [m for m in legal if m != "no buy"]
        return rng.choice(buys) if buys and rng.random() < 0.5 else "no buy"


class NormalTen(RuleBot[TenView]):
    """Heuristics: stop by the bust odds, bid by a wild's points, buy what adds points,
    pay with what the collection can spare."""

    name = "normal"
    view_type = TenView

    def pick(self, v: TenView, legal: list[str]) -> str:
        tw = token_worth(v.draw_pile_count, v.players)
        if v.phase == "draw":
            return self._draw(v, legal, tw)
        if v.phase == "auction":
            return self._bid(v, legal, tw)
        if v.phase == "pay":
            return self._pay(v, legal, tw)
        return self._buy(v, legal, tw)

    def _draw(self, v: TenView, legal: list[str], tw: float) -> str:
        if "draw" not in legal:
            return _take(v)
        p = bust_odds(v.unseen, v.running_total, v.currency_total)
        me = v.seat
        nums = numbers_of(v.tableau)
        at_stake = gain(v.collections[me], nums) + 0.1 * len(nums) if nums else 0.0
        at_stake = max(at_stake, tw * min(v.currency_total, 10 - v.tokens[me]))
        # One more card is worth about half a point; a bust costs the stake, less its token.
        if (1 - p) * 0.5 > p * (at_stake - 3 * tw):
            return "draw"
        return _take(v)

    def _bid(self, v: TenView, legal: list[str], tw: float) -> str:
        bids = _bids(legal)
        a = v.auction
        if not bids or a is None:
            return "pass"
        me = v.seat
        coll = v.collections[me]
        worth = gain(coll, [a.wild]) + WILD_FLEX
        losses = card_losses(coll, memo_score)
        last = a.spoken == len(a.order) - 1
        bid = bid_for(worth, bids[0], v.tokens[me], v.bust_tokens[me], losses, tw, last)
        return "pass" if bid is None or f"bid {bid}" not in legal else f"bid {bid}"

    def _buy(self, v: TenView, legal: list[str], tw: float) -> str:
        me = v.seat
        coll = v.collections[me]
        base = best_score(coll)
        losses = card_losses(coll, memo_score)
        best, best_net = "no buy", 0.2
        for m in legal:
            if m == "no buy":
                continue
            code = m[4:]
            cost = price_cost(CARD_INFO[code][2], v.tokens[me], v.bust_tokens[me], losses, tw)
            net = gain(coll, [code], base) - cost
            if net > best_net:
                best, best_net = m, net
        return best

    def _pay(self, v: TenView, legal: list[str], tw: float) -> str:
        me = v.seat
        coll = v.collections[me]
        item = v.paying_for or ""

        def cost(move: str) -> float:
            t, b, cards = parse_pay(move)
            return pay_cost(coll, item, t, b, cards, tw)

        return min(legal, key=cost)


# The levels the spec builds (registry.GameSpec.make_bot); hard is the generic search.
RULE_BOTS: dict[str, type[RuleBot[Any]]] = {"easy": EasyTen, "normal": NormalTen}
