"""TEN scoring (T17–T18): the exact best assignment of wilds, and what it is made of.

The search itself is `plans.solve_tally` (one plan per colour); this module reads the runs, the
unused cards and the order of payment off its plans.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from modten_tui.games.ten.rules.deck import (
    CARD_INFO,
    COLOUR_WILD,
    COLOURS,
    FULL_WILD,
    NUMBER,
    NUMBER_WILD,
)
from modten_tui.games.ten.rules.plans import Plan, run_points, solve_tally, tally

__all__ = [
    "ColourRun",
    "ScoreDetails",
    "best_score",
    "disposal_order",
    "disposal_tuple",
    "run_points",
    "solve",
]


def best_score(codes: Sequence[str]) -> int:
    """The highest total the collection can score (T18)."""
    return solve_tally(tally(codes))[0]


@dataclass(frozen=True, slots=True)
class ColourRun:
    """One colour's scoring run: `cards[i]` covers number `start + i` (a real card or a wild)."""

    colour: str
    start: int  # 0 when the colour has no run
    end: int
    cards: tuple[str, ...]
    wilds: dict[int, str] = field(default_factory=dict)  # number -> the wild placed there
    bonus: bool = False  # the complete 1..9 run: 10 points instead of 9
    points: int = 0


@dataclass(frozen=True, slots=True)
class ScoreDetails:
    """T18: the best assignment, for the results screen. `unused` cards add nothing."""

    runs: tuple[ColourRun, ...]
    total: int
    unused: tuple[str, ...]


def solve(codes: list[str]) -> ScoreDetails:
    """The optimal assignment of wilds with the runs it makes (ties: the first found)."""
    t = tally(codes)
    present, cw = t[0], t[1]
    total, plans = solve_tally(t)
    remaining = list(codes)
    runs = []
    for c, (pts, a, b, sub, _k) in enumerate(plans):
        colour = COLOURS[c]
        covering: list[str] = []
        wilds: dict[int, str] = {}
        spare_cw = cw[c]
        for n in range(a, b + 1) if pts else ():
            if present[c] >> (n - 1) & 1:
                code = f"{colour}{n}"
            else:
                if sub >> (n - 1) & 1:
                    code = f"W{n}"
                elif spare_cw:
                    spare_cw -= 1
                    code = f"{colour}#"
                else:
                    code = "W#"
                wilds[n] = code
            covering.append(code)
            remaining.remove(code)
        runs.append(ColourRun(colour, a, b, tuple(covering), wilds, pts == 10, pts))
    return ScoreDetails(tuple(runs), total, tuple(remaining))


_KIND_RANK = {NUMBER: 0, COLOUR_WILD: 1, NUMBER_WILD: 2, FULL_WILD: 3}
# The unused cards' order as one int per code: (kind rank, number, colour).
_UNUSED_KEY = {
    code: (_KIND_RANK[kind] * 10 + num) * 10 + col + 1
    for code, (kind, col, num) in CARD_INFO.items()
    if kind in _KIND_RANK
}
_NUMBER_CODE = [[f"{colour}{n}" for n in range(10)] for colour in COLOURS]
_COLOUR_WILD_CODE = [f"{colour}#" for colour in COLOURS]
_NUMBER_WILD_CODE = [f"W{n}" for n in range(10)]
# A run's cards sort as ints that order as `disposal_order`'s keys do, and name their card:
# a real card by (run points, distance from the run's end, number, code), a wild by (kind rank,
# run points, number, code); codes of one number compare by colour letter, hence `_ALPHA`.
_ALPHA = [sorted(COLOURS).index(colour) for colour in COLOURS]
_REAL_CARD = {
    pts * 1000 + dist * 100 + n * 10 + _ALPHA[c]: _NUMBER_CODE[c][n]
    for pts in range(11)
    for dist in range(5)
    for n in range(1, 10)
    for c in range(4)
}
_WILD_CARD = {
    **{
        10000 + pts * 100 + n * 10 + _ALPHA[c]: _COLOUR_WILD_CODE[c]
        for pts in range(11)
        for n in range(1, 10)
        for c in range(4)
    },
    **{20000 + pts * 100 + n * 10: _NUMBER_WILD_CODE[n] for pts in range(11) for n in range(1, 10)},
    **{30000 + pts * 100 + n * 10: "W#" for pts in range(11) for n in range(1, 10)},
}
# Sorted codes -> their disposal order. Past this many entries (some megabytes) the memo is
# cleared: refilling is cheap.
_ORDERS: dict[tuple[str, ...], tuple[str, ...]] = {}
_ORDERS_LIMIT = 1 << 16


