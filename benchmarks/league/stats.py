"""Win shares and their Wilson score intervals."""

from __future__ import annotations

import math


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for `wins` successes in `n` trials (95% for z = 1.96).

    Shared wins count as fractions, so `wins` may be fractional; the interval treats them as
    their sum, which is the usual (slightly narrow) approximation.
    """
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= wins <= n:
        raise ValueError(f"wins must lie in 0..{n}, not {wins}")
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def share_of(seat: int, winners: list[int]) -> float:
    """A seat's part of a win: 1 alone, 1/k when k seats share it (T19), 0 otherwise."""
    return 1.0 / len(winners) if seat in winners else 0.0
