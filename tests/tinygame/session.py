"""A Tiny Tricks hot-seat session: the generic `Session` plus the game's words for its events,
and the match: `hands` hands (the setup's option), tricks adding up over them.

Hands are hidden, so the generic hand-off policy applies (`hidden_hands`). Every hand's deal
follows from the match's seed and its number (`hand_seed`), so the save's match setup fixes
the hands still to come.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from modten_tui.rules.protocol import Event
from modten_tui.setup.models import GameSetup
from modten_tui.table.session import Factory, Session
from tests.tinygame import rules
from tests.tinygame.options import TinyOptions


def hand_seed(seed: int, number: int) -> int:
    """The seed of hand `number` (from 1) of the match whose seed is `seed`: the first hand's
    is the match's own, so a single hand deals as it always has."""
    return seed if number == 1 else random.Random(f"{seed}/{number}").randrange(1 << 30)


class TinySession(Session):
    """One match of Tiny Tricks. `cards` and `leader` stack the first deal (restores, tests);
    `seed` is the match's (else the setup's, else drawn: always concrete, for later deals)."""

    game: rules.TinyGame

    def __init__(
        self,
        setup: GameSetup,
        *,
        cards: list[str] | None = None,
        leader: int | None = None,
        seed: int | None = None,
        bot_budget_s: float = 1.0,
        bot_factory: Factory | None = None,
    ) -> None:
        super().__init__(setup, bot_budget_s=bot_budget_s, bot_factory=bot_factory)
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
        self.seed = seed
        self.length = TinyOptions.of(setup).hands  # hands in the match
        self.finished: list[rules.TinyGame] = []  # the hands played before this one
        self.game = self._deal(cards, leader)
        self._log_hand_start()

    def _deal(self, cards: list[str] | None, leader: int | None) -> rules.TinyGame:
        players = len(self.seats)
        if cards is None:
            return rules.dealt(players, hand_seed(self.seed, self.hand_number))
        return rules.deal(players, cards=cards, leader=leader or 0)

    def _log_hand_start(self) -> None:
        lead = f"{self.names[self.game.leader]} leads the first trick"
        self._start_log([f"{self.stage_label()}: {lead}" if self.length > 1 else lead])

    # ----- the match -----------------------------------------------------------------------
    @property
    def hand_number(self) -> int:
        return len(self.finished) + 1

    @property
    def hands_so_far(self) -> list[rules.TinyGame]:
        """Every hand of the match so far, the one in play last."""
        return [*self.finished, self.game]

    @property
    def match_over(self) -> bool:
        return self.game.is_over and self.hand_number >= self.length

    def totals(self) -> list[int]:
        """Tricks per seat over the match so far."""
        return [sum(seat) for seat in zip(*(h.scores() for h in self.hands_so_far), strict=True)]

    def match_winners(self) -> list[int]:
        """Who took the most tricks over the match (ties share the win), once it is over."""
        if not self.match_over:
            return []
        totals = self.totals()
        return [s for s, t in enumerate(totals) if t == max(totals)]

    def stage_label(self) -> str:
        return f"Hand {self.hand_number} of {self.length}" if self.length > 1 else ""

    def next_hand(self, cards: list[str] | None = None, leader: int | None = None) -> None:
        """Deal the match's next hand (`cards` and `leader` stack it, for restores)."""
        if not self.hand_over or self.match_over:
            raise ValueError("a next hand follows only a finished hand of a match that goes on")
        self.finished.append(self.game)
        self.game = self._deal(cards, leader)
        if len(self.humans) > 1:
            # Everyone read the results together: whoever plays first is handed the screen.
            self.viewer = None
        self._log_hand_start()

    # ----- hooks ---------------------------------------------------------------------------
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
                lines += self._over_lines(e.detail)
        return lines, last

    def _over_lines(self, winners: Sequence[int]) -> list[str]:
        names = self.names
        won = " and ".join(names[s] for s in winners)
        best = max(self.game.scores())
        if self.length == 1:
            return [f"{won} won with {best} tricks"]
        lines = [f"{won} won hand {self.hand_number} with {best} tricks"]
        if self.match_over:
            champions = " and ".join(names[s] for s in self.match_winners())
            lines.append(f"{champions} won the match with {max(self.totals())} tricks")
        return lines
