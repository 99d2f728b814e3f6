"""`benchmarks/review.py` counts what a review searches: one search per real choice, two more
(each `CONFIRM` times longer) per suspected mistake, the same with one worker or two."""

from __future__ import annotations

from benchmarks import review
from modten_tui.review import verdicts


def test_the_review_benchmark_counts_every_search() -> None:
    save = review.finished("modten")
    settings = verdicts.Settings(iterations=20, seed=1)
    alone, shared = (review.reviewed(save, workers, settings) for workers in (1, 2))
    del alone["seconds"], shared["seconds"]
    assert alone == shared
    firsts = alone["searches"] - alone["checks"]
    assert firsts == alone["decisions"] == verdicts.to_search(verdicts.positions_of(save))
    assert alone["checks"] >= 2 * alone["mistakes"] > 0
    assert alone["iterations"] == 20 * firsts + verdicts.CONFIRM * 20 * alone["checks"]
