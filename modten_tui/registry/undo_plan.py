"""What undo would do now (`GameSpec.undo_plan` answers it; `undo.py` carries it out).

Plain data in a module of its own, so the registry can name it without importing undo's
machinery (persist, sessions): the layer contract (.importlinter).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

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


def refusal(session: Session, moves: Sequence[str], words: tuple[str, str, str]) -> UndoPlan | None:
    """The refusals every game starts with, in each game's words (`words`: the deal is over,
    nothing is played yet in `moves`, a computer is to move); None when none applies."""
    over, nothing, computer = words
    if session.hand_over:
        return UndoPlan(reason=over)
    if not moves:
        return UndoPlan(reason=nothing)
    if session.is_bot_turn:
        return UndoPlan(reason=computer)
    return None
