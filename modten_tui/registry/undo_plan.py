"""What undo would do now (`GameSpec.undo_plan` answers it; `undo.py` carries it out).

Plain data and the refusals every game shares, in a module of its own, so the registry can
name it without importing undo's machinery (persist, sessions): the layer contract
(.importlinter).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from modten_tui.table.session import Session


@dataclass(frozen=True)
class UndoPlan:
    """How many moves undo would take back, or why it cannot (`reason` is then set)."""

    count: int = 0
    reason: str = ""
    owner: int | None = None  # whose decision comes back (the one pressing u may be another)

    @property
    def allowed(self) -> bool:
        return not self.reason and self.count > 0


S = TypeVar("S", bound="Session")


def planner(
    words: tuple[str, str, str], latest: Callable[[S], UndoPlan]
) -> Callable[[S], UndoPlan]:
    """A game's undo plan: first the refusals every game shares, in the game's own `words`
    (the deal is over, nothing is played yet, a computer is to move), then `latest`, the
    game's own rule for the latest decision a person may take back."""

    def plan(session: S) -> UndoPlan:
        over, nothing, computer = words
        if session.hand_over:
            return UndoPlan(reason=over)
        if not session.game.moves:
            return UndoPlan(reason=nothing)
        if session.is_bot_turn:
            return UndoPlan(reason=computer)
        return latest(session)

    return plan
