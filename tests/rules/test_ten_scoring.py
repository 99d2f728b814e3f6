"""T17–T18: the optimal wild assignment against a plain brute force over every assignment."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, COLOURS, FULL_WILD, NUMBER
from modten_tui.games.ten.rules.scoring import best_score, disposal_order, run_points, solve

NUMBERS = [f"{c}{n}" for c in COLOURS for n in range(1, 10)]
WILDS = [f"{c}#" for c in COLOURS] + [f"W{n}" for n in range(1, 10)] + ["W#"]


def _places(wild: str) -> list[tuple[int, int]]:
    kind, col, num = CARD_INFO[wild]
    if kind == COLOUR_WILD:
        return [(col, n) for n in range(1, 10)]
    if kind == FULL_WILD:
        return [(c, n) for c in range(4) for n in range(1, 10)]
    return [(c, num) for c in range(4)]


def _longest(mask: int) -> int:
    best = run = 0
    for n in range(1, 10):
        run = run + 1 if mask >> n & 1 else 0
        best = max(best, run)
    return run_points(best)


LONGEST = [_longest(m) for m in range(1 << 10)]  # bit n set = number n held


def brute_force(codes: list[str]) -> int:
    """Try every placement of every wild (or none) on a free square; keep the best total.

    Squares are bits of one mask per colour. A wild on a square already filled adds nothing,
    so those placements are skipped; positions reached twice are looked up, not redone.
    """
    start = [0, 0, 0, 0]
    for c in codes:
        kind, col, num = CARD_INFO[c]
        if kind == NUMBER:
            start[col] |= 1 << num
    wilds = sorted(c for c in codes if CARD_INFO[c][0] >= COLOUR_WILD)
    places = [_places(w) for w in wilds]
    seen: dict[tuple[int, tuple[int, ...]], int] = {}

    def best(i: int, masks: tuple[int, ...]) -> int:
        if i == len(wilds):
            return sum(LONGEST[m] for m in masks)
        key = (i, masks)
        got = seen.get(key)
        if got is None:
            got = best(i + 1, masks)  # this wild unused
            for col, n in places[i]:
                if not masks[col] >> n & 1:
                    nxt = list(masks)
                    nxt[col] |= 1 << n
                    got = max(got, best(i + 1, tuple(nxt)))
            seen[key] = got
        return got

    return best(0, tuple(start))


def _check(codes: list[str]) -> None:
    details = solve(codes)
    assert details.total == best_score(codes) == brute_force(codes)
    used: Counter[str] = Counter(details.unused)
    for c, run in enumerate(details.runs):
        assert run.points == sum(1 for _ in run.cards) + (1 if run.bonus else 0)
        assert run.bonus == (run.start == 1 and run.end == 9)
        for i, code in enumerate(run.cards):  # each square covered by a card allowed there
            n = run.start + i
            used[code] += 1
            if n in run.wilds:
                assert run.wilds[n] == code and (c, n) in _places(code)
            else:
                assert code == f"{COLOURS[c]}{n}"
    assert sum(r.points for r in details.runs) == details.total
    assert used == Counter(codes)  # every card either in one run or unused, once
    assert sorted(disposal_order(codes)) == sorted(codes)


numbers = st.lists(st.sampled_from(NUMBERS), max_size=30)


# The brute force is exponential in the wilds: the default set tries a quarter of the
# collections, the slow set all of them (same strategies).
_collections = given(numbers, st.lists(st.sampled_from(WILDS), max_size=4))
_wild_heavy = given(
    st.lists(st.sampled_from(NUMBERS), max_size=12),
    st.lists(st.sampled_from(WILDS), min_size=5, max_size=7),
)


def _examples(n: int) -> settings:
    return settings(max_examples=n, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_examples(400)
@_collections
def test_optimal_matches_brute_force(nums: list[str], wilds: list[str]) -> None:
    _check(nums + wilds)


@pytest.mark.slow
@_examples(1600)
@_collections
def test_optimal_matches_brute_force_all(nums: list[str], wilds: list[str]) -> None:
    _check(nums + wilds)


@_examples(25)
@_wild_heavy
def test_wild_heavy_collections_match_brute_force(nums: list[str], wilds: list[str]) -> None:
    _check(nums + wilds)


@pytest.mark.slow
@_examples(100)
@_wild_heavy
def test_wild_heavy_collections_match_brute_force_all(nums: list[str], wilds: list[str]) -> None:
    _check(nums + wilds)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(COLOURS),
    st.sets(st.integers(1, 9), max_size=3),
    st.lists(st.sampled_from(WILDS), max_size=3),
    numbers.map(lambda xs: xs[:8]),
)
def test_near_complete_runs(colour: str, gaps: set[int], wilds: list[str], more: list[str]) -> None:
    # A whole colour but for a few gaps, wilds maybe filling them: 1..9 is worth 10.
    _check([f"{colour}{n}" for n in range(1, 10) if n not in gaps] + wilds + more)


def test_known_examples_t17() -> None:
    assert best_score(["B1", "B2", "B3", "B5", "B7"]) == 3  # the example of T17
    assert best_score([f"R{n}" for n in range(1, 10)]) == 10
    assert best_score([f"R{n}" for n in range(1, 9)] + ["W9"]) == 10
    assert best_score([f"W{n}" for n in range(1, 10)]) == 10  # all in one colour beats spread
    assert best_score(["R1", "R1", "R2"]) == 2  # duplicates add nothing
    assert best_score([]) == 0
    # The number wild is contested: W5 completes red 1..9 (10) rather than blue 4..6 (3).
    reds = [f"R{n}" for n in range(1, 10) if n != 5]
    assert best_score([*reds, "B4", "B6", "W5"]) == 10 + 1
    assert best_score(["W5", "W5", "R4", "R6", "B4", "B6"]) == 6  # stacked decks: two W5s
