"""Saves and history stay in English whatever the table is shown in: a game finished in
Finnish is listed, reviewed and counted in any language."""

from __future__ import annotations

import random
from pathlib import Path

from modten_tui import i18n
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.persist import history_entry


def finished() -> ModTenSession:
    setup = GameSetup.model_validate(
        {"seats": parse_seat_list("Ann,Bob"), "seed": 3, "options": {"length": "hand"}}
    )
    session = ModTenSession(setup)
    rng = random.Random(3)
    while not session.hand_over:
        session.play(rng.choice(session.legal_moves()))
    return session


def test_a_game_finished_in_finnish_is_kept_in_english() -> None:
    session = finished()
    english = history_entry(session).result
    i18n.use("fi")
    assert history_entry(session).result == english
    assert i18n.current() == "fi"  # and the table goes on in Finnish


def test_a_review_kept_in_one_language_is_not_shown_in_another(tmp_path: Path) -> None:
    from modten_tui.review import cache
    from modten_tui.review.verdicts import Review, Settings
    from modten_tui.storage.saves import SaveStore

    store = SaveStore(tmp_path)
    settings = Settings(iterations=10, seed=1)
    review = Review(
        game_id="g1",
        game="modten",
        iterations=10,
        seed=1,
        threshold=settings.threshold,
        names=["Ann", "Bob"],
        decisions=[],
        players=[],
    )
    i18n.use("fi")
    assert cache.keep(store, review, settings)
    assert cache.load(store, "g1", settings) == review
    i18n.use("ca")
    assert cache.load(store, "g1", settings) is None  # its moves and reasons are in Finnish
