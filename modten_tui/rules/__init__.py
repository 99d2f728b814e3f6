"""The game protocol every game's rules implement: pure Python, no user interface (invariant 1).

Each game's own rules live in its package (`modten_tui/games/<game>/rules/`).
"""

from modten_tui.rules.protocol import Event, Game, IllegalMove, Record

__all__ = ["Event", "Game", "IllegalMove", "Record", "rebuild"]


def rebuild(record: Record) -> Game:
    """Recreate a game from its record, re-validating every move."""
    from modten_tui import registry

    return registry.get(record.game).rebuild(record)
