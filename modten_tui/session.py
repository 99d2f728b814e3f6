"""What every hot-seat session shares: who sits where, whose turn it is, computer turns.

Nothing here knows Textual or any one game; a game's session (in its package) builds on
`SeatedSession`. Computer players are asked with their seat's view only (invariant 2).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel

from modten_tui.bots import Bot
from modten_tui.rules.protocol import Game
from modten_tui.setup_models import GameSetup

LOG_LIMIT = 500  # enough for any hand; the screens show the tail


class SeatError(ValueError):
    """A seat could not be set up (its computer player failed to start)."""

    def __init__(self, seat: int, message: str) -> None:
        super().__init__(f"seat {seat + 1}: {message}")
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
                raise SeatError(i, f"{spec.kind} computer failed: {exc}") from exc
        seats.append(Seat(spec.name, spec.kind, bot))
    return seats


class SeatedSession(ABC):
    """What both sessions share: who sits where, whose turn it is, and computer turns, which
    ask with the seat's view only (invariant 2)."""

    seats: list[Seat]
    game: Game

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

    @abstractmethod
    def play(self, move: str) -> list[str]:
        """Apply the seat's move and return the log lines it produced."""

    def bot_turn(self) -> BotTurn | None:
        """The computer's question, built on this thread, answered on any thread."""
        seat = self.current
        if seat is None:
            return None
        bot = self.seats[seat].bot
        if bot is None:
            return None
        return BotTurn(seat, bot, self.game.view(seat), self.game.legal_moves())

    def play_bots(self, limit: int = 10_000) -> list[str]:
        """Let computers move until a person is to act or the game ends (tests, headless)."""
        lines: list[str] = []
        for _ in range(limit):
            turn = self.bot_turn()
            if turn is None:
                break
            lines += self.play(turn.choose())
        return lines


