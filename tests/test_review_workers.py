"""A review on every core: the decisions are searched in worker processes, one decision's
searches at a time per worker, and the review is the same, byte for byte, as one process's
(issue 35). No search is run twice, and cancelling still stops it promptly."""

from __future__ import annotations

import collections
import time
from functools import cache
from typing import Any

import pytest

from modten_tui.bots import parallel
from modten_tui.review import verdicts
from modten_tui.review.verdicts import Settings
from modten_tui.storage.save_file import HistoryEntry
from modten_tui.table.advice import position_seed
from tests.stats_history import finished_modten, finished_ten

SETTINGS = Settings(iterations=30, seed=1)


@cache
def finished(game: str) -> HistoryEntry:
    if game == "modten":
        return finished_modten("Ann,Bob,Cy", seed=1, hands=2, when="2026-11-28T10:00:00+00:00")[1]
    if game == "modten4":
        return finished_modten("Ann,Bob,Cy,Dee", seed=5, hands=1, when="2026-11-28T11:00:00+00:00")[
            1
        ]
    return finished_ten("Ann,Bob,Cy", seed=4, when="2026-12-01T10:00:00+00:00")[1]


@pytest.mark.parametrize("game", ["modten", "modten4", "ten"])
def test_two_workers_give_the_same_review_as_one(game: str) -> None:
    save = finished(game).save
    alone = verdicts.review(save, SETTINGS, workers=1)
    shared = verdicts.review(save, SETTINGS, workers=2)
    assert alone is not None and shared is not None
    assert any(d.mistake for d in alone.decisions)  # the check of a mistake ran too
    assert shared.model_dump_json() == alone.model_dump_json()


def counting(monkeypatch: pytest.MonkeyPatch) -> collections.Counter[tuple[Any, ...]]:
    """Every search the review runs in this process, counted by position, moves and seed."""
    searched: collections.Counter[tuple[Any, ...]] = collections.Counter()
    advise = verdicts.advise

    def counted(spec: Any, view: Any, legal: list[str], **kw: Any) -> Any:
        only = tuple(kw.get("only") or ())
        searched[position_seed(view), tuple(legal), only, kw["seed"], kw["iterations"]] += 1
        return advise(spec, view, legal, **kw)

    monkeypatch.setattr(verdicts, "advise", counted)
    return searched


@pytest.mark.parametrize("game", ["modten", "ten"])
def test_no_position_is_searched_twice(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    searched = counting(monkeypatch)
    save = finished(game).save
    result = verdicts.review(save, SETTINGS, workers=1)
    assert result is not None
    assert [k for k, n in searched.items() if n > 1] == []
    # One search per real choice, and two more (the move made and the best, each alone) for
    # each suspected mistake: every mark was checked.
    checked = sum(1 for k in searched if k[2])
    assert len(searched) == verdicts.to_search(verdicts.positions_of(save)) + checked
    assert checked >= 2 * sum(d.mistake for d in result.decisions)


def test_a_review_left_and_opened_again_searches_only_what_was_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    searched = counting(monkeypatch)
    save = finished("modten4").save
    settings = Settings(iterations=31, seed=1)  # no other test's review
    calls: list[int] = []
    left = verdicts.review(
        save,
        settings,
        progress=lambda done, total: calls.append(done),
        cancelled=lambda: len(calls) >= 5,
        workers=1,
    )
    assert left is None and calls == [1, 2, 3, 4, 5]
    again: list[int] = []
    result = verdicts.review(save, settings, progress=lambda d, t: again.append(d), workers=1)
    assert result is not None and again[0] == 6  # the progress bar goes on from where it was
    assert [k for k, n in searched.items() if n > 1] == []
    whole = verdicts.review(save, settings, workers=2)  # decided again in one go, elsewhere
    assert whole is not None and whole.model_dump_json() == result.model_dump_json()


@pytest.mark.parametrize("workers", [1, 2])
def test_cancelling_stops_the_searches_promptly(workers: int) -> None:
    calls: list[int] = []
    started = time.monotonic()
    answer = verdicts.review(
        finished("ten").save,
        Settings(iterations=100_000, seed=1),  # 10 s or more a decision: only a stop ends it soon
        progress=lambda done, total: calls.append(done),
        cancelled=lambda: time.monotonic() - started > 0.5,
        workers=workers,
    )
    assert answer is None and calls == []
    assert time.monotonic() - started < 4.0  # not the search's own end
    if workers > 1:
        assert parallel.worker_pids() == []  # the workers were stopped, not left searching


def test_progress_and_each_decision_are_told_once_with_workers() -> None:
    calls: list[tuple[int, int]] = []
    told: list[verdicts.Decision] = []
    save = finished("modten").save
    result = verdicts.review(
        save,
        SETTINGS,
        progress=lambda d, t: calls.append((d, t)),
        decided=told.append,
        workers=2,
    )
    total = verdicts.to_search(verdicts.positions_of(save))
    assert calls == [(i, total) for i in range(1, total + 1)]
    assert result is not None  # and every decision was told as it was made, once
    assert sorted(told, key=lambda d: d.position) == result.decisions
