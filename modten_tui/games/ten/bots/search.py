"""TEN for the generic ISMCTS: the search model of one decision, and `analyse`.

Only the pile's order is hidden (T21), so every determinization shares the public position and
differs in the pile (`PileSampler`). The tree branches on moves and, after `draw`, on the card
revealed (the observation every player sees); at three players it stops one node below the
root (`TREE_DEPTHS`). A playout plays normal's judgement made cheap
(`policy.Policy`) to the end of the next player's turn (the market a player leaves is the next
one's chance, T11), or to the end of the game once the pile is short; `reward.Judge` then
values the position.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import replace

from pydantic import BaseModel

from modten_tui.bots.ismcts import Analyser, Settings, Start
from modten_tui.bots.protocol import SearchModel
from modten_tui.games.ten.bots.determinize import PileSampler
from modten_tui.games.ten.bots.policy import Policy, memo_score
from modten_tui.games.ten.bots.reward import Judge
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.state import AUCTION, OVER, PAY, TenFastState
from modten_tui.games.ten.rules.view import TenView

# Below the root the policy's move first; the root's moves tried in shared piles (`paired`),
# the prior kept unless another's mean reward beats it by PRIOR_MARGIN (~0.3 points of lead).
PRIOR_MARGIN = 0.01
SETTINGS = Settings(exploration=0.5, widen=0.5, paired=True, prior_margin=PRIOR_MARGIN)
# The margin by table size where it differs. At two players 0.01 let noise overrule normal:
# hard stopped where normal drew on 37% of its draw decisions and lost to normal by 1.18
# points a game; with 0.03 it won by 1.22, 0.635 of the games (the same 100 games, issue 14).
PRIOR_MARGINS = {2: 0.03}
# How deep the tree grows below the root, by table size (absent: no limit). At three players a
# deep tree's root means took in its own exploring far below, and with a second's thousands of
# tries hard stopped early where normal drew (27 of 45 such decisions) and lost to normal and
# experts; one node deep (the decision each root move leads to: hard's own after a draw's card,
# the next player's after a stop) it stopped in 4 and kept its strength at 100 iterations
# (0.44 of 100 deals against experts, the deep tree 0.445). With no tree at all it won 0.28.
# At four players the deep tree showed no such pull (3 of 30), and at five one node deep lost
# at the cap (0.195 of 200 deals, deep 0.27), so the deep tree stays there (issue 14).
TREE_DEPTHS = {3: 2}

DEPTH = 24  # pile cards shuffled per determinization: more than a look-ahead ever draws
ENDGAME = 10  # with this few cards left, playouts run to the real end of the game
MAX_BIDS = 5  # the tree's bids: pass and the lowest few (higher ones are rarely better)
MAX_PAYS = 4  # the tree's payments: the engine's first few (fewest cards first, T12)


def settings_for(players: int) -> Settings:
    """The search's settings at a table of `players` (SETTINGS itself where no margin differs)."""
    margin = PRIOR_MARGINS.get(players)
    return SETTINGS if margin is None else replace(SETTINGS, prior_margin=margin)


class SearchGame(TenGame):
    """The search's copies of the game: they end (T19) on the fast scores the rewards use.

    The engine scores exactly when a game ends, and an exact assignment of many wilds cost up
    to 6 ms, so in the endgame, where every playout reaches the end, an iteration cost several
    times a midgame one and an iteration cap did not bound the time (issue 14). The fast score
    is a lower bound, exact without number and full wilds (`fastscore`); only the search's
    copies use it, never a real game.
    """

    __slots__ = ()

    def scores(self) -> list[int]:
        return [memo_score(c) for c in self.live_collections]


class World:
    """A determinized game, and how deep its pile was shuffled (playouts draw no deeper)."""

    __slots__ = ("game", "floor")

    def __init__(self, game: TenFastState, floor: int) -> None:
        self.game = game
        self.floor = floor


class TenModel(SearchModel[World, str]):
    """The decision of `view.seat`, who must be the seat to move."""

    def __init__(self, view: TenView, rng: random.Random, prior: str | None = None) -> None:
        if view.current_player != view.seat:
            raise ValueError("the search runs for the seat to move")
        self.view = view
        self.players = view.players
        self.seat = view.seat
        self.prior = prior
        self.tree_depth = TREE_DEPTHS.get(view.players)
        self.sampler = PileSampler(view, SearchGame)
        self.endgame = view.draw_pile_count <= ENDGAME
        self.policy = Policy(view.unseen, rng)
        self.judge = Judge(view.players, self.policy.score)

    def sample(self, rng: random.Random) -> World:
        g = self.sampler.game(rng, None if self.endgame else DEPTH)
        return World(g, len(g.pile) - DEPTH)

    def to_move(self, state: World) -> int:
        seat: int | None = state.game.current_player
        assert seat is not None
        return seat

    def moves(self, state: World, at_root: bool) -> list[str]:
        g = state.game
        ph = g.phase
        if ph == PAY and not at_root:
            moves = self.policy.payments(g, MAX_PAYS)  # the engine's own list costs exact scores
        else:
            moves = g.legal_moves()
            if ph == AUCTION:
                moves = moves[: 1 + MAX_BIDS]
            elif ph == PAY:
                moves = moves[:MAX_PAYS]
        if at_root and self.prior is not None and self.prior not in moves:
            moves.append(self.prior)  # the heuristic's move is always considered
        return moves

    def order(self, state: World, moves: list[str]) -> list[str]:
        if len(moves) < 2:
            return moves
        first = self.policy.move(state.game)
        return [first, *(m for m in moves if m != first)]

    def apply(self, state: World, move: str) -> Hashable:
        events = state.game.apply(move)
        return events[0].detail if move == "draw" else None

    def is_terminal(self, state: World) -> bool:
        return state.game.phase == OVER

    def playout(self, state: World, rng: random.Random) -> None:
        g = state.game
        policy = self.policy.move
        turns = 0
        active = g.active_player
        while g.phase != OVER and (self.endgame or (turns < 2 and len(g.pile) > state.floor)):
            g.apply(policy(g))
            if g.active_player != active:
                turns += 1
                active = g.active_player

    def rewards(self, state: World) -> Sequence[float]:
        return self.judge.rewards(state.game)

    def points(self, state: World, seat: int) -> float:
        return float(self.policy.score(state.game.live_collections[seat]))


def _begin(view: BaseModel, legal: list[str], rng: random.Random) -> Start[World, str] | str:
    from modten_tui.games.ten.bots.players import NormalTen, as_view

    v = as_view(view)
    prior = NormalTen(0).choose(v, legal)
    # With the pile out nothing is hidden and only buys remain: the heuristic's exact greed
    # is the answer, unsearched.
    if len(legal) == 1 or v.draw_pile_count == 0:
        return prior
    return Start(TenModel(v, rng, prior), prior, settings_for(v.players))


# The hard player's search of one decision, and the advice's (see `Analyser`); its statistics
# carry the seat's expected points at the playouts' horizon.
analyse = Analyser(_begin, SETTINGS)
