"""The rules of Mod Ten and TEN: pure Python, no user interface, no I/O (invariant 1)."""

from modten_tui.rules.protocol import Event, Game, IllegalMove, Record

__all__ = ["Event", "Game", "IllegalMove", "Record", "rebuild"]


def rebuild(record: Record) -> Game:
    """Recreate a game from its record, re-validating every move."""
    if record.game == "modten":
        from modten_tui.games.modten.rules import hand as modten

        return modten.from_record(record)
    if record.game == "ten":
        from modten_tui.games.ten.rules import game as ten

        return ten.from_record(record)
    raise ValueError(f"unknown game {record.game!r} in record (expected 'modten' or 'ten')")
