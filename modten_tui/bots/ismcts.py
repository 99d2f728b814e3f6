"""One Information-Set MCTS for every game (single observer; Cowling, Powley and Whitehouse 2012).

Each iteration samples a world from the model (a determinization of the seat's view), walks one
shared tree choosing by UCB over the moves available in that world (availability counts: a
move is judged against the times it could have been chosen), expands one node, plays out with
the model's policy and credits each node's mover with that seat's reward.

A node is an information set of the public history: children are keyed by the move, what the
move showed (`SearchModel.apply`'s observation, e.g. the card a draw turned over) and the seat
that moves next. The seat matters where hidden cards decide who is next (a void in a suit): one
node per (move, mover) so no seat ever reads another seat's statistics (issue 14).

The search knows no game. `rank` orders its answer the one way the hard players, the advice and
the root-parallel merge all use, so they agree by construction.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection, Hashable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, Unpack

from pydantic import BaseModel

from modten_tui.bots.protocol import Limits, M, MoveStat, S, SearchModel

STOP_EVERY = 16  # iterations between asking `stop`: a few ms of search, a negligible cost
PRIOR_SHARE = 0.1  # share of all root visits credited to the heuristic's move when ranking


@dataclass(frozen=True)
class Settings:
    """How the tree grows. `widen`: below the root, consider the model's `order` first and one
    more move per ~(1/widen)^2 visits (None: every move at once, tried in random order)."""

    exploration: float = 0.7
    widen: float | None = None
    # Paired root (common random numbers): the root's moves are tried in turn, the k-th try of
    # each in the same sampled world, and ranked by mean reward; the prior keeps its place
    # unless another move's mean beats it by `prior_margin`. For games whose root moves are the
    # same in every world (only a shuffled pile hidden), where a few hundred iterations must
    # tell close moves apart: UCB's visit counts hardly differ then, and the prior always won.
    paired: bool = False
    prior_margin: float = 0.0


class _Edge:
    __slots__ = ("visits", "reward", "avail", "points")

    def __init__(self) -> None:
        self.visits = 0
        self.reward = 0.0
        self.avail = 0  # iterations in which this move was available here
        self.points = 0.0


class _Node(Generic[M]):
    __slots__ = ("mover", "visits", "edges", "children", "order")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat to move here: fixed, since the seat is part of the key
        self.visits = 0
        self.edges: dict[M, _Edge] = {}
        self.children: dict[tuple[M, Hashable, int], _Node[M]] = {}
        self.order: list[M] | None = None  # widening only: the moves, best first


class Search(Generic[S, M]):
    """The tree of one decision; `run` is anytime and may be called again to search more."""

    def __init__(
        self,
        model: SearchModel[S, M],
        rng: random.Random,
        settings: Settings | None = None,
        prior: M | None = None,
        only: Collection[str] | None = None,
    ) -> None:
        self.model = model
        # The root moves searched, by label (None: all). A review values one move on its own
        # so that its estimate gets every visit, not the few UCB leaves a weak-looking move.
        self.only = None if only is None else frozenset(only)
        self.rng = rng
        self.settings = settings or Settings()
        self.prior = prior
        self.root: _Node[M] = _Node(model.seat)
        self.iterations = 0
        self._has_points = False  # whether the model reports points (known after one playout)
        # the paired worlds' seeds: base + try number (drawn only when paired, so an unpaired
        # search's random stream, and so its answer at a seed, is as before)
        self._pair_base = rng.getrandbits(48) if self.settings.paired else 0
        self._root_moves: list[M] | None = None

    def run(
        self,
        budget_s: float | None = None,
        iterations: int | None = None,
        started: float | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> int:
        """Search until `budget_s` after `started` (default now) or `iterations` more, whichever
        comes first, or until `stop()` (asked every `STOP_EVERY` iterations) is true; with
        neither limit, one iteration. Returns the iterations done."""
        if started is None:
            started = time.perf_counter()
        deadline = None if budget_s is None else started + budget_s
        if deadline is None and iterations is None:
            iterations = 1
        done = 0
        clock = time.perf_counter
        while True:
            self._iterate()
            done += 1
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and clock() >= deadline:
                break
            if stop is not None and done % STOP_EVERY == 0 and stop():
                break
        self.iterations += done
        return done

    def _iterate(self) -> None:
        model = self.model
        widen = self.settings.widen
        c = self.settings.exploration
        limit = model.tree_depth  # the walk stops expanding at this many moves (None: never)
        log, sqrt = math.log, math.sqrt
        path: list[tuple[_Node[M], _Edge]] = []
        node: _Node[M] | None = self.root
        if self.settings.paired:
            state, rng, node = self._paired_root(path)
        else:
            rng = self.rng
            state = model.sample(rng)
        rnd = rng.random
        while not model.is_terminal(state) and node is not None:
            at_root = node is self.root
            moves = model.moves(state, at_root)
            if at_root and self.only is not None:
                moves = [m for m in moves if model.label(m) in self.only] or moves
            if widen is not None and not at_root:
                if node.order is None:
                    node.order = model.order(state, moves)
                allowed = set(node.order[: 1 + int(widen * sqrt(node.visits))])
                moves = [m for m in node.order if m in allowed and m in moves] or moves
            edges = node.edges
            untried = [m for m in moves if m not in edges]
            for m in moves:
                e = edges.get(m)
                if e is not None:
                    e.avail += 1
            if untried:
                if widen is not None and not at_root:
                    move = untried[0]  # the policy's choice first
                else:
                    move = untried[int(rnd() * len(untried))]
                edge = edges[move] = _Edge()
                edge.avail = 1
            else:
                best_score = -math.inf
                move = moves[0]
                for m in moves:
                    e = edges[m]
                    score = e.reward / e.visits + c * sqrt(log(e.avail) / e.visits)
                    if score > best_score:
                        best_score, move = score, m
                edge = edges[move]
            path.append((node, edge))
            deep = limit is not None and len(path) >= limit
            node = self._step(node, move, state, expand=not untried and not deep)
        if not model.is_terminal(state):
            model.playout(state, rng)
        rewards = model.rewards(state)
        pts = model.points(state, model.seat)
        root = self.root
        for nd, edge in path:
            nd.visits += 1
            edge.visits += 1
            edge.reward += rewards[nd.mover]
            if nd is root and pts is not None:
                edge.points += pts
        self._has_points = pts is not None

    def _step(self, node: _Node[M], move: M, state: S, expand: bool) -> _Node[M] | None:
        """Play `move` in `state`; the child node reached, or None when the walk stops here
        (`expand` False: a new edge, or the model's `tree_depth` reached; the playout starts
        now)."""
        model = self.model
        seen = model.apply(state, move)
        if not expand:
            return None
        mover = -1 if model.is_terminal(state) else model.to_move(state)
        key = (move, seen, mover)
        child = node.children.get(key)
        if child is None:
            child = node.children[key] = _Node(mover)
        return child

    def _paired_root(
        self, path: list[tuple[_Node[M], _Edge]]
    ) -> tuple[S, random.Random, _Node[M] | None]:
        """The root move tried least (in the model's order) played in the world of its next
        try: the k-th try of every root move sees the same world and the same dice. Returns
        that world, its dice and the node reached (None: a first try, played out from here)."""
        model = self.model
        root = self.root
        if self._root_moves is None:
            moves = model.moves(model.sample(self.rng), True)
            if self.only is not None:
                moves = [m for m in moves if model.label(m) in self.only] or moves
            self._root_moves = moves
        edges = root.edges
        move = min(self._root_moves, key=lambda m: edges[m].visits if m in edges else -1)
        edge = edges.get(move)
        if edge is None:
            edge = edges[move] = _Edge()
        for e in edges.values():
            e.avail += 1
        rng = random.Random(self._pair_base + edge.visits)
        state = model.sample(rng)
        path.append((root, edge))
        deep = model.tree_depth is not None and model.tree_depth <= 1
        return state, rng, self._step(root, move, state, expand=edge.visits > 0 and not deep)

    def stats(self) -> list[MoveStat]:
        """The root moves' statistics, ranked (see `rank`)."""
        label = self.model.label
        has_points = self._has_points
        out = [
            MoveStat(
                label(m),
                e.visits,
                e.reward,
                e.points if has_points else None,
                prior=m == self.prior,
                by_mean=self.settings.prior_margin if self.settings.paired else None,
            )
            for m, e in self.root.edges.items()
        ]
        return rank(out)


@dataclass(frozen=True)
class Start(Generic[S, M]):
    """Where one decision's search starts: the game's model and the heuristic's move in it."""

    model: SearchModel[S, M]
    prior: M
    # This decision's own settings (None: the analyser's): a game may tune its search by the
    # table, say keep its heuristic's move more firmly where the table is small.
    settings: Settings | None = None


# A game's first step of `analyse`: the view read into a `Start` (drawing on the search's own
# random source), or the move itself where there is nothing to search (one legal move, say).
Begin = Callable[[BaseModel, list[str], random.Random], "Start[Any, Any] | str"]


@dataclass(frozen=True)
class Analyser:
    """A game's `analyse` (`hard.Analyse`): the one way a decision is searched, for the hard
    players, the advice and the root-parallel workers alike (it pickles by its function's name).

    Calling it gives the search's statistics for each move of `view.seat`, best first (the hard
    player plays the first), searched within `limits` counted from the call. `only`: the root
    moves to search (None: all).
    """

    begin: Begin
    settings: Settings

    def __call__(
        self,
        view: BaseModel,
        legal: list[str],
        *,
        only: list[str] | None = None,
        **limits: Unpack[Limits],
    ) -> list[MoveStat]:
        started = time.perf_counter()
        rng = random.Random(limits.get("seed"))
        start = self.begin(view, legal, rng)
        if isinstance(start, str):
            return [MoveStat(start, 0, 0.0, prior=True)]
        budget_s, iterations = limits.get("budget_s"), limits.get("iterations")
        if budget_s is None and iterations is None:
            budget_s = 1.0
        settings = start.settings or self.settings
        search = Search(start.model, rng, settings, prior=start.prior, only=only)
        search.run(budget_s, iterations, started, limits.get("stop"))
        return search.stats()


def rank(stats: Iterable[MoveStat], prior_share: float = PRIOR_SHARE) -> list[MoveStat]:
    """Best first: the most visited, the heuristic's move credited `prior_share` of all visits
    (where the search cannot tell moves apart the heuristic's judgement stands, not the
    noise), ties to the higher reward sum. The hard players play the first. A paired search's
    moves (`MoveStat.by_mean`) were all tried alike: the highest mean reward first, the
    heuristic's credited `by_mean`, ties to the most visited."""
    items = list(stats)
    margin = next((s.by_mean for s in items if s.by_mean is not None), None)
    if margin is not None:

        def by_mean(s: MoveStat) -> tuple[float, int]:
            return (s.mean + (margin if s.prior else 0.0), s.visits)

        return sorted(items, key=by_mean, reverse=True)
    bonus = prior_share * sum(s.visits for s in items)

    def key(s: MoveStat) -> tuple[float, float]:
        return (s.visits + (bonus if s.prior else 0.0), s.reward_sum)

    return sorted(items, key=key, reverse=True)


def merge(results: Iterable[Iterable[MoveStat]]) -> list[MoveStat]:
    """Several searches' statistics of one decision (root-parallel workers) as one, ranked."""
    by_move: dict[str, MoveStat] = {}
    for stats in results:
        for s in stats:
            have = by_move.get(s.move)
            by_move[s.move] = s if have is None else have.plus(s)
    return rank(by_move.values())


def best_move(stats: list[MoveStat], legal: list[str], fallback: str | None = None) -> str:
    """The move to play from ranked `stats`: the first that is legal (else `fallback`)."""
    for s in stats:
        if s.move in legal:
            return s.move
    if fallback is not None:
        return fallback
    return legal[0]
