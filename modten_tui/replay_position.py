"""One position of a finished game, as the replay steps through them (`screens/replay.py`).

Plain data in a module of its own, so the registry can make positions without importing a
screen: the layer contract (.importlinter).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from modten_tui.rules.protocol import Game


@dataclass(frozen=True)
class Position:
    hand: int  # 1-based hand number (always 1 in a game of one hand)
    move: int  # moves made in this hand so far
    total: int  # moves in this hand
    state: Game
    said: str  # what the latest move did, in words
