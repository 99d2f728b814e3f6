"""The first screen: continue a saved game, new game, learn to play, finished games, rules,
language, quit.

Continue comes first when there is a game to continue. A copy of the app started while another
holds the data folder says so here: it is read-only (see `SaveStore.acquire`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets.option_list import Option

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.screens.app_link import table_app
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.option_list import OptionList

if TYPE_CHECKING:
    from modten_tui.app.table_app import TableApp

LEARN = "learn:"  # the id prefix of "Learn to play" entries, before the game's key


@dataclass(frozen=True)
class Entry:
    """A choice of the menu: its option's id, its key, its words (the same in the list and in
    the key bar), and when it is offered (None: always)."""

    choice: str
    key: str
    label: str  # English (N_): shown as _(label)
    when: Callable[[TableApp], bool] | None = None


ENTRIES = (  # in the list's order; the "Learn to play" entries follow New game
    Entry("continue", "c", N_("Continue"), lambda app: app.save_exists()),
    Entry("new", "n", N_("New game")),
    Entry("history", "g", N_("Finished games"), lambda app: app.history_exists()),
    Entry("stats", "s", N_("Statistics"), lambda app: app.history_exists()),
    Entry("rules", "r", N_("Rules")),
    Entry("language", "l", N_("Language")),
    Entry("quit", "q", N_("Quit")),
)


def banner() -> Content:
    """The program's cards and the titles of its games (from the registry), the first bold."""
    first, *rest = [spec.title for spec in registry.all_specs()]
    return Content.from_markup(
        "┌──┐┌──┐┌──┐\n│M♠││1♥││0♦│  [b]$first[/b]$rest\n└──┘└──┘└──┘  $tagline",
        first=first,
        tagline=_("a card table for friends at one computer"),
        rest="".join(f" · {title}" for title in rest),
    )


class MenuScreen(Screen[None]):
    DEFAULT_CSS = "MenuScreen #menu-note { color: $warning; margin-bottom: 1; }"
    BINDINGS = [
        # Language is chosen in the list (its key works, unshown): the bar keeps room at 80
        # columns for the keys used every time.
        *(
            Binding(e.key, f"pick('{e.choice}')", e.label, show=e.choice != "language")
            for e in ENTRIES
        ),
        # ? opens the same rules as r: one entry in the bar leaves room at 80 columns for
        # every key of the menu, Quit included.
        Binding("question_mark,f1", "pick('rules')", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="menu-box"):
            yield Static(banner(), id="banner")
            yield Static(id="menu-note", markup=False)
            yield OptionList(id="menu-options")
        yield KeyBar()

    def on_mount(self) -> None:
        self.fill()

    def on_screen_resume(self) -> None:
        self.fill()

    async def redraw(self) -> None:
        """Everything again, in the language now shown."""
        await self.recompose()
        self.fill()

    def fill(self) -> None:
        options = self.query_one(OptionList)
        options.clear_options()
        shown: list[Option] = []  # added at once: each add lays the screen out again
        for entry in ENTRIES:
            if self.offered(entry):
                shown.append(Option(self.label(entry), id=entry.choice))
            if entry.choice == "new":
                shown.extend(self.lessons())
        options.add_options(shown)
        options.highlighted = 0
        options.focus()
        note = self.query_one("#menu-note", Static)
        store = table_app(self).store
        note.display = store is not None and store.read_only
        if store is not None and store.read_only:
            note.update(
                Content(  # a path is text, not markup
                    _(
                        "Another copy of modten is using {folder}. This copy is read-only: "
                        "finished games can be browsed, new games are played without saving, "
                        "and saved games can be continued only in the other copy."
                    ).format(folder=store.root)
                )
            )
        self.refresh_bindings()

    @staticmethod
    def label(entry: Entry) -> str:
        """The entry's words; Language also in English when another language is shown, so a
        player who cannot read it finds the way back."""
        words = _(entry.label)
        if entry.choice == "language" and words != entry.label:
            return f"{words} · {entry.label}"
        return words

    @staticmethod
    def lessons() -> list[Option]:
        """One entry per game, named: a new player sees at once which games can be learnt,
        and starts one in a single choice (there are few games; a game without a lesson
        has no entry)."""
        return [
            # translators: {game} is a game's title, written as the game prints it
            Option(
                Content(_("Learn to play {game}").format(game=spec.title)), id=f"{LEARN}{spec.key}"
            )
            for spec in registry.all_specs()
            if spec.lessons is not None
        ]

    def offered(self, entry: Entry) -> bool:
        return entry.when is None or entry.when(table_app(self))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action != "pick":
            return True
        entry = next((e for e in ENTRIES if (e.choice,) == parameters), None)
        return entry is None or self.offered(entry)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(event.option.id or "")

    def action_pick(self, choice: str) -> None:
        app = table_app(self)
        if choice == "new":
            app.open_setup()
        elif choice == "continue":
            app.continue_saved()
        elif choice == "history":
            app.open_history()
        elif choice == "stats" and app.store is not None:
            from modten_tui.screens.statistics import StatisticsScreen

            app.open_screen(StatisticsScreen(app.store))
        elif choice == "rules":
            app.action_help()
        elif choice == "language":
            app.choose_language()
        elif choice == "quit":
            app.exit()
        elif choice.startswith(LEARN):
            app.start_lesson(choice.removeprefix(LEARN))
