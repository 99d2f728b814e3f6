"""The game registry: everything above the rules asks a `GameSpec`, never a game by name.

Each game is one package under `modten_tui/games/` whose `__init__` holds `SPEC`, its
`GameSpec` (spec.py), built from its capabilities (capabilities.py). The registry finds those
packages by listing the folder (the one step that goes by name), so adding a game touches
nothing outside its own package; a game that lives elsewhere (the test game in `tests/`)
calls `register` itself.

A game's capabilities import its modules when asked: reading the registry (the menu, the
command line's `--help`) loads no rules, bots or screens.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

from modten_tui.registry.spec import GameSpec

if TYPE_CHECKING:
    from modten_tui.bots.base import Bot
    from modten_tui.rules.protocol import Game, Record

__all__ = ["GameSpec", "UnknownGame", "all_specs", "default", "get", "keys", "make_bot"]
__all__ += ["rebuild", "register", "unregister"]

GAMES_PACKAGE = "modten_tui.games"


class UnknownGame(ValueError):
    """A game key that no registered game answers to (a save from elsewhere, a typo)."""

    def __init__(self, key: str) -> None:
        known = ", ".join(repr(k) for k in keys()) or "none"
        super().__init__(f"unknown game {key!r} (known: {known})")
        self.key = key


_specs: dict[str, GameSpec] = {}
_discovered = False


def register(spec: GameSpec) -> None:
    """Add a game (games under `modten_tui/games/` are found without this)."""
    _specs[spec.key] = spec


def unregister(key: str) -> None:
    """Remove a game registered with `register` (tests clean up after themselves)."""
    _specs.pop(key, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module(GAMES_PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{GAMES_PACKAGE}.{info.name}")
        spec = getattr(module, "SPEC", None)
        if isinstance(spec, GameSpec):
            _specs.setdefault(spec.key, spec)


def all_specs() -> list[GameSpec]:
    """Every game, in menu order."""
    _discover()
    return sorted(_specs.values(), key=lambda s: (s.order, s.title))


def keys() -> list[str]:
    return [s.key for s in all_specs()]


def get(key: str) -> GameSpec:
    """The spec for `key`, or UnknownGame saying which games exist."""
    _discover()
    try:
        return _specs[key]
    except KeyError:
        raise UnknownGame(key) from None


def default() -> GameSpec:
    """The game a fresh setup starts on: the first on the menu."""
    return all_specs()[0]


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
    from modten_tui.bots.base import LEVELS, RandomBot

    spec = get(game)  # UnknownGame (a ValueError) names the games there are (before random)
    if level == "random":
        return RandomBot(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")
    if budget_s <= 0:
        raise ValueError(f"budget_s must be positive, not {budget_s!r}")
    # The levels live beside their games: the spec builds them.
    return spec.players.make(level, seed=seed, budget_s=budget_s, iterations=iterations)


def rebuild(record: Record) -> Game:
    """The game a record describes, every move re-validated through `apply` (IllegalMove names
    a bad move's number and text; UnknownGame, a ValueError, a game no spec answers to)."""
    return get(record.game).rules.rebuild(record)
