"""Undo: take back the last decision when doing so reveals nothing (README, "Undo").

The rule (issue 10): undo is offered only when the move's visible outcome would have been the
same in every deal consistent with what the mover knew before it. The visible outcome is all
the table shows until the next person decides: the events, who acts next (so whether a
hand-off screen appears and to whom), and the moves the table makes on its own in between,
which undo takes back with the decision. Each game decides it from the mover's view, by
counting, in `undo_modten.py` and `undo_ten.py`; `tests/persist/test_undo_information.py`
checks it by re-dealing the hidden cards. Besides:
- Mod Ten: only until the hand is handed off (with open hands, while the mover is to play);
- TEN: a buy comes back with its payment; a pass or "no buy" the table played for a person
  goes with the decision before it;
- a computer's choice is never taken back: only a computer move that had no alternative is.

Undo is a replay of the record minus those moves (`persist.without_last`).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from modten_tui.games.modten.rules.hand import ModTenView, from_record
from modten_tui.games.modten.session.session import Session
from modten_tui.games.modten.session.undo import hidden_outcome as modten_hidden
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.undo import Replay
from modten_tui.games.ten.session.undo import hidden_outcome as ten_hidden
from modten_tui.persist import AnySession, restore, reuse_bots, to_save, without_last
from modten_tui.rules.protocol import Game


@dataclass(frozen=True)
class UndoPlan:
    """How many moves undo would take back, or why it cannot (`reason` is then set)."""

    count: int = 0
    reason: str = ""
    owner: int | None = None  # whose decision comes back (the one pressing u may be another)

    @property
    def allowed(self) -> bool:
        return not self.reason and self.count > 0


# The cache holds the session and the game, so neither id is reused while its entry lives.
_cache: dict[tuple[int, int, int, int | None], tuple[AnySession, Game, UndoPlan]] = {}


# TEN's record replayed so far, per session: each new move then costs one step, not a replay.
_replays: weakref.WeakKeyDictionary[TenSession, Replay] = weakref.WeakKeyDictionary()


def plan(session: AnySession) -> UndoPlan:
    """What `u` would do now. Cached per position: the key bar asks after every key."""
    game = session.game
    key = (id(session), id(game), len(game.moves), getattr(session, "viewer", None))
    hit = _cache.get(key)
    if hit is not None:
        return hit[2]
    if len(_cache) > 64:
        _cache.clear()
    found = _plan_ten(session) if isinstance(session, TenSession) else _plan_modten(session)
    _cache[key] = (session, game, found)
    return found


def _people(session: AnySession) -> list[bool]:
    return [seat.is_human for seat in session.seats]


def _plan_modten(s: Session) -> UndoPlan:
    hand = s.hand
    if hand.is_over:
        return UndoPlan(reason="the hand is over")
    if not hand.moves:
        return UndoPlan(reason="nothing played yet in this hand")
    if s.is_bot_turn:
        return UndoPlan(reason="a computer is playing")
    plays = hand.view(0).plays
    k = len(plays) - 1
    while k >= 0 and not s.seats[plays[k][0]].is_human:
        k -= 1
    if k < 0:
        return UndoPlan(reason=f"{s.names[plays[-1][0]]} (computer) played last; its moves stay")
    seat, card = plays[k]
    name = s.names[seat]
    if not s.open_hands and s.viewer != seat:
        return UndoPlan(reason=f"{name}'s hand has been passed on")
    if s.open_hands and s.current != seat:
        return UndoPlan(reason=f"{s.names[s.current or 0]} is to play now")
    record = hand.record
    before = from_record(record.model_copy(update={"moves": record.moves[:k]}))
    view = before.view(seat)
    assert isinstance(view, ModTenView)
    why = modten_hidden(view, card, _people(s), s.names)
    if why:
        return UndoPlan(reason=why)
    # The play and the computers' only cards after it.
    return UndoPlan(count=len(plays) - k, owner=seat)


def _plan_ten(s: TenSession) -> UndoPlan:
    g = s.game
    if g.is_over:
        return UndoPlan(reason="the game is over")
    if not g.moves:
        return UndoPlan(reason="nothing done yet")
    if s.is_bot_turn:
        return UndoPlan(reason="a computer is moving")
    people = _people(s)
    replay = _replays.get(s)
    if replay is None or not replay.follow(g.moves):
        replay = _replays[s] = Replay(g, people)
        replay.follow(g.moves)
    record, before = replay.steps, replay.before
    k = len(record) - 1
    while k >= 0 and record[k].automatic:
        k -= 1
    if k < 0:
        last = record[-1]
        if not people[last.seat]:
            return UndoPlan(
                reason=f"{s.names[last.seat]} (computer) has moved since; its moves stay"
            )
        return UndoPlan(reason="nothing of yours to take back")
    if record[k].settles_buy and k > 0:
        k -= 1  # a buy and its payment are one decision (the buy prompt makes both)
    size = 2 if record[k].move.startswith("buy ") else 1  # the buy, and its payment if made
    decision = [step.move for step in record[k : k + size]]
    why = ten_hidden(before[k], decision, people, s.names)
    if why:
        return UndoPlan(reason=why)
    # The moves since the decision; a forced move the screen has yet to play is not among them.
    return UndoPlan(count=len(record) - k, owner=record[k].seat)


def take_back(session: AnySession) -> AnySession:
    """A new session: the record minus the moves `plan` names, with the same computers."""
    found = plan(session)
    if not found.allowed:
        raise ValueError(found.reason or "nothing to undo")
    save = without_last(to_save(session), found.count)
    again = restore(save, bot_factory=reuse_bots(session))
    if isinstance(session, Session) and isinstance(again, Session):
        again.viewer = session.viewer  # the same person is still at the screen
    if isinstance(session, TenSession) and isinstance(again, TenSession):
        again.last_human = session.last_human
    return again
