"""Every player of the league by name, for both games.

Names: `random`, `expert`, `flatmc` (greedy playouts), `flatmc-random` (random playouts),
`perfect` (evaluation only), and the app's levels `easy`, `normal`, `hard` (hard at the
iteration cap the issue names) and `hard@1s` (hard on the app's clock, 1 s a move).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from benchmarks.league.flat_mc import FlatMonteCarlo, PerfectInfo
from benchmarks.league.modten_expert import ModTenExpert
from benchmarks.league.ten_expert import TenExpert
from modten_tui.registry import make_bot

# the caps issue 14 measures hard at: 300 iterations in Mod Ten, 100 in TEN
HARD_CAPS: dict[str, int] = {"modten": 300, "ten": 100}
APP_BUDGET_S = 1.0  # what the app gives hard (Session's default bot budget)
PLAYOUTS: dict[str, int] = {"modten": 300, "ten": 40}  # TEN playouts are ~30x longer

APP_LEVELS = ("easy", "normal", "hard")
NAMES = ("random", "expert", "flatmc", "flatmc-random", "perfect", *APP_LEVELS, "hard@1s")


@dataclass
class Settings:
    """Caps for one run (quick runs lower them; every JSON line states them)."""

    hard_caps: dict[str, int] = field(default_factory=lambda: dict(HARD_CAPS))
    playouts: dict[str, int] = field(default_factory=lambda: dict(PLAYOUTS))
    budget_s: float = APP_BUDGET_S

    def cap_of(self, game: str, name: str) -> dict[str, Any]:
        """The budget or cap a player plays under, for the JSON line ({} when it has none)."""
        if name == "hard":
            return {"iterations": self.hard_caps[game]}
        if name == "hard@1s":
            return {"budget_s": self.budget_s}
        if name in ("flatmc", "flatmc-random", "perfect"):
            return {"playouts": self.playouts[game]}
        return {}


def make_player(game: str, name: str, seed: int, settings: Settings) -> Any:
    """A fresh player (bots keep random state, so one per game and seat)."""
    if name == "expert":
        return ModTenExpert(seed) if game == "modten" else TenExpert(seed)
    if name in ("flatmc", "flatmc-random"):
        policy = "random" if name == "flatmc-random" else "greedy"
        return FlatMonteCarlo(game, seed, playouts=settings.playouts[game], policy=policy)
    if name == "perfect":
        return PerfectInfo(game, seed, playouts=settings.playouts[game])
    if name == "hard":
        return make_bot(game, "hard", seed=seed, iterations=settings.hard_caps[game])
    if name == "hard@1s":
        return make_bot(game, "hard", seed=seed, budget_s=settings.budget_s)
    if name in ("random", "easy", "normal"):
        return make_bot(game, name, seed=seed)
    raise ValueError(f"unknown player {name!r} (expected one of {', '.join(NAMES)})")
