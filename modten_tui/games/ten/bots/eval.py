"""TEN judgement shared by the normal bot and the search: odds, worths and a position value.

Worths are in points (T17). A currency token is worth less than a point and less as the pile
runs out, since late tokens can only buy in the final round or break a tie (T19).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from modten_tui.games.ten.rules.deck import CARD_INFO, CURRENCY, NUMBER, deck_for
from modten_tui.games.ten.rules.payment import combinations
from modten_tui.games.ten.rules.scoring import best_score
from modten_tui.games.ten.rules.state import BUST_LINE


def token_worth(pile_left: int, players: int) -> float:
    """What one currency token is worth in points, by how much of the game is left and how
    many players share it.

    A token is worth what it will buy. In a game of n players a seat has 1/n of the turns, so
    of the buy phases (T11) and of the wilds revealed on its own turns, while tokens flow in
    from every rival's take and number bust (T9, T10). So at the same point of the game a
    token buys half as much at four players as at two: 2/n of the two-player worth. Blind to
    the count, normal overvalued tokens at four players: it underbid, seldom bought and sat at
    the cap of 10 (T4), losing 25 tokens a game to it against the league's expert (issue 14).
    """
    start = deck_size(players)
    frac = pile_left / start if start else 0.0
    return (0.08 + 0.32 * min(1.0, frac)) * 2 / max(2, players)


@lru_cache(maxsize=8)
def deck_size(players: int) -> int:
    return len(deck_for(players))


def bust_odds(unseen: dict[str, int], running: int, currency: int) -> float:
    """The chance that the next card busts (T9), from the counts of unseen cards (T21)."""
    total = bust = 0
    for code, k in unseen.items():
        total += k
        kind, _col, value = CARD_INFO[code]
        if kind == NUMBER:
            if running + value > BUST_LINE:
                bust += k
        elif kind == CURRENCY and currency + value > BUST_LINE:
            bust += k
    return bust / total if total else 0.0


def gain(collection: list[str], extra: list[str], base: int | None = None) -> int:
    """How many points `extra` adds to `collection` (T18, exact)."""
    if base is None:
        base = best_score(collection)
    return best_score(collection + extra) - base


def numbers_of(tableau: list[str]) -> list[str]:
    return [c for c in tableau if CARD_INFO[c][0] == NUMBER]


def position_value(
    collection: Sequence[str],
    tokens: int,
    bust: int,
    tw: float,
    score: int | None = None,
    promise: float = 0.0,
) -> float:
    """A seat's standing: its points, its means to pay (tokens, 3 per bust token), a little
    for spare cards, which can pay too (T12), and `promise`, what its near-runs are worth
    while the game has far to go (the search's `reward.REACH`)."""
    pts = best_score(collection) if score is None else score
    return pts + tw * (tokens + 3 * bust) + 0.05 * len(collection) + promise


def pay_cost(
    collection: list[str], item: str, tokens: int, bust: int, cards: list[str], tw: float
) -> float:
    """What a payment costs in points: tokens spent, and the points lost with the cards."""
    after = collection.copy()
    for c in cards:
        after.remove(c)
    lost = best_score(collection + [item]) - best_score(after + [item])
    return lost + tw * (tokens + 3 * bust) + 0.01 * len(cards)


def card_losses(collection: list[str], score: Callable[[list[str]], int]) -> list[int]:
    """losses[c] = the points lost paying with the c cards that cost least (T12), each card
    ranked by what its loss alone costs. Duplicates and cards off every run cost nothing."""
    base = score(collection)
    alone = sorted(
        range(len(collection)),
        key=lambda i: base - score(collection[:i] + collection[i + 1 :]),
    )
    out = [0]
    rest = list(collection)
    for i in alone:
        rest.remove(collection[i])
        out.append(base - score(rest))
    return out


@lru_cache(maxsize=8192)
def mixes(price: int, tokens: int, bust: int, cards: int) -> tuple[tuple[int, int, int], ...]:
    """`payment.combinations`, remembered: look-aheads price the same few purses again and
    again, and building and sorting the list was a sixth of a search's time."""
    return tuple(combinations(price, tokens, bust, cards))


def price_cost(price: int, tokens: int, bust: int, losses: list[int], tw: float) -> float:
    """The fewest points a price costs: tokens at `tw`, bust tokens at three tokens (no change,
    T12), cards by `losses`; infinite when it cannot be paid."""
    best = float("inf")
    for t, b, c in mixes(price, tokens, bust, len(losses) - 1):
        cost = tw * (t + 3 * b) + losses[c]
        if cost < best:
            best = cost
    return best


def bid_for(
    worth: float, low: int, tokens: int, bust: int, losses: list[int], tw: float, last: bool
) -> int | None:
    """Normal's bid for a wild worth `worth` points, the lowest allowed bid being `low` (T13):
    up to the highest price that costs less than the wild is worth, paying with what spares
    least (tokens, bust tokens or cards, T12). The last speaker only needs to top the bid;
    earlier ones bid half-way to their limit to scare the rest. None: pass."""
    top = low - 1
    for price in range(low, tokens + 3 * bust + len(losses)):
        if price_cost(price, tokens, bust, losses, tw) > worth:
            break
        top = price
    if top < low:
        return None
    return low if last else max(low, (low + top + 1) // 2)
