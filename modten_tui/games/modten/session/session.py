"""A Mod Ten hot-seat session: the match, whose turn, when to hand off.

Nothing here knows Textual; the screens drive a `Session` and the tests drive it directly.

Hand-off rule (invariant 3): a hand is shown only to the *viewer*, the last person who passed
the hand-off screen. Whenever the next person to act differs from the viewer, the screen must
hand off first. With open hands (M11) there is nothing to hide and no hand-off.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from modten_tui.bots import Bot, make_bot
from modten_tui.games.modten.options import ModTenSetupOptions
from modten_tui.games.modten.rules.cards import SUIT_SYMBOL, format_card
from modten_tui.games.modten.rules.hand import ModTenHand, deal
from modten_tui.games.modten.rules.match import ModTenMatch
from modten_tui.rules.protocol import Event, Game
from modten_tui.session import LOG_LIMIT, SeatedSession, make_seats
from modten_tui.setup_models import GameSetup


@dataclass
class Outcome:
    """What the results screen shows for a finished hand."""

    hand_number: int
    winner: int
    scores: list[int]
    cards_left: list[int]
    totals: list[int]
    match_over: bool
    match_winner: int | None
    next_dealer: int | None
    single_hand: bool = field(default=True)
    hand_scores: list[list[int]] = field(default_factory=list)  # per hand of the match, in order
    tied: list[int] = field(default_factory=list)  # seats tied on top when that forces a hand


def tie_break(match: ModTenMatch) -> list[int]:
    """The seats tied on top when the match would have ended but for the tie (M13); else []."""
    totals = match.totals
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    played = len(match.finished) + (1 if match.hand.is_over else 0)
    if match.hand_limit is not None:
        due = played >= match.hand_limit
    else:
        due = best >= (match.target or 0)
    return tied if due and len(tied) > 1 else []


def cards_word(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def describe_modten(
    events: Sequence[Event], names: Sequence[str], *, led: bool
) -> tuple[list[str], dict[int, str]]:
    """Mod Ten events as log lines and as each seat's 'last action' (M7–M9 spelled out)."""
    lines: list[str] = []
    last: dict[int, str] = {}
    wins = any(ev.kind == "won" for ev in events)
    for ev in events:
        seat = ev.seat if ev.seat is not None else 0
        who = names[seat]
        if ev.kind == "played":
            verb = "led" if led else "played"
            lines.append(f"{who} {verb} {format_card(ev.detail)}")
            last[seat] = f"{verb} {format_card(ev.detail)}"
        elif ev.kind == "skipped":
            lines.append(f"{who} skipped: no {SUIT_SYMBOL[ev.detail]}")
            last[seat] = f"skipped: no {SUIT_SYMBOL[ev.detail]}"
        elif ev.kind == "captured":
            cards, total = ev.detail
            taken = " ".join(format_card(c) for c in cards)
            # M9: a capture with the last card wins; nobody leads again then.
            again = "" if wins else ", leads again"
            lines.append(f"{who} took {total} ({cards_word(len(cards))}: {taken}){again}")
            last[seat] = f"took {total} with {format_card(cards[-1])}"
        elif ev.kind == "won":
            lines.append(f"{who} is out of cards and wins the hand")
            last[seat] = "out of cards: won"
        else:  # an event kind this version does not know: still log it
            lines.append(f"{who}: {ev.kind} {ev.detail or ''}".rstrip())
    return lines, last


@dataclass(frozen=True)
class Capture:
    """The latest capture of the hand, for the table to show once its cards are gone."""

    seat: int
    cards: tuple[str, ...]
    total: int


