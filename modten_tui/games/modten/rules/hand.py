"""Mod Ten, one hand (M5–M12, M14). Matches (M13) are in `match.py`.

The state is kept cheap to copy and fast to step, because computer players search it:
each seat's hand is four small dicts (suit -> {code: copies}), voids are bit masks, and the
table is a list of codes. `apply` checks everything; `legal_moves` never offers a bad move.
"""

from __future__ import annotations

import random
from collections import Counter
from enum import StrEnum
from functools import lru_cache
from typing import Any, Self

from pydantic import BaseModel, ConfigDict

from modten_tui.games.modten.rules.cards import (
    DECK_OPTIONS,
    SORT_KEY,
    SUIT_NAME,
    SUIT_OF,
    SUITS,
    VALUE,
    deck_cards,
    format_card,
    resolve_deck,
)
from modten_tui.rules.protocol import Event, IllegalMove, Record, replay

__all__ = [
    "IllegalMove",
    "ModTenEvent",
    "ModTenHand",
    "ModTenView",
    "StalemateError",
    "deal",
    "from_record",
    "capture_value",
]

_SUIT_BIT = {s: 1 << i for i, s in enumerate(SUITS)}


class ModTenEvent(StrEnum):
    """`Event.kind` in Mod Ten. Members are strings: `ModTenEvent.PLAYED == "played"`."""

    PLAYED = "played"  # detail: the card
    SKIPPED = "skipped"  # detail: the led suit the seat lacks (M7)
    CAPTURED = "captured"  # detail: (the cards taken, their sum) (M8)
    WON = "won"  # detail: None (M9)


# Bound once: reading a member off its enum class costs about ten global reads (Python 3.11),
# and `apply` runs hundreds of thousands of times a second in a search.
_PLAYED, _SKIPPED = ModTenEvent.PLAYED, ModTenEvent.SKIPPED
_CAPTURED, _WON = ModTenEvent.CAPTURED, ModTenEvent.WON


class StalemateError(RuntimeError):
    """M10: nobody holds the led suit. Impossible with the decks of M2; a bug guard."""


class ModTenView(BaseModel):
    """What one seat may know (M14): its own hand, and everything public."""

    model_config = ConfigDict(frozen=True)

    seat: int
    players: int
    dealer: int
    deck: str
    hand: list[str]
    hand_counts: list[int]
    table: list[str]
    table_sum: int
    led_suit: str | None
    discard_count: int
    voids: list[str]  # per seat, the suits a skip has shown it lacks
    current_player: int | None
    winner: int | None
    history: list[str]  # every card played, in order (public)
    plays: list[tuple[int, str]]  # the same, with who played it; skips fill the gaps (M14)
    unseen: list[str]  # cards this seat has not seen: in other hands, by deduction
    open_hands: list[list[str]] | None = None  # M11: both hands, when dealt face up


@lru_cache(maxsize=16)
def _full_deck(players: int, deck: str) -> Counter[str]:
    return Counter(deck_cards(players, deck))


def capture_value(table_sum: int) -> int | None:
    """The card value that would capture on this table (M8), or None on an empty table."""
    if table_sum == 0:
        return None  # a lead of 1..9 never makes a multiple of 10
    return 10 - table_sum % 10


