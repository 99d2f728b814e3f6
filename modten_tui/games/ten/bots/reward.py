"""How TEN's search values where a playout stopped: a reward in [0, 1] for every seat.

At the end of the game (T19, with the fast scores: the exact ones cost too much here) half is
the win share and half the points margin; before it, half a logistic of the lead in
`position_value` and half the margin, each seat's value crediting its near-runs while the
pile is long (`REACH`). The margin keeps a gradient when far ahead or behind, where a win
chance alone would make every move look the same.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from modten_tui.games.ten.bots.eval import deck_size, position_value, token_worth
from modten_tui.games.ten.bots.policy import memo_reach
from modten_tui.games.ten.rules.state import OVER, TenFastState

SCALE = 3.0  # points of lead that make a position look about 73% won
# A seat's value before the end adds REACH x (the share of the deck still in the pile) x its
# reach (`fast_reach`: what one more card could add in each colour). Points now alone made
# R1 R2 R4 R5 look no better than R1 R2 R7 R9, and the search took and bought for points now
# only. Four players, three experts, 100 iterations, the same 100 games: the mean margin to the
# best rival -3.32 (0 weight), -2.50 (0.5), -2.13 (1.0), -2.51 (2.0); win share 0.235, 0.275,
# 0.32, 0.25 (issue 14). Crediting the playouts' choices with reach too did worse (-2.43).
REACH = 1.0


def _margin(lead: float) -> float:
    return min(1.0, max(0.0, 0.5 + lead / 30.0))


class Judge:
    """Rewards for one decision's playouts; `score` is the (memoised) fast score."""

    def __init__(self, players: int, score: Callable[[Sequence[str]], int]) -> None:
        self.players = players
        self.score = score

    def rewards(self, g: TenFastState) -> list[float]:
        n = self.players
        score = self.score
        if g.phase == OVER:
            pts = [score(c) for c in g.live_collections]
            keys = [(pts[s], g.live_tokens[s], -len(g.live_collections[s])) for s in range(n)]
            won = [s for s in range(n) if keys[s] == max(keys)]
            return [
                0.5 * (1.0 / len(won) if s in won else 0.0)
                + 0.5 * _margin(pts[s] - max(pts[o] for o in range(n) if o != s))
                for s in range(n)
            ]
        tw = token_worth(len(g.pile), n)
        w = REACH * len(g.pile) / deck_size(n)
        vals = [
            position_value(
                c, g.live_tokens[s], g.live_bust_tokens[s], tw, score(c), w * memo_reach(c)
            )
            for s, c in enumerate(g.live_collections)
        ]
        out = []
        for s in range(n):
            lead = vals[s] - max(vals[o] for o in range(n) if o != s)
            out.append(0.5 / (1.0 + math.exp(-lead / SCALE)) + 0.5 * _margin(lead))
        return out
