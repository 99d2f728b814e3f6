"""Undo: take back the last move when doing so reveals nothing new to anyone (README, "Undo").

- Mod Ten: a person's play, until the hand is handed off to the next person (or anyone else
  has played since).
- TEN: a person's choice, until a card has been drawn or another player has acted. Moves the
  table plays for a person (a pass that cannot outbid, "no buy" with nothing affordable) go
  with the choice before them, and a buy goes with its payment.
- A computer's move is never taken back on its own.

Undo is a replay of the record minus those moves (`persist.without_last`).
"""

from __future__ import annotations

from dataclasses import dataclass

from modten_tui.persist import AnySession, restore, reuse_bots, to_save, without_last
from modten_tui.rules import ten
from modten_tui.rules.ten import TenGame
from modten_tui.session import Session
from modten_tui.ten_session import TenSession

FORCED = ("pass", "no buy")


@dataclass(frozen=True)
class UndoPlan:
    """How many moves undo would take back, or why it cannot (`reason` is then set)."""

    count: int = 0
    reason: str = ""

    @property
    def allowed(self) -> bool:
        return not self.reason and self.count > 0


# The cache holds the session itself, so an id is never reused while its entry lives.
_cache: dict[tuple[int, int, int, int | None], tuple[AnySession, UndoPlan]] = {}


def plan(session: AnySession) -> UndoPlan:
    """What `u` would do now. Cached per position: the key bar asks after every key."""
    game = session.game
    key = (id(session), id(game), len(game.moves), getattr(session, "viewer", None))
    hit = _cache.get(key)
    if hit is not None:
        return hit[1]
    if len(_cache) > 64:
        _cache.clear()
    found = _plan_ten(session) if isinstance(session, TenSession) else _plan_modten(session)
    _cache[key] = (session, found)
    return found


def _plan_modten(s: Session) -> UndoPlan:
    hand = s.hand
    if hand.is_over:
        return UndoPlan(reason="the hand is over")
    plays = hand.view(0).plays
    if not plays:
        return UndoPlan(reason="nothing played yet in this hand")
    seat = plays[-1][0]
    name = s.names[seat]
    if not s.seats[seat].is_human:
        return UndoPlan(reason=f"{name} (computer) played last; its moves stay")
    if s.is_bot_turn:
        return UndoPlan(reason="a computer is playing")
    if not s.open_hands and s.viewer != seat:
        return UndoPlan(reason=f"{name}'s hand has been passed on")
    if s.open_hands and s.current != seat:
        return UndoPlan(reason=f"{s.names[s.current or 0]} is to play now")
    return UndoPlan(count=1)


def _seats_and_draws(game: TenGame) -> list[tuple[int, bool]]:
    """For each move so far: who made it and whether it turned a card over."""
    record = game.record
    g = ten.new_game(record.players, **record.setup)
    out: list[tuple[int, bool]] = []
    for move in record.moves:
        seat = g.current_player
        pile = g.draw_pile_count
        g.apply(move)
        out.append((seat if seat is not None else -1, g.draw_pile_count != pile))
    return out


def _plan_ten(s: TenSession) -> UndoPlan:
    g = s.game
    if g.is_over:
        return UndoPlan(reason="the game is over")
    if not g.moves:
        return UndoPlan(reason="nothing done yet")
    if s.is_bot_turn:
        return UndoPlan(reason="a computer is moving")
    history = _seats_and_draws(g)
    moves = g.moves
    count = 0
    owner: int | None = None
    while count < len(moves):
        seat, drew = history[len(moves) - 1 - count]
        move = moves[len(moves) - 1 - count]
        name = s.names[seat]
        if not s.seats[seat].is_human:
            return UndoPlan(reason=f"{name} (computer) moved since; its moves stay")
        if owner is not None and seat != owner:
            return UndoPlan(reason=f"{s.names[owner]} acted after {name}")
        if drew:
            return UndoPlan(reason="a card has been turned over since")
        owner = seat
        count += 1
        before = _position(g, len(moves) - count)
        # The table would play a forced move again at once, and a buy waits for its
        # payment: take back the move before too.
        if _forced_for_person(s, before) or (move.startswith("pay") and before.phase == "pay"
                                              and before.pay_for != "auction"):  # fmt: skip
            continue
        return UndoPlan(count=count)
    return UndoPlan(reason="nothing of yours to take back")


def _position(game: TenGame, moves: int) -> TenGame:
    record = game.record
    g = ten.new_game(record.players, **record.setup)
    for move in record.moves[:moves]:
        g.apply(move)
    return g


def _forced_for_person(s: TenSession, g: TenGame) -> bool:
    seat = g.current_player
    if seat is None or not s.seats[seat].is_human:
        return False
    legal = g.legal_moves()
    return len(legal) == 1 and legal[0] in FORCED


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
