"""A Tiny Tricks hot-seat session: the generic `Session` plus the game's words for its events.

Hands are hidden, so the generic hand-off policy applies (`hidden_hands`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from modten_tui.rules.protocol import Event
from modten_tui.setup.models import GameSetup
from modten_tui.table.session import Factory, Session
from tests.tinygame import rules


class TinySession(Session):
    """One game of Tiny Tricks. `cards` and `leader` stack the deal (restores, tests)."""

    game: rules.TinyGame

    def __init__(
        self,
        setup: GameSetup,
        *,
        cards: list[str] | None = None,
        leader: int | None = None,
        bot_budget_s: float = 1.0,
        bot_factory: Factory | None = None,
    ) -> None:
        super().__init__(setup, bot_budget_s=bot_budget_s, bot_factory=bot_factory)
        players = len(setup.seats)
        if cards is None:
            # A concrete seed always, so the record fixes the deal.
            seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
            rng = random.Random(seed)
            self.game = rules.deal(players, seed=seed, leader=rng.randrange(players))
        else:
            self.game = rules.deal(players, cards=cards, leader=leader or 0)
        self._start_log([f"{self.names[self.game.leader]} leads the first trick"])

    @property
    def hidden_hands(self) -> bool:
        return not self.game.is_over

    def _describe(self, events: Sequence[Event], before: Any) -> tuple[list[str], dict[int, str]]:
        lines: list[str] = []
        last: dict[int, str] = {}
        names = self.names
        for e in events:
            if e.kind == "played" and e.seat is not None:
                lines.append(f"{names[e.seat]} played {e.detail}")
                last[e.seat] = f"played {e.detail}"
            elif e.kind == "took" and e.seat is not None:
                lines.append(f"{names[e.seat]} took the trick ({' '.join(e.detail)})")
                last[e.seat] = "took a trick"
            elif e.kind == "over":
                won = " and ".join(names[s] for s in e.detail)
                lines.append(f"{won} won with {max(self.game.scores())} tricks")
        return lines, last
