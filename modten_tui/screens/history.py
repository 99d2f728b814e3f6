"""Finished games, newest first: date, game, players, result. Enter steps through one; r
reviews it (each move's chance to win before and after, `screens/review.py`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets.option_list import Option

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.review.history_check import checked_history
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.storage.save_file import HistoryEntry
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import describe_entry
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.option_list import OptionList


class HistoryScreen(Screen[None]):
    DEFAULT_CSS = """
    HistoryScreen #history-title { height: auto; background: $panel; padding: 0 1; }
    HistoryScreen #history-list { height: 1fr; border: round $primary; }
    """
    BINDINGS = [
        Binding("r", "review", N_("Review")),
        Binding("s", "statistics", N_("Statistics")),
        Binding("escape,b", "back", N_("Back"), key_display="esc"),
    ]

    def __init__(self, store: SaveStore) -> None:
        super().__init__()
        self.store = store
        self.entries, self.problems = checked_history(store)
        # By taps, a first tap on a game picks it (Review then reviews that one) and a second
        # steps through it, as in the list of unfinished games.
        self.picked: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(
            _("[b]Finished games[/b] · tap one to pick it, again to step through it · Review")
            if by_touch(self)
            else _("[b]Finished games[/b] · Enter steps through one, move by move · r reviews it"),
            id="history-title",
        )
        yield OptionList(id="history-list")
        yield KeyBar()

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        # Names are text, not markup (a str prompt would be read as markup). Added at once:
        # each add lays the screen out again.
        options.add_options(
            [
                Option(Content(describe_entry(entry)), id=str(i))
                for i, entry in enumerate(self.entries)
            ]
        )
        if not self.entries:
            options.add_option(Option(_("No finished games yet"), id="none", disabled=True))
        options.highlighted = 0
        options.focus()
        for problem in self.problems:
            self.notify(
                _("A history file could not be read: {problem}").format(problem=problem),
                severity="warning",
                markup=False,
            )

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.refresh_bindings()  # Review is offered for the highlighted game alone

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if by_touch(self) and self.picked != event.option_index:
            self.picked = event.option_index
            return
        if event.option.id and event.option.id.isdigit():
            self.open(self.entries[int(event.option.id)])

    def open(self, entry: HistoryEntry) -> None:
        from modten_tui.screens.replay import ReplayScreen

        try:
            screen = ReplayScreen(entry)
        except Exception as exc:  # a hand-edited history file: say so, keep the list
            self.notify(
                _("This game cannot be replayed: {problem}").format(problem=exc),
                severity="error",
                markup=False,
            )
            return
        table_app(self).open_screen(screen)

    def highlighted(self) -> HistoryEntry | None:
        option = self.query_one(OptionList).highlighted_option
        if option is None or not option.id or not option.id.isdigit():
            return None
        return self.entries[int(option.id)]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":  # only a game with an adviser is reviewed
            entry = self.highlighted()
            return entry is not None and registry.get(entry.game).advice is not None
        return True

    def action_review(self) -> None:
        """The highlighted game reviewed: each move's chance to win before and after it."""
        from modten_tui.screens.review import ReviewScreen

        entry = self.highlighted()
        if entry is None:
            return
        if registry.get(entry.game).advice is None:
            self.notify(_("This game has no search to review with."), severity="warning")
            return
        try:
            screen = ReviewScreen(entry, self.store)
        except Exception as exc:  # a hand-edited history file: say so, keep the list
            self.notify(
                _("This game cannot be reviewed: {problem}").format(problem=exc),
                severity="error",
                markup=False,
            )
            return
        table_app(self).open_screen(screen)

    def action_statistics(self) -> None:
        from modten_tui.screens.statistics import StatisticsScreen

        table_app(self).open_screen(StatisticsScreen(self.store))

    def action_back(self) -> None:
        self.dismiss()
