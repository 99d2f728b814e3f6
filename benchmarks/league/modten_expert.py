"""A careful rule-based Mod Ten player that reads only its view.

Every legal card gets a score:
- a capture (M8) is worth most: the table goes, and the capturer leads again;
- the danger of the card: the chance that the next seat to act holds the card that would then
  capture, counted from the unseen cards (M14) among the seats not shown void in the suit (M7);
- leading (M6): long suits shed best (the leader can follow itself when others are void), and a
  suit every rival is void in is led into a run of its own plays;
- a card that could capture later is kept when a card of no such use can go instead.
"""

from __future__ import annotations

from collections import Counter

from modten_tui.games.modten.rules.hand import ModTenView


def _value(card: str) -> int:
    return 1 if card[0] == "A" else int(card[0])


class ModTenExpert:
    """Deterministic: `seed` is taken only so every league player is built alike."""

    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        *,
        danger: float = 12.0,
        long_suit: float = 1.2,
        short_rivals: float = 1.0,
    ) -> None:
        self.seed = seed
        self.danger = danger  # points a certain capture by the next rival costs
        self.long_suit = long_suit  # per card held in the suit led
        self.short_rivals = short_rivals  # per unseen card of the suit led, per rival

    def choose(self, view: ModTenView, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        return max(legal, key=lambda card: (self.score(view, card), card))

    # ----- the pieces of a card's score ---------------------------------------------------
    def score(self, view: ModTenView, card: str) -> float:
        suit, value = card[1], _value(card)
        after = view.table_sum + value
        hand = view.hand
        if len(hand) == 1:
            return 100.0  # the last card wins (M9)
        if view.table and after % 10 == 0:
            return 50.0 + len(view.table)  # capture: lead again (M8)
        mine = Counter(c[1] for c in hand)
        score = 0.0
        nxt = self._next_rival(view, suit)
        if nxt is None:
            # every rival is void in the suit: this seat plays again at once (M7), so a card
            # that leaves a capture for its own next card, or that sheds the suit, is best
            score += 6.0
            rest = list(hand)
            rest.remove(card)
            need = 10 - after % 10
            if any(c[1] == suit and _value(c) == need for c in rest):
                score += 4.0
        else:
            score -= self.danger * self._danger(view, nxt, suit, 10 - after % 10)
        if not view.table:
            score += self.long_suit * mine[suit]  # lead from long suits
            rivals = [s for s in range(view.players) if s != view.seat]
            # a suit the rivals hold little of skips them while this seat sheds
            unseen = sum(1 for c in view.unseen if c[1] == suit)
            score -= self.short_rivals * unseen / len(rivals)
            void = sum(suit in view.voids[s] for s in rivals)
            score += 3.0 * void / len(rivals)
        # keep cards that can capture on likely tables: low cards finish more sums
        score -= 0.15 * (10 - value) if view.table else 0.0
        return score

    def _next_rival(self, view: ModTenView, suit: str) -> int | None:
        """The next seat after this one that may hold `suit` and so must act, if any."""
        n = view.players
        for step in range(1, n):
            seat = (view.seat + step) % n
            if view.hand_counts[seat] > 0 and suit not in view.voids[seat]:
                return seat
        return None

    def _danger(self, view: ModTenView, seat: int, suit: str, need: int) -> float:
        """The chance `seat` holds a `need` of `suit` (the card that would capture next).

        The unseen cards of a suit lie among the seats not void in it; `seat` holds its share
        of them by hand size."""
        copies = sum(1 for c in view.unseen if c[1] == suit and _value(c) == need)
        if copies == 0:
            return 0.0
        holders = [
            s
            for s in range(view.players)
            if s != view.seat and suit not in view.voids[s] and view.hand_counts[s] > 0
        ]
        room = sum(view.hand_counts[s] for s in holders)
        if room == 0:
            return 0.0
        miss = 1.0 - view.hand_counts[seat] / room
        return 1.0 - max(0.0, miss) ** copies
