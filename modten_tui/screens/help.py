"""The rules of the current game, from Markdown, and the keys. `?` or F1 anywhere.

The text is the game's own (`GameSpec.help_markdown`: its package's help.md and keys.md);
from the menu, with no game in play, the first game's."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Markdown

from modten_tui import registry
from modten_tui.i18n import N_
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.key_bar import KeyBar


def help_text(game: str | None) -> str:
    """The help of the game with this key, or of the first game for None."""
    spec = registry.get(game) if game else registry.default()
    text: str = spec.table.help_markdown()
    return text


class HelpScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q", "close", N_("Back")),
        Binding("question_mark,f1", "close", show=False),
        Binding("j,down", "scroll(1)", show=False),
        Binding("k,up", "scroll(-1)", show=False),
    ]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.game = game
        # A held F1 or ? toggles: a key pressed before the help showed must not close it
        # (a storm of them reopened the help, and re-read its text, a thousand times).
        self.guard = KeyGuard(self, window=0.0)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Markdown(help_text(self.game), id="help-text")
        yield KeyBar()

    # Focused by Textual once mounted, not by a mount handler: a storm of ? and F1 closed the
    # help while it mounted, and the handler's query then found nothing and stopped the app.
    AUTO_FOCUS = "#help-scroll"

    def action_scroll(self, step: int) -> None:
        for scroll in self.query("#help-scroll").results(VerticalScroll):  # none once closing
            scroll.scroll_relative(y=step, animate=False)

    def action_close(self) -> None:
        if self.guard.open():
            self.dismiss(None)
