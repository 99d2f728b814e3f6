"""The Textual app: the screen flow, themes, global keys and the command palette.

Screen stack: Menu at the bottom, then the table of the game in play, with the hand-off,
results or help on top. Every push goes through `open_screen`, so the "terminal too small" notice
always stays on top until the terminal grows again. The game in play supplies its session,
table, results and help through its spec in the registry; the app names no game.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.actions import ActionParseResult
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.dom import DOMNode
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.theme import Theme
from textual.widget import Widget
from textual.widgets import Input

from modten_tui import i18n, registry
from modten_tui.app import heap
from modten_tui.i18n import N_, _
from modten_tui.screens import key_guard
from modten_tui.screens.key_guard import key_pressed
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.palette import Palette
from modten_tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from modten_tui.widgets.text_field import FormField

# Start-up matters (the menu should appear about as fast as a bare Textual app): the game
# screens, sessions, rules and pydantic load on first use, not at import.
if TYPE_CHECKING:
    from modten_tui.app.saving import SaveState
    from modten_tui.screens.handoff import HandoffScreen
    from modten_tui.setup.models import GameSetup
    from modten_tui.storage.prefs import Preferences, PrefsStore
    from modten_tui.storage.saves import SaveStore
    from modten_tui.table.session import Session

HIGH_CONTRAST = Theme(
    name="high-contrast",
    primary="#ffff00",
    secondary="#00ffff",
    accent="#ffff00",
    warning="#ffaa00",
    error="#ff4040",
    success="#00ff00",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#1a1a1a",
    dark=True,
    variables={"card-red": "#ff5050", "card-dim": "#8a8a8a", "footer-key-foreground": "#ffff00"},
)
DEFAULT_BOT_DELAY = 0.8
QUIT_HINT_S = 5.0


def screenshot_dir() -> Path:
    """Where Ctrl+P → Screenshot saves: the Downloads folder if there is one, else a
    `screenshots` folder beside the saves (created), else the current folder."""
    from platformdirs import user_downloads_path

    from modten_tui.storage.saves import data_dir

    downloads = user_downloads_path()
    if downloads.is_dir() and os.access(downloads, os.W_OK):
        return downloads
    own = data_dir() / "screenshots"
    try:
        own.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.cwd()
    return own


def _spec_of(session: Session) -> registry.GameSpec:
    return registry.get(session.setup.game)


# The command palette's commands that Textual 8.2 adds (`App.get_system_commands`), word for
# word, so that the catalogs carry them.
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)
# The key bar's words that Textual's own widgets bring (an open list's Esc), for the same reason.
TEXTUAL_KEYS = (N_("Dismiss menu"),)


class TableApp(App[None]):
    CSS_PATH = "app.tcss"
    BINDINGS = [
        # First, so the key bar shows it before the keys everyone knows (80 columns are few).
        # Priority, so advice also works under a game's prompts; not while a field types.
        Binding("a", "advice", N_("Advice"), priority=True),
        Binding("a", "advice_off", show=False, priority=True),  # says that this table has none
        Binding("escape", "advice_close", show=False, priority=True),
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
        Binding("ctrl+q", "quit", N_("Quit"), priority=True),
        # A lesson (lesson.py) is left for the menu at once: nothing in it is saved or lost.
        # Before q's quit: the first enabled binding of a key answers it.
        Binding("escape", "leave_lesson", N_("Leave lesson"), key_display="Esc"),
        Binding("q", "leave_lesson", show=False),
        Binding("q", "quit", N_("Quit"), show=False),  # typing in a field still types a q
        # Priority, so undo also works under a game's prompts; refused while a field has focus.
        Binding("u", "undo", N_("Undo"), priority=True),
        Binding("u", "undo_refused", show=False, priority=True),  # says why not
    ]

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        session: Session | None = None,
        bot_delay: float = DEFAULT_BOT_DELAY,
        theme: str | None = None,
        save_exists: Callable[[], bool] | None = None,
        store: SaveStore | None = None,
        resume: bool = False,
        touch: bool = False,
    ) -> None:
        super().__init__()
        # Played by tapping (a browser tab on a tablet or phone): hints name what to tap, the
        # key bar's labels, rather than keys the device has not got.
        self.touch = touch
        # The title (which screenshots carry) is the first game's on the menu, as it always was.
        self.title = registry.default().title
        self.store = store  # None: nothing is saved (tests that do not ask for saving)
        self.resume_requested = resume
        self.saving: SaveState | None = None  # the game in play on disk (app_saving.py)
        self.pending_game_id: str | None = None  # the saved game being opened
        if save_exists is None and store is not None:
            save_exists = lambda: not store.read_only and store.has_games()  # noqa: E731
        self.bot_delay = bot_delay
        self._fast = False  # fast computers, when there are no preferences to keep it in
        if session is None and setup is not None:
            session = setup.spec.table.new_session(setup)
        self._initial = session
        self._save_exists = save_exists or (lambda: False)  # the saving issue plugs in here
        self._initial_theme = theme
        # Preferences live beside the saves, so an app that saves nothing remembers nothing.
        self.prefs_store: PrefsStore | None = None
        self.prefs: Preferences | None = None
        if store is not None:
            from modten_tui.storage.prefs import PrefsStore

            self.prefs_store = PrefsStore(store.root, store.may_write)
            self.prefs = self.prefs_store.load()
        # The game in play: its session, its table screen and the results shown for it.
        self.session: Session | None = None
        self.table: Screen[Any] | None = None
        self._results: Screen[Any] | None = None
        self._handoff: HandoffScreen | None = None
        self._quit_hint_until = 0.0
        self._collector = heap.QuietCollector()

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return {"card-red": "#e0505a", "card-dim": "#6a6a6a"}

    def on_mount(self) -> None:
        key_guard.watch(self)  # every screen pushed or popped is news to the keys
        heap.keep_loaded()  # and a screen that loaded modules has them frozen with the rest
        self.screen_change_signal.subscribe(self, lambda _: heap.keep_loaded())
        self._collector.start()  # full passes between keys, never during one
        self.set_interval(heap.QuietCollector.QUIET_S / 2, self._collector.tick)
        self.register_theme(HIGH_CONTRAST)
        theme = self._initial_theme or (self.prefs.theme if self.prefs else None)
        if theme in self.available_themes:
            self.theme = theme
        elif theme:  # only a remembered theme can be unknown: the command line checks its own
            self.notify(
                _("The remembered theme {theme} is not available").format(theme=repr(theme)),
                severity="warning",
                markup=False,
            )
        if self.prefs_store is not None:
            if self.prefs_store.notice:
                self.notify(self.prefs_store.notice, severity="warning", timeout=8, markup=False)
            self.theme_changed_signal.subscribe(self, self._remember_theme)
        self.push_screen(MenuScreen())
        if self._initial is not None:
            self.start_session(self._initial)
        elif self.store is not None:
            # After the menu is drawn: check the save (and resume it if asked to).
            self.call_after_refresh(self._check_save)
        self.check_size()

    def on_unmount(self) -> None:
        self._collector.stop()
        # The hard player's search workers stop now, not when the thinking thread ends its move.
        parallel = sys.modules.get("modten_tui.bots.parallel")  # loaded once hard has played
        if parallel is not None:
            parallel.shutdown()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.MouseDown)):
            self._collector.input_seen()
        if isinstance(event, events.Key):  # guarded screens judge a key by when it was pressed
            if await self._move_focus_now(event.key):
                return
            with key_pressed(event.time):
                await super().on_event(event)
        else:
            await super().on_event(event)

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """No action on a screen or widget that is not up. A key typed at one screen can come
        back up to the app after the next screen was pushed but before it has its widgets, and
        Textual runs that screen's binding at once (the full monkey stopped the app so: the
        auction prompt drew with no widgets yet). Such a key is dropped, as the key guard drops
        a key pressed before a prompt showed."""
        if isinstance(default_namespace, Widget) and not (
            default_namespace.is_mounted and default_namespace.is_attached
        ):
            return False
        return await super().run_action(action, default_namespace, namespaces)

    async def _move_focus_now(self, key: str) -> bool:
        """Tab, Shift+Tab (where they move the focus) and Enter in a form's field move the focus
        as the app reads the key. Textual moves it only once the key has come back up from the
        focused widget, and meanwhile hands that widget the keys typed right after it: "Ann,
        Tab, Tab, Bob" typed quickly put "Bob" into Ann's name (a play-test)."""
        if key == "enter" and isinstance(self.focused, FormField):
            action = "app.focus_next"
        elif key in ("tab", "shift+tab"):
            active = self.screen.active_bindings.get(key)
            if active is None or not active.enabled:
                return False
            action = active.binding.action
            if action not in ("app.focus_next", "app.focus_previous"):
                return False  # the screen uses the key for something else
        else:
            return False
        return await self.run_action(action)

    # ----- the flow ----------------------------------------------------------------------------
    def save_exists(self) -> bool:
        return self._save_exists()

    def continue_saved(self) -> None:
        from modten_tui.screens.continue_games import ContinueScreen

        if self.store is not None:
            self.open_screen(ContinueScreen(self.store))

    def continue_game(self, game_id: str) -> bool:
        """Open a saved game; False (and a message) when it cannot be opened."""
        from modten_tui.app.saving import open_game

        session = open_game(self, game_id)
        if session is not None:
            self.start_session(session, game_id=game_id)
        return session is not None

    def _check_save(self) -> None:
        from modten_tui.app.start_check import check_data_folder

        session = check_data_folder(self)
        if session is not None and self.pending_game_id is not None:
            self.start_session(session, game_id=self.pending_game_id)
        elif isinstance(self.screen, MenuScreen):
            self.screen.fill()

    def history_exists(self) -> bool:
        return self.store is not None and any(self.store.history_dir.glob("*.json"))

    def open_history(self) -> None:
        from modten_tui.screens.history import HistoryScreen

        if self.store is not None:
            self.open_screen(HistoryScreen(self.store))

    def autosave(self, session: Session) -> None:
        from modten_tui.app.saving import autosave

        if session is self.session:  # a replaced session (undo, a new game) saves no more
            autosave(self, session)

    def _moved(self, session: Session) -> None:
        """After every move: save it, hold back keys pressed before it could be seen, and
        redraw the keys, because whether `u` can take a move back changes with every move,
        also where a screen's own keys stay the same."""
        if self.store is not None and session.coach is None:  # a lesson is never saved
            self.autosave(session)
        if session is self.session:
            key_guard.news(self)
            from modten_tui.screens.advice import close_all

            close_all(self)  # advice is about the position before the move
            self.screen.refresh_bindings()

    def open_setup(self) -> None:
        from modten_tui.screens.setup import SetupScreen

        last = None
        if self.prefs_store is not None and self.prefs is not None:
            last, problem = self.prefs_store.setup_form(self.prefs)
            if problem:
                self.notify(problem, severity="warning", timeout=8, markup=False)
                self.prefs = replace(self.prefs, last_setup=None)  # said once
        self.open_screen(SetupScreen(last))

    # ----- preferences -------------------------------------------------------------------------
    def _remember(self, **changes: Any) -> None:
        if self.prefs_store is None or self.prefs is None:
            return
        self.prefs, problem = self.prefs_store.update(self.prefs, **changes)
        if problem:
            self.notify(problem, severity="warning", markup=False)  # it holds a path

    def choose_language(self) -> None:
        """The Language choice over the menu; the menu is drawn again in the one chosen."""
        from modten_tui.screens.language import LanguageScreen

        def chosen(code: str | None) -> None:
            if code is not None:
                self.set_language(code)

        self.open_screen(LanguageScreen(), chosen)

    def set_language(self, code: str) -> None:
        """Show `code` from now on, and remember it for the next start."""
        i18n.use(code)
        if i18n.right_to_left() and i18n.app_bidi():
            from modten_tui.i18n.screen_lines import install

            install()  # the first right-to-left language of this run
        self._remember(language=code)
        menu = next((s for s in self.screen_stack if isinstance(s, MenuScreen)), None)
        if menu is not None:
            menu.call_next(menu.redraw)

    def _remember_theme(self, theme: Theme) -> None:
        if self.prefs is not None and self.prefs.theme != theme.name:
            self._remember(theme=theme.name)

    def remember_setup(self, form: dict[str, Any]) -> None:
        """Keep the setup screen's fields for next time (the form of a game just started)."""
        if self.prefs is None:
            return
        from pydantic import ValidationError

        from modten_tui.storage.prefs_model import SetupForm

        # A field the file format cannot hold: keep the older setup rather than fail a start.
        with contextlib.suppress(ValidationError):
            self._remember(last_setup=SetupForm.model_validate(form).model_dump())

    @property
    def fast_computers(self) -> bool:
        return self._fast if self.prefs is None else self.prefs.fast_computers

    def set_fast_computers(self, fast: bool) -> None:
        """`f` on the table: computers move at once, or pause `bot_delay` so moves can be
        followed. Remembered between runs."""
        self._fast = fast
        self._remember(fast_computers=fast)
        self.notify(
            _("Fast computers: on (they move at once)")
            if fast
            else _("Fast computers: off ({seconds} s a move)").format(seconds=f"{self.bot_delay:g}")
        )

    @property
    def computer_delay(self) -> float:
        """Seconds a computer's move stays pending, so people can follow it."""
        return 0.0 if self.fast_computers else self.bot_delay

    def start_session(self, session: Session, game_id: str | None = None) -> None:
        """Put a session on the table; it saves as `game_id` (a saved game) or as a new game."""
        self._pop_to_menu()
        self.session = session
        self.table = _spec_of(session).table.table_screen(session)
        if self.store is not None:
            from modten_tui.app.saving import begin

            begin(self, session, game_id)
        session.on_move = lambda: self._moved(session)  # saves, and redraws the keys
        self.open_screen(self.table)

    def start_lesson(self, key: str) -> None:
        """Play the lesson of the game with this key (lesson.py): on its real table, not
        saved, not in Finished games or the statistics."""
        spec = registry.get(key)
        if spec.lessons is None:
            return
        lesson = spec.lessons.lesson()
        session = spec.lessons.session(lesson)
        session.coach_with(lesson)
        self._pop_to_menu()
        if self.saving is not None and self.saving.retry is not None:
            self.saving.retry.stop()  # the game before keeps no retry timer
        self.saving = None
        self.session = session
        self.table = spec.table.table_screen(session)
        session.on_move = lambda: self._moved(session)  # redraws the keys; saves nothing
        self.open_screen(self.table)

    @property
    def lesson_in_play(self) -> bool:
        return self.session is not None and self.session.coach is not None

    def show_handoff(self, session: Any, seat: int, done: Callable[[], None]) -> None:
        if self._handoff is None:
            from modten_tui.screens.handoff import HandoffScreen

            self._handoff = HandoffScreen()
            self.install_screen(self._handoff, "handoff")
        self._handoff.prepare(
            session.names[seat], session.stage_label(), session.since_seen(seat), done
        )
        self.open_screen(self._handoff)

    def show_results(self, session: Session) -> None:
        if self._results is not None and self._top_game_screen() is self._results:
            return  # already showing (a table may report the end more than once)
        if session.coach is not None:
            self._lesson_done(session)
            return
        self._results = _spec_of(session).table.results_screen(session)
        self.open_screen(self._results)

    def _lesson_done(self, session: Session) -> None:
        from modten_tui.screens.lesson_done import LessonDoneScreen

        assert session.coach is not None
        lesson = session.coach.lesson
        key = session.setup.game

        def chosen(choice: str | None) -> None:
            self._results = None
            if choice == "again":
                self.start_lesson(key)
            else:
                self.back_to_menu()

        self._results = LessonDoneScreen(lesson.title, lesson.closing)
        self.open_screen(self._results, chosen)

    def next_hand(self, session: Session) -> None:
        """The next hand of a match (a game whose spec has `matches`; else nothing to do)."""
        matches = registry.get(session.setup.game).matches
        if matches is None:
            return
        matches.deal_next(session)
        self.autosave(session)
        if self.table is not None:
            self._pop_until(type(self.table))
            matches.show_next(self.table)

    def play_again(self, setup: GameSetup) -> None:
        # A fresh deal with the same seats and options; a fixed seed would repeat the deal.
        self.start_session(setup.spec.table.new_session(setup.model_copy(update={"seed": None})))

    def back_to_menu(self) -> None:
        self._pop_to_menu()
        self.session = None
        self.table = None

    @property
    def game_in_progress(self) -> bool:
        """A game that quitting would interrupt (a lesson is not one: it loses nothing)."""
        return (
            self.session is not None and not self.session.match_over and self.session.coach is None
        )

    def quit_question(self) -> str | None:
        """What to ask before quitting (unsaved moves, a game in progress), or None."""
        if self.store is None or self.lesson_in_play:
            return _("A game is in progress. Quit anyway?") if self.game_in_progress else None
        from modten_tui.app.saving import quit_question

        return quit_question(self)

    # ----- the screen stack -----------------------------------------------------------------
    def _top_game_screen(self) -> Screen[Any]:
        stack = [s for s in self.screen_stack if not isinstance(s, TooSmallScreen)]
        return stack[-1]

    def open_screen(
        self, screen: Screen[Any], callback: Callable[[Any], None] | None = None
    ) -> None:
        """Push `screen`, keeping the "terminal too small" notice on top while it shows: every
        screen opened by the app or a screen goes through here."""
        notice = isinstance(self.screen, TooSmallScreen)
        if notice:
            self.pop_screen()
        self.push_screen(screen, callback)
        if notice:
            self.push_screen(TooSmallScreen())

    def pop_screen(self) -> AwaitComplete:
        # A palette popped by the flow must stop searching first (screens/palette.py).
        if isinstance(self.screen, Palette):
            self.screen.stop_searching()
        return super().pop_screen()

    def _pop_until(self, kind: type[Screen[Any]]) -> None:
        notice = isinstance(self.screen, TooSmallScreen)
        while len(self.screen_stack) > 2 and not isinstance(self.screen, kind):
            self.pop_screen()
        if notice:
            self.push_screen(TooSmallScreen())

    def _pop_to_menu(self) -> None:
        self._pop_until(MenuScreen)
        if self.table is not None:
            self.table.workers.cancel_group(self.table, "bot")

    def on_resize(self, event: Resize) -> None:
        self.check_size(event.size)  # runs before App's own handler updates self.size

    def check_size(self, size: Size | None = None) -> None:
        width, height = size or self.size
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        shown = isinstance(self.screen, TooSmallScreen)
        if small and not shown:
            self.push_screen(TooSmallScreen())
        elif shown and not small:
            self.pop_screen()

    # ----- global actions -------------------------------------------------------------------
    def action_help(self) -> None:
        from modten_tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen | TooSmallScreen):
            return
        game = self.session.setup.game if self.session else None
        self.open_screen(HelpScreen(game))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave_lesson":  # on the lesson's table or its prompts, not over its help
            if not self.lesson_in_play or self.session is None:
                return False
            spec = registry.get(self.session.setup.game)
            return self.screen is self.table or spec.table.is_prompt_screen(self.screen)
        if action in ("undo", "undo_refused"):
            # None: the menu (no need to load the saving code yet); a lesson has no undo.
            if self.session is None or self.session.coach is not None:
                return False
            from modten_tui.app.saving import undo_refusal

            why = undo_refusal(self)
            if why is None:  # no game on screen, or a field is typing
                return False
            return (why == "") == (action == "undo")
        if action in ("advice", "advice_close"):
            if self.session is None or (action == "advice" and isinstance(self.focused, Input)):
                return False
            if action == "advice" and self.session.coach is not None:
                return False  # the coach says what to play; advice could say otherwise
            from modten_tui.screens import advice

            if action == "advice_close":
                return advice.panel_on(self.screen) is not None
            return advice.panel_on(self.screen) is not None or advice.advisable(self) is not None
        if action == "advice_off":
            if self.session is None:  # the menu: no need to load advice (and pydantic) for it
                return False
            from modten_tui.screens import advice

            return advice.switched_off(self)
        return True

    def action_advice(self) -> None:
        from modten_tui.screens.advice import toggle

        toggle(self)

    def action_advice_off(self) -> None:
        self.notify(_("Advice is off for this table: it was set up without it."), timeout=3)

    def action_advice_close(self) -> None:
        from modten_tui.screens.advice import panel_on

        shown = panel_on(self.screen)
        if shown is not None:
            shown.remove()

    def action_leave_lesson(self) -> None:
        self.back_to_menu()

    def action_undo(self) -> None:
        from modten_tui.app.saving import undo

        undo(self)

    def key_description(self, binding: Binding) -> str:
        """The key bar's words for a binding: `u` names whose move it takes back when that is
        another person's (KeyBar asks)."""
        if binding.action in ("undo", "app.undo") and self.session is not None:
            from modten_tui.app.saving import undo_label

            return undo_label(self)
        return _(binding.description)

    def action_undo_refused(self) -> None:
        from modten_tui.app.saving import undo_refusal

        why = undo_refusal(self)
        if why:
            self.notify(
                _("No undo: {reason}.").format(reason=why), timeout=3, markup=False
            )  # it may name a player

    def action_help_quit(self) -> None:
        # Ctrl+C says how to quit, once while the notice shows: Textual's own stacks a notice
        # per press, and a storm of Ctrl+C (a held key) left the app drawing them for seconds.
        now = time.monotonic()
        if now >= self._quit_hint_until:
            self._quit_hint_until = now + QUIT_HINT_S
            self.notify(
                _("Press [b]Ctrl+Q[/b] to quit"),
                title=_("Do you want to quit?"),
                timeout=QUIT_HINT_S,
            )

    async def action_quit(self) -> None:
        from modten_tui.screens.confirm import ConfirmScreen

        question = self.quit_question()
        if question is None:
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.open_screen(ConfirmScreen(question), answered)

    def action_new_game(self) -> None:
        from modten_tui.screens.confirm import ConfirmScreen

        if not self.game_in_progress:
            self.back_to_menu()
            self.open_setup()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.back_to_menu()
                self.open_setup()

        self.open_screen(ConfirmScreen(_("Leave the game in progress for a new one?")), answered)

    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        # Textual saves into ~/Downloads, and fails ("Failed to save screenshot") where that
        # folder does not exist; the notice of success already names the file it wrote.
        return super().deliver_screenshot(filename, path or str(screenshot_dir()), time_format)

    def action_command_palette(self) -> None:
        # Textual's own check sees only the top screen: under the size notice it opened a
        # second palette, whose fixed id clashed (DuplicateIds). One palette, never hidden.
        if not self.use_command_palette or isinstance(self.screen, TooSmallScreen):
            return
        if not any(isinstance(s, Palette) for s in self.screen_stack):
            self.push_screen(Palette(id="--command-palette", placeholder=_("Search for commands…")))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield SystemCommand(_("New game"), _("Set up a new game"), self.action_new_game)
        yield SystemCommand(_("Rules"), _("The rules of the game and the keys"), self.action_help)
        yield SystemCommand(
            _("High contrast"), _("Switch to the high-contrast theme"), self._high_contrast
        )
        if isinstance(screen, MenuScreen):  # see screens/language.py: the menu only
            yield SystemCommand(
                _("Language"), _("Show the game in another language"), self.choose_language
            )
        # Textual's own commands, in its English (TEXTUAL_COMMANDS), read in the player's.
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def _high_contrast(self) -> None:
        self.theme = "high-contrast"
