"""The end of a lesson: the coach's closing words over the finished table. Enter goes back to
the menu, r plays the lesson again. Nothing was saved, so nothing more is asked."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from modten_tui.i18n import N_, _
from modten_tui.screens.app_link import by_touch
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.key_bar import KeyBar


class LessonDoneScreen(ModalScreen[str]):
    """Dismissed with "menu" or "again"."""

    DEFAULT_CSS = """
    LessonDoneScreen { align: center middle; }
    LessonDoneScreen #lesson-done-box { width: 64; max-width: 100%; height: auto;
                                        border: heavy $success; padding: 1 2;
                                        background: $surface; }
    LessonDoneScreen #lesson-done-title { text-style: bold; color: $success; margin-bottom: 1; }
    LessonDoneScreen #lesson-done-keys { margin-top: 1; }
    """
    BINDINGS = [
        Binding("enter,m,escape,q", "finish('menu')", N_("Menu"), key_display="⏎"),
        Binding("r", "finish('again')", N_("Again")),
    ]

    def __init__(self, title: str, closing: str) -> None:
        super().__init__()
        self.lesson_title = title
        self.closing = closing
        self.guard = KeyGuard(self)  # the last move's Enter must not skip the closing words

    def compose(self) -> ComposeResult:
        with Vertical(id="lesson-done-box"):
            yield Static(Content(self.lesson_title), id="lesson-done-title")
            yield Static(Content(self.closing), id="lesson-done-text")
            keys = (
                _("[b]Menu[/b]: back to the menu · [b]Again[/b]: this lesson again")
                if by_touch(self)
                else _("[b]Enter[/b] back to the menu · [b]r[/b] this lesson again")
            )
            yield Static(Content.from_markup(keys), id="lesson-done-keys")
        yield KeyBar(palette=False)

    def action_finish(self, choice: str) -> None:
        if self.guard.open():
            self.dismiss(choice)
