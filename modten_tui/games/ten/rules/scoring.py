"""TEN scoring (T17–T18): the exact best assignment of wilds, and what it is made of.

A colour's score is the length of one run, an interval a..b of 1..9 (1..9 scores 10). Given the
interval, its *missing* numbers (no real card) must be covered: colour wilds of that colour cover
any of them, a number wild `Wn` covers n, the full wild covers anything. Colour wilds are private
to their colour, so only number wilds and full wilds couple the colours.

So: per colour, list the Pareto-minimal resource needs (set of number wilds, count of full wilds)
for each achievable score; then a DP over the four colours whose state is (number wilds used,
full wilds used) keeps the best total. Number wilds are counted per number in 4-bit fields of one
int, so stacked decks with repeated `Wn` stay exact. Without number or full wilds the colours are
independent and a table lookup per colour suffices (the common case).
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

__all__ = [
    "ColourRun",
    "ScoreDetails",
    "best_score",
    "disposal_order",
    "disposal_tuple",
    "run_points",
    "solve",
]


def run_points(length: int) -> int:
    """T17: a run scores its length; the complete 1..9 run scores 10."""
    return 10 if length == 9 else length


_POP = [bin(m).count("1") for m in range(512)]
_SPREAD = [sum(1 << (4 * i) for i in range(9) if m >> i & 1) for m in range(512)]
_GUARD = sum(8 << (4 * i) for i in range(9))
# (points, start, end, mask), best first, so the first feasible interval is the best one.
_INTERVALS = sorted(
    (
        (run_points(b - a + 1), a, b, ((1 << (b - a + 1)) - 1) << (a - 1))
        for a in range(1, 10)
        for b in range(a, 10)
    ),
    key=lambda t: (-t[0], t[1]),
)


def _best_plain(mask: int) -> tuple[int, int, int]:
    for pts, a, b, imask in _INTERVALS:
        if imask & mask == imask:
            return pts, a, b
    return 0, 0, 0


_PLAIN = [_best_plain(m) for m in range(512)]  # best run of real cards alone, per number mask
_SUBSETS: dict[tuple[int, int], list[int]] = {}


def _subsets(mask: int, size: int) -> list[int]:
    """Subsets of `mask` with `size` bits (memoised: at most 3**9 entries in all)."""
    key = (mask, size)
    got = _SUBSETS.get(key)
    if got is None:
        got = []
        sub = mask
        while True:  # standard walk over all submasks
            if _POP[sub] == size:
                got.append(sub)
            if sub == 0:
                break
            sub = (sub - 1) & mask
        _SUBSETS[key] = got
    return got


# A plan for one colour: (points, start, end, number-wild mask used, full wilds used).
Plan = tuple[int, int, int, int, int]


def _tally(codes: Sequence[str]) -> tuple[list[int], list[int], list[int], int]:
    present = [0, 0, 0, 0]
    cw = [0, 0, 0, 0]
    nw = [0] * 9
    full = 0
    for code in codes:
        kind, col, num = CARD_INFO[code]
        if kind == NUMBER:
            present[col] |= 1 << (num - 1)
        elif kind == COLOUR_WILD:
            cw[col] += 1
        elif kind == NUMBER_WILD:
            nw[num - 1] += 1
        elif kind == FULL_WILD:
            full += 1
    return present, cw, nw, full


_OPTIONS: dict[tuple[int, int, int, int], list[Plan]] = {}


def _colour_options(present: int, cw: int, have: int, full: int) -> list[Plan]:
    """Pareto-minimal plans for one colour, best first (memoised: colours repeat a lot)."""
    key = (present, cw, have & ~present, full)  # a number wild for a held number is no use
    got = _OPTIONS.get(key)
    if got is None:
        if len(_OPTIONS) > 100_000:
            _OPTIONS.clear()  # bound the memory; refilling is cheap
        got = _OPTIONS[key] = _options(present, cw, key[2], full)
    return got


def _options(present: int, cw: int, have: int, full: int) -> list[Plan]:
    best: dict[tuple[int, int], Plan] = {}
    for pts, a, b, imask in _INTERVALS:
        miss = imask & ~present
        need0 = _POP[miss] - cw
        if need0 <= 0:
            best.setdefault((0, 0), (pts, a, b, 0, 0))
            break  # every later interval scores no more and needs no less: dominated
        avail = miss & have
        pa = _POP[avail]
        if need0 > pa + full:
            continue
        for k in range(need0 - pa if need0 > pa else 0, (full if full < need0 else need0) + 1):
            for sub in _subsets(avail, need0 - k):
                best.setdefault((sub, k), (pts, a, b, sub, k))
    if (0, 0) not in best:
        best[(0, 0)] = (0, 0, 0, 0, 0)  # no run at all costs nothing
    kept: list[Plan] = []
    for plan in sorted(best.values(), key=lambda p: -p[0]):
        sub, k = plan[3], plan[4]
        if not any(o[3] & ~sub == 0 and o[4] <= k for o in kept):
            kept.append(plan)
    return kept


def _solve_tally(
    present: list[int], cw: list[int], nw: list[int], full: int
) -> tuple[int, tuple[Plan, ...]]:
    if full == 0 and not any(nw):
        plain: list[Plan] = []
        for c in range(4):
            if cw[c] == 0:
                pts, a, b = _PLAIN[present[c]]
                plain.append((pts, a, b, 0, 0))
            else:
                plain.append(_colour_options(present[c], cw[c], 0, 0)[0])
        return sum(p[0] for p in plain), tuple(plain)
    have = 0
    limit = 0
    for i in range(9):
        if nw[i]:
            have |= 1 << i
        limit |= (7 - min(nw[i], 4)) << (4 * i)  # field + limit reaches 8 iff over-used
    options = [_colour_options(present[c], cw[c], have, full) for c in range(4)]
    # The colour with the most options goes last, where the first fit is the best (early exit).
    order = sorted(range(4), key=lambda c: len(options[c]))
    states: dict[tuple[int, int], tuple[int, tuple[Plan, ...]]] = {(0, 0): (0, ())}
    for c in order[:3]:
        new: dict[tuple[int, int], tuple[int, tuple[Plan, ...]]] = {}
        for (used, kf), (total, plans) in states.items():
            for opt in options[c]:
                nk = kf + opt[4]
                if nk > full:
                    continue
                sub = opt[3]
                if sub:
                    nu = used + _SPREAD[sub]
                    if (nu + limit) & _GUARD:
                        continue
                else:
                    nu = used
                tot = total + opt[0]
                key = (nu, nk)
                cur = new.get(key)
                if cur is None or cur[0] < tot:
                    new[key] = (tot, (*plans, opt))
        states = new
    last = options[order[3]]  # sorted best first
    top = last[0][0]
    best_total = -1
    best_plans: tuple[Plan, ...] = ()
    for (used, kf), (total, plans) in sorted(states.items(), key=lambda kv: -kv[1][0]):
        if total + top <= best_total:
            break  # states are sorted: no later one can do better
        for opt in last:
            if kf + opt[4] > full:
                continue
            if opt[3] and (used + _SPREAD[opt[3]] + limit) & _GUARD:
                continue
            if total + opt[0] > best_total:
                best_total = total + opt[0]
                best_plans = (*plans, opt)
            break  # options are sorted: the first that fits is this state's best
    by_colour = dict(zip(order, best_plans, strict=True))
    return best_total, tuple(by_colour[c] for c in range(4))


def best_score(codes: Sequence[str]) -> int:
    """The highest total the collection can score (T18)."""
    return _solve_tally(*_tally(codes))[0]


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
    present, cw, nw, full = _tally(codes)
    total, plans = _solve_tally(present, cw, nw, full)
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
# Past this many entries the memo is cleared: refilling is cheap.
_ORDERS: dict[tuple[str, ...], tuple[str, ...]] = {}
_ORDERS_LIMIT = 1 << 15


def disposal_order(codes: list[str]) -> list[str]:
    """The collection ordered from least to most useful to its owner (for default payments).

    First the cards the optimal assignment leaves unused (duplicates, cards off the best run,
    spare wilds): paying any of them costs no points. Number cards before wilds, low numbers
    first. Then the cards in runs: real cards before wilds; real cards from the shortest run
    first, the run's ends before its middle (an end costs one point, a middle card splits it);
    wilds by flexibility (colour, then number, then full wild).
    """
    return list(disposal_tuple(tuple(codes)))


def disposal_tuple(codes: tuple[str, ...]) -> tuple[str, ...]:
    """`disposal_order` as a tuple, memoised: the order is a pure function of the codes, and
    both the key and the value are immutable."""
    got = _ORDERS.get(codes)
    if got is None:
        if len(_ORDERS) >= _ORDERS_LIMIT:
            _ORDERS.clear()
        got = _ORDERS[codes] = _disposal(codes)
    return got


def _disposal(codes: tuple[str, ...]) -> tuple[str, ...]:
    """What `solve` finds, read straight off the plans: the runs' cards in `disposal_order`'s
    order, then the rest (unused)."""
    present, cw, nw, full = _tally(codes)
    plans = _solve_tally(present, cw, nw, full)[1]
    remaining = list(codes)
    real: list[tuple[int, int, int, str]] = []
    wild: list[tuple[int, int, int, str]] = []
    for c, (pts, a, b, sub, _k) in enumerate(plans):
        if not pts:
            continue
        held = present[c]
        spare_cw = cw[c]
        numbers = _NUMBER_CODE[c]
        for n in range(a, b + 1):
            if held >> (n - 1) & 1:
                code = numbers[n]
                real.append((pts, min(n - a, b - n), n, code))
            else:  # the wild `solve` places here: a number wild, a colour wild, else W#
                if sub >> (n - 1) & 1:
                    code, rank = _NUMBER_WILD_CODE[n], 2
                elif spare_cw:
                    spare_cw -= 1
                    code, rank = _COLOUR_WILD_CODE[c], 1
                else:
                    code, rank = "W#", 3
                wild.append((rank, pts, n, code))
            remaining.remove(code)
    remaining.sort(key=_UNUSED_KEY.__getitem__)
    real.sort()
    wild.sort()
    remaining.extend(t[3] for t in real)
    remaining.extend(t[3] for t in wild)
    return tuple(remaining)
