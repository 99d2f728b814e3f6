"""Mod Ten's undo rule: is a play's visible outcome the same in every deal the mover allows?

The visible outcome of a play is everything the table shows before the next person decides:
the events (the play, a capture, each skip, a win), who acts next (so whether a hand-off
screen appears and to whom), and every move computers make in between. From the mover's view
(M14) the other hands are any deal of `view.unseen` that gives each seat its card count and no
card of a suit it was seen to skip. That set of deals is decided here by counting, never by
sampling: a deal exists exactly when Hall's condition holds for every set of suits (the cards
of those suits fit into the seats that may hold them), so "may Bob hold a ♦?" and "may Bob be
without ♦?" are two such checks. The outcome is fixed when, at every step:
- each seat the turn passes over is certainly void in the led suit, and the seat it stops at
  certainly holds it (the mover's own hand is known to the mover);
- a computer to move has one possible card in every deal (a choice would depend on its hand,
  or at least on its dice), which it then plays.
A capture lets the capturer lead again and a last card wins: both are public at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from modten_tui.games.modten.rules.cards import SUIT_OF, SUIT_SYMBOL, SUITS, VALUE
from modten_tui.games.modten.rules.hand import ModTenView
from modten_tui.i18n import _

# Every non-empty set of suits, for Hall's condition.
_SUIT_SETS = [s for k in range(1, 5) for s in combinations(SUITS, k)]


class Knowledge:
    """The deals a seat holds possible: its own hand, the unseen cards, each seat's card count
    and the suits each seat was seen to skip (M14)."""

    def __init__(self, view: ModTenView) -> None:
        self.seat = view.seat
        self.own = Counter(view.hand)
        self.unseen = Counter(view.unseen)
        self.counts = list(view.hand_counts)
        self.voids = [set(v) for v in view.voids]
        self.others = [s for s in range(view.players) if s != view.seat]

    def _supply(self) -> dict[str, int]:
        supply = dict.fromkeys(SUITS, 0)
        for code, k in self.unseen.items():
            supply[SUIT_OF[code]] += k
        return supply

    def _feasible(self, supply: dict[str, int], room: list[int], voids: list[set[str]]) -> bool:
        """Whether the unseen cards can be dealt: by Hall's condition for a transport whose
        supply (cards) and room (hand counts) are equal in total, for every set of suits the
        cards of those suits fit into the seats not void in all of them."""
        for suits in _SUIT_SETS:
            need = sum(supply[x] for x in suits)
            if need and need > sum(
                room[t] for t in self.others if any(x not in voids[t] for x in suits)
            ):
                return False
        return True

    def holds(self, seat: int, suit: str) -> bool | None:
        """True when `seat` holds `suit` in every possible deal, False when in none, None when
        it depends on the deal."""
        if seat == self.seat:
            return any(SUIT_OF[c] == suit for c in self.own)
        supply = self._supply()
        if not supply[suit] or suit in self.voids[seat] or not self.counts[seat]:
            return False
        voids = [set(v) for v in self.voids]
        voids[seat].add(suit)
        can_lack = self._feasible(supply, self.counts, voids)
        supply[suit] -= 1
        room = self.counts.copy()
        room[seat] -= 1
        can_hold = self._feasible(supply, room, self.voids)
        if can_hold and can_lack:
            return None
        return can_hold

    def only_card(self, seat: int, led: str | None) -> str | None:
        """The one card `seat` (not the mover) may play in every possible deal, else None.

        Cards of one suit are interchangeable in the constraints (a void is per suit), so a seat
        holding n cards of a suit may hold any n of the unseen ones: its choice is fixed only
        when every unseen card of the one suit it can play is the same card."""
        if led is None:  # a lead: the seat must be able to hold one suit only
            possible = [x for x in SUITS if self.holds(seat, x) is not False]
            if len(possible) != 1:
                return None
            led = possible[0]
        elif self.holds(seat, led) is not True:
            return None
        codes = {c for c in self.unseen if SUIT_OF[c] == led}
        return codes.pop() if len(codes) == 1 else None

    def played(self, seat: int, card: str) -> None:
        (self.own if seat == self.seat else self.unseen)[card] -= 1
        self.counts[seat] -= 1


def hidden_outcome(
    view: ModTenView, card: str, people: Sequence[bool], names: Sequence[str]
) -> str:
    """Why the outcome of the viewer playing `card` depends on cards the viewer cannot see
    (or on a computer's choice); "" when it is the same in every deal the viewer allows.

    `people[seat]` says whether a person sits there (their next decision ends the outcome)."""
    know = Knowledge(view)
    n = view.players
    total, led = view.table_sum, view.led_suit
    seat = view.seat
    while True:
        know.played(seat, card)
        total += VALUE[card]
        if total % 10 == 0:  # M8: a capture; the capturer leads again
            total, led = 0, None
        else:
            led = led or SUIT_OF[card]
        if not know.counts[seat]:  # M9: a last card wins
            return ""
        if led is not None:  # M7: the turn passes over those void in the led suit
            for _seat in range(n):
                seat = (seat + 1) % n
                has = know.holds(seat, led)
                if has is None:
                    why = _("it showed whether {name} holds {suit}")
                    return why.format(name=names[seat], suit=SUIT_SYMBOL[led])
                if has:
                    break
                know.voids[seat].add(led)
        if people[seat]:
            return ""
        only = know.only_card(seat, led)
        if only is None:
            return _("{name} (computer) has played since; its moves stay").format(name=names[seat])
        card = only
