"""One position of a finished game, as the replay steps through them (`screens/replay.py`).

Plain data in a module of its own, so the registry can make positions without importing a
screen: the layer contract (.importlinter).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from modten_tui.rules.protocol import Game
    from modten_tui.storage.save_file import SaveFile


@dataclass(frozen=True)
class Position:
    hand: int  # 1-based hand number (always 1 in a game of one hand)
    move: int  # moves made in this hand so far
    total: int  # moves in this hand
    state: Game
    said: str  # what the latest move did, in words


def names_of(save: SaveFile) -> list[str]:
    """The seats' names as the save holds them."""
    return [str(s.get("name", f"Seat {i + 1}")) for i, s in enumerate(save.setup["seats"])]


def positions_of(save: SaveFile) -> list[Position]:
    """Every position of a finished game (the replay's and the review's): each hand's start,
    then one per move."""
    from modten_tui import registry  # here: the registry imports this module for Position

    positions: list[Position] = registry.get(save.game).saves.replay_positions(save, names_of(save))
    return positions
