"""TEN's hard level: Information-Set MCTS over sampled draw piles, with short look-aheads.

Only the pile's order is hidden (T21), so every determinization shares the public position and
differs in the pile. The tree branches on moves and, after `draw`, on the card revealed (what
the players then see), so a node is one information set. A playout plays normal's judgement,
made cheap (`ten_policy`), to the end of the next player's turn (the market a player leaves is
the next one's chance, T11), or to the end of the game once the pile is short; a position is
then judged by `position_value`.
"""

from __future__ import annotations

import math
import random
import time

from modten_tui.games.ten.bots.determinize import PileSampler
from modten_tui.games.ten.bots.eval import position_value, token_worth
from modten_tui.games.ten.bots.policy import Policy
from modten_tui.games.ten.rules.deck import deck_for
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.view import TenView

EXPLORATION = 0.5
SCALE = 3.0  # points of lead that make a position look about 73% won
DEPTH = 24  # pile cards shuffled per determinization: more than a look-ahead ever draws
ENDGAME = 10  # with this few cards left, playouts run to the real end of the game


def _margin(lead: float) -> float:
    return min(1.0, max(0.0, 0.5 + lead / 30.0))


class _Node:
    __slots__ = ("player", "visits", "stats", "next", "order")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat to move here (public in TEN)
        self.visits = 0
        self.stats: dict[str, list[float]] = {}  # move -> [visits, reward sum]
        self.next: dict[str, _Node] = {}  # move, or "draw <card>", -> child
        self.order: list[str] | None = None  # candidates, the policy's move first


def candidates(g: TenGame, legal: list[str]) -> list[str]:
    """The moves the tree considers: all, except that bids stop a few above the lowest and
    payments are the engine's first few (fewest cards first); the rest are rarely better."""
    ph = g._phase
    if ph == "auction":
        return legal[: 1 + MAX_BIDS]
    if ph == "pay":
        return legal[:MAX_PAYS]
    return legal


WIDEN = 0.5
MAX_BIDS = 5
MAX_PAYS = 4


class TenSearch:
    """ISMCTS for one decision. `run` is anytime: it stops at the deadline or the cap."""

    def __init__(self, view: TenView, rng: random.Random, prior: str | None = None) -> None:
        if view.current_player != view.seat:
            raise ValueError("the search runs for the seat to move")
        self.view = view
        self.rng = rng
        self.sampler = PileSampler(view)
        self.root = _Node(view.seat)
        self.prior = prior
        self.iterations = 0
        self.start = len(deck_for(view.players))
        self.policy = Policy(view.unseen, self.start, rng)

    def _rewards(self, g: TenGame) -> list[float]:
        n = g.num_players
        score = self.policy.score
        if g._phase == "over":  # T19 with the fast scores: the exact ones cost too much here
            pts = [score(c) for c in g._colls]
            keys = [(pts[s], g._tokens[s], -len(g._colls[s])) for s in range(n)]
            won = [s for s in range(n) if keys[s] == max(keys)]
            return [
                0.5 * (1.0 / len(won) if s in won else 0.0)
                + 0.5 * _margin(pts[s] - max(pts[o] for o in range(n) if o != s))
                for s in range(n)
            ]
        tw = token_worth(len(g._pile), self.start)
        vals = [
            position_value(g._colls[s], g._tokens[s], g._bust[s], tw, score(g._colls[s]))
            for s in range(n)
        ]
        # Half a win chance, half the margin: the margin keeps a gradient when far ahead or
        # behind, where a win chance alone would make every move look the same.
        out = []
        for s in range(n):
            lead = vals[s] - max(vals[o] for o in range(n) if o != s)
            out.append(0.5 / (1.0 + math.exp(-lead / SCALE)) + 0.5 * _margin(lead))
        return out

    def run(
        self, budget_s: float | None, max_iterations: int | None, started: float | None = None
    ) -> None:
        """Search until `budget_s` after `started` (default now) or `max_iterations`."""
        if started is None:
            started = time.perf_counter()
        deadline = None if budget_s is None else started + budget_s
        rng = self.rng
        rnd = rng.random
        log, sqrt = math.log, math.sqrt
        c = EXPLORATION
        root = self.root
        endgame = self.view.draw_pile_count <= ENDGAME
        policy = self.policy.move
        done = 0
        while True:
            g = self.sampler.game(rng, None if endgame else DEPTH)
            floor = len(g._pile) - DEPTH
            node = root
            path: list[tuple[_Node, str]] = []
            while g._phase != "over":  # selection and expansion
                order = node.order
                if order is None:
                    order = candidates(g, g.legal_moves())
                    if node is root and self.prior is not None and self.prior not in order:
                        order.append(self.prior)  # the heuristic's move is always considered
                    if node is not root and len(order) > 1:
                        first = policy(g)
                        order = [first, *(m for m in order if m != first)]
                    node.order = order
                # Progressive widening below the root: the policy's move alone at first, others
                # as visits grow, so a node's value is not dragged down by trying every bad move.
                legal = order if node is root else order[: 1 + int(WIDEN * sqrt(node.visits))]
                stats = node.stats
                untried = [m for m in legal if m not in stats]
                if untried:
                    move = untried[0] if node is not root else untried[int(rnd() * len(untried))]
                    stats[move] = [0, 0.0]
                else:
                    lv = log(node.visits) if node.visits else 0.0
                    move = max(
                        legal,
                        key=lambda m: stats[m][1] / stats[m][0] + c * sqrt(lv / stats[m][0]),
                    )
                path.append((node, move))
                events = g.apply(move)
                if untried:
                    break
                key = move if move != "draw" else "draw " + events[0].detail
                child = node.next.get(key)
                if child is None:
                    child = node.next[key] = _Node(-1 if g._current is None else g._current)
                node = child
            # playout: to the end of the next player's turn, or of the game near the end
            turns = 0
            active = g._active
            while g._phase != "over" and (endgame or (turns < 2 and len(g._pile) > floor)):
                g.apply(policy(g))
                if g._active != active:
                    turns += 1
                    active = g._active
            rewards = self._rewards(g)
            for nd, move in path:
                nd.visits += 1
                st = nd.stats[move]
                st[0] += 1
                st[1] += rewards[nd.player]
            done += 1
            if max_iterations is not None and done >= max_iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.iterations += done

    def best_move(self, bonus: float = 0.0) -> str:
        """The most visited root move; the prior (normal's move) counts `bonus` extra visits,
        so where the search cannot tell moves apart the heuristic's judgement stands."""
        stats = self.root.stats
        if not stats:
            raise ValueError("the search has not run")
        prior = self.prior
        return max(stats, key=lambda m: (stats[m][0] + (bonus if m == prior else 0.0), stats[m][1]))
