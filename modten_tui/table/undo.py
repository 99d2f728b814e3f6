"""Undo: take back the last decision when doing so reveals nothing (README, "Undo").

The rule (issue 10): undo is offered only when the move's visible outcome would have been the
same in every deal consistent with what the mover knew before it. The visible outcome is all
the table shows until the next person decides: the events, who acts next (so whether a
hand-off screen appears and to whom), and the moves the table makes on its own in between,
which undo takes back with the decision. Each game decides it from the mover's view, by
counting (`GameSpec.undo_plan`, in each game's `session/undo_plan.py` and `session/undo.py`);
`tests/persist/test_undo_information.py` checks it by re-dealing the hidden cards. A
computer's choice is never taken back: only a computer move that had no alternative is.

Undo is a replay of the record minus those moves (`persist.without_last`).
"""

from __future__ import annotations

from modten_tui.i18n import _
from modten_tui.registry.undo_plan import UndoPlan
from modten_tui.rules.protocol import Game
from modten_tui.table.persist import AnySession, restore, reuse_bots, spec_of, to_save, without_last

__all__ = ["UndoPlan", "plan", "take_back"]


# The cache holds the session and the game, so neither id is reused while its entry lives.
_cache: dict[tuple[int, int, int, int | None], tuple[AnySession, Game, UndoPlan]] = {}


def plan(session: AnySession) -> UndoPlan:
    """What `u` would do now. Cached per position: the key bar asks after every key."""
    game = session.game
    key = (id(session), id(game), len(game.moves), getattr(session, "viewer", None))
    hit = _cache.get(key)
    if hit is not None:
        return hit[2]
    if len(_cache) > 64:
        _cache.clear()
    found = spec_of(session).table.undo_plan(session)
    _cache[key] = (session, game, found)
    return found


def take_back(session: AnySession) -> AnySession:
    """A new session: the record minus the moves `plan` names, with the same computers."""
    found = plan(session)
    if not found.allowed:
        raise ValueError(found.reason or _("nothing to undo"))
    save = without_last(to_save(session), found.count)
    again = restore(save, bot_factory=reuse_bots(session))
    spec_of(session).table.after_undo(session, again)  # the same person is still at the screen
    return again
