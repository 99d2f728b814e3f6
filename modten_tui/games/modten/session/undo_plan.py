"""What `u` takes back in Mod Ten (README, "Undo"; the rule itself is in `undo.py` beside this).

Only the latest play of a person, with the computers' only cards after it, and only until
the hand is handed off (with open hands: while that person is to play).
"""

from __future__ import annotations

from modten_tui.games.modten.rules.hand import ModTenView, from_record
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.modten.session.undo import hidden_outcome
from modten_tui.i18n import N_, _
from modten_tui.registry.undo_plan import UndoPlan, planner

# Why `u` takes nothing back; each is shown after "cannot undo:"-like words, so lower case.
WORDS = (
    N_("the hand is over"),
    N_("nothing played yet in this hand"),
    N_("a computer is playing"),
)


def latest_play(s: ModTenSession) -> UndoPlan:
    """The person's latest play, once `planner`'s refusals have passed."""
    hand = s.hand
    plays = hand.view(0).plays
    k = len(plays) - 1
    while k >= 0 and not s.seats[plays[k][0]].is_human:
        k -= 1
    if k < 0:
        why = _("{name} (computer) played last; its moves stay")
        return UndoPlan(reason=why.format(name=s.names[plays[-1][0]]))
    seat, card = plays[k]
    name = s.names[seat]
    if not s.open_hands and s.viewer != seat:
        return UndoPlan(reason=_("{name}'s hand has been passed on").format(name=name))
    if s.open_hands and s.current != seat:
        return UndoPlan(reason=_("{name} is to play now").format(name=s.names[s.current or 0]))
    record = hand.record
    before = from_record(record.model_copy(update={"moves": record.moves[:k]}))
    view = before.view(seat)
    assert isinstance(view, ModTenView)
    why = hidden_outcome(view, card, [seat.is_human for seat in s.seats], s.names)
    if why:
        return UndoPlan(reason=why)
    # The play and the computers' only cards after it.
    return UndoPlan(count=len(plays) - k, owner=seat)


def plan(s: ModTenSession) -> UndoPlan:
    """The undo plan, its refusals in the language chosen when it is asked."""
    words = (_(WORDS[0]), _(WORDS[1]), _(WORDS[2]))
    return planner(words, latest_play)(s)
