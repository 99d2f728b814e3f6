"""A fast lower bound on a TEN collection's score, for look-aheads (T17).

The engine's `best_score` is exact but, for collections heavy with number and full wilds, costs
up to a millisecond, and a search scores thousands of collections a second. Here colour wilds
are exact (a table per number mask and wild count), and number and full wilds are placed
greedily, each where it adds most. A greedy placement is a real assignment, so the result never
exceeds the exact score, and it equals it whenever there are no number or full wilds.
"""

from __future__ import annotations

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, FULL_WILD, NUMBER, NUMBER_WILD

_MAX_WILDS = 10


def _table() -> list[list[int]]:
    intervals = [
        (10 if b - a == 8 else b - a + 1, ((1 << (b - a + 1)) - 1) << a)
        for a in range(9)
        for b in range(a, 9)
    ]
    table = []
    for mask in range(512):
        row = [0] * (_MAX_WILDS + 1)
        for pts, imask in intervals:
            missing = bin(imask & ~mask).count("1")
            for k in range(missing, _MAX_WILDS + 1):
                if pts > row[k]:
                    row[k] = pts
        table.append(row)
    return table


BEST = _table()  # BEST[mask of numbers held][colour wilds] = best run's points in that colour


def fast_score(coll: list[str] | tuple[str, ...]) -> int:
    masks, cw = _placed(coll)
    return (
        BEST[masks[0]][cw[0]]
        + BEST[masks[1]][cw[1]]
        + BEST[masks[2]][cw[2]]
        + BEST[masks[3]][cw[3]]
    )


def fast_reach(coll: list[str] | tuple[str, ...]) -> int:
    """The points one more card could add in each colour, summed over the colours: what a
    colour wild there would add (the gap it fills may be any missing number). A collection of
    near-runs reaches far; one of scattered cards does not."""
    masks, cw = _placed(coll)
    out = 0
    for i in range(4):
        k = cw[i]
        if k < _MAX_WILDS:
            out += BEST[masks[i]][k + 1] - BEST[masks[i]][k]
    return out


def _placed(coll: list[str] | tuple[str, ...]) -> tuple[list[int], list[int]]:
    """Per colour, the mask of numbers held (number wilds placed greedily) and the colour wilds
    held, full wilds counted as colour wilds where each adds most."""
    masks = [0, 0, 0, 0]
    cw = [0, 0, 0, 0]
    number_wilds: list[int] = []
    full = 0
    for code in coll:
        kind, col, value = CARD_INFO[code]
        if kind == NUMBER:
            masks[col] |= 1 << (value - 1)
        elif kind == COLOUR_WILD:
            cw[col] += 1
        elif kind == NUMBER_WILD:
            number_wilds.append(value)
        elif kind == FULL_WILD:
            full += 1
    for i in range(4):
        if cw[i] > _MAX_WILDS:
            cw[i] = _MAX_WILDS
    for value in number_wilds:
        bit = 1 << (value - 1)
        best_gain, best_col = 0, -1
        for i in range(4):
            m = masks[i]
            if not m & bit:
                g = BEST[m | bit][cw[i]] - BEST[m][cw[i]]
                if g > best_gain:
                    best_gain, best_col = g, i
        if best_col >= 0:
            masks[best_col] |= bit
    for _ in range(full):
        best_gain, best_col = 0, -1
        for i in range(4):
            k = cw[i]
            if k < _MAX_WILDS:
                g = BEST[masks[i]][k + 1] - BEST[masks[i]][k]
                if g > best_gain:
                    best_gain, best_col = g, i
        if best_col >= 0:
            cw[best_col] += 1
    return masks, cw
