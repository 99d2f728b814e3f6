"""Tiny Tricks, the test game: small enough to read at a glance, with hidden hands and choices.

Nine cards, three suits (R, G, B) of ranks 1–3, written rank then suit (`3R`). Two or three
players get three cards each, dealt one at a time from the setup's deal order starting with
seat 0; with two players the last three stay face down, unseen by anyone. The leader plays any
card; the others in turn follow the led suit if they can, else play any card. The highest card
of the led suit takes the trick and leads the next. After three tricks, whoever took the most
wins (ties share the win); a score is the tricks taken.

It exists to prove that a game living outside the package plays through everything generic
(issue 12's acid test), so it uses only the protocol (`modten_tui.rules.protocol`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict

from modten_tui.rules.protocol import Event, IllegalMove, Record

KEY = "tinytricks"
SUITS = "RGB"
SUIT_NAME = {"R": "red", "G": "green", "B": "blue"}
DECK = [f"{rank}{suit}" for suit in SUITS for rank in "123"]
HAND_SIZE = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 3


def sort_key(card: str) -> tuple[int, str]:
    return SUITS.index(card[1]), card[0]


class TinyView(BaseModel):
    """What one seat may know: its own hand and everything played."""

    model_config = ConfigDict(frozen=True)

    seat: int
    players: int
    leader: int  # who led the first trick
    hand: list[str]
    hand_counts: list[int]
    trick: list[tuple[int, str]]  # the trick on the table: (seat, card) in play order
    led_suit: str | None
    tricks: list[int]  # tricks taken per seat
    current_player: int | None
    winners: list[int]
    plays: list[tuple[int, str]]  # every card played, with who played it
    unseen: list[str]  # cards this seat has not seen: other hands and the face-down rest


class TinyGame:
    """One game of Tiny Tricks. Create it with `deal` or `from_record`; step it with `apply`."""

    game_name = KEY

    def __init__(self, players: int, cards: list[str], leader: int) -> None:
        self.num_players = players
        self.leader = leader
        self._cards = tuple(cards)
        self._hands: list[list[str]] = [
            sorted(cards[s : players * HAND_SIZE : players], key=sort_key) for s in range(players)
        ]
        self._trick: list[tuple[int, str]] = []
        self._tricks = [0] * players
        self._current: int | None = leader
        self._plays: list[tuple[int, str]] = []

    # ----- reading the state ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._current is None

    @property
    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self._tricks)
        return [s for s, t in enumerate(self._tricks) if t == best]

    @property
    def hands(self) -> list[list[str]]:
        """Every hand (tests and the determinizer's checks; players see `view`)."""
        return [list(h) for h in self._hands]

    @property
    def led_suit(self) -> str | None:
        return self._trick[0][1][1] if self._trick else None

    def scores(self) -> list[int]:
        return list(self._tricks)

    # ----- moves -------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        if self._current is None:
            return []
        hand = self._hands[self._current]
        led = self.led_suit
        following = [c for c in hand if c[1] == led]
        return following or list(hand)

    def apply(self, move: str) -> list[Event]:
        seat = self._current
        if not isinstance(move, str):
            raise IllegalMove(f"a move is a card such as 3R, not {type(move).__name__}")
        if seat is None:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        if move not in DECK:
            raise IllegalMove(f"{move!r} is not a Tiny Tricks card (like 3R or 1B)")
        hand = self._hands[seat]
        if move not in hand:
            raise IllegalMove(f"seat {seat} does not hold {move}")
        led = self.led_suit
        if led is not None and move[1] != led and any(c[1] == led for c in hand):
            raise IllegalMove(f"{move} does not follow {SUIT_NAME[led]}: seat {seat} holds one")
        hand.remove(move)
        self._trick.append((seat, move))
        self._plays.append((seat, move))
        events = [Event("played", seat, move)]
        if len(self._trick) < self.num_players:
            self._current = (seat + 1) % self.num_players
            return events
        led = self._trick[0][1][1]
        taker, _ = max((t for t in self._trick if t[1][1] == led), key=lambda t: t[1][0])
        self._tricks[taker] += 1
        events.append(Event("took", taker, tuple(c for _, c in self._trick)))
        self._trick = []
        if hand:
            self._current = taker
        else:
            self._current = None
            events.append(Event("over", None, self.winners))
        return events

    # ----- copies, views and records -----------------------------------------------------
    def clone(self) -> TinyGame:
        other = TinyGame.__new__(TinyGame)
        other.num_players = self.num_players
        other.leader = self.leader
        other._cards = self._cards
        other._hands = [list(h) for h in self._hands]
        other._trick = list(self._trick)
        other._tricks = list(self._tricks)
        other._current = self._current
        other._plays = list(self._plays)
        return other

    def view(self, seat: int) -> TinyView:
        if not 0 <= seat < self.num_players:
            raise ValueError(f"seat must be 0..{self.num_players - 1}, not {seat}")
        seen = set(self._hands[seat]) | {c for _, c in self._plays}
        return TinyView(
            seat=seat,
            players=self.num_players,
            leader=self.leader,
            hand=list(self._hands[seat]),
            hand_counts=[len(h) for h in self._hands],
            trick=list(self._trick),
            led_suit=self.led_suit,
            tricks=list(self._tricks),
            current_player=self._current,
            winners=self.winners,
            plays=list(self._plays),
            unseen=[c for c in DECK if c not in seen],
        )

    @property
    def moves(self) -> list[str]:
        return [c for _, c in self._plays]

    @property
    def record(self) -> Record:
        return Record(
            game=KEY,
            players=self.num_players,
            setup={"cards": list(self._cards), "leader": self.leader},
            moves=self.moves,
        )


def deal(
    players: int, *, seed: int | None = None, cards: list[str] | None = None, leader: int = 0
) -> TinyGame:
    """A new game. `cards` stacks the deal (seat 0 gets the first card); else `seed` shuffles."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players must be a number, not {players!r}")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Tiny Tricks is for {MIN_PLAYERS} or {MAX_PLAYERS}, not {players}")
    if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
        raise ValueError(f"leader must be a seat 0..{players - 1}, not {leader!r}")
    if cards is None:
        order = DECK.copy()
        random.Random(seed).shuffle(order)
    else:
        order = list(cards)
        if Counter(order) != Counter(DECK):
            raise ValueError(f"cards must be the nine cards {' '.join(DECK)} in some order")
    return TinyGame(players, order, leader)


def dealt(players: int, seed: int) -> TinyGame:
    """A new game as `seed` fixes it: the shuffle and who leads."""
    return deal(players, seed=seed, leader=random.Random(seed).randrange(players))


def from_record(record: Record) -> TinyGame:
    """Replay a record; a bad move names its number and text."""
    if record.game != KEY:
        raise ValueError(f"not a Tiny Tricks record (game is {record.game!r})")
    setup: dict[str, Any] = dict(record.setup)
    unknown = set(setup) - {"cards", "leader"}
    if unknown:
        raise ValueError(f"unknown setup keys: {', '.join(sorted(unknown))}")
    game = deal(record.players, cards=setup.get("cards"), leader=setup.get("leader", 0))
    for number, move in enumerate(record.moves, start=1):
        try:
            game.apply(move)
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} ({move!r}) is not legal: {exc}") from exc
    return game


def voids(view: TinyView) -> list[set[str]]:
    """The suits each seat has shown it lacks: it did not follow a led suit."""
    out: list[set[str]] = [set() for _ in range(view.players)]
    plays = view.plays
    for start in range(0, len(plays), view.players):
        trick = plays[start : start + view.players]
        led = trick[0][1][1]
        for seat, card in trick[1:]:
            if card[1] != led:
                out[seat].add(led)
    return out


def determinize(view: TinyView, rng: random.Random, tries: int = 10_000) -> TinyGame:
    """A game at the view's position, the unseen cards dealt at random where the play allows.

    Rejection sampling: a uniform shuffle of the unseen cards, kept when no seat gets a suit it
    has shown it lacks. With at most six unseen cards it succeeds within a few tries.
    """
    lacks = voids(view)
    others = [s for s in range(view.players) if s != view.seat]
    played: list[list[str]] = [[] for _ in range(view.players)]
    for seat, card in view.plays:
        played[seat].append(card)
    for _ in range(tries):
        pool = list(view.unseen)
        rng.shuffle(pool)
        held: list[list[str]] = [[] for _ in range(view.players)]
        held[view.seat] = list(view.hand)
        for seat in others:
            count = view.hand_counts[seat]
            held[seat], pool = pool[:count], pool[count:]
        if all(c[1] not in lacks[s] for s in others for c in held[s]):
            break
    else:
        raise ValueError("no deal agrees with this view")
    # The deal that leads here: each seat's first cards are what it played, then what it holds.
    start = [played[s] + held[s] for s in range(view.players)]
    cards = [start[s][i] for i in range(HAND_SIZE) for s in range(view.players)] + pool
    game = deal(view.players, cards=cards, leader=view.leader)
    for _, card in view.plays:
        game.apply(card)
    return game
