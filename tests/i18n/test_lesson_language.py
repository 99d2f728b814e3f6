"""The lesson coach's own words in Finnish and Catalan: the word that a move was right while
a computer answers, and the refusal when the lesson is over."""

from __future__ import annotations

import pytest

from modten_tui import i18n, registry
from modten_tui.table.lesson import learner_moves

WORDS = {
    "fi": ("Hyvä. Seuraavaksi pelaa Cy…", "Opetus on päättynyt."),
    "ca": ("Bé. Ara juga Cy…", "La lliçó s'ha acabat."),
}


@pytest.mark.parametrize("code", ["fi", "ca"])
def test_the_coach_speaks_the_language(code: str) -> None:
    i18n.use(code)
    spec = registry.get("modten")
    assert spec.lessons is not None
    lesson = spec.lessons.lesson()
    assert lesson is not None
    session = spec.lessons.session(lesson)
    coach = session.coach_with(lesson)
    session.play_bots()
    good, over = WORDS[code]
    for number, move in enumerate(learner_moves(lesson)):
        session.play(move)
        if number == 0:  # while Cy answers, the coach says the move was right
            assert coach.text == good
        session.play_bots()
    assert coach.finished
    assert coach.explain_refusal(session.game.view(0), "2S") == over
