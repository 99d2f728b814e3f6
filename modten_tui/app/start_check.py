"""The data folder checked as the app starts, after the menu is drawn: permissions tightened,
the old single save moved, each saved game replayed once so Continue lists only games that
open, refused files reported, and the most recent game opened for `--resume`.

Apart from saving.py so that a folder with no saved game loads neither pydantic nor the rules:
they load here only when there is a game to replay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from modten_tui.i18n import _

if TYPE_CHECKING:
    from modten_tui.app.table_app import TableApp
    from modten_tui.storage.saves import SaveError
    from modten_tui.table.persist import AnySession


def check_data_folder(app: TableApp) -> AnySession | None:
    """On start: tighten permissions, migrate the old single save, report refused files.
    Returns the most recent game when `--resume` asked for it."""
    store = app.store
    if store is None:
        return None
    for problem in store.prepare():
        app.notify(problem, severity="warning", timeout=20, markup=False)
    slots, refused = store.games()
    for slot in slots:  # replay each once, so Continue lists only games that open
        if slot.save is not None:
            from modten_tui.table.persist import quick_bot, restore

            try:
                restore(slot.save, bot_factory=quick_bot)
            except Exception as exc:  # any failure to replay is the file's problem
                refused.append(store.refuse(slot.id, str(exc) or type(exc).__name__))
    notify_refused(app, refused)
    slots = [s for s in slots if s.path.exists()]
    if not app.resume_requested:
        return None
    from modten_tui.app.saving import open_game

    for slot in slots:
        if slot.save is not None:
            session = open_game(app, slot.id)
            if session is not None:
                return session
    app.notify(_("There is no saved game to continue."), severity="warning", timeout=10)
    return None


def notify_refused(app: TableApp, errors: list[SaveError]) -> None:
    for exc in errors:
        said = (
            _("A saved game cannot be opened: {problem}")
            if exc.left
            else _("A saved game was refused: {problem}")
        )
        # markup=False: the message quotes the file (names, moves), which is text.
        app.notify(said.format(problem=exc), severity="error", timeout=20, markup=False)
