"""What TEN's prompts over the table share (auction, buy, payment): one style sheet, a framed
box at the bottom holding a lesson's coach, a banner and the prompt's own rows, the key bar
below it, and the keys every prompt answers after its own."""

from __future__ import annotations

from abc import abstractmethod
from typing import TypeVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical
from textual.widgets import Static

from modten_tui.games.ten.screens.coaching import PromptCoach, coach_panel
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.see_through import SeeThroughScreen
from modten_tui.widgets.key_bar import (
    ADVICE_BINDING,
    APP_BINDINGS,
    LEAVE_LESSON_BINDING,
    UNDO_BINDING,
    KeyBar,
)

R = TypeVar("R")

# After each prompt's own keys: undo, leaving a lesson and advice work in a prompt as at the table.
PROMPT_KEYS: list[BindingType] = [
    UNDO_BINDING,
    LEAVE_LESSON_BINDING,
    ADVICE_BINDING,
    *APP_BINDINGS,
]


class TenPrompt(SeeThroughScreen[R]):
    """A prompt whose parts are named after `BOX` ("auction": #auction-box, #auction-banner),
    styled by prompts.tcss."""

    CSS_PATH = "prompts.tcss"  # one sheet for the four prompts
    BOX = ""
    session: TenSession

    def compose(self) -> ComposeResult:
        with Vertical(id=f"{self.BOX}-box"):
            # A lesson: what to do, why not that.
            yield from coach_panel(self.session, self.coach_ahead())
            yield Static(id=f"{self.BOX}-banner")
            yield from self.compose_rows()
        yield KeyBar()

    def coach_ahead(self) -> int:
        """1 where the prompt answers the lesson's step after the current one (coach_panel)."""
        return 0

    @abstractmethod
    def compose_rows(self) -> ComposeResult:
        """The prompt's own rows, below its banner."""

    def refilled(self) -> None:
        """At each opening after the first, once mounted (screens/kept.py): what compose and
        the key bar took from the last opening, taken again."""
        for panel in self.query(PromptCoach):
            panel.ahead = self.coach_ahead()
        self.refresh_bindings()

    def frame(self, title: str) -> None:
        """Once mounted: the prompt's box is titled `title`."""
        self.query_one(f"#{self.BOX}-box").border_title = title
