"""TEN's undo rule: is a decision's visible outcome the same for every order of the pile?

Everything in TEN is public but the order of the draw pile (T21), so the outcome of a person's
decision is fixed unless a card is turned over before the next person decides: the decision
itself ("draw"), or a computer's turn that follows it. A draw is fixed only when every card
left in the pile is the same card (the view counts them). Until the next person decides the
table also plays on its own: a computer with one legal move (a pass it cannot improve on, the
first draw of its turn), and a person's move that needs no thought (a pass when they cannot
outbid, "no buy" when nothing is affordable), which the screens play for them. A computer
with a choice ends what undo may take back: its choice is its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.view import TenView
from modten_tui.i18n import N_, _

FORCED = ("pass", "no buy")  # the moves the screens play for a person (TenSession.forced_move)
TURNED = N_("a card has been turned over since")  # translated where returned


@dataclass(frozen=True)
class TenStep:
    """One move of the record, as undo sees it."""

    seat: int
    move: str
    automatic: bool  # played without a person deciding: a computer's, or a forced pass/no buy
    settles_buy: bool  # a payment for a buy: it goes with the buy before it


class Replay:
    """The record replayed move by move (so nothing reaches into the game's pile), with who
    made each move and the positions before the last two decisions (a buy and its payment
    are two; undo never looks further back). Kept between calls: a new move costs one step."""

    def __init__(self, game: TenGame, people: Sequence[bool]) -> None:
        record = game.record
        self.people = list(people)
        self.game = ten.new_game(record.players, **record.setup)
        self.steps: list[TenStep] = []
        self.before: dict[int, TenGame] = {}

    def follow(self, moves: list[str]) -> bool:
        """Catch up with `moves`; False (nothing done) when they do not extend the replay."""
        g = self.game
        done = len(self.steps)
        if moves[:done] != g.moves:
            return False
        for i in range(done, len(moves)):
            move = moves[i]
            seat = g.current_player
            if seat is None:
                return False
            automatic = not self.people[seat] or (move in FORCED and len(g.legal_moves()) == 1)
            if not automatic:
                last = max(self.before, default=-1)
                self.before = {j: p for j, p in self.before.items() if j == last}
                self.before[i] = g.clone()
            settles = g.phase == "pay" and g.pay_for != "auction"
            self.steps.append(TenStep(seat, move, automatic, settles))
            g.apply(move)
        return True


def known_draw(game: TenGame) -> bool:
    """Whether the next card is the same in every order of the pile (T21: its cards are
    counted in public)."""
    seat = game.current_player
    view = game.view(seat if seat is not None else 0)
    assert isinstance(view, TenView)
    return len(view.unseen) == 1


def hidden_outcome(
    before: TenGame, decision: Sequence[str], people: Sequence[bool], names: Sequence[str]
) -> str:
    """Play `decision` (a move, or a buy and its payment) from `before`, then what follows on
    its own up to the next person's decision: why any of it depends on the order of the pile
    or on a computer's choice, or "" when all of it is fixed."""
    g = before.clone()
    for move in decision:
        if move == "draw" and not known_draw(g):
            return _(TURNED)
        g.apply(move)
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        legal = g.legal_moves()
        if people[seat]:
            if len(legal) != 1 or legal[0] not in FORCED:
                break  # the next person's decision
        elif len(legal) != 1:
            return _("{name} (computer) has moved since; its moves stay").format(name=names[seat])
        if legal[0] == "draw" and not known_draw(g):
            return _(TURNED)
        g.apply(legal[0])
    return ""
