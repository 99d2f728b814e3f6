"""The one protocol every game implements (docs/architecture.md, "the registry").

The session, the computer players and the random-simulation tests are written once against
`Game`. Moves are strings in the notation of docs/rules.md; events are small named tuples so that
bots, which apply moves thousands of times a second, pay almost nothing for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict


class IllegalMove(ValueError):
    """A move that is not legal now, or not a move at all. The state is left unchanged."""


class Event(NamedTuple):
    """Something a move caused: `kind` names it, `seat` is who it concerns, `detail` the rest.

    Each game lists its own kinds beside its rules (in its package under `games/`), as a
    `StrEnum`: members are strings, so a kind compares equal to its text.
    """

    kind: str
    seat: int | None
    detail: Any = None


class Record(BaseModel):
    """The truth about a game: its setup plus its moves (ARCHITECTURE.md, "the record").

    `setup` holds the keyword arguments that recreate the starting position exactly
    (including the dealt or stacked cards), so a replay never depends on a random generator.
    """

    model_config = ConfigDict(frozen=True)

    game: str
    players: int
    setup: dict[str, Any]
    moves: list[str]


@runtime_checkable
class Game(Protocol):
    """What both games answer. `current_player` is None once the game is over."""

    game_name: str
    num_players: int

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winners(self) -> list[int]: ...

    @property
    def moves(self) -> list[str]:
        """Every move applied so far, in order (the record's moves)."""
        ...

    def legal_moves(self) -> list[str]: ...

    def apply(self, move: str) -> list[Event]: ...

    def scores(self) -> list[int]: ...

    def view(self, seat: int) -> BaseModel: ...

    def clone(self) -> Game: ...

    @property
    def record(self) -> Record: ...


G = TypeVar("G", bound=Game)


def replay(game: G, moves: Sequence[str]) -> G:
    """`game` with a record's `moves` applied in order, each re-checked by `apply`: the first
    illegal one raises IllegalMove naming its number and text (a damaged or edited record)."""
    for number, move in enumerate(moves, start=1):
        try:
            game.apply(move)
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} ({move!r}) is not legal: {exc}") from exc
    return game
