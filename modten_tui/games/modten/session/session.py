"""A Mod Ten hot-seat session: the match of hands on top of the generic `Session`.

Nothing here knows Textual; the screens drive a `ModTenSession` and the tests drive it directly.
The hand-off policy, the log and computer turns are the generic session's; Mod Ten adds its
hidden hands (none with open hands, M11), the match (M13) and the latest capture.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from modten_tui.games.modten.options.model import ModTenSetupOptions
from modten_tui.games.modten.rules.cards import SUIT_OF, VALUE
from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView, capture_value, deal
from modten_tui.games.modten.rules.match import ModTenMatch
from modten_tui.games.modten.session.presenter import (
    cards_word,
    describe_modten,
    hand_start_line,
)
from modten_tui.i18n import _, ngettext
from modten_tui.rules.protocol import Event, Game
from modten_tui.setup.models import GameSetup
from modten_tui.table.lesson import Coach, Lesson
from modten_tui.table.session import Factory, Session

__all__ = [
    "Capture",
    "ModTenSession",
    "Outcome",
    "cards_word",
    "describe_modten",
    "stack_deck",
    "tie_break",
]


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


@dataclass(frozen=True)
class Capture:
    """The latest capture of the hand, for the table to show once its cards are gone."""

    seat: int
    cards: tuple[str, ...]
    total: int


class ModTenSession(Session):
    """One Mod Ten game (a hand or a match) at one screen. Tests may stack the decks."""

    # A capture names every card taken and who leads next: cut at 80x24, it lost both (a
    # play-test: "Bob took 40 (8 cards: A♠ 3♠ 2♠ 6♠ 4♠ 7♠ 9").
    log_wrap = True

    def __init__(
        self,
        setup: GameSetup,
        *,
        match: ModTenMatch | None = None,
        stacks: Sequence[Sequence[str]] | None = None,
        first_dealer: int | None = None,
        bot_budget_s: float = 1.0,
        bot_factory: Factory | None = None,
    ) -> None:
        if setup.game != "modten":
            raise ValueError("a ModTenSession plays Mod Ten")
        super().__init__(setup, bot_budget_s=bot_budget_s, bot_factory=bot_factory)
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
        self.last_capture: Capture | None = None
        self._view: tuple[tuple[int, int, int], ModTenView] | None = None  # see table_view
        self._log_hand_start()

    # ----- the game in play ----------------------------------------------------------------
    @property
    def game(self) -> Game:  # type: ignore[override]  # the hand in play, replaced each hand
        return self.match.hand

    @property
    def hand(self) -> ModTenHand:
        return self.match.hand

    @property
    def open_hands(self) -> bool:
        return bool(self.hand.open_hands)

    @property
    def hidden_hands(self) -> bool:
        return not self.open_hands  # M11: open hands hide nothing, so nothing is handed off

    @property
    def match_over(self) -> bool:
        return self.match.is_over

    @property
    def hand_number(self) -> int:
        return self.match.hand_number

    def stage_label(self) -> str:
        return _("Hand {number}").format(number=self.match.hand_number)

    @property
    def totals(self) -> list[int] | None:
        """Each seat's match points, or None when a single hand is played."""
        return None if ModTenSetupOptions.of(self.setup).length == "hand" else self.match.totals

    def length_text(self) -> str:
        """How long the game is, for the top bar ('first to 50', 'tie-break after 3 hands')."""
        opts = ModTenSetupOptions.of(self.setup)
        if opts.length == "hands" and opts.hands is not None and self.hand_number > opts.hands:
            # M13: a tie plays one more
            after = ngettext(
                "tie-break after {count} hand", "tie-break after {count} hands", opts.hands
            )
            return after.format(count=opts.hands)
        return opts.describe_length()

    def table_view(self) -> ModTenView:
        """The public table, from the viewer's chair (or the player to act's, or seat 0's
        when nobody is at the screen): the screens read only what every seat sees from it,
        and a hand only through `visible_hand`."""
        seat = self.viewer if self.viewer is not None else self.current or 0
        hand = self.hand
        key = (id(hand), len(hand.moves), seat)
        if self._view is None or self._view[0] != key:  # a redraw asks several times
            self._view = (key, hand.view(seat))
        return self._view[1]

    def capturers(self) -> tuple[str, ...]:
        """The cards that would capture now among those the viewer has not seen (pooled over
        every other hand, never per seat, so the hint tells nothing a careful player could not
        work out). Nothing without a viewer: a spectator of computers sees no hand at all."""
        if self.viewer is None:
            return ()
        return self._capturing(self.hand.view(self.viewer).unseen)

    def own_capturers(self, seat: int) -> tuple[str, ...]:
        """`seat`'s own cards that would capture now, when the screen may show that hand (its
        owner knows them: the hint is the same in every deal they could imagine)."""
        return self._capturing(self.visible_hand(seat) or [])

    def _capturing(self, cards: Sequence[str]) -> tuple[str, ...]:
        """The distinct cards among `cards` that bring the table to a multiple of ten (M8); only
        the led suit is played on a table (M7), and a lead never captures."""
        need = capture_value(self.hand.table_sum)
        if need is None:
            return ()
        led = self.hand.led_suit
        return tuple(dict.fromkeys(c for c in cards if VALUE[c] == need and SUIT_OF[c] == led))

    def visible_hand(self, seat: int) -> list[str] | None:
        """`seat`'s cards if the screen may show them now (invariant 3), else None."""
        if self.open_hands or seat == self.viewer:
            return self.hand.view(seat).hand
        return None

    # ----- moves: the presenter's words, the latest capture ----------------------------------
    def _before_move(self) -> Any:
        return not self.hand.table  # the first card on an empty table is led

    def _describe(self, events: Sequence[Event], before: Any) -> tuple[list[str], dict[int, str]]:
        you = None if self.coach is None else self.coach.lesson.learner  # "You" in a lesson
        return describe_modten(events, self.names, led=bool(before), you=you)

    def _after_move(
        self, seat: int, events: Sequence[Event], before: Any, lines: list[str]
    ) -> None:
        for ev in events:
            if ev.kind == "captured":
                cards, total = ev.detail
                self.last_capture = Capture(seat, tuple(cards), total)

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
        names = self.names
        you = self.coach is not None and self.coach.lesson.learner == hand.dealer
        self._start_log(
            [hand_start_line(self.match.hand_number, names[hand.dealer], names[lead], you=you)]
        )

    def coach_with(self, lesson: Lesson) -> Coach:
        coach = super().coach_with(lesson)
        self.log.clear()  # nothing has happened yet: the start line again, said to "You"
        self._logged = 0
        self._log_hand_start()
        return coach


def stack_deck(hands: Sequence[Sequence[str]], dealer: int) -> list[str]:
    """The deal order that gives each seat `hands[seat]` (M5: one at a time from the dealer's
    left). For tests and screenshots: pass the result as `stacks=[...]`."""
    n = len(hands)
    size = len(hands[0])
    if any(len(h) != size for h in hands):
        raise ValueError("stacked hands must be the same size")
    return [hands[(dealer + 1 + i) % n][i // n] for i in range(n * size)]