class ModTenHand:
    """One hand of Mod Ten. Create it with `deal`; step it with `apply`."""

    game_name = "modten"
    __slots__ = (
        "num_players",
        "dealer",
        "deck",
        "open_hands",
        "seed",
        "hand_size",
        "_cards",
        "_suits",
        "_count",
        "_table",
        "_sum",
        "_led",
        "_discard",
        "_current",
        "_winner",
        "_voids",
        "_moves",
        "_by",
    )
    num_players: int
    dealer: int
    deck: str  # "single" or "double", resolved from "auto" (M3)
    open_hands: bool
    seed: int | None
    hand_size: int
    _cards: tuple[str, ...]  # the deal order, first card to the dealer's left
    _suits: list[dict[str, dict[str, int]]]  # per seat: suit -> {code: copies held}
    _count: list[int]  # cards held, per seat
    _table: list[str]
    _sum: int
    _led: str | None
    _discard: int
    _current: int | None
    _winner: int | None
    _voids: list[int]  # per seat, a bit per suit of SUITS seen lacking
    _moves: list[str]
    _by: list[int]  # who made each of _moves

    def __init__(
        self,
        *,
        num_players: int,
        dealer: int,
        deck: str,
        open_hands: bool,
        seed: int | None,
        hand_size: int,
        cards: tuple[str, ...],
        suits: list[dict[str, dict[str, int]]],
        counts: list[int],
        table: list[str],
        table_sum: int,
        led_suit: str | None,
        discard_count: int,
        current_player: int | None,
        winner: int | None,
        voids: list[int],
        moves: list[str],
        by: list[int],
    ) -> None:
        """Every field, kept as given (no copies). Make a hand with `deal`,
        `ModTenHand.from_view` or `clone`: they check or copy what they pass here."""
        self.num_players = num_players
        self.dealer = dealer
        self.deck = deck
        self.open_hands = open_hands
        self.seed = seed
        self.hand_size = hand_size
        self._cards = cards
        self._suits = suits
        self._count = counts
        self._table = table
        self._sum = table_sum
        self._led = led_suit
        self._discard = discard_count
        self._current = current_player
        self._winner = winner
        self._voids = voids
        self._moves = moves
        self._by = by

    @classmethod
    def from_view(cls, view: ModTenView, hands: list[list[str]]) -> Self:
        """The hand `view` shows with `hands` as every seat's cards (the viewer's own too): a
        search's sample of the hidden hands (M14), taken as it is. The deal order cannot be
        known, so the record's cards are the hands one after another."""
        suits = []
        for h in hands:
            held: dict[str, dict[str, int]] = {s: {} for s in SUITS}
            for c in h:
                d = held[c[1]]
                d[c] = d.get(c, 0) + 1
            suits.append(held)
        return cls(
            num_players=view.players,
            dealer=view.dealer,
            deck=view.deck,
            open_hands=view.open_hands is not None,
            seed=None,
            hand_size=(sum(view.hand_counts) + len(view.history)) // view.players,
            cards=tuple(c for h in hands for c in h),
            suits=suits,
            counts=list(view.hand_counts),
            table=list(view.table),
            table_sum=view.table_sum,
            led_suit=view.led_suit,
            discard_count=view.discard_count,
            current_player=view.current_player,
            winner=view.winner,
            voids=[sum(_SUIT_BIT[s] for s in v) for v in view.voids],
            moves=list(view.history),
            by=[seat for seat, _ in view.plays],
        )

    # ----- reading the state -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def winners(self) -> list[int]:
        return [] if self._winner is None else [self._winner]

    @property
    def hands(self) -> list[list[str]]:
        """Every hand, sorted by suit then value (copies repeated). Not for bots: see view()."""
        return [self._hand_of(s) for s in range(self.num_players)]

    @property
    def hand_counts(self) -> list[int]:
        return list(self._count)

    @property
    def table(self) -> list[str]:
        return list(self._table)

    @property
    def table_sum(self) -> int:
        return self._sum

    @property
    def led_suit(self) -> str | None:
        return self._led

    @property
    def discard_count(self) -> int:
        return self._discard

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    def voids(self, seat: int) -> str:
        """The suits `seat` has been seen to lack (public, M14)."""
        mask = self._voids[seat]
        return "".join(s for s in SUITS if mask & _SUIT_BIT[s])

    def scores(self) -> list[int]:
        """M12: cards shed so far; the winner's equals the hand size."""
        return [self.hand_size - c for c in self._count]

    def _hand_of(self, seat: int) -> list[str]:
        cards: list[str] = []
        for d in self._suits[seat].values():
            cards.extend(d)
            if len(d) != sum(d.values()):  # double deck: repeat the copies held twice
                cards.extend(c for c, k in d.items() if k == 2)
        cards.sort(key=SORT_KEY.__getitem__)
        return cards

    # ----- moves -----------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        seat = self._current
        if seat is None:
            return []
        suits = self._suits[seat]
        if self._led is None:
            return [c for d in suits.values() for c in d]  # M6: lead any card
        return list(suits[self._led])  # M7: a player to act always holds the led suit

    def apply(self, move: str) -> list[Event]:
        seat = self._current
        if move.__class__ is not str:  # a list or set would not even be hashable
            raise IllegalMove(f"a move is a card code string, not {type(move).__name__}")
        if seat is None:
            raise IllegalMove(f"the hand is over; {move!r} cannot be played")
        suit = SUIT_OF.get(move)
        if suit is None:
            raise IllegalMove(f"{move!r} is not a Mod Ten card code (like 7H or AS)")
        suits = self._suits[seat]
        held = suits[suit].get(move, 0)
        if not held:
            raise IllegalMove(f"seat {seat} does not hold {format_card(move)}")
        led = self._led
        if led is not None and suit != led:
            raise IllegalMove(
                f"{format_card(move)} does not follow {SUIT_NAME[led]}; "
                f"seat {seat} holds {SUIT_NAME[led]} and must play one (M7)"
            )
        # From here on the move is legal: mutate.
        if held == 1:
            del suits[suit][move]
        else:
            suits[suit][move] = held - 1
        left = self._count[seat] - 1
        self._count[seat] = left
        self._moves.append(move)
        self._by.append(seat)
        table = self._table
        table.append(move)
        total = self._sum + VALUE[move]
        events = [Event(_PLAYED, seat, move)]
        captured = total % 10 == 0
        if captured:  # M8
            events.append(Event(_CAPTURED, seat, (tuple(table), total)))
            self._discard += len(table)
            table.clear()
            self._sum = 0
            self._led = None
        else:
            self._sum = total
            if led is None:
                self._led = suit
        if left == 0:  # M9: the first to shed their last card wins, capture or not
            self._winner = seat
            self._current = None
            events.append(Event(_WON, seat, None))
            return events
        if captured:
            return events  # M8: the capturer leads again
        # The led suit is now the card's suit: it either led or followed the led suit.
        self._current = self._next_to_follow(seat, suit, events)
        return events

    def _next_to_follow(self, seat: int, led: str, events: list[Event]) -> int:
        """M7: pass clockwise over players void in the led suit, logging each skip."""
        n = self.num_players
        bit = _SUIT_BIT[led]
        nxt = seat
        for _ in range(n):
            nxt = nxt + 1 if nxt + 1 < n else 0
            if self._suits[nxt][led]:
                return nxt
            events.append(Event(_SKIPPED, nxt, led))
            self._voids[nxt] |= bit
        raise StalemateError(
            f"nobody holds {SUIT_NAME[led]} with {self._sum} on the table (M10): a bug"
        )

    # ----- copies, views and records ---------------------------------------------------------
    def clone(self) -> Self:
        return type(self)(
            num_players=self.num_players,
            dealer=self.dealer,
            deck=self.deck,
            open_hands=self.open_hands,
            seed=self.seed,
            hand_size=self.hand_size,
            cards=self._cards,  # the deal order never changes: share it
            suits=[{s: d.copy() for s, d in h.items()} for h in self._suits],
            counts=self._count.copy(),
            table=self._table.copy(),
            table_sum=self._sum,
            led_suit=self._led,
            discard_count=self._discard,
            current_player=self._current,
            winner=self._winner,
            voids=self._voids.copy(),
            moves=self._moves.copy(),
            by=self._by.copy(),
        )

    def view(self, seat: int) -> ModTenView:
        if not 0 <= seat < self.num_players:
            raise ValueError(f"seat must be 0..{self.num_players - 1}, not {seat}")
        hand = self._hand_of(seat)
        unseen = _full_deck(self.num_players, self.deck).copy()
        unseen.subtract(hand)
        unseen.subtract(self._moves)
        return ModTenView(
            seat=seat,
            players=self.num_players,
            dealer=self.dealer,
            deck=self.deck,
            hand=hand,
            hand_counts=list(self._count),
            table=list(self._table),
            table_sum=self._sum,
            led_suit=self._led,
            discard_count=self._discard,
            voids=[self.voids(s) for s in range(self.num_players)],
            current_player=self._current,
            winner=self._winner,
            history=list(self._moves),
            plays=list(zip(self._by, self._moves, strict=True)),
            unseen=sorted(unseen.elements(), key=SORT_KEY.__getitem__),
            open_hands=self.hands if self.open_hands else None,
        )

    @property
    def setup(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "seed": self.seed,
            "cards": list(self._cards),
            "deck": self.deck,
            "open_hands": self.open_hands,
        }

    @property
    def record(self) -> Record:
        return Record(
            game="modten", players=self.num_players, setup=self.setup, moves=list(self._moves)
        )

    def __repr__(self) -> str:
        return (
            f"<ModTenHand players={self.num_players} dealer={self.dealer} "
            f"turn={self._current} table={self._table} sum={self._sum}>"
        )


