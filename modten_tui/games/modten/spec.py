"""Mod Ten as the registry sees it. Imports its modules only when asked (see registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from modten_tui.registry import GameSpec

if TYPE_CHECKING:
    from modten_tui.bots.base import Bot
    from modten_tui.rules.protocol import Game, Record


class ModTenSpec(GameSpec):
    key = "modten"
    title = "Mod Ten"
    min_players = 2
    max_players = 6
    order = 10

    def rebuild(self, record: Record) -> Game:
        from modten_tui.games.modten.rules.hand import from_record

        return from_record(record)

    def make_bot(
        self, level: str, *, seed: int | None, budget_s: float, iterations: int | None
    ) -> Bot:
        from modten_tui.games.modten.bots import players

        if level == "easy":
            return players.EasyModTen(seed)
        if level == "normal":
            return players.NormalModTen(seed)
        return players.HardModTen(seed, budget_s=budget_s, iterations=iterations)
