"""Continue: the unfinished games, most recent first (game, players, moves, when last played).

Enter opens one; Delete (or d) removes one after a yes/no question. A save that this version
cannot open (a newer format, no permission to read it) is listed with the reason and left alone.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets.option_list import Option

from modten_tui import registry
from modten_tui.i18n import N_, _, listed, ngettext
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.storage.saves import SaveStore, Slot
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.option_list import OptionList

if TYPE_CHECKING:
    pass


# translators: a computer's level, beside its name in the list of unfinished games
LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "random": N_("random")}


def level(kind: str) -> str:
    """A computer's level in the player's words (a kind this version does not know, as it is)."""
    return _(LEVELS[kind]) if kind in LEVELS else kind


def when(saved_at: str) -> str:
    """The local time a game was last played, to the minute."""
    try:
        return datetime.fromisoformat(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return saved_at


def describe(slot: Slot) -> str:
    save = slot.save
    if save is None:
        problem = str(slot.problem)
        said = _("can't open: {problem}")
        if not problem.startswith(said.format(problem="").strip()):  # said once, in any language
            problem = said.format(problem=problem)
        return f"{slot.path.name} · {problem}"
    seats = save.setup.get("seats", [])
    players = listed(
        s["name"] if s.get("kind") == "human" else f"{s['name']} ({level(s['kind'])})"
        for s in seats
    )
    moves = ngettext("{count} move", "{count} moves", save.move_count).format(count=save.move_count)
    title = registry.get(save.game).title  # a save's game is a registered one (saves.py)
    return f"{title} · {players} · {moves} · {when(save.saved_at)}"


class ContinueScreen(Screen[None]):
    DEFAULT_CSS = """
    ContinueScreen #continue-title { height: auto; background: $panel; padding: 0 1; }
    ContinueScreen #continue-list { height: 1fr; border: round $primary; }
    """
    BINDINGS = [
        Binding("escape,b", "back", N_("Back"), key_display="esc"),
        Binding("delete,d", "delete", N_("Delete"), key_display="del"),
    ]

    def __init__(self, store: SaveStore) -> None:
        super().__init__()
        self.store = store
        self.slots: list[Slot] = []
        # By taps, a first tap on a game picks it (Delete then removes that one) and a second
        # opens it, as with cards: a tap that opened at once left no way to delete another.
        self.picked: int | None = None

    def compose(self) -> ComposeResult:
        title = (
            _("[b]Continue[/b] · tap a game to pick it, again to open it · Delete removes it")
            if by_touch(self)
            else _("[b]Continue[/b] · Enter opens a game · Delete removes one")
        )
        yield Static(title, id="continue-title")
        yield OptionList(id="continue-list")
        yield KeyBar()

    def on_mount(self) -> None:
        self.fill()

    def fill(self, keep: int = 0) -> None:
        self.slots, refused = self.store.games()
        for exc in refused:
            if not exc.left:  # those left in place are listed with their reason
                self.notify(
                    _("A saved game was refused: {problem}").format(problem=exc),
                    severity="error",
                    timeout=20,
                    markup=False,
                )
        options = self.query_one(OptionList)
        options.clear_options()
        # Text, not markup: names and paths are shown as they are. Added at once: each add
        # lays the screen out again.
        options.add_options(
            [Option(Text(describe(slot)), id=str(i)) for i, slot in enumerate(self.slots)]
        )
        if not self.slots:
            options.add_option(Option(_("No unfinished games"), id="none", disabled=True))
        options.highlighted = min(keep, len(self.slots) - 1) if self.slots else 0
        options.focus()
        self.refresh_bindings()

    def _chosen(self) -> Slot | None:
        index = self.query_one(OptionList).highlighted
        if index is None or not 0 <= index < len(self.slots):
            return None
        return self.slots[index]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "delete":
            return self._chosen() is not None and not self.store.read_only
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if by_touch(self) and self.picked != event.option_index:
            self.picked = event.option_index
            return
        slot = self._chosen()
        if slot is None:
            return
        if slot.save is None:
            self.notify(
                _("This game can't be opened: {problem}").format(problem=slot.problem),
                severity="warning",
                markup=False,
            )
            return
        if not table_app(self).continue_game(slot.id):
            self.fill(keep=self.query_one(OptionList).highlighted or 0)

    def action_delete(self) -> None:
        from modten_tui.screens.confirm import ConfirmScreen

        slot = self._chosen()
        if slot is None:
            return
        index = self.query_one(OptionList).highlighted or 0

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.store.delete_game(slot.id)
            except OSError as exc:
                self.notify(
                    _("Could not delete it: {problem}").format(problem=exc),
                    severity="error",
                    markup=False,
                )
            self.fill(keep=index)
            if not self.slots:
                self.dismiss()

        question = _("Delete this unfinished game for good?\n{game}").format(
            game=escape(describe(slot))
        )
        table_app(self).open_screen(ConfirmScreen(question), answered)

    def action_back(self) -> None:
        self.dismiss()
