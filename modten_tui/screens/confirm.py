"""A yes/no question over the current screen (quit while a game is in progress)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from modten_tui.i18n import N_, _


class ConfirmScreen(ModalScreen[bool]):
    # Focus by Textual's own rule, not in on_mount: a question answered in the same read as the
    # key that asked it ("q y q") may be closed before its buttons are mounted.
    AUTO_FOCUS = "#no"
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str | Content) -> None:
        """A str is shown as plain text: a question may name players, and names are never
        markup. Pass Content for styled text."""
        super().__init__()
        self.question = Content(question) if isinstance(question, str) else question

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question")
            with Horizontal(id="confirm-buttons"):
                yield Button(_("Yes (y)"), id="yes", variant="error", compact=True)
                yield Button(_("No (n)"), id="no", variant="primary", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        # A press handled after this closed (a fast second Enter) must not close the screen
        # below: Textual's dismiss pops whichever screen is on top.
        if self.is_active:
            self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