def deal(
    players: int,
    *,
    dealer: int,
    seed: int | None = None,
    cards: list[str] | None = None,
    deck: str = "auto",
    open_hands: bool = False,
) -> ModTenHand:
    """A new hand (M5). `cards` stacks the deck: the deal order, first card to dealer's left."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
        raise ValueError(f"Mod Ten is for 2 to 6 players, not {players!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise ValueError(f"dealer must be a seat 0..{players - 1}, not {dealer!r}")
    if deck not in DECK_OPTIONS:
        raise ValueError(f"deck must be one of {', '.join(DECK_OPTIONS)}, not {deck!r}")
    if open_hands and players != 2:
        raise ValueError("open hands (M11) are for 2 players only")
    kind = resolve_deck(players, deck)
    full = deck_cards(players, kind)
    if cards is None:
        order = full.copy()
        random.Random(seed).shuffle(order)
    else:
        order = list(cards)
        _check_permutation(order, full, players, kind)
    hand_size = len(full) // players
    suits: list[dict[str, dict[str, int]]] = [{s: {} for s in SUITS} for _ in range(players)]
    for i, code in enumerate(order):
        d = suits[(dealer + 1 + i) % players][code[1]]
        d[code] = d.get(code, 0) + 1
    return ModTenHand(
        num_players=players,
        dealer=dealer,
        deck=kind,
        open_hands=bool(open_hands),
        seed=seed,
        hand_size=hand_size,
        cards=tuple(order),
        suits=suits,
        counts=[hand_size] * players,
        table=[],
        table_sum=0,
        led_suit=None,
        discard_count=0,
        current_player=(dealer + 1) % players,  # M6
        winner=None,
        voids=[0] * players,
        moves=[],
        by=[],
    )


def _check_permutation(order: list[str], full: list[str], players: int, kind: str) -> None:
    unknown = sorted({c for c in order if c not in VALUE}, key=str)
    if unknown:
        raise ValueError(f"not Mod Ten card codes: {', '.join(map(str, unknown))}")
    have, want = Counter(order), Counter(full)
    if have == want:
        return
    extra = sorted((have - want).elements(), key=SORT_KEY.__getitem__)
    missing = sorted((want - have).elements(), key=SORT_KEY.__getitem__)
    parts = [f"the {kind} deck for {players} players has {len(full)} cards, got {len(order)}"]
    if extra:
        parts.append(f"not in it (or too many copies): {' '.join(extra)}")
    if missing:
        parts.append(f"missing: {' '.join(missing)}")
    raise ValueError("cards must be a permutation of the deck: " + "; ".join(parts))


def from_record(record: Record) -> ModTenHand:
    """Rebuild a hand by replaying its record; a bad move names its number and text."""
    if record.game != "modten":
        raise ValueError(f"not a Mod Ten record (game is {record.game!r})")
    try:
        hand = deal(record.players, **record.setup)
    except TypeError as exc:  # an unknown or missing setup key in a hand-edited record
        raise ValueError(f"the record's setup does not fit a Mod Ten hand: {exc}") from exc
    return replay(hand, record.moves)