def disposal_order(codes: list[str]) -> list[str]:
    """The collection ordered from least to most useful to its owner (for default payments).

    First the cards the optimal assignment leaves unused (duplicates, cards off the best run,
    spare wilds): paying any of them costs no points. Number cards before wilds, low numbers
    first. Then the cards in runs: real cards before wilds; real cards from the shortest run
    first, the run's ends before its middle (an end costs one point, a middle card splits it);
    wilds by flexibility (colour, then number, then full wild).
    """
    return list(disposal_tuple(codes))


def disposal_tuple(codes: Sequence[str]) -> tuple[str, ...]:
    """`disposal_order` as a tuple, memoised. The order depends only on which cards there are,
    not on their order (every sort key names one code), so the key is the sorted codes: the
    same cards collected in another order find it too. Key and value are immutable."""
    key = tuple(sorted(codes))
    got = _ORDERS.get(key)
    if got is None:
        if len(_ORDERS) >= _ORDERS_LIMIT:
            _ORDERS.clear()
        got = _ORDERS[key] = _disposal(key)
    return got


def _disposal(codes: tuple[str, ...]) -> tuple[str, ...]:
    """What `solve` finds, read straight off the plans: the runs' cards in `disposal_order`'s
    order, then the rest (unused)."""
    t = tally(codes)
    present, cw = t[0], t[1]
    plans = solve_tally(t)[1]
    remaining = list(codes)
    real: list[int] = []
    wild: list[int] = []
    for c in range(4):
        plan = plans[c]
        if plan[0]:
            key = (c, present[c], cw[c], plan)
            piece = _PIECES.get(key)
            if piece is None:
                if len(_PIECES) >= _PIECES_LIMIT:
                    _PIECES.clear()
                piece = _PIECES[key] = _piece(c, present[c], cw[c], plan)
            for code in piece[0]:
                remaining.remove(code)
            real += piece[1]
            wild += piece[2]
    remaining.sort(key=_UNUSED_KEY.__getitem__)
    real.sort()
    wild.sort()
    remaining += map(_REAL_CARD.__getitem__, real)
    remaining += map(_WILD_CARD.__getitem__, wild)
    return tuple(remaining)


# One colour's run: its cards, and its real cards and its wilds as their sort ints.
_Piece = tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]
# (colour, its numbers, its colour wilds, its plan) -> its run: a pure function of four
# immutable values, cleared when full.
_PIECES: dict[tuple[int, int, int, Plan], _Piece] = {}
_PIECES_LIMIT = 1 << 15


def _piece(c: int, held: int, spare_cw: int, plan: Plan) -> _Piece:
    """The cards `solve` places in colour `c`'s run: its own numbers, then for each gap a number
    wild, a colour wild, else W#."""
    pts, a, b, sub, _k = plan
    numbers = _NUMBER_CODE[c]
    used: list[str] = []
    real: list[int] = []
    wild: list[int] = []
    alpha = _ALPHA[c]
    for n in range(a, b + 1):
        if held >> (n - 1) & 1:
            code = numbers[n]
            real.append(pts * 1000 + min(n - a, b - n) * 100 + n * 10 + alpha)
        else:
            if sub >> (n - 1) & 1:
                code, key = _NUMBER_WILD_CODE[n], 20000
            elif spare_cw:
                spare_cw -= 1
                code, key = _COLOUR_WILD_CODE[c], 10000 + alpha
            else:
                code, key = "W#", 30000
            wild.append(key + pts * 100 + n * 10)
        used.append(code)
    return tuple(used), tuple(real), tuple(wild)
