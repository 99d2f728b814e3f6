"""The Language choice, from the menu: every language with a catalog, each in its own name
(a player lost in a language they cannot read still finds theirs), the one shown marked.

Chosen here, a language is shown at once and remembered in the settings; `--lang` still
wins for one run. Only the menu offers it: a table half drawn in the old language would mix
two.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets.option_list import Option

from modten_tui import i18n
from modten_tui.i18n import N_, _
from modten_tui.i18n.bidi import display, has_right_to_left
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.option_list import OptionList

CURRENT_MARK = "✓"  # a sign, not a word: read the same in every language


def own_name(code: str) -> str:
    """The language `code` in its own name, as the screen must be sent it: a right-to-left
    name in a left-to-right screen is put in visual order here when the app lays such text
    out (a right-to-left screen's lines are reordered whole, see `i18n/screen_lines.py`)."""
    name = i18n.LANGUAGES.get(code, code)
    if not i18n.app_bidi() or i18n.right_to_left() or not has_right_to_left(name):
        return name
    return display(name)


class LanguageScreen(ModalScreen[str | None]):
    """Dismissed with the code chosen, or None (Esc)."""

    DEFAULT_CSS = """
    LanguageScreen { align: center middle; }
    LanguageScreen #language-box {
        width: 36; height: auto; border: thick $primary; background: $surface; padding: 0 1;
    }
    LanguageScreen OptionList, LanguageScreen OptionList:focus { height: auto; border: none; }
    """
    BINDINGS = [Binding("escape", "close", N_("Back"), key_display="Esc")]

    def compose(self) -> ComposeResult:
        shown = i18n.current()
        options = [
            Option(f"{CURRENT_MARK if code == shown else ' '} {own_name(code)}", id=code)
            for code in i18n.available()
        ]
        with Vertical(id="language-box") as box:
            box.border_title = _("Language")
            box.border_subtitle = _("Enter chooses · Esc goes back")
            yield OptionList(*options, id="language-options")
        yield KeyBar(palette=False)  # Esc as a tap, for a tablet

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        shown = i18n.current()
        options.highlighted = options.get_option_index(shown) if shown in i18n.available() else 0
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.is_active:  # a press handled after this closed must not close the menu
            self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
