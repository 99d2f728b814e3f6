"""T12 payments: which mixes of tokens, bust tokens and cards are legal, and the `pay` notation.

A payment (t currency tokens, b bust tokens, c cards) covers price p when t + 3b + c >= p. It
may hold no item that could be left out while still covering: leaving out a 1-valued item must
drop below p, and so must leaving out a bust token. Hence either t + 3b + c == p exactly, or
the payment is bust tokens alone with b == ceil(p / 3): excess only ever comes from a bust token.
"""

from __future__ import annotations

from modten_tui.rules.protocol import IllegalMove

__all__ = [
    "PayPlan",
    "combinations",
    "format_pay",
    "is_minimal",
    "parse_pay",
    "pay_moves",
    "pay_plans",
]


def is_minimal(price: int, t: int, b: int, c: int) -> bool:
    """True when (t, b, c) covers `price` and nothing in it could be left out (T12)."""
    value = t + 3 * b + c
    if value < price:
        return False
    if (t or c) and value - 1 >= price:
        return False
    return not (b and value - 3 >= price)


def combinations(price: int, tokens: int, bust: int, cards: int) -> list[tuple[int, int, int]]:
    """Every legal (tokens, bust tokens, cards) count for `price`, the preferred first.

    Preference (the default the interface offers): fewest cards from the collection (they are
    points), then least excess, then most currency tokens (they are capped at 10 anyway).
    """
    found: list[tuple[int, int, int]] = []
    for b in range(min(bust, price // 3) + 1):
        rest = price - 3 * b
        for t in range(min(tokens, rest), max(0, rest - cards) - 1, -1):
            found.append((t, b, rest - t))
    over = price // 3 + 1
    if price % 3 and bust >= over:
        found.append((0, over, 0))  # bust tokens only, with excess lost (no change)
    found.sort(key=lambda m: (m[2], 3 * m[1] + m[0] + m[2] - price, -m[0]))
    return found


def format_pay(t: int, b: int, cards: list[str] | tuple[str, ...]) -> str:
    """The canonical `pay` move: counts first, zero counts left out, then the cards."""
    head = _head(t, b)
    return f"{head} {' '.join(cards)}" if cards else head


# (tokens, bust tokens) -> "pay 2t 1b": a handful of small counts in any game.
_HEADS: dict[tuple[int, int], str] = {}


def _head(t: int, b: int) -> str:
    head = _HEADS.get((t, b))
    if head is None:
        parts = ["pay"]
        if t:
            parts.append(f"{t}t")
        if b:
            parts.append(f"{b}b")
        head = _HEADS[(t, b)] = " ".join(parts)
    return head


# One legal payment: its `pay` head ("pay 2t 1b"), tokens, bust tokens and card count.
PayPlan = tuple[str, int, int, int]
# (price, tokens, bust tokens, cards) -> every legal payment in `combinations`' order: a pure
# function of four small ints, cleared when full.
_PLANS: dict[tuple[int, int, int, int], tuple[PayPlan, ...]] = {}
_PLANS_LIMIT = 1 << 14


def pay_plans(price: int, tokens: int, bust: int, cards: int) -> tuple[PayPlan, ...]:
    """`combinations` with each payment's head, memoised."""
    key = (price, tokens, bust, cards)
    plans = _PLANS.get(key)
    if plans is None:
        if len(_PLANS) >= _PLANS_LIMIT:
            _PLANS.clear()
        plans = _PLANS[key] = tuple((_head(t, b), t, b, c) for t, b, c in combinations(*key))
    return plans


def pay_moves(plans: tuple[PayPlan, ...], order: tuple[str, ...]) -> list[str]:
    """Each of `plans` (in `pay_plans`' order: fewest cards first) as its `pay` move, naming
    the first cards of `order` (T12)."""
    moves = []
    tail = ""  # " C1 C2 …", the first `named` cards: each plan names at least the last's
    named = 0
    for head, _t, _b, c in plans:
        while named < c:
            tail += " " + order[named]
            named += 1
        moves.append(head + tail)
    return moves


def parse_pay(move: str) -> tuple[int, int, list[str]]:
    """Split `pay 2t 1b R1 G3` into (2, 1, ["R1", "G3"]); items in any order, `0t` optional."""
    words = move.split()
    if not words or words[0] != "pay":
        raise IllegalMove(f"{move!r} is not a payment (like 'pay 2t 1b R1 G3')")
    t = b = -1
    cards: list[str] = []
    for word in words[1:]:
        unit = word[-1]
        if unit in "tb" and word[:-1].isdigit() and word[:-1].isascii():
            if (t if unit == "t" else b) >= 0:
                raise IllegalMove(f"{move!r} names {unit!r} tokens twice")
            if unit == "t":
                t = int(word[:-1])
            else:
                b = int(word[:-1])
        else:
            cards.append(word)  # checked against the collection by the caller
    return max(t, 0), max(b, 0), cards
