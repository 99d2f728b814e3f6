"""A hot-seat session, written once for every game: seats, whose turn, computer turns, the log,
and the hand-off policy for hidden hands.

Nothing here knows Textual or any one game. A game's session (in its package) subclasses
`Session` and supplies only what differs, through small hooks: how a move's events become log
lines (`_describe`, backed by the game's presenter), whether hands are hidden
(`hidden_hands`), and what it follows besides the log (`_before_move`, `_after_move`).
Computer players are asked with their seat's view only (invariant 2).

Hand-off rule (invariant 3): a hidden hand is shown only to the *viewer*, the last person who
passed the hand-off screen. Whenever the person who should be at the screen differs from the
viewer, the screen hands off first. Without hidden hands there is no hand-off; the session still
remembers which person moved last, so a screen can say loudly when the person at the keyboard
must change (`person_changes`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from modten_tui.bots import Bot
from modten_tui.i18n import _
from modten_tui.registry import make_bot
from modten_tui.rules.protocol import Event, Game, IllegalMove
from modten_tui.setup.models import GameSetup
from modten_tui.table.lesson import Coach, Lesson, ScriptedBot

LOG_LIMIT = 500  # enough for any hand; the screens show the tail


class SeatError(ValueError):
    """A seat could not be set up (its computer player failed to start)."""

    def __init__(self, seat: int, message: str) -> None:
        super().__init__(_("seat {number}: {problem}").format(number=seat + 1, problem=message))
        self.seat = seat
        self.message = message


@dataclass
class Seat:
    name: str
    kind: str  # "human" or a computer level
    bot: Bot | None = None
    last: str = ""  # what this seat did last in the current hand, for the seat panel

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class BotTurn:
    """Everything a worker thread needs to pick a computer's move, and nothing more."""

    seat: int
    bot: Bot
    view: BaseModel
    legal: list[str]

    def choose(self) -> str:
        return self.bot.choose(self.view, list(self.legal))


Factory = Callable[[str, str, int | None, float], Bot]


def default_bot(game: str, level: str, seed: int | None, budget_s: float) -> Bot:
    return make_bot(game, level, seed=seed, budget_s=budget_s)


def make_seats(setup: GameSetup, factory: Factory, budget_s: float) -> list[Seat]:
    """The seats of a new game, each computer started now so a failure names its seat."""
    seats: list[Seat] = []
    for i, spec in enumerate(setup.seats):
        bot = None
        if not spec.is_human:
            seed = None if setup.seed is None else setup.seed * 101 + i
            try:
                bot = factory(setup.game, spec.kind, seed, budget_s)
            except Exception as exc:  # any failure of a bot package is the seat's error
                raise SeatError(
                    i,
                    _("{level} computer failed: {problem}").format(level=_(spec.kind), problem=exc),
                ) from exc
        seats.append(Seat(spec.name, spec.kind, bot))
    return seats


