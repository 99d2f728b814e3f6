"""Root-parallel search (issue 14): shares in worker processes, statistics merged per move."""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import pytest
from pydantic import BaseModel

from modten_tui.bots import parallel
from modten_tui.bots.hard import SearchPlayer
from modten_tui.bots.parallel_worker import run_task
from modten_tui.bots.protocol import MoveStat
from modten_tui.games.modten.bots.search import analyse as analyse_modten
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.ten.bots.search import analyse as analyse_ten
from modten_tui.games.ten.rules import game as ten


class Probe(BaseModel):
    """A stand-in view: which process is the caller."""

    caller: int


# Searches stand-ins, run in the workers by name (so defined at module level).
def whoami(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> list[MoveStat]:
    """One 'move' per process, visited as often as the share's cap; the budget as reward."""
    return [MoveStat(str(os.getpid()), iterations or 1, budget_s or 0.0)]


def by_seed(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> list[MoveStat]:
    return [MoveStat(f"seed {seed}", iterations or 1, (seed or 0) % 7)]


def dies_in_worker(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> list[MoveStat]:
    assert isinstance(view, Probe)
    if os.getpid() != view.caller:
        os._exit(3)  # a worker dying mid-search (killed, out of memory)
    return by_seed(view, legal, budget_s=budget_s, iterations=iterations, seed=seed)


def pipe_closes_then_lingers(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> list[MoveStat]:
    assert isinstance(view, Probe)
    if os.getpid() != view.caller:
        os.close(int(sys.argv[2]))  # the replies read as closed in the parent ...
        time.sleep(2.0)  # ... while this process has not ended (as on a busy machine)
        os._exit(3)
    return by_seed(view, legal, budget_s=budget_s, iterations=iterations, seed=seed)


def raises_in_worker(
    view: BaseModel,
    legal: list[str],
    *,
    budget_s: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> list[MoveStat]:
    assert isinstance(view, Probe)
    if os.getpid() != view.caller:
        raise RuntimeError("broken in the worker")
    return by_seed(view, legal, budget_s=budget_s, iterations=iterations, seed=seed)


@pytest.fixture(autouse=True)
def no_pool_left() -> Any:
    yield
    parallel.shutdown()


def test_an_iteration_cap_is_split_between_the_shares() -> None:
    assert parallel.split(10, 3) == [4, 3, 3]
    assert parallel.split(1, 2) == [1, 0]
    result = parallel.search(
        whoami, Probe(caller=os.getpid()), [], workers=3, budget_s=1.0, iterations=301, seed=1
    )
    visits = {int(s.move): s.visits for s in result.stats}
    assert sorted(visits.values()) == [100, 100, 101] and sum(result.iterations) == 301
    workers = set(parallel.worker_pids())
    assert len(workers) == 2 and set(visits) == workers | {os.getpid()}  # this process too


def test_the_pool_starts_once_and_serves_every_move() -> None:
    assert parallel.worker_pids() == []  # nothing before the first parallel search
    for seed in range(3):
        parallel.search(
            whoami, Probe(caller=os.getpid()), [], workers=2, budget_s=1.0, iterations=10, seed=seed
        )
        if seed == 0:
            first = parallel.worker_pids()
    assert parallel.worker_pids() == first and len(first) == 1
    parallel.search(
        whoami, Probe(caller=os.getpid()), [], workers=3, budget_s=1.0, iterations=10, seed=5
    )  # more: it grows
    grown = parallel.worker_pids()
    assert len(grown) == 2
    result = parallel.search(
        whoami, Probe(caller=os.getpid()), [], workers=2, budget_s=1.0, iterations=10, seed=6
    )
    assert parallel.worker_pids() == grown  # fewer: the same pool serves
    assert {int(s.move) for s in result.stats} == {os.getpid(), grown[0]}


def test_every_share_stops_at_one_deadline() -> None:
    """The budget is the move's: each share gets what is left of it, none a budget of its own."""
    result = parallel.search(
        whoami, Probe(caller=os.getpid()), [], workers=2, budget_s=30.0, iterations=None, seed=1
    )
    budgets = [s.reward_sum for s in result.stats]
    assert len(budgets) == 2 and all(0 < b < 30.0 for b in budgets)


def test_a_share_that_arrives_after_the_deadline_searches_nothing() -> None:
    late = time.monotonic() - 0.5
    assert run_task((7, raises_in_worker, Probe(caller=-1), [], late, None, 1)) == (7, [], None)


def test_a_capped_parallel_search_depends_on_the_seed_alone() -> None:
    assert parallel.share_seed(5, 0) == 5 and parallel.share_seed(None, 1) is None
    hand = modten.deal(4, dealer=0, seed=3)
    seat = hand.current_player
    assert seat is not None
    view, legal = hand.view(seat), hand.legal_moves()
    runs = [
        parallel.search(
            analyse_modten, view, legal, workers=2, budget_s=1.0, iterations=120, seed=5
        )
        for _ in range(2)
    ]
    assert runs[0].stats == runs[1].stats and runs[0].iterations == [60, 60]


def test_a_worker_that_dies_mid_search_is_replaced_and_its_share_redone() -> None:
    probe = Probe(caller=os.getpid())
    want = parallel.search(by_seed, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9)
    before = parallel.worker_pids()
    got = parallel.search(dies_in_worker, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9)
    assert got.stats == want.stats  # the lost shares were searched here, from their seeds
    parallel.search(by_seed, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9)
    after = parallel.worker_pids()
    assert len(after) == 2 and not set(after) & set(before)  # a fresh pool


def test_a_worker_error_comes_back_and_its_share_is_redone() -> None:
    probe = Probe(caller=os.getpid())
    want = parallel.search(by_seed, probe, [], workers=2, budget_s=1.0, iterations=30, seed=4)
    got = parallel.search(
        raises_in_worker, probe, [], workers=2, budget_s=1.0, iterations=30, seed=4
    )
    assert got.stats == want.stats
    assert parallel._pool is not None
    assert parallel._pool.errors == ["RuntimeError: broken in the worker"]


def test_hard_mod_ten_plays_a_whole_hand_with_a_pool() -> None:
    hand = modten.deal(4, dealer=0, seed=11)
    bot = SearchPlayer(analyse_modten, seed=2, iterations=41, workers=2)
    searched = 0
    while not hand.is_over:
        seat = hand.current_player
        assert seat is not None
        legal = hand.legal_moves()
        if seat == 0:
            move = bot.choose(hand.view(seat), legal)
            assert move in legal
            if len(legal) > 1:
                assert bot.last_iterations == 41
                searched += 1
        else:
            move = legal[0]
        hand.apply(move)
    assert searched and len(parallel.worker_pids()) == 1


def test_hard_ten_plays_with_a_pool() -> None:
    game = ten.new_game(3, first_player=0, seed=4)
    bot = SearchPlayer(analyse_ten, seed=2, iterations=6, workers=2)
    searched = 0
    while not game.is_over and searched < 6:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_moves()
        if seat == 0 and len(legal) > 1:
            move = bot.choose(game.view(seat), legal)
            assert move in legal
            searched += bot.last_iterations == 6
        else:
            move = legal[0]
        game.apply(move)
    assert searched == 6 and len(parallel.worker_pids()) == 1


def test_the_number_of_processes_defaults_to_the_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MODTEN_WORKERS")
    assert parallel.default_workers() == (os.cpu_count() or 1)
    assert SearchPlayer(analyse_modten, seed=1).workers == parallel.default_workers()
    monkeypatch.setenv("MODTEN_WORKERS", "1")
    assert SearchPlayer(analyse_ten, seed=1).workers == 1  # no pool: the search runs here
    monkeypatch.setenv("MODTEN_WORKERS", "many")
    assert parallel.default_workers() == (os.cpu_count() or 1)


def test_without_processes_to_be_had_hard_thinks_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(11, "Resource temporarily unavailable")  # fork's EAGAIN: a process limit

    monkeypatch.setattr(parallel.subprocess, "Popen", refuse)
    hand = modten.deal(4, dealer=0, seed=3)
    seat = hand.current_player
    assert seat is not None
    bot = SearchPlayer(analyse_modten, seed=1, iterations=50, workers=2)
    assert bot.choose(hand.view(seat), hand.legal_moves()) in hand.legal_moves()
    assert bot.last_iterations == 50 and parallel.worker_pids() == []


def test_a_worker_whose_pipe_closed_is_replaced_even_before_its_process_ends() -> None:
    """The next search starts a fresh pool: a dying worker (its pipe closed, its process not
    yet ended, as a busy machine leaves it) is never sent another share."""
    probe = Probe(caller=os.getpid())
    parallel.search(by_seed, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9)
    before = parallel.worker_pids()
    got = parallel.search(
        pipe_closes_then_lingers, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9
    )
    again = parallel.search(by_seed, probe, [], workers=3, budget_s=1.0, iterations=30, seed=9)
    assert got.stats == again.stats  # the lost shares were redone here
    assert not set(parallel.worker_pids()) & set(before)
