"""The generic ISMCTS (issues 12, 14) on trivial games defined here: it knows no real game.

- `HighCard`: hidden information the determinizer deals; the search must weigh the odds.
- `WhoIsNext`: hidden information decides who moves next. A tree keyed by the move alone lets
  one seat's statistics steer another seat's choice (issue 14's Mod Ten bug); keyed by
  (move, mover) each seat plays for itself, and the root's value comes out right.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

import pytest

from modten_tui.bots.ismcts import Search, Settings, best_move, merge, rank
from modten_tui.bots.protocol import MoveStat, S, SearchModel


# ----- a game with a hidden card --------------------------------------------------------
class HighCardState:
    __slots__ = ("mine", "theirs", "result")

    def __init__(self, mine: int, theirs: int) -> None:
        self.mine, self.theirs = mine, theirs
        self.result: list[float] | None = None


class HighCard(SearchModel[HighCardState, str]):
    """Seat 0 holds `mine` of the cards 1..5, seat 1 one of the rest, unseen. Folding gives
    seat 0 a reward of 0.4; a bet wins if seat 0's card is the higher."""

    players = 2
    seat = 0

    def __init__(self, mine: int) -> None:
        self.mine = mine
        self.samples = 0

    def sample(self, rng: random.Random) -> HighCardState:
        self.samples += 1
        return HighCardState(self.mine, rng.choice([c for c in range(1, 6) if c != self.mine]))

    def to_move(self, state: HighCardState) -> int:
        return 0

    def moves(self, state: HighCardState, at_root: bool) -> list[str]:
        return ["bet", "fold"]

    def apply(self, state: HighCardState, move: str) -> Hashable:
        if move == "fold":
            state.result = [0.4, 0.6]
        else:
            won = state.mine > state.theirs
            state.result = [1.0, 0.0] if won else [0.0, 1.0]
        return None

    def is_terminal(self, state: HighCardState) -> bool:
        return state.result is not None

    def playout(self, state: HighCardState, rng: random.Random) -> None:
        raise AssertionError("a terminal state needs no playout")

    def rewards(self, state: HighCardState) -> Sequence[float]:
        assert state.result is not None
        return state.result

    def points(self, state: HighCardState, seat: int) -> float:
        return 1.0 if state.result == [1.0, 0.0] else 0.0


def _search(model: SearchModel[S, str], seed: int, iterations: int) -> Search[S, str]:
    search = Search(model, random.Random(seed), Settings(exploration=0.7))
    search.run(iterations=iterations)
    return search


@pytest.mark.parametrize(("mine", "best", "win"), [(4, "bet", 0.75), (2, "fold", 0.4)])
def test_the_search_weighs_hidden_cards_by_their_odds(mine: int, best: str, win: float) -> None:
    model = HighCard(mine)
    stats = _search(model, seed=1, iterations=3000).stats()
    assert stats[0].move == best
    assert sum(s.visits for s in stats) == 3000 == model.samples  # one world per iteration
    top = stats[0]
    assert top.mean == pytest.approx(win, abs=0.05)
    assert top.points is not None  # the model reports points, so the statistics carry them


def test_the_same_seed_gives_the_same_statistics() -> None:
    a = _search(HighCard(3), seed=9, iterations=500).stats()
    b = _search(HighCard(3), seed=9, iterations=500).stats()
    c = _search(HighCard(3), seed=10, iterations=500).stats()
    assert a == b
    assert a != c


def test_only_searches_the_moves_named_each_with_every_visit() -> None:
    """A review values a weak-looking move on its own: every iteration goes to it, so its
    estimate is as sure as the best's (here the bet with card 2 wins 1 time in 4)."""
    search = Search(HighCard(2), random.Random(1), only=["bet"])
    search.run(iterations=2000)
    [bet] = search.stats()
    assert bet.move == "bet" and bet.visits == 2000
    assert bet.mean == pytest.approx(0.25, abs=0.04)


# ----- a game where hidden cards decide who moves next ----------------------------------
class WhoState:
    __slots__ = ("next_seat", "phase", "result")

    def __init__(self, next_seat: int) -> None:
        self.next_seat = next_seat
        self.phase = 0
        self.result: list[float] | None = None


class WhoIsNext(SearchModel[WhoState, str]):
    """Seat 0 plays `a` or `b`. `b` ends it (0.3 for seat 0). After `a` seat 1 or seat 2 moves
    (hidden, even odds), choosing `x` or `y`: seat 1 wants `x`, seat 2 wants `y`, and seat 0
    gets 0.9 from `y`, nothing from `x`. So `a` is worth 0.45 to seat 0, more than `b`. A
    tree that lets seat 1's statistics choose for seat 2 (or the reverse) values `a` at 0 or
    0.9 instead."""

    players = 3
    seat = 0

    def sample(self, rng: random.Random) -> WhoState:
        return WhoState(1 if rng.random() < 0.5 else 2)

    def to_move(self, state: WhoState) -> int:
        return 0 if state.phase == 0 else state.next_seat

    def moves(self, state: WhoState, at_root: bool) -> list[str]:
        return ["a", "b"] if state.phase == 0 else ["x", "y"]

    def apply(self, state: WhoState, move: str) -> Hashable:
        if move == "b":
            state.result = [0.3, 0.5, 0.5]
        elif move == "a":
            state.phase = 1
        elif move == "x":
            state.result = [0.0, 1.0, 0.0]
        else:
            state.result = [0.9, 0.0, 1.0]
        return None

    def is_terminal(self, state: WhoState) -> bool:
        return state.result is not None

    def playout(self, state: WhoState, rng: random.Random) -> None:
        if state.result is None:  # a random reply
            self.apply(state, rng.choice(self.moves(state, False)))

    def rewards(self, state: WhoState) -> Sequence[float]:
        assert state.result is not None
        return state.result


