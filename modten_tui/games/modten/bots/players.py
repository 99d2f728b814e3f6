"""Mod Ten computer players: easy, normal (heuristics) and hard (the generic ISMCTS, `search`).

Each sees only its seat's `ModTenView` and the legal moves (invariant 2).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pydantic import BaseModel

from modten_tui.bots.base import RuleBot
from modten_tui.games.modten.rules.cards import VALUE
from modten_tui.games.modten.rules.hand import ModTenView, capture_value


def as_view(view: BaseModel) -> ModTenView:
    if not isinstance(view, ModTenView):
        raise TypeError(f"a Mod Ten bot needs a ModTenView, not {type(view).__name__}")
    return view


def capturing(view: ModTenView, legal: list[str]) -> list[str]:
    """The legal cards that would capture now (M8)."""
    want = capture_value(view.table_sum)
    return [] if want is None else [c for c in legal if VALUE[c] == want]


def _code(value: int, suit: str) -> str:
    return ("A" if value == 1 else str(value)) + suit


class EasyModTen(RuleBot[ModTenView]):
    """Plays like a beginner: usually takes an obvious capture; otherwise now and then plays
    as a careful player would (`care`), else any legal card. Measured (issue 14): it beats
    random play clearly and loses clearly to normal; without the care it was no better than
    random at two players (0.52 over 400 games)."""

    name = "easy"
    view_type = ModTenView

    def __init__(self, seed: int | None = None, notice: float = 0.6, care: float = 0.4) -> None:
        super().__init__(seed)
        self._notice = notice  # how often it spots a capture that is there
        self._care = care  # how often it plays normal's card otherwise
        self._normal = NormalModTen(seed)

    def pick(self, v: ModTenView, legal: list[str]) -> str:
        caps = capturing(v, legal)
        if caps and self._rng.random() < self._notice:
            return caps[0]
        if self._rng.random() < self._care:
            return self._normal.choose(v, legal)
        return self._rng.choice(legal)


class NormalModTen(RuleBot[ModTenView]):
    """Solid heuristics: capture; lead suits the others lack; don't set up the next player.

    A card is scored by: the chance the next seat to act can capture after it (estimated from
    the unseen cards and that seat's hand size), how many seats a lead will skip (skipped
    seats shed nothing, M7), a bonus for shedding high values, and for leading from length.
    """

    name = "normal"
    view_type = ModTenView

    def pick(self, v: ModTenView, legal: list[str]) -> str:
        caps = capturing(v, legal)
        if caps:
            return caps[0]
        unseen = Counter(v.unseen)
        mine = Counter(v.hand)
        best = max(legal, key=lambda c: (self._score(v, c, unseen, mine), self._rng.random()))
        return best

    def _score(self, v: ModTenView, card: str, unseen: Counter[str], mine: Counter[str]) -> float:
        suit = card[1]
        total = v.table_sum + VALUE[card]
        want = 10 - total % 10
        n = v.players
        others_unseen = len(v.unseen)
        score = 0.1 * VALUE[card]  # shed high cards while it is cheap to
        # The seats after us, in order, until one that may hold the suit: that one answers.
        skipped = 0
        danger = 0.0
        for step in range(1, n):
            seat = (v.seat + step) % n
            if suit in v.voids[seat] or v.hand_counts[seat] == 0:
                skipped += 1
                continue
            copies = unseen.get(_code(want, suit), 0)
            if copies and others_unseen:
                share = v.hand_counts[seat] / others_unseen
                danger = 1.0 - (1.0 - share) ** copies
            break
        else:
            # Every other seat is void: we play again, and can capture with what we keep.
            key = _code(want, suit)
            keep = mine.get(key, 0) - (1 if key == card else 0)
            score += 1.5 if keep > 0 else 0.8
        score -= 2.0 * danger
        if v.led_suit is None:
            score += 0.4 * skipped  # a lead that skips seats keeps them from shedding
            score += 0.1 * sum(1 for c in v.hand if c[1] == suit)  # lead from length
        return score


# The levels the spec builds (registry.GameSpec.make_bot); hard is the generic search.
RULE_BOTS: dict[str, type[RuleBot[Any]]] = {"easy": EasyModTen, "normal": NormalModTen}
