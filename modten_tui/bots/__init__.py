"""Computer players. Every bot sees only its seat's view (invariant 2)."""

from modten_tui.bots.base import LEVELS, Bot, RandomBot

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]


def make_bot(
    game: str,
    level: str,
    *,
    seed: int | None = None,
    budget_s: float = 1.0,
    iterations: int | None = None,
) -> Bot:
    """A computer player for the registered `game` at `level` (random, easy, normal, hard).

    Hard thinks for `budget_s` seconds a move; `iterations` caps its search instead (fast,
    reproducible tests). The other levels answer at once.
    """
    from modten_tui import registry

    registry.get(game)  # UnknownGame (a ValueError) names the games there are (before random)
    if level == "random":
        return RandomBot(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")
    if budget_s <= 0:
        raise ValueError(f"budget_s must be positive, not {budget_s!r}")
    # The levels live beside their games: the spec builds them.
    return registry.get(game).make_bot(level, seed=seed, budget_s=budget_s, iterations=iterations)
