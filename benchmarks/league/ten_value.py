"""What things are worth in TEN, in points: cards by the runs they extend, tokens by what they
can still buy. Shared by the expert and the playout policy."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from modten_tui.games.ten.rules.deck import deck_for
from modten_tui.games.ten.rules.payment import parse_pay
from modten_tui.games.ten.rules.scoring import best_score

BUST = 11  # T9: a total of 11 or more busts
TOKEN_CAP = 10  # T4


@lru_cache(maxsize=65536)
def _score(codes: tuple[str, ...]) -> int:
    return best_score(list(codes))


def score(codes: Iterable[str]) -> int:
    """T17-T18 best total, cached by the multiset of codes (the expert asks the same often)."""
    return _score(tuple(sorted(codes)))


def gain(collection: list[str], cards: Iterable[str], spare: float = 0.0) -> float:
    """Points `cards` would add to `collection` (T17-T18, wilds placed at best), plus `spare`
    a card for what it may still become part of (a card off every run today may join one)."""
    extra = list(cards)
    if not extra:
        return 0.0
    return score(collection + extra) - score(collection) + spare * len(extra)


def loss(collection: list[str], cards: Iterable[str], spare: float = 0.0) -> float:
    """Points lost if `cards` leave `collection` (a payment with cards, T12), `spare` as above."""
    rest = list(collection)
    extra = list(cards)
    for c in extra:
        rest.remove(c)
    return score(collection) - score(rest) + spare * len(extra)


@lru_cache(maxsize=8)
def deck_size(players: int) -> int:
    return len(deck_for(players))


def token_worth(players: int, pile_left: int) -> float:
    """A currency token in points: worth most while there is much left to buy with it; at the
    very end it only breaks ties (T19)."""
    return 0.03 + 0.37 * min(1.0, pile_left / deck_size(players))


def spare_worth(players: int, pile_left: int) -> float:
    """What a card may still add beyond today's runs: a lot early, nothing at the end."""
    return 0.6 * min(1.0, pile_left / deck_size(players))


def card_value(code: str) -> int:
    """A number or currency card's value: the digit of its code (`R5`, `$3`)."""
    return int(code[1])


def is_number(code: str) -> bool:
    return code[0] in "RBOG" and code[1] != "#"


def is_currency(code: str) -> bool:
    return code[0] == "$"


def is_wild(code: str) -> bool:
    return code[0] == "W" or code[1] == "#"


def payment_cost(move: str, collection: list[str], worth: float, spare: float) -> float:
    """The points a `pay …` move gives up: tokens at `worth`, bust tokens at three tokens
    each, cards by the run points they take away and what they might still become."""
    t, b, cards = parse_pay(move)
    return t * worth + 3 * b * worth + loss(collection, cards, spare)


class Purse:
    """What one seat can pay with (T12), and the cheapest way to pay a price in points."""

    def __init__(
        self, tokens: int, bust: int, collection: list[str], worth: float, spare: float
    ) -> None:
        self.tokens, self.bust, self.worth = tokens, bust, worth
        # each card alone, by the points it takes away; the cheapest go first
        each = {c: loss(collection, [c], spare) for c in set(collection)}
        self.card_costs = sorted(each[c] for c in collection)

    @property
    def means(self) -> int:
        return self.tokens + 3 * self.bust + len(self.card_costs)

    def cost(self, price: int) -> float:
        """The fewest points `price` costs (cards priced one by one: close enough to rank)."""
        if price <= 0:
            return 0.0
        if price > self.means:
            return float("inf")
        best = float("inf")
        for b in range(min(self.bust, -(-price // 3)) + 1):
            for t in range(min(self.tokens, max(0, price - 3 * b)) + 1):
                rest = max(0, price - 3 * b - t)
                if rest > len(self.card_costs):
                    continue
                cost = (t + 3 * b) * self.worth + sum(self.card_costs[:rest])
                best = min(best, cost)
        return best

    def most_for(self, value: float) -> int:
        """The highest price whose cheapest payment costs no more than `value` points."""
        top = 0
        for price in range(1, self.means + 1):
            if self.cost(price) > value:
                break
            top = price
        return top
