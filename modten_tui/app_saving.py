"""The app's side of saving: autosave after each move, resume, history, and undo.

Kept out of app.py so the app stays about screens; the app calls in here lazily, so start-up
does not pay for pydantic and the rules before the menu is drawn.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from textual.widgets import Input

from modten_tui.persist import AnySession, history_entry, restore, to_save
from modten_tui.rules.modten_cards import VALUE, format_card
from modten_tui.saves import SaveError
from modten_tui.screens.auction import AuctionScreen
from modten_tui.screens.buy import BuyScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.payment import PaymentScreen
from modten_tui.screens.ten_notice import TenNoticeScreen
from modten_tui.ten_session import TenSession
from modten_tui.undo import plan, take_back

if TYPE_CHECKING:
    from modten_tui.app import ModTenApp

TEN_PROMPTS = (AuctionScreen, BuyScreen, PaymentScreen, TenNoticeScreen)
_finished: weakref.WeakSet[AnySession] = weakref.WeakSet()  # already in the history


def load_saved(app: ModTenApp) -> AnySession | None:
    """The saved game, replayed; or None (nothing saved, or it was refused and kept aside)."""
    store = app.store
    if store is None:
        return None
    try:
        save = store.load_current()
        if save is None:
            return None
        try:
            return restore(save)
        except Exception as exc:  # any failure to replay is the file's problem, said plainly
            store.reject(str(exc) or type(exc).__name__)
    except SaveError as exc:
        app.notify(f"The saved game was refused: {exc}", severity="error", timeout=20)
    return None


def autosave(app: ModTenApp, session: AnySession) -> None:
    """Save the game in play; a finished game goes to the history instead."""
    store = app.store
    if store is None:
        return
    try:
        if not session.match_over:
            store.save_current(to_save(session))
        elif session not in _finished:
            _finished.add(session)
            store.add_history(history_entry(session))
            store.clear_current()
    except OSError as exc:  # a full disk must not end the game; say so and play on
        app.notify(f"Could not save the game: {exc}", severity="error", timeout=10)


def undo_refusal(app: ModTenApp) -> str | None:
    """Why `u` cannot take back a move now ("" when it can); None when `u` means nothing here
    (no game on screen, or a text field is taking keys)."""
    session = app.session
    if session is None or session.match_over or isinstance(app.focused, Input):
        return None
    top = app.screen
    if isinstance(top, HandoffScreen):
        return "the hand has been passed on"
    if top is not app.table and not (
        isinstance(session, TenSession) and isinstance(top, TEN_PROMPTS)
    ):
        return None
    return plan(session).reason


def undo(app: ModTenApp) -> None:
    session = app.session
    if session is None or undo_refusal(app) != "":
        return
    count = plan(session).count
    taken = session.game.moves[-count:]
    app.start_session(take_back(session))  # a fresh table; the new session saves itself
    app.notify(f"Took back: {', '.join(_move_text(m) for m in taken)}", timeout=3)


def _move_text(move: str) -> str:
    """A move as players read it: a Mod Ten card code as its face (2S -> 2♠)."""
    return format_card(move) if move in VALUE else move
