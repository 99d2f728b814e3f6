"""How TEN's search values where a playout stopped: a reward in [0, 1] for every seat.

At the end of the game (T19, with the fast scores: the exact ones cost too much here) half is
the win share and half the points margin; before it, half a logistic of the lead in
`position_value` and half the margin. The margin keeps a gradient when far ahead or behind,
where a win chance alone would make every move look the same.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from modten_tui.games.ten.bots.eval import position_value, token_worth
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.state import OVER

SCALE = 3.0  # points of lead that make a position look about 73% won


def _margin(lead: float) -> float:
    return min(1.0, max(0.0, 0.5 + lead / 30.0))


class Judge:
    """Rewards for one decision's playouts; `score` is the (memoised) fast score."""

    def __init__(self, players: int, score: Callable[[list[str]], int]) -> None:
        self.players = players
        self.score = score

    def rewards(self, g: TenGame) -> list[float]:
        n = self.players
        score = self.score
        if g._phase == OVER:
            pts = [score(c) for c in g._colls]
            keys = [(pts[s], g._tokens[s], -len(g._colls[s])) for s in range(n)]
            won = [s for s in range(n) if keys[s] == max(keys)]
            return [
                0.5 * (1.0 / len(won) if s in won else 0.0)
                + 0.5 * _margin(pts[s] - max(pts[o] for o in range(n) if o != s))
                for s in range(n)
            ]
        tw = token_worth(len(g._pile), self.players)
        vals = [
            position_value(g._colls[s], g._tokens[s], g._bust[s], tw, score(g._colls[s]))
            for s in range(n)
        ]
        out = []
        for s in range(n):
            lead = vals[s] - max(vals[o] for o in range(n) if o != s)
            out.append(0.5 / (1.0 + math.exp(-lead / SCALE)) + 0.5 * _margin(lead))
        return out
