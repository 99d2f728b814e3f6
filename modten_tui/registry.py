"""The game registry: everything above the rules asks a `GameSpec`, never a game by name.

Each game is one package under `modten_tui/games/` whose `__init__` holds `SPEC`, an instance
of its `GameSpec` subclass. The registry finds those packages by listing the folder, so adding
a game touches nothing outside its own package; a game that lives elsewhere (the test game in
`tests/`) calls `register` itself.

A spec's methods import their game's modules when called: reading the registry (the menu, the
command line's `--help`) loads no rules, bots or screens.
"""

from __future__ import annotations

import importlib
import pkgutil
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import BaseModel

    from modten_tui.bots.base import Bot
    from modten_tui.rules.protocol import Game, Record

GAMES_PACKAGE = "modten_tui.games"


class UnknownGame(ValueError):
    """A game key that no registered game answers to (a save from elsewhere, a typo)."""

    def __init__(self, key: str) -> None:
        known = ", ".join(repr(k) for k in keys()) or "none"
        super().__init__(f"unknown game {key!r} (known: {known})")
        self.key = key


class GameSpec(ABC):
    """One game, as the rest of the program sees it.

    `key` names the game in saves, settings and the command line (`--game KEY`); `title` is
    what players read. `min_players`/`max_players` count everyone at the table, people and
    computers. `order` places the game on the menu and in lists (lowest first).
    """

    key: str
    title: str
    min_players: int
    max_players: int
    order: int = 100

    # ----- rules --------------------------------------------------------------------------
    @abstractmethod
    def rebuild(self, record: Record) -> Game:
        """The game a record describes, every move re-validated (raises IllegalMove/ValueError)."""

    # ----- computer players -------------------------------------------------------------
    @abstractmethod
    def make_bot(
        self, level: str, *, seed: int | None, budget_s: float, iterations: int | None
    ) -> Bot:
        """A computer player at `level` (easy, normal or hard; `random` is handled above)."""

    # ----- options ---------------------------------------------------------------------
    def options_model(self) -> type[BaseModel] | None:
        """The pydantic model of this game's own setup options, or None if it has none."""
        return None


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

