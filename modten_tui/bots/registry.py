"""Which computer player plays which game at which level; `make_bot` calls `build`."""

from __future__ import annotations

from modten_tui.bots.base import LEVELS, Bot


def build(
    game: str,
    level: str,
    *,
    seed: int | None = None,
    budget_s: float = 1.0,
    iterations: int | None = None,
) -> Bot:
    """A bot for `game` at `level`. `iterations` caps hard's search (tests, benchmarks)."""
    from modten_tui import registry

    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")
    if budget_s <= 0:
        raise ValueError(f"budget_s must be positive, not {budget_s!r}")
    spec = registry.get(game)
    return spec.make_bot(level, seed=seed, budget_s=budget_s, iterations=iterations)
