"""What `u` takes back in TEN (README, "Undo"; the rule itself is in `undo.py` beside this).

A person's latest decision with what the table played on its own after it; a buy comes back
with its payment.
"""

from __future__ import annotations

import weakref

from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.undo import Replay, hidden_outcome
from modten_tui.i18n import N_, _
from modten_tui.registry.undo_plan import UndoPlan, planner

# The record replayed so far, per session: each new move then costs one step, not a replay.
_replays: weakref.WeakKeyDictionary[TenSession, Replay] = weakref.WeakKeyDictionary()


# Marked for the catalogs; the shared planner returns them and the screens translate them.
WORDS = (N_("the game is over"), N_("nothing done yet"), N_("a computer is moving"))


def latest_decision(s: TenSession) -> UndoPlan:
    """The person's latest decision, once `planner`'s refusals have passed."""
    g = s.game
    people = [seat.is_human for seat in s.seats]
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
                reason=_("{name} (computer) has moved since; its moves stay").format(
                    name=s.names[last.seat]
                )
            )
        return UndoPlan(reason=_("nothing of yours to take back"))
    if record[k].settles_buy and k > 0:
        k -= 1  # a buy and its payment are one decision (the buy prompt makes both)
    size = 2 if record[k].move.startswith("buy ") else 1  # the buy, and its payment if made
    decision = [step.move for step in record[k : k + size]]
    why = hidden_outcome(before[k], decision, people, s.names)
    if why:
        return UndoPlan(reason=why)
    # The moves since the decision; a forced move the screen has yet to play is not among them.
    return UndoPlan(count=len(record) - k, owner=record[k].seat)


plan = planner(WORDS, latest_decision)
