"""Games that live only in the tests: `tests/<name>/spec.py` holding `SPEC` (e.g. tests/tinygame).

They are found here but not registered: `tests/conftest.py` registers one for the length of a
test that asks for it (the `game_spec` fixture, or the game's own conftest), so no other test's
menus or lists ever show a test game.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from modten_tui import registry
from modten_tui.registry import GameSpec


def _find() -> list[GameSpec]:
    found = []
    for spec_file in sorted(Path(__file__).parent.glob("*/spec.py")):
        module = importlib.import_module(f"tests.{spec_file.parent.name}.spec")
        found.append(module.SPEC)
    return found


TEST_GAMES: list[GameSpec] = _find()


@contextmanager
def registered(*specs: GameSpec) -> Iterator[None]:
    """`specs` in the registry for the duration."""
    for spec in specs:
        registry.register(spec)
    try:
        yield
    finally:
        for spec in specs:
            registry.unregister(spec.key)


def every_game() -> list[GameSpec]:
    """Every registered game and every test game, in menu order."""
    with registered(*TEST_GAMES):
        return registry.all_specs()
