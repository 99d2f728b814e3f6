"""Mod Ten matches (M13): hands until a target total or a fixed number of hands.

[choice] The highest total wins; a tie for the highest at the end plays one more hand. Each
later hand is dealt by the player to the right of the previous winner, so the winner leads.
"""

from __future__ import annotations

import random
from typing import Any

from pydantic import BaseModel, ConfigDict

from modten_tui.games.modten.rules.cards import DEFAULT_TARGET
from modten_tui.games.modten.rules.hand import ModTenHand, deal, from_record
from modten_tui.rules.protocol import Record


class MatchRecord(BaseModel):
    """A match's setup plus the record of each hand dealt so far."""

    model_config = ConfigDict(frozen=True)

    players: int
    setup: dict[str, Any]
    hands: list[Record]


class ModTenMatch:
    """A match of Mod Ten hands. `hand` is the hand in play; call `next_hand()` after it ends."""

    def __init__(
        self,
        players: int,
        *,
        target: int | None = DEFAULT_TARGET,
        hands: int | None = None,
        seed: int | None = None,
        deck: str = "auto",
        open_hands: bool = False,
        first_dealer: int | None = None,
    ) -> None:
        if target is None and hands is None:
            raise ValueError("a match needs either a target score or a number of hands")
        if target is not None and hands is not None:
            if target != DEFAULT_TARGET:
                raise ValueError("give a match a target score or a number of hands, not both")
            target = None  # a number of hands overrides the default target
        if target is not None and (isinstance(target, bool) or target < 1):
            raise ValueError(f"the target must be a positive number of points, not {target!r}")
        if hands is not None and (isinstance(hands, bool) or hands < 1):
            raise ValueError(f"the number of hands must be at least 1, not {hands!r}")
        self.num_players = players
        self.target = target
        self.hand_limit = hands
        self.seed = seed
        self.deck = deck
        self.open_hands = open_hands
        # One generator for the whole match, so a seed fixes every dealer and every deal.
        self._rng = random.Random(seed)
        if not isinstance(players, int) or not 2 <= players <= 6:
            raise ValueError(f"Mod Ten is for 2 to 6 players, not {players!r}")
        # Always draw, so a rebuilt match (first dealer given) stays in step with the original.
        drawn = self._rng.randrange(players)
        if first_dealer is None:
            first_dealer = drawn  # M5: the first dealer is chosen at random
        self.first_dealer = first_dealer
        self.finished: list[ModTenHand] = []
        self.hand = self._deal(first_dealer)

    def _deal(self, dealer: int) -> ModTenHand:
        return deal(
            self.num_players,
            dealer=dealer,
            seed=self._rng.randrange(2**32),
            deck=self.deck,
            open_hands=self.open_hands,
        )

    @property
    def hand_number(self) -> int:
        """1 for the first hand."""
        return len(self.finished) + 1

    @property
    def totals(self) -> list[int]:
        """Running totals over finished hands, plus the current hand once it is over."""
        hands = self.finished + ([self.hand] if self.hand.is_over else [])
        return [sum(h.scores()[s] for h in hands) for s in range(self.num_players)]

    @property
    def is_over(self) -> bool:
        if not self.hand.is_over:
            return False
        totals = self.totals
        best = max(totals)
        if totals.count(best) > 1:
            return False  # a tie at the top plays one more hand
        played = len(self.finished) + 1
        if self.hand_limit is not None:
            return played >= self.hand_limit
        return best >= (self.target or 0)

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        totals = self.totals
        return totals.index(max(totals))

    @property
    def next_dealer(self) -> int:
        """M13: the player to the right of the previous hand's winner deals the next hand."""
        if self.hand.winner is None:
            raise ValueError("the hand is still in play")
        return (self.hand.winner - 1) % self.num_players

    def next_hand(self) -> ModTenHand:
        if not self.hand.is_over:
            raise ValueError("the current hand is still in play")
        if self.is_over:
            raise ValueError("the match is over")
        dealer = self.next_dealer
        self.finished.append(self.hand)
        self.hand = self._deal(dealer)
        return self.hand

    def to_record(self) -> MatchRecord:
        setup = {
            "target": self.target,
            "hands": self.hand_limit,
            "seed": self.seed,
            "deck": self.deck,
            "open_hands": self.open_hands,
            "first_dealer": self.first_dealer,
        }
        return MatchRecord(
            players=self.num_players,
            setup=setup,
            hands=[h.record for h in self.finished + [self.hand]],
        )

    @classmethod
    def from_record(cls, record: MatchRecord) -> ModTenMatch:
        """Rebuild a match: the same setup, each hand replayed from its own record."""
        match = cls(record.players, **record.setup)
        if not record.hands:
            raise ValueError("a match record holds at least one hand")
        rebuilt = [from_record(r) for r in record.hands]
        for earlier in rebuilt[:-1]:
            if not earlier.is_over:
                raise ValueError("only the last hand of a match record may be unfinished")
        # Advance the generator as the original match did, so later deals match too.
        for _ in rebuilt[1:]:
            match._rng.randrange(2**32)  # this class's own generator, in the match it rebuilds
        match.finished = rebuilt[:-1]
        match.hand = rebuilt[-1]
        return match
