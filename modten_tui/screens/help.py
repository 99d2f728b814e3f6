"""The rules of the current game, from Markdown, and the keys. `?` or F1 anywhere."""

from __future__ import annotations

from importlib import resources

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Markdown

from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.key_bar import KeyBar

HELP_FILES = {"modten": "modten.md", "ten": "ten.md"}


def help_text(game: str) -> str:
    folder = resources.files("modten_tui") / "help"
    rules = (folder / HELP_FILES.get(game, "modten.md")).read_text(encoding="utf-8")
    # Each game may have its own key list (`ten_keys.md`); Mod Ten's is `keys.md`.
    own = folder / f"{game}_keys.md"
    keys = (own if own.is_file() else folder / "keys.md").read_text(encoding="utf-8")
    return rules + "\n\n" + keys


class HelpScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q", "close", "Back"),
        Binding("question_mark,f1", "close", show=False),
        Binding("j,down", "scroll(1)", show=False),
        Binding("k,up", "scroll(-1)", show=False),
    ]

    def __init__(self, game: str = "modten") -> None:
        super().__init__()
        self.game = game
        # A held F1 or ? toggles: a key pressed before the help showed must not close it
        # (a storm of them reopened the help, and re-read its text, a thousand times).
        self.guard = KeyGuard(self, armed=True, window=0.0)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Markdown(help_text(self.game), id="help-text")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_scroll(self, step: int) -> None:
        self.query_one("#help-scroll", VerticalScroll).scroll_relative(y=step, animate=False)

    def action_close(self) -> None:
        if self.guard.open():
            self.dismiss(None)
