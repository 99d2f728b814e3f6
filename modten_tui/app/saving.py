"""The app's side of saving: autosave after each move, the unfinished games, history, undo.

Kept out of app.py so the app stays about screens; the app calls in here lazily, once a game
is opened or started, so start-up does not pay for pydantic and the rules (the saved games
are checked on start by start_check.py).

A failed save is sticky: `SaveState` counts the moves not on disk, the table shows a lasting
mark, the quit question says how many, every later move (and a timer, once the game is over)
tries again, and the mark goes once a save succeeds. A finished game leaves its file only after
its history entry is written.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.timer import Timer
from textual.widgets import Input

from modten_tui.app.start_check import notify_refused
from modten_tui.i18n import _, ngettext
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.storage.saves import SaveError
from modten_tui.table.persist import AnySession, history_entry, restore, spec_of, to_save
from modten_tui.table.undo import plan, take_back
from modten_tui.widgets.save_mark import SaveMark

if TYPE_CHECKING:
    from modten_tui.app.table_app import TableApp

RETRY_S = 5.0  # how often a finished game whose history could not be written tries again
_finished: weakref.WeakSet[AnySession] = weakref.WeakSet()  # its history entry is written


@dataclass
class SaveState:
    """The game in play and how much of it is on disk."""

    game_id: str
    saved_moves: int = -1  # moves on disk; -1: nothing saved yet
    moves: int = 0  # moves in play
    problem: str | None = None  # why the last save failed; None once one succeeds
    retry: Timer | None = None

    @property
    def unsaved(self) -> int:
        """Moves not on disk, while saving fails (0 when all is saved)."""
        if self.problem is None:
            return 0
        return max(self.moves - max(self.saved_moves, 0), 0)


def open_game(app: TableApp, game_id: str) -> AnySession | None:
    """The saved game, replayed; or None (refused: kept aside, or left and named)."""
    store = app.store
    if store is None:
        return None
    try:
        save = store.load_game(game_id)
        try:
            session = restore(save)
        except Exception as exc:  # any failure to replay is the file's problem, said plainly
            raise store.refuse(game_id, str(exc) or type(exc).__name__) from exc
    except SaveError as exc:
        notify_refused(app, [exc])
        return None
    app.pending_game_id = game_id
    return session


def begin(app: TableApp, session: AnySession, game_id: str | None) -> None:
    """A session takes the table: it saves under `game_id` (a new id for a new game)."""
    old = app.saving
    if old is not None and old.retry is not None:
        old.retry.stop()
    store = app.store
    if store is None:
        app.saving = None
        return
    app.saving = SaveState(game_id or store.new_game_id())
    session.on_move = lambda: app.autosave(session)
    autosave(app, session)
    app.call_after_refresh(show_mark, app)  # the table is not on screen yet


def autosave(app: TableApp, session: AnySession) -> None:
    """Save the game in play; a finished game goes to the history, then its file goes."""
    store, state = app.store, app.saving
    if store is None or state is None:
        return
    save = to_save(session)
    state.moves = save.move_count
    try:
        if not session.match_over:
            store.save_game(state.game_id, save)
        else:
            if session not in _finished:
                store.add_history(history_entry(session))
                _finished.add(session)  # only now: a failed write is tried again
            store.delete_game(state.game_id)
    except OSError as exc:  # a full disk must not end the game; say so, mark it, play on
        problem = exc.strerror or str(exc)
        first = state.problem != problem  # a new reason (the lock lost after a full disk) is said
        state.problem = problem
        if first:
            app.notify(
                _("Could not save the game: {problem}").format(problem=state.problem),
                severity="error",
                timeout=10,
                markup=False,
            )
        if session.match_over and state.retry is None:
            # Not app.autosave: this goes on at the menu too, until a new game takes the table.
            state.retry = app.set_interval(RETRY_S, lambda: autosave(app, session))
    else:
        if state.problem is not None:
            app.notify(_("The game is saved again."), timeout=5)
        state.problem = None
        state.saved_moves = state.moves
        if state.retry is not None:
            state.retry.stop()
            state.retry = None
    show_mark(app)


def show_mark(app: TableApp) -> None:
    """The lasting "not saved" mark on the table while anything is unsaved."""
    table, state = app.table, app.saving
    if table is None or not table.is_attached:
        return
    marks = list(table.query(SaveMark))
    if state is None or state.problem is None:
        for mark in marks:
            mark.remove()
        return
    text = not_saved_text(app)
    if marks:
        marks[0].update(text)
    else:
        table.mount(SaveMark(text))


def not_saved_text(app: TableApp) -> str:
    state = app.saving
    if state is None or state.problem is None:
        return ""
    store = app.store
    if store is not None and store.lock_lost:
        return _("NOT SAVED: another copy took over")
    if store is not None and store.read_only:
        return _("NOT SAVED: read-only copy")
    if app.session is not None and app.session.match_over and state.unsaved == 0:
        return _("NOT SAVED: not in history yet")
    count = state.unsaved
    return ngettext("NOT SAVED ({count} move)", "NOT SAVED ({count} moves)", count).format(
        count=count
    )


def quit_question(app: TableApp) -> str | None:
    """What to ask before quitting, or None to quit at once."""
    state, session = app.saving, app.session
    if session is None:
        return None
    if state is not None and state.problem is not None:
        autosave(app, session)  # one more try: the disk may have room again
    if state is not None and state.problem is not None:
        if app.store is not None and app.store.lock_lost:
            return _(
                "This copy stopped saving: its lock ({path}) was removed or "
                "taken by another copy of modten, which may have this game open too. The "
                "moves since then are not saved. Quit anyway?"
            ).format(path=f"{app.store.root}/lock")
        if app.store is not None and app.store.read_only:
            return _(
                "This copy is read-only (another copy of modten is using the data folder): "
                "this game is not saved. Quit anyway?"
            )
        if session.match_over:
            return _(
                "This finished game could not be written to Finished games "
                "({problem}). Quit anyway? It stays under Continue."
            ).format(problem=state.problem)
        count = state.unsaved
        return ngettext(
            "The last move is not saved ({problem}). Quit anyway?",
            "The last {count} moves are not saved ({problem}). Quit anyway?",
            count,
        ).format(count=count, problem=state.problem)
    if not session.match_over:
        # Said plainly: "Quit anyway?" read as if the game would be lost (a play-test).
        return _("Quit? This game is saved: Continue on the menu picks it up.")
    return None


def undo_refusal(app: TableApp) -> str | None:
    """Why `u` cannot take back a move now ("" when it can); None when `u` means nothing here
    (no game on screen, or a text field is taking keys)."""
    session = app.session
    if session is None or session.match_over or isinstance(app.focused, Input):
        return None
    top = app.screen
    if isinstance(top, HandoffScreen):
        # translators: said after "No undo:" (the hand-off screen is showing)
        return _("the hand has been passed on")
    if top is not app.table and not spec_of(session).table.is_prompt_screen(top):
        return None
    return plan(session).reason


def at_keyboard(session: AnySession) -> int | None:
    """Who is at the keyboard now: with hidden hands, the one the hand was last shown to
    (until the hand-off, the one who just played); else the person to act."""
    return session.viewer if session.hidden_hands else session.pending_viewer()


def undo_taker(app: TableApp) -> str | None:
    """Whose move `u` would take back, when that is not the person at the keyboard now (a
    table with nothing hidden between turns: the next person may take back the last one's
    move); else None."""
    session = app.session
    if session is None:
        return None
    found = plan(session)
    at_keys = at_keyboard(session)
    if not found.allowed or found.owner is None or at_keys is None or found.owner == at_keys:
        return None
    return session.names[found.owner]


def undo_label(app: TableApp) -> str:
    """The key bar's words for `u`: whose move it takes back when it is someone else's (the
    question `u` asks then names the move; the bar has no room for a payment's cards)."""
    owner = undo_taker(app)
    return _("Undo") if owner is None else _("Undo {name}'s move").format(name=owner)


def undo(app: TableApp) -> None:
    """Take back the move `plan` names. Another person's move is taken back only after a
    question naming it: at a shared keyboard the one pressing u is not the one who made it."""
    session = app.session
    if session is None or undo_refusal(app) != "":
        return
    owner = undo_taker(app)
    if owner is None:
        _take_back(app, session)
        return
    from modten_tui.screens.confirm import ConfirmScreen

    found = plan(session)
    first = spec_of(session).rules.move_text(session.game.moves[-found.count])
    now = session.names[at_keyboard(session) or 0]
    question = _(
        "Take back {owner}'s move ({move})? It is {now}'s turn now; {owner} will choose again."
    ).format(owner=owner, move=first, now=now)

    def answered(yes: bool | None) -> None:
        # Asked again: the question covered the table, but nothing may play under it.
        if yes and app.session is session and undo_refusal(app) == "":
            _take_back(app, session)

    app.push_screen(ConfirmScreen(question), answered)


def _take_back(app: TableApp, session: AnySession) -> None:
    found = plan(session)
    taken = session.game.moves[-found.count :]
    # A fresh table for the same game: it saves itself over the same file.
    app.start_session(take_back(session), game_id=app.saving.game_id if app.saving else None)
    # Named: in a game with nothing hidden between turns, the next person may take back the
    # last one's move (nothing was shown yet).
    moves = ", ".join(spec_of(session).rules.move_text(m) for m in taken)
    took = (
        _("Took back {moves}").format(moves=moves)
        if found.owner is None
        else _("Took back {name}'s {moves}").format(name=session.names[found.owner], moves=moves)
    )
    app.notify(took, timeout=3, markup=False)
