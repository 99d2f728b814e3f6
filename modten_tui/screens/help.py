"""The rules of the current game, from Markdown, and the keys. `?` or F1 anywhere.

The text is the game's own (`GameSpec.help_markdown`: its package's help.md and keys.md);
from the menu, with no game in play, the first game's."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Markdown

from modten_tui import i18n, registry
from modten_tui.i18n import N_
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.key_bar import KeyBar


def help_text(game: str | None) -> str:
    """The help of the game with this key, or of the first game for None."""
    spec = registry.get(game) if game else registry.default()
    text: str = spec.table.help_markdown()
    return text


FIRST_LINES = 40  # more than a screenful at 160x50: the rest never shows before it is there


def first_part(text: str) -> tuple[str, str]:
    """`text` cut at the first heading after `FIRST_LINES` lines (a whole block: Markdown
    cannot be cut mid-list), and the rest ("" when it is short)."""
    lines = text.split("\n")
    for i in range(FIRST_LINES, len(lines)):
        if lines[i].startswith("#") and (i == 0 or not lines[i - 1].strip()):
            return "\n".join(lines[:i]), "\n".join(lines[i:])
    return text, ""


def mirrored_tables(text: str) -> str:
    """`text` with each Markdown table's columns in the opposite order: in a right-to-left
    language laid out by the app, whose lines are reordered one cell at a time, a table's
    first column belongs at the right (a play-test found the Arabic keys' table reading
    left to right)."""
    out = []
    for line in text.split("\n"):
        if line.startswith("|") and line.rstrip().endswith("|"):
            cells = line.strip()[1:-1].split("|")
            line = "|" + "|".join(reversed(cells)) + "|"
        out.append(line)
    return "\n".join(out)


class HelpScreen(Screen[None]):
    # A list's bullet goes at the right edge before a right-to-left item, as its text does.
    DEFAULT_CSS = """
    HelpScreen.-right-to-left MarkdownBullet { dock: right; padding: 0 0 0 1; }
    """
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
        self._rest = ""  # the text after the first part, appended once the first has shown

    def compose(self) -> ComposeResult:
        text = help_text(self.game)
        if i18n.app_right_to_left():
            text = mirrored_tables(text)
            self.add_class("-right-to-left")
        first, self._rest = first_part(text)
        with VerticalScroll(id="help-scroll"):
            yield Markdown(first, id="help-text")
        yield KeyBar()

    def on_mount(self) -> None:
        # The first screenful shows at once; the rest follows after that first frame (the
        # whole text as widgets took some 200 ms before anything showed).
        self.call_after_refresh(self._append_rest)

    def _append_rest(self) -> None:
        # A second document after the first (Markdown.append re-reads the first's last
        # block as unfinished, and lost a paragraph there).
        rest, self._rest = self._rest, ""
        for scroll in self.query("#help-scroll").results(VerticalScroll):  # none once closing
            if rest:
                scroll.mount(Markdown(rest, id="help-rest"))

    # Focused by Textual once mounted, not by a mount handler: a storm of ? and F1 closed the
    # help while it mounted, and the handler's query then found nothing and stopped the app.
    AUTO_FOCUS = "#help-scroll"

    def action_scroll(self, step: int) -> None:
        for scroll in self.query("#help-scroll").results(VerticalScroll):  # none once closing
            scroll.scroll_relative(y=step, animate=False)

    def action_close(self) -> None:
        if self.guard.open():
            self.dismiss(None)
