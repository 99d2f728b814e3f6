"""`GameSpec`: one game as the rest of the program sees it, its name and its capabilities."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from modten_tui.registry.capabilities import (
        Adviser,
        Lessons,
        Matches,
        Players,
        Rules,
        Saves,
        Table,
    )
    from modten_tui.rules.protocol import Game


@dataclass(frozen=True, kw_only=True)
class GameSpec:
    """One game: `key` names it in saves, settings and the command line (`--game KEY`);
    `title` is what players read. `min_players`/`max_players` count everyone at the table,
    people and computers. `order` places the game on the menu and in lists (lowest first).

    What it can do are its capabilities (capabilities.py): `rules`, `players`, `table` and
    `saves` always; `advice`, `lessons` and `matches` where it has them (else None)."""

    key: str
    title: str
    min_players: int
    max_players: int
    order: int = 100
    rules: Rules[Game, Any]
    players: Players
    table: Table[Any]
    saves: Saves[Any]
    advice: Adviser | None = None
    lessons: Lessons | None = None
    matches: Matches | None = None

    def move_label(self, move: str) -> str:
        """A move as advice and the review name it: the adviser's label where the game has
        one ('Pay 3 tokens', never 'pay 3t'), else the rules' `move_text`."""
        return self.advice.label(move) if self.advice is not None else self.rules.move_text(move)
