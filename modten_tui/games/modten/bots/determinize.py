"""Mod Ten determinizations: deal the unseen cards to the other seats, agreeing with the view.

What is public (M14) constrains the deal: each seat holds `hand_counts[seat]` cards, a seat
shown void in a suit (a skip) holds none of it, and the cards a seat has not seen are exactly
`view.unseen`. Nothing else is known for certain, so a determinization is a random deal under
those rules.

The search may also read the players (`reads=True`): a follower who did not capture (M8) when
the capturing value of the led suit would have done it is taken to hold no such card, since a
player who sees a capture takes it (it sheds a card and leads again). That is public too (the
plays and the sums), and it is what tells the search who can capture next. A person may miss a
capture: when no deal agrees with these readings, the deal falls back to the voids alone.

Two outputs share one sampler: `sample_hands` (card codes per seat, for tests and any caller) and
`determinize` (a `ModTenHand` at the current position, built by `ModTenHand.from_view`).
The search uses `Sampler` directly, which works on (suit index, value) pairs.
"""

from __future__ import annotations

import random
from itertools import combinations

from modten_tui.games.modten.rules.cards import RANKS, SUITS, VALUE
from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
CODE = {(i, VALUE[r + s]): r + s for i, s in enumerate(SUITS) for r in RANKS}


class Sampler:
    """Random deals of one view's unseen cards; set up once per move, sampled per iteration."""

    __slots__ = (
        "players",
        "seat",
        "own",
        "others",
        "caps",
        "cards",
        "by_suit",
        "allowed",
        "easy",
        "read",
        "loose",
    )

    def __init__(self, view: ModTenView, reads: bool = False) -> None:
        self.players = view.players
        self.seat = view.seat
        self.own = _split(view.hand)
        self.others = [s for s in range(view.players) if s != view.seat]
        self.caps = [view.hand_counts[s] for s in self.others]
        self.cards = [(SUIT_INDEX[c[1]], VALUE[c]) for c in view.unseen]
        if len(self.cards) != sum(self.caps):
            raise ValueError("the view's unseen cards do not match the other hands' counts")
        self.by_suit: list[list[int]] = [[] for _ in SUITS]
        for s, v in self.cards:
            self.by_suit[s].append(v)
        # allowed[suit] = indexes into self.others of seats not known void in it (M14)
        self.allowed = [
            [i for i, seat in enumerate(self.others) if suit not in view.voids[seat]]
            for suit in SUITS
        ]
        for suit, values in enumerate(self.by_suit):
            if values and not self.allowed[suit]:
                raise ValueError(f"unseen {SUITS[suit]} cards but every other seat is void in it")
        # Without a relevant void, a plain shuffle-and-slice is an exact uniform deal.
        self.easy = all(
            len(self.allowed[s]) == len(self.others) for s in range(4) if self.by_suit[s]
        )
        # With readings: each unseen card (most constrained first) and the seats that may hold it.
        self.read: list[tuple[int, int, list[int]]] | None = None
        self.loose: list[tuple[int, int]] = []  # with readings: cards any other seat may hold
        if reads:
            self.read = self._readings(view)

    def _readings(self, view: ModTenView) -> list[tuple[int, int, list[int]]] | None:
        lacks = declined_captures(view)
        out: list[tuple[int, int, list[int]]] = []
        narrowed = False
        for s, v in self.cards:
            seats = [i for i in self.allowed[s] if (s, v) not in lacks[self.others[i]]]
            if not seats:  # a missed capture, or no reading fits this card: voids alone
                seats = self.allowed[s]
            narrowed = narrowed or len(seats) < len(self.allowed[s])
            if len(seats) < len(self.others):
                out.append((s, v, seats))
            else:
                self.loose.append((s, v))
        if not narrowed:
            return None
        out.sort(key=lambda c: len(c[2]))
        return out

    def sample(self, rng: random.Random) -> list[list[list[int]]]:
        """Hands per seat, each as four lists of values (S, H, D, C); own hand included."""
        hands: list[list[list[int]]] = [[] for _ in range(self.players)]
        hands[self.seat] = [lst.copy() for lst in self.own]
        per_other = None if self.read is None else self._deal_read(rng)
        if per_other is None:
            per_other = self._deal_easy(rng) if self.easy else self._deal_voids(rng)
        for i, seat in enumerate(self.others):
            hands[seat] = per_other[i]
        return hands

    def _deal_read(self, rng: random.Random) -> list[list[list[int]]] | None:
        """A deal under the readings too (None when a few tries find none): the cards some seat
        may not hold first, one by one; then the rest shuffled into the room left, as cheap as
        a plain deal (the search samples one deal per iteration)."""
        assert self.read is not None
        for _ in range(4):
            out = self._greedy(self.read, rng)
            if out is not None:
                break
        else:
            return None
        left = zip(self.caps, out, strict=True)
        rooms = [cap - sum(len(lst) for lst in hand) for cap, hand in left]
        _shuffle_into(self.loose, out, rooms, rng)
        return out

    def _deal_easy(self, rng: random.Random) -> list[list[list[int]]]:
        out: list[list[list[int]]] = [[[], [], [], []] for _ in self.caps]
        _shuffle_into(self.cards, out, self.caps, rng)
        return out

    def _deal_voids(self, rng: random.Random) -> list[list[list[int]]]:
        # Most constrained suits first, each card to an allowed seat weighted by its free room;
        # this rarely runs out of room, and when it does a Hall-checked deal always succeeds.
        order = sorted((s for s in range(4) if self.by_suit[s]), key=lambda s: len(self.allowed[s]))
        plan = [(s, v, self.allowed[s]) for s in order for v in self.by_suit[s]]
        for _ in range(8):
            out = self._greedy(plan, rng)
            if out is not None:
                return out
        return self._checked(order, rng)

    def _greedy(
        self, plan: list[tuple[int, int, list[int]]], rng: random.Random
    ) -> list[list[list[int]]] | None:
        """Each planned card (suit, value, the seats that may hold it), in order, to one of its
        seats weighted by free room; None when a card finds no room left."""
        room = self.caps.copy()
        out: list[list[list[int]]] = [[[], [], [], []] for _ in self.others]
        rnd = rng.random
        for s, v, seats in plan:
            total = sum(room[i] for i in seats)
            if total == 0:
                return None
            pick = rnd() * total
            for i in seats:
                pick -= room[i]
                if pick < 0 and room[i]:
                    break
            else:  # float edge: take the last seat with room
                i = next(j for j in reversed(seats) if room[j])
            room[i] -= 1
            out[i][s].append(v)
        return out

    def _checked(self, order: list[int], rng: random.Random) -> list[list[list[int]]]:
        room = self.caps.copy()
        left = [len(self.by_suit[s]) for s in range(4)]
        out: list[list[list[int]]] = [[[], [], [], []] for _ in self.others]
        for s in order:
            for v in self.by_suit[s]:
                left[s] -= 1
                seats = [i for i in self.allowed[s] if room[i]]
                rng.shuffle(seats)
                for i in seats:
                    room[i] -= 1
                    if self._feasible(left, room):
                        break
                    room[i] += 1
                else:
                    raise ValueError("no deal agrees with this view (inconsistent voids or counts)")
                out[i][s].append(v)
        return out

    def _feasible(self, left: list[int], room: list[int]) -> bool:
        """Hall's condition: every set of suits fits in the seats allowed any of them."""
        suits = [s for s in range(4) if left[s]]
        for k in range(1, len(suits) + 1):
            for group in combinations(suits, k):
                seats = {i for s in group for i in self.allowed[s]}
                if sum(left[s] for s in group) > sum(room[i] for i in seats):
                    return False
        return True