@pytest.mark.parametrize("seed", range(5))
def test_each_seat_chooses_by_its_own_statistics(seed: int) -> None:
    stats = {s.move: s for s in _search(WhoIsNext(), seed=seed, iterations=3000).stats()}
    assert 0.33 < stats["a"].mean < 0.57, stats
    assert best_move(rank(stats.values()), ["a", "b"]) == "a"


class WhoIsNextBlindPlayout(WhoIsNext):
    """The same game, but the playout always answers `x` (right for seat 1, wrong for 2)."""

    def playout(self, state: WhoState, rng: random.Random) -> None:
        if state.result is None:
            self.apply(state, "x")


@pytest.mark.parametrize("depth", [None, 1])
def test_below_the_trees_depth_the_playout_plays_every_move(depth: int | None) -> None:
    model = WhoIsNextBlindPlayout()
    model.tree_depth = depth
    search = _search(model, seed=3, iterations=2000)
    stats = {s.move: s for s in search.stats()}
    if depth is None:  # the tree learns that seat 2 answers `y`
        assert stats["a"].mean > 0.3 and search.root.children
    else:  # one move deep: seat 2 answers as the playout does, and `a` earns nothing
        assert stats["a"].mean == 0.0 and not search.root.children
        assert best_move(rank(stats.values()), ["a", "b"]) == "b"


def test_a_paired_root_one_move_deep_grows_no_tree() -> None:
    model = WhoIsNextBlindPlayout()
    model.tree_depth = 1
    search = Search(model, random.Random(2), Settings(paired=True))
    search.run(iterations=200)
    assert not search.root.children
    assert {s.move: s.mean for s in search.stats()}["a"] == 0.0


# ----- ranking and merging ----------------------------------------------------------------
def test_the_prior_breaks_near_ties_but_not_clear_verdicts() -> None:
    close = [MoveStat("p", 95, 50.0, prior=True), MoveStat("q", 100, 60.0)]
    assert rank(close)[0].move == "p"  # 95 + 10% of 195 beats 100
    clear = [MoveStat("p", 40, 10.0, prior=True), MoveStat("q", 160, 90.0)]
    assert rank(clear)[0].move == "q"
    assert best_move(rank(clear), ["p"]) == "p"  # only legal moves are played


def test_merging_workers_sums_visits_and_rewards() -> None:
    one = [MoveStat("x", 10, 4.0, 30.0), MoveStat("y", 5, 1.0, 10.0, prior=True)]
    two = [MoveStat("y", 20, 9.0, 50.0, prior=True), MoveStat("z", 1, 1.0, 2.0)]
    merged = {s.move: s for s in merge([one, two])}
    assert merged["y"] == MoveStat("y", 25, 10.0, 60.0, prior=True)
    assert merged["y"].mean == pytest.approx(0.4)
    assert merged["y"].points == pytest.approx(2.4)
    assert merged["x"].visits == 10 and merged["z"].visits == 1
    assert merge([one, two])[0].move == "y"
    with pytest.raises(ValueError, match="merge"):
        one[0].plus(two[0])


# ----- paired root (common random numbers) -------------------------------------------------
class Recording(HighCard):
    """HighCard that remembers, per root move, the hidden card of each world it was tried in."""

    def __init__(self, mine: int) -> None:
        super().__init__(mine)
        self.tried: dict[str, list[int]] = {"bet": [], "fold": []}

    def apply(self, state: HighCardState, move: str) -> Hashable:
        self.tried[move].append(state.theirs)
        return super().apply(state, move)


def test_a_paired_search_tries_every_root_move_alike_in_the_same_worlds() -> None:
    model = Recording(3)
    search = Search(model, random.Random(5), Settings(paired=True, prior_margin=0.0))
    search.run(iterations=60)
    assert model.tried["bet"] == model.tried["fold"]  # the k-th tries share their world
    assert len(set(model.tried["bet"])) > 1  # and the worlds differ from try to try
    stats = {s.move: s for s in search.stats()}
    assert stats["bet"].visits == stats["fold"].visits == 30


def test_a_paired_search_ranks_by_mean_with_the_prior_credited_its_margin() -> None:
    # holding 3 of 1..5, a bet wins half the time (0.5) against a fold's 0.4
    for margin, first in ((0.0, "bet"), (0.3, "fold")):
        search = Search(
            HighCard(3), random.Random(2), Settings(paired=True, prior_margin=margin), "fold"
        )
        search.run(iterations=200)
        assert search.stats()[0].move == first, margin
    merged = merge([search.stats(), search.stats()])  # root-parallel workers rank alike
    assert merged[0].move == "fold" and merged[0].by_mean == 0.3


def test_a_decisions_own_settings_override_the_analysers() -> None:
    """A game may search some decisions its own way (TEN's margin by table size, issue 14)."""
    from modten_tui.bots.ismcts import Analyser, Start

    def begin(settings: Settings | None) -> Analyser:
        def start(view: object, legal: list[str], rng: random.Random) -> Start[HighCardState, str]:
            return Start(HighCard(3), "fold", settings)

        return Analyser(start, Settings(paired=True, prior_margin=0.0))

    from pydantic import BaseModel

    class NoView(BaseModel):
        """The test's begin reads no view."""

    view = NoView()
    assert begin(None)(view, ["bet", "fold"], iterations=200, seed=2)[0].move == "bet"
    wide = Settings(paired=True, prior_margin=0.3)
    stats = begin(wide)(view, ["bet", "fold"], iterations=200, seed=2)
    assert stats[0].move == "fold" and stats[0].by_mean == 0.3
