"""What `u` takes back in Mod Ten (README, "Undo"; the rule itself is in `undo.py` beside this).

Only the latest play of a person, with the computers' only cards after it, and only until
the hand is handed off (with open hands: while that person is to play).
"""

from __future__ import annotations

from modten_tui.games.modten.rules.hand import ModTenView, from_record
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.modten.session.undo import hidden_outcome
from modten_tui.registry.undo_plan import UndoPlan, planner

WORDS = ("the hand is over", "nothing played yet in this hand", "a computer is playing")


def latest_play(s: ModTenSession) -> UndoPlan:
    """The person's latest play, once `planner`'s refusals have passed."""
    hand = s.hand
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
    why = hidden_outcome(view, card, [seat.is_human for seat in s.seats], s.names)
    if why:
        return UndoPlan(reason=why)
    # The play and the computers' only cards after it.
    return UndoPlan(count=len(plays) - k, owner=seat)


plan = planner(WORDS, latest_play)
