"""A review searched on every core reads in the language shown: the worker processes word
their answers (moves, reasons) in it, as the app's own process does."""

from __future__ import annotations

from modten_tui import i18n
from modten_tui.review import verdicts
from modten_tui.review.verdicts import Settings
from tests.stats_history import finished_ten


def test_a_review_on_two_cores_reads_as_one_in_finnish() -> None:
    save = finished_ten("Ann,Bob,Cy", seed=4, when="2026-12-01T10:00:00+00:00")[1].save
    i18n.use("fi")
    settings = Settings(iterations=30, seed=1)
    alone = verdicts.review(save, settings, workers=1)
    shared = verdicts.review(save, settings, workers=2)
    assert alone is not None and shared is not None
    assert shared.model_dump_json() == alone.model_dump_json()


def test_a_review_left_in_english_is_not_carried_on_in_finnish() -> None:
    save = finished_ten("Ann,Bob,Cy", seed=4, when="2026-12-01T10:00:00+00:00")[1].save
    settings = Settings(iterations=20, seed=2)
    calls = 0

    def cancel_after_a_few() -> bool:
        nonlocal calls
        calls += 1
        return calls > 8

    assert verdicts.review(save, settings, workers=1, cancelled=cancel_after_a_few) is None
    i18n.use("fi")
    carried = verdicts.review(save, settings, workers=1)
    fresh = verdicts.review(save, settings, workers=1)  # nothing left over: all in Finnish
    assert carried is not None and fresh is not None
    assert carried.model_dump_json() == fresh.model_dump_json()
