"""TEN games played to their end by a quick, quiet policy, for the results tables' tests."""

from __future__ import annotations

from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list


def played_to_the_end(names: str, seed: int, buys: bool = True) -> TenSession:
    """Numbers taken at two cards, every auction passed and, unless `buys`, every buy
    declined."""
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(names), "seed": seed})
    session = TenSession(setup)
    quiet = ("pass",) if buys else ("pass", "no buy")
    while not session.game.is_over:
        g, legal = session.game, session.game.legal_moves()
        move = legal[0]
        if g.phase == "draw" and "draw" in legal:
            move = "take numbers" if len(g.tableau) >= 2 and "take numbers" in legal else "draw"
        session.play(next((q for q in quiet if q in legal), move))
    return session
