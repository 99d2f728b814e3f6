"""TEN's best assignment of wilds (T17–T18) as one plan per colour: the search `scoring` reads.

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

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, FULL_WILD, NUMBER, NUMBER_WILD

__all__ = ["Plan", "Tally", "run_points", "solve_tally", "tally"]


def run_points(length: int) -> int:
    """T17: a run scores its length; the complete 1..9 run scores 10."""
    return 10 if length == 9 else length


_POP = [bin(m).count("1") for m in range(512)]
_SPREAD = [sum(1 << (4 * i) for i in range(9) if m >> i & 1) for m in range(512)]
_GUARD = sum(8 << (4 * i) for i in range(9))
# A plan for one colour: (points, start, end, number-wild mask used, full wilds used).
Plan = tuple[int, int, int, int, int]
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


# The plan of the best run of real cards alone, per number mask.
_PLAIN: list[Plan] = [(*_best_plain(m), 0, 0) for m in range(512)]
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


# What a collection holds, as the search reads it: per colour its numbers (a 9-bit mask) and its
# colour wilds; the numbers with a number wild (a mask) and those wilds counted per number in
# 4-bit fields (capped at 4, more than any colour can use... see `_LIMIT`); the full wilds.
Tally = tuple[list[int], list[int], int, int, int]

# Each 4-bit field holds 7 less the number wilds of its number, so adding the wilds a plan uses
# reaches 8 (the guard bit) exactly when it uses more than there are.
_LIMIT = sum(7 << (4 * i) for i in range(9))
_FULL_SHIFT = 40  # a search state counts full wilds above the number wilds' fields


def tally(codes: Sequence[str]) -> Tally:
    present = [0, 0, 0, 0]
    cw = [0, 0, 0, 0]
    have = counts = full = 0
    for code in codes:
        kind, col, num = CARD_INFO[code]
        if kind == NUMBER:
            present[col] |= 1 << (num - 1)
        elif kind == COLOUR_WILD:
            cw[col] += 1
        elif kind == NUMBER_WILD:
            shift = 4 * (num - 1)
            have |= 1 << (num - 1)
            if counts >> shift & 15 < 4:  # four of one number is more than the colours can use
                counts += 1 << shift
        elif kind == FULL_WILD:
            full += 1
    return present, cw, have, counts, full


# A plan with what it costs as the search adds it to a state (see `solve_tally`): (points,
# resources, full wilds used, the plan).
_Step = tuple[int, int, int, Plan]
_OPTIONS: dict[tuple[int, int, int, int], tuple[list[Plan], tuple[_Step, ...]]] = {}


def _colour_options(
    present: int, cw: int, have: int, full: int
) -> tuple[list[Plan], tuple[_Step, ...]]:
    """Pareto-minimal plans for one colour, best first, and the same as steps (memoised:
    colours repeat a lot)."""
    key = (present, cw, have & ~present, full)  # a number wild for a held number is no use
    got = _OPTIONS.get(key)
    if got is None:
        if len(_OPTIONS) > 100_000:
            _OPTIONS.clear()  # bound the memory; refilling is cheap
        kept = _options(present, cw, key[2], full)
        steps = tuple((p[0], _SPREAD[p[3]] + (p[4] << _FULL_SHIFT), p[4], p) for p in kept)
        got = _OPTIONS[key] = (kept, steps)
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


def solve_tally(t: Tally) -> tuple[int, tuple[Plan, ...]]:
    """The best total and, per colour, the plan that makes it (ties: the first found)."""
    present, cw, have, counts, full = t
    if not (have or full):
        plain: list[Plan] = []
        for c in range(4):
            k = cw[c]
            plain.append(_colour_options(present[c], k, 0, 0)[0][0] if k else _PLAIN[present[c]])
        return plain[0][0] + plain[1][0] + plain[2][0] + plain[3][0], tuple(plain)
    if (full == 0 and counts in _ONE_NUMBER_WILD) or (full == 1 and not have):
        return _solve_one_wild(present, cw, have, full)
    limit = _LIMIT - counts
    options = [_colour_options(present[c], cw[c], have, full)[1] for c in range(4)]
    # The colour with the most options goes last, where the first fit is the best (early exit).
    order = sorted(range(4), key=[len(o) for o in options].__getitem__)
    # A state is the resources used so far, as one int: number wilds in 4-bit fields (at most
    # 4 each, so never past `_GUARD`), full wilds from `_FULL_SHIFT` up; a step adds its cost.
    states: dict[int, tuple[int, tuple[Plan, ...]]] = {0: (0, ())}
    for c in order[:3]:
        new: dict[int, tuple[int, tuple[Plan, ...]]] = {}
        get = new.get
        for used, (total, plans) in states.items():
            for pts, cost, k, opt in options[c]:
                nu = used + cost
                if (k and nu >> _FULL_SHIFT > full) or (nu + limit) & _GUARD:
                    continue  # more full wilds, or of some number wild, than there are
                tot = total + pts
                cur = get(nu)
                if cur is None or cur[0] < tot:
                    new[nu] = (tot, (*plans, opt))
        states = new
    last = options[order[3]]  # sorted best first
    top = last[0][0]
    best_total = -1
    best_plans: tuple[Plan, ...] = ()
    ranked = sorted(states.items(), key=_total, reverse=True) if len(states) > 1 else states.items()
    for used, (total, plans) in ranked:  # stable: equal totals keep the order found
        if total + top <= best_total:
            break  # states are sorted: no later one can do better
        for pts, cost, k, opt in last:
            nu = used + cost
            if (k and nu >> _FULL_SHIFT > full) or (nu + limit) & _GUARD:
                continue
            if total + pts > best_total:
                best_total = total + pts
                best_plans = (*plans, opt)
            break  # options are sorted: the first that fits is this state's best
    by_colour: list[Plan] = [_PLAIN[0]] * 4
    for c, plan in zip(order, best_plans, strict=True):
        by_colour[c] = plan
    return best_total, tuple(by_colour)


def _total(state: tuple[int, tuple[int, tuple[Plan, ...]]]) -> int:
    return state[1][0]


_ONE_NUMBER_WILD = frozenset(1 << (4 * i) for i in range(9))  # `counts` of a single number wild


def _solve_one_wild(
    present: list[int], cw: list[int], have: int, full: int
) -> tuple[int, tuple[Plan, ...]]:
    """`solve_tally`'s search when one number wild or one full wild is all the colours share,
    with the same result. Then each colour's plans are its best without the wild, alone, or
    the best with it then that; the search gives the wild to the first colour (in colour order)
    that gains most by it."""
    options: list[list[Plan]] = []
    taker = -1
    most = -1
    get = _OPTIONS.get
    for c in range(4):
        held = present[c]
        got = get((held, cw[c], have & ~held, full))  # `_colour_options`, inlined
        opts = (got or _colour_options(held, cw[c], have, full))[0]
        options.append(opts)
        if len(opts) == 2 and opts[0][0] - opts[1][0] > most:
            most = opts[0][0] - opts[1][0]
            taker = c
    plans = tuple(opts[0] if c == taker else opts[-1] for c, opts in enumerate(options))
    return plans[0][0] + plans[1][0] + plans[2][0] + plans[3][0], plans
