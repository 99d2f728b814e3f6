"""TEN as the registry sees it. Imports its modules only when asked (see registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from modten_tui.registry import GameSpec

if TYPE_CHECKING:
    from modten_tui.bots.base import Bot
    from modten_tui.rules.protocol import Game, Record


class TenSpec(GameSpec):
    key = "ten"
    title = "TEN"
    min_players = 1  # T20: one person against computers
    max_players = 5
    order = 20

    def rebuild(self, record: Record) -> Game:
        from modten_tui.games.ten.rules.game import from_record

        return from_record(record)

    def make_bot(
        self, level: str, *, seed: int | None, budget_s: float, iterations: int | None
    ) -> Bot:
        from modten_tui.games.ten.bots import players

        if level == "easy":
            return players.EasyTen(seed)
        if level == "normal":
            return players.NormalTen(seed)
        return players.HardTen(seed, budget_s=budget_s, iterations=iterations)
