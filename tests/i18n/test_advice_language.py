"""The advice panel's lines in Finnish and Catalan: the estimate, the note under the choices
and the order note, each a whole sentence with the moves and numbers in it."""

from __future__ import annotations

import pytest

from modten_tui import i18n
from modten_tui.screens.advice import render
from modten_tui.table.advice import Advice, AdviceChoice, results_line


def choice(move: str, win: float, spread: float) -> AdviceChoice:
    return AdviceChoice(move, move, win, spread, 500, None, "")


# The first line (the search's pick) shows less than the second: the panel says why.
ADVICE = Advice(0, (choice("7♣", 0.50, 0.01), choice("9♣", 0.60, 0.01)), 1500)

WORDS = {
    "fi": [
        "voitto noin 50 % ± 1",
        "1\u00a0500 jaosta, jotka sopivat siihen, mitä näet.",
        "9♣ näyttää 60 %, 7♣ 50 %, mutta harvempien haettujen jakojen perusteella",
    ],
    "ca": [
        "guanya prop del 60% ± 1",
        "A partir de 1.500 repartiments que encaixen amb el que veus.",
        "9♣ mostra un 60% davant del 50% de 7♣, amb menys repartiments cercats",
    ],
}


@pytest.mark.parametrize("code", ["fi", "ca"])
def test_the_advice_panel_in_the_language(code: str) -> None:
    i18n.use(code)
    text = render(ADVICE).plain
    for words in WORDS[code]:
        assert words in text, (words, text)
    assert "about" not in text and "shows" not in text
    assert results_line(True) != "Advice was on (a: the best moves)."