class Session(SeatedSession):
    """One game at one screen. Create with `Session(setup)`; tests may stack the decks."""

    def __init__(
        self,
        setup: GameSetup,
        *,
        match: ModTenMatch | None = None,
        stacks: Sequence[Sequence[str]] | None = None,
        first_dealer: int | None = None,
        bot_budget_s: float = 1.0,
        bot_factory: Callable[[str, str, int | None, float], Bot] | None = None,
    ) -> None:
        if setup.game != "modten":
            raise ValueError("only Mod Ten sessions exist so far")
        self.setup = setup
        self.seats = make_seats(setup, bot_factory or _default_bot, bot_budget_s)
        self._stacks = [list(s) for s in stacks] if stacks else []
        if match is None:
            opts = ModTenSetupOptions.of(setup)
            single = opts.length == "hand"
            # Always a concrete seed: the save then fixes every future deal (issue 7).
            seed = setup.seed if setup.seed is not None else random.randrange(2**32)
            match = ModTenMatch(
                setup.players,
                target=opts.target if opts.length == "target" else None,
                hands=1 if single else opts.hands,
                seed=seed,
                deck=opts.deck,
                open_hands=opts.open_hands,
                first_dealer=first_dealer,
            )
        self.match = match
        self._restack()
        self.viewer: int | None = None
        self.log: list[str] = []
        self.recent: list[str] = []  # the lines of the latest move, for the "what happened" line
        self.last_capture: Capture | None = None
        # What each seat has not seen yet: log lines from its own latest move on (or from the
        # start of the hand), counted in lines ever logged, since the log drops old lines.
        self._logged = 0
        self._marks = [0] * len(self.seats)
        self.on_move: Callable[[], None] | None = None  # the app's autosave, after each move
        self._log_hand_start()

    # ----- the game in play ----------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.match.hand

    @property
    def hand(self) -> ModTenHand:
        return self.match.hand

    @property
    def open_hands(self) -> bool:
        return bool(self.hand.open_hands)

    @property
    def hand_over(self) -> bool:
        return self.game.is_over

    @property
    def match_over(self) -> bool:
        return self.match.is_over

    # ----- who may look at the screen ------------------------------------------------------
    def pending_viewer(self) -> int | None:
        """The person who should be at the screen now: the human to act, or else the viewer,
        or else (a computer leads a fresh game) the next human clockwise, so they watch with
        their own hand in front of them."""
        seat = self.current
        if seat is None:
            return self.viewer
        if self.seats[seat].is_human:
            return seat
        if self.viewer is not None:
            return self.viewer
        n = len(self.seats)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.seats[other].is_human:
                return other
        return None

    @property
    def needs_handoff(self) -> bool:
        if self.open_hands or self.hand_over:
            return False
        pending = self.pending_viewer()
        return pending is not None and pending != self.viewer

    def reveal(self) -> int | None:
        """The hand-off was acknowledged: the pending person is now the viewer."""
        self.viewer = self.pending_viewer()
        return self.viewer

    def visible_hand(self, seat: int) -> list[str] | None:
        """`seat`'s cards if the screen may show them now (invariant 3), else None."""
        if self.open_hands or seat == self.viewer:
            return self.hand.view(seat).hand
        return None

    # ----- moves ------------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        return self.game.legal_moves()

    def play(self, move: str) -> list[str]:
        """Apply the current player's move; returns the log lines it produced."""
        seat = self.current
        if seat is None:
            raise ValueError("the hand is over")
        led = not self.hand.table
        events = self.game.apply(move)  # IllegalMove leaves everything unchanged
        self._marks[seat] = self._logged  # the mover has seen everything up to this move
        for ev in events:
            if ev.kind == "captured":
                cards, total = ev.detail
                self.last_capture = Capture(seat, tuple(cards), total)
        lines, last = describe_modten(events, self.names, led=led)
        for s, text in last.items():
            self.seats[s].last = text
        self._add_log(lines)
        self.recent = lines
        if self.on_move is not None:
            self.on_move()
        return lines

    def since_seen(self, seat: int) -> list[str]:
        """The log lines `seat` has not seen at the table: from its own latest move on (so the
        catch-up starts with what they did), or from the start of the hand. All public (M14)."""
        count = self._logged - self._marks[seat]
        return self.log[-count:] if count > 0 else []

    # ----- hands and matches ----------------------------------------------------------------
    def outcome(self) -> Outcome:
        hand = self.hand
        if hand.winner is None:
            raise ValueError("the hand is still in play")
        over = self.match.is_over
        return Outcome(
            hand_number=self.match.hand_number,
            winner=hand.winner,
            scores=hand.scores(),
            cards_left=hand.hand_counts,
            totals=self.match.totals,
            match_over=over,
            match_winner=self.match.winner,
            next_dealer=None if over else self.match.next_dealer,
            single_hand=ModTenSetupOptions.of(self.setup).length == "hand",
            hand_scores=[h.scores() for h in self.match.finished] + [hand.scores()],
            tied=tie_break(self.match),
        )

    def next_hand(self) -> None:
        self.match.next_hand()
        self._restack()
        if len(self.humans) > 1:
            # [choice] Everyone looks at the results together, so whoever acts first in the
            # new hand gets the hand-off, even if they were the last to see a hand.
            self.viewer = None
        for seat in self.seats:
            seat.last = ""
        self.recent = []
        self.last_capture = None
        self._log_hand_start()

    def _restack(self) -> None:
        """Tests stack the decks: replace a freshly dealt hand with the stacked cards."""
        k = self.match.hand_number - 1
        if k < len(self._stacks):
            h = self.match.hand
            self.match.hand = deal(
                h.num_players,
                dealer=h.dealer,
                cards=self._stacks[k],
                deck=h.deck,
                open_hands=h.open_hands,
            )

    def _log_hand_start(self) -> None:
        hand = self.hand
        lead = (hand.dealer + 1) % hand.num_players
        self._marks = [self._logged] * len(self.seats)
        self._add_log(
            [
                f"Hand {self.match.hand_number}: {self.names[hand.dealer]} deals, "
                f"{self.names[lead]} leads"
            ]
        )

    def _add_log(self, lines: list[str]) -> None:
        self.log.extend(lines)
        self._logged += len(lines)
        if len(self.log) > LOG_LIMIT:
            del self.log[: len(self.log) - LOG_LIMIT]


def _default_bot(game: str, level: str, seed: int | None, budget_s: float) -> Bot:
    return make_bot(game, level, seed=seed, budget_s=budget_s)


def stack_deck(hands: Sequence[Sequence[str]], dealer: int) -> list[str]:
    """The deal order that gives each seat `hands[seat]` (M5: one at a time from the dealer's
    left). For tests and screenshots: pass the result as `stacks=[...]`."""
    n = len(hands)
    size = len(hands[0])
    if any(len(h) != size for h in hands):
        raise ValueError("stacked hands must be the same size")
    return [hands[(dealer + 1 + i) % n][i // n] for i in range(n * size)]
