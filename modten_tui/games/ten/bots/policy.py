"""The look-ahead policy of TEN's search: normal's judgement, made cheap enough to play out.

It reads a determinized game's own fields (`TenFastState`: the search owns that copy) but only
what is public: the pile is only counted, its order never consulted. Bust odds come from a
table made once per decision from the view's unseen counts (they change little within a
look-ahead), and scores from `fast_score`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from modten_tui.games.ten.bots.eval import bid_for, card_losses, mixes, price_cost, token_worth
from modten_tui.games.ten.bots.fastscore import fast_reach, fast_score
from modten_tui.games.ten.rules.deck import CARD_INFO, CURRENCY, NUMBER
from modten_tui.games.ten.rules.payment import format_pay
from modten_tui.games.ten.rules.state import BUST_LINE, TenFastState

WILD_FLEX = 0.4  # as in the normal bot: a wild also fills future gaps


def bust_table(unseen: dict[str, int]) -> list[list[float]]:
    """table[running][currency] = chance the next card busts (T9); running may be negative.

    Counted by value first: the table is rebuilt every decision, and reading every unseen
    card for each of its 231 cells cost a tenth of a capped search."""
    total = sum(unseen.values()) or 1
    top = BUST_LINE + 1  # a total this high busts
    nums = [0] * (top + 1)  # nums[v]: unseen number cards of value >= v
    money = [0] * (top + 1)  # the same for currency cards
    for code, k in unseen.items():
        kind, _c, value = CARD_INFO[code]
        if kind == NUMBER:
            nums[min(value, top)] += k
        elif kind == CURRENCY:
            money[min(value, top)] += k
    for v in range(top - 1, -1, -1):
        nums[v] += nums[v + 1]
        money[v] += money[v + 1]
    return [
        [
            (nums[max(0, min(top, top - run))] + money[max(0, min(top, top - cur))]) / total
            for cur in range(11)
        ]
        for run in range(-10, 11)
    ]


# Scores remembered across decisions, not per decision: the collections of one game recur from
# move to move, and a cold memo made a decision's first iterations ten times dearer than the
# rest, so an iteration cap did not bound the time (issue 14). A pure function's cache: shared
# safely; bounded by clearing (refilling is cheap).
MEMO_SIZE = 200_000
_MEMO: dict[tuple[str, ...], int] = {}
_ORDERS: dict[tuple[str, ...], list[str]] = {}
_LOSSES: dict[tuple[str, ...], list[int]] = {}
_REACH: dict[tuple[str, ...], int] = {}


def memo_reach(coll: Sequence[str]) -> int:
    """`fast_reach` through its own shared memo."""
    key = tuple(coll)
    got = _REACH.get(key)
    if got is None:
        if len(_REACH) > MEMO_SIZE:
            _REACH.clear()
        got = _REACH[key] = fast_reach(key)
    return got


def memo_score(coll: Sequence[str]) -> int:
    """`fast_score` through the shared memo."""
    key = tuple(coll)
    pts = _MEMO.get(key)
    if pts is None:
        if len(_MEMO) > MEMO_SIZE:
            _MEMO.clear()
        pts = _MEMO[key] = fast_score(key)
    return pts


class Policy:
    """Plays any seat's move in a look-ahead, in about normal's manner."""

    __slots__ = ("bust", "rng")

    def __init__(self, unseen: dict[str, int], rng: random.Random) -> None:
        self.bust = bust_table(unseen)
        self.rng = rng

    def score(self, coll: Sequence[str]) -> int:
        """`fast_score`, remembered: the same collections recur across look-aheads."""
        return memo_score(coll)

    def move(self, g: TenFastState) -> str:
        ph = g.phase
        if ph == "draw":
            return self._draw(g)
        seat = g.current_player
        assert seat is not None
        if ph == "pay":
            price = g.price
            assert price is not None  # owed in the pay phase
            if g.live_tokens[seat] >= price:  # tokens alone: always a minimal payment (T12)
                return f"pay {price}t"
            return self._pay(g, seat, price)
        legal = g.legal_moves()
        if len(legal) == 1:
            return legal[0]
        tw = token_worth(len(g.pile), g.num_players)
        coll = g.live_collections[seat]
        losses = self.losses(coll)
        tokens, bust = g.live_tokens[seat], g.live_bust_tokens[seat]
        if ph == "auction":
            auction = g.auction
            assert auction is not None
            wild, high, _bidder, order, spoken = auction
            worth = self.score([*coll, wild]) - self.score(coll) + WILD_FLEX
            bid = bid_for(worth, high + 1, tokens, bust, losses, tw, spoken == len(order) - 1)
            return "pass" if bid is None else f"bid {bid}"
        base = self.score(coll)
        best, best_net = "no buy", 0.2
        for m in legal[1:]:
            code = m[4:]
            cost = price_cost(CARD_INFO[code][2], tokens, bust, losses, tw)
            net = self.score([*coll, code]) - base - cost
            if net > best_net:
                best, best_net = m, net
        return best

    def losses(self, coll: Sequence[str]) -> list[int]:
        """`card_losses` by the fast score, remembered like scores."""
        key = tuple(coll)
        got = _LOSSES.get(key)
        if got is None:
            if len(_LOSSES) > MEMO_SIZE:
                _LOSSES.clear()
            got = _LOSSES[key] = card_losses(list(key), memo_score)
        return got

    def _pay(self, g: TenFastState, seat: int, price: int) -> str:
        """The engine's preferred mix (fewest cards), naming the cards that cost least here."""
        return self.payments(g, 1)[0]

    def payments(self, g: TenFastState, limit: int) -> list[str]:
        """The first `limit` mixes in the engine's order (fewest cards first, T12), each naming
        the cards whose loss alone costs least by the fast score. The engine's own list orders
        the cards by exact scores, too dear for a look-ahead."""
        seat = g.current_player
        assert seat is not None
        coll = g.live_collections[seat]
        price = g.price
        assert price is not None  # owed in the pay phase
        found = mixes(price, g.live_tokens[seat], g.live_bust_tokens[seat], len(coll))[:limit]
        cards = self.disposal(coll) if any(c for _t, _b, c in found) else []
        return [format_pay(t, b, cards[:c]) for t, b, c in found]

    def disposal(self, coll: Sequence[str]) -> list[str]:
        """The cards, those whose loss alone costs least first (remembered like scores)."""
        key = tuple(coll)
        got = _ORDERS.get(key)
        if got is None:
            if len(_ORDERS) > MEMO_SIZE:
                _ORDERS.clear()
            order = sorted(range(len(key)), key=lambda i: -self.score(key[:i] + key[i + 1 :]))
            got = _ORDERS[key] = [key[i] for i in order]
        return got

    def _draw(self, g: TenFastState) -> str:
        tableau = g.live_tableau
        if not tableau:
            return "draw"
        pile = g.pile
        p = self.bust[max(-10, min(10, g.running_total)) + 10][min(10, g.currency_total)]
        if pile and p == 0.0:
            return "draw"  # nothing can bust: no need to weigh the stake
        seat = g.active_player
        assert seat is not None  # a draw to decide: the game is not over
        nums = [c for c in tableau if CARD_INFO[c][0] == NUMBER]
        tw = token_worth(len(g.pile), g.num_players)
        cur = g.currency_total
        coll = g.live_collections[seat]
        v_num = -1.0
        if nums:
            opp = 1.0 if g.num_players == 2 else 0.6
            v_num = self.score([*coll, *nums]) - self.score(coll) + 0.1 * len(nums) - opp * tw * cur
        v_cur = tw * min(cur, 10 - g.live_tokens[seat])
        take = "take numbers" if v_num >= v_cur else "take currency"
        if not pile:
            return take
        stake = max(v_num, v_cur)
        return "draw" if (1 - p) * 0.5 > p * (stake - 3 * tw) else take