class Session(ABC):
    """One game at one screen. A game's session calls `__init__` with its setup, then sets
    `game` (or overrides the property) and logs how play begins with `_start_log`."""

    game: Game
    # How the log lays out a line too long for it: cut with an ellipsis, or (True) wrapped
    # under a hanging indent, for a game whose lines name cards and totals that must show whole.
    log_wrap = False

    def __init__(
        self, setup: GameSetup, *, bot_budget_s: float = 1.0, bot_factory: Factory | None = None
    ) -> None:
        self.setup = setup
        self.seats = make_seats(setup, bot_factory or default_bot, bot_budget_s)
        self._viewer: int | None = None  # who passed the hand-off last (see `viewer`)
        self.last_human: int | None = None  # the person who last made a move
        self.log: list[str] = []
        self.recent: list[str] = []  # the lines of the latest move, for "what happened"
        self.on_move: Callable[[], None] | None = None  # the app's autosave, after each move
        # What each seat has not seen yet: log lines from its own latest move on (or from the
        # start of the hand), counted in lines ever logged, since the log drops old lines.
        self._logged = 0
        self._marks = [0] * len(self.seats)
        self.coach: Coach | None = None  # set by coach_with: this session plays a lesson

    def coach_with(self, lesson: Lesson) -> Coach:
        """Play `lesson` (lesson.py): the learner is at the screen from the start (no
        hand-off), every other seat is a computer playing the script, and each move is checked
        against it before it is applied."""
        if len(lesson.seats) != len(self.seats) or self.game.moves:
            raise ValueError("a lesson starts a fresh game with its own seats")
        for i, seat in enumerate(self.seats):
            if i != lesson.learner:
                seat.kind, seat.bot = "computer", ScriptedBot()
        self.viewer = self.last_human = lesson.learner
        self.coach = Coach(lesson)
        return self.coach

    # ----- hooks: what each game supplies --------------------------------------------------
    def stage_label(self) -> str:
        """Where the game stands, for the hand-off ("Hand 2"); "" for a game of one deal."""
        return ""

    @property
    def hidden_hands(self) -> bool:
        """Whether the game hides anything a hand-off must protect now."""
        return False

    def _before_move(self) -> Any:
        """What the log text of a move needs from before it (a total, whether it leads)."""
        return None

    @abstractmethod
    def _describe(self, events: Sequence[Event], before: Any) -> tuple[list[str], dict[int, str]]:
        """A move's events as log lines, and each seat's new 'last action' (the presenter)."""

    def _after_move(
        self, seat: int, events: Sequence[Event], before: Any, lines: list[str]
    ) -> None:
        """Anything a game follows besides the log (the latest capture, an auction's story)."""
        return None

    # ----- reading ------------------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.game.current_player

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def is_human_turn(self) -> bool:
        seat = self.current
        return seat is not None and self.seats[seat].is_human

    @property
    def is_bot_turn(self) -> bool:
        seat = self.current
        return seat is not None and not self.seats[seat].is_human

    @property
    def hand_over(self) -> bool:
        """The deal in play is over (the results follow)."""
        return self.game.is_over

    @property
    def match_over(self) -> bool:
        """Nothing more will be played (the app asks this of any session)."""
        return self.game.is_over

    def legal_moves(self) -> list[str]:
        return self.game.legal_moves()

    def view(self, seat: int) -> BaseModel:
        """What `seat` may know: the screens' source, as it is the computers'."""
        return self.game.view(seat)

    @property
    def position(self) -> tuple[int, int, int | None]:
        """Which game, how many moves in, whose turn: equal keys mean the same position."""
        return id(self.game), len(self.game.record.moves), self.current

    # ----- who may look at the screen ----------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Who the hidden hands are shown to: whoever passed the hand-off last (hidden hands
        only). One person among computers hides a hand from nobody: they are the viewer from
        the start, so no hand-off ever comes."""
        if self._viewer is None and self.hidden_hands:
            people = self.humans
            if len(people) == 1:
                return people[0]
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer = seat

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
        if not self.hidden_hands or self.hand_over:
            return False
        pending = self.pending_viewer()
        return pending is not None and pending != self.viewer

    def reveal(self) -> int | None:
        """The hand-off was acknowledged: the pending person is now the viewer."""
        self.viewer = self.pending_viewer()
        return self.viewer

    @property
    def person_changes(self) -> bool:
        """A person is to act and someone else moved last: the screen must say so loudly. One
        person among computers never changes places with anyone."""
        return self.is_human_turn and self.current != self.last_human and len(self.humans) > 1

    def since_seen(self, seat: int) -> list[str]:
        """The log lines `seat` has not seen at the table: from its own latest move on (so the
        catch-up starts with what they did), or from the start of the hand. The log is public."""
        count = self._logged - self._marks[seat]
        return self.log[-count:] if count > 0 else []

    def fresh_lines(self) -> int:
        """How many of the log's last lines are new to the person at the screen: the viewer's
        catch-up (`since_seen`) where hands are handed off, else the latest move's lines."""
        if self.viewer is not None:
            return len(self.since_seen(self.viewer))
        return len(self.recent)

    # ----- moves ----------------------------------------------------------------------------
    def play(self, move: str) -> list[str]:
        """Apply the current player's move; returns the log lines it produced."""
        seat = self.current
        if seat is None:
            raise IllegalMove(_("the game is over"))
        if self.coach is not None:  # a lesson: only the script's move (WrongMove says why)
            self.coach.vet(seat, move, self.game.view(seat))
        before = self._before_move()
        events = self.game.apply(move)  # IllegalMove leaves everything unchanged
        if self.coach is not None:
            self.coach.played()
        self._marks[seat] = self._logged  # the mover has seen everything up to this move
        if self.seats[seat].is_human:
            self.last_human = seat
        lines, last = self._describe(events, before)
        for s, text in last.items():
            self.seats[s].last = text
        self._add_log(lines)
        self.recent = lines
        self._after_move(seat, events, before, lines)
        if self.on_move is not None:
            self.on_move()
        return lines

    def bot_turn(self) -> BotTurn | None:
        """The computer's question, built on this thread, answered on any thread."""
        seat = self.current
        if seat is None:
            return None
        bot = self.seats[seat].bot
        if bot is None:
            return None
        if isinstance(bot, ScriptedBot) and self.coach is not None:
            bot.move = self.coach.scripted(seat) or ""  # "": off script, refused by choose
        return BotTurn(seat, bot, self.game.view(seat), self.game.legal_moves())

    def play_bots(self, limit: int = 10_000) -> list[str]:
        """Let computers move until a person is to act or the game ends (tests, headless)."""
        lines: list[str] = []
        for _turn in range(limit):
            turn = self.bot_turn()
            if turn is None:
                break
            lines += self.play(turn.choose())
        return lines

    # ----- the log --------------------------------------------------------------------------
    def _start_log(self, lines: list[str]) -> None:
        """A new hand begins: nobody has seen anything of it yet."""
        self._marks = [self._logged] * len(self.seats)
        for seat in self.seats:
            seat.last = ""
        self.recent = []
        self._add_log(lines)

    def _add_log(self, lines: list[str]) -> None:
        self.log.extend(lines)
        self._logged += len(lines)
        if len(self.log) > LOG_LIMIT:
            del self.log[: len(self.log) - LOG_LIMIT]
