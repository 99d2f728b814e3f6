"""Which class plays which game at which level; `make_bot` calls `build`."""

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
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")
    if budget_s <= 0:
        raise ValueError(f"budget_s must be positive, not {budget_s!r}")
    if game == "modten":
        from modten_tui.games.modten.bots import players as mb

        if level == "easy":
            return mb.EasyModTen(seed)
        if level == "normal":
            return mb.NormalModTen(seed)
        return mb.HardModTen(seed, budget_s=budget_s, iterations=iterations)
    if game == "ten":
        from modten_tui.games.ten.bots import players as tb

        if level == "easy":
            return tb.EasyTen(seed)
        if level == "normal":
            return tb.NormalTen(seed)
        return tb.HardTen(seed, budget_s=budget_s, iterations=iterations)
    raise ValueError(f"unknown game {game!r} (expected 'modten' or 'ten')")
