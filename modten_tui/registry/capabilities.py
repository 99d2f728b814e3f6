"""What a game may offer beyond being played: each is an attribute of its spec that holds an
object or None (`spec.advice`, `spec.lessons`, `spec.matches`), never a flag beside a method.

Each is a small protocol a game implements in its own package; the generic code asks for the
capability and does without it when it is None (no `a` key, no lesson on the menu, one hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Unpack

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.screen import Screen

    from modten_tui.bots.protocol import Limits, MoveStat
    from modten_tui.table.lesson import Lesson
    from modten_tui.table.session import Session


class Adviser(Protocol):
    """The hard player's search, opened to the person at the table (the `a` key) and to the
    review: every method reads one seat's view, never the hidden cards."""

    def analyse(
        self,
        view: BaseModel,
        legal: list[str],
        *,
        only: list[str] | None = None,
        **limits: Unpack[Limits],
    ) -> list[MoveStat]:
        """The search's statistics per move (`only`: the moves to search; None: all)."""
        ...

    def why(self, view: BaseModel, move: str) -> str:
        """One line of why for `move`, from the view alone."""
        ...

    def label(self, move: str) -> str:
        """A move as advice and the review name it ('Pay 3 tokens', never 'pay 3t')."""
        ...

    def seat(self, view: BaseModel) -> int:
        """Whose view it is."""
        ...


class Lessons(Protocol):
    """ "Learn to play": one guided game on an arranged deal."""

    def lesson(self) -> Lesson:
        """The lesson's script."""
        ...

    def session(self, lesson: Lesson) -> Session:
        """A session whose game is `lesson.start()`, seated with `lesson.seats` (the learner a
        person, the rest computers from `lesson.scripted_factory`); the caller attaches the
        coach (`Session.coach_with`)."""
        ...


class Matches(Protocol):
    """A game played as a match of several hands: after a hand's results, the next one."""

    def deal_next(self, session: Session) -> None:
        """Start the next hand in `session` (its match is not over)."""
        ...

    def show_next(self, table: Screen[Any]) -> None:
        """Let this game's table screen (`spec.table_screen`'s) show the hand just dealt."""
        ...
