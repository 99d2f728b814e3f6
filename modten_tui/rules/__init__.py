"""The game protocol every game's rules implement: pure Python, no user interface (invariant 1).

Each game's own rules live in its package (`modten_tui/games/<game>/rules/`). Rebuilding a game
from its record asks the game registry (`modten_tui.registry.rebuild`): the rules know no
registry, so they stay the lowest layer (.importlinter).
"""

from modten_tui.rules.protocol import Event, Game, IllegalMove, Record

__all__ = ["Event", "Game", "IllegalMove", "Record"]
