"""What undo would do now (`GameSpec.undo_plan` answers it; `undo.py` carries it out).

Plain data in a module of its own, so the registry can name it without importing undo's
machinery (persist, sessions): the layer contract (.importlinter).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class UndoPlan:
    """How many moves undo would take back, or why it cannot (`reason` is then set)."""

    count: int = 0
    reason: str = ""
    owner: int | None = None  # whose decision comes back (the one pressing u may be another)

    @property
    def allowed(self) -> bool:
        return not self.reason and self.count > 0