def _shuffle_into(
    cards: list[tuple[int, int]],
    hands: list[list[list[int]]],
    rooms: list[int],
    rng: random.Random,
) -> None:
    """`cards` shuffled, then dealt in order: `rooms[i]` of them to `hands[i]`."""
    cards = cards.copy()
    rng.shuffle(cards)
    start = 0
    for hand, room in zip(hands, rooms, strict=True):
        for s, v in cards[start : start + room]:
            hand[s].append(v)
        start += room


def declined_captures(view: ModTenView) -> list[set[tuple[int, int]]]:
    """Per seat, the (suit index, value) cards it is read not to hold: each time it followed
    without capturing, the led suit's capturing value (M8) was not in its hand, nor later."""
    lacks: list[set[tuple[int, int]]] = [set() for _ in range(view.players)]
    total = 0
    led = -1
    for seat, code in view.plays:
        s, v = SUIT_INDEX[code[1]], VALUE[code]
        if led < 0:
            led = s
        elif v != 10 - total % 10:
            lacks[seat].add((led, 10 - total % 10))
        total += v
        if total % 10 == 0:
            total, led = 0, -1
    return lacks


def _split(codes: list[str]) -> list[list[int]]:
    hand: list[list[int]] = [[], [], [], []]
    for c in codes:
        hand[SUIT_INDEX[c[1]]].append(VALUE[c])
    return hand


def sample_hands(view: ModTenView, rng: random.Random) -> list[list[str]]:
    """One random deal agreeing with `view`: card codes per seat (the viewer's own hand too)."""
    return [[CODE[(s, v)] for s in range(4) for v in hand[s]] for hand in Sampler(view).sample(rng)]


def determinize(view: ModTenView, rng: random.Random) -> ModTenHand:
    """A `ModTenHand` at the view's position with the unseen cards dealt at random."""
    if view.current_player is None:
        raise ValueError("the hand is over; there is nothing to determinize")
    return ModTenHand.from_view(view, sample_hands(view, rng))
