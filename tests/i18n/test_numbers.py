"""Numbers as each language writes them: "1,500 deals" read as one and a half in Finnish and
Catalan, and "3.6 points" as an English decimal; Finnish puts a space before %."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from modten_tui import i18n
from modten_tui.games.modten.widgets.player_panel import PlayerPanel, SeatLine
from modten_tui.i18n.numbers import decimal, number
from modten_tui.review.text import pct

WRITTEN = {  # 1500, 3.6, 48 %
    "en": ("1,500", "3.6", "48%"),
    "fi": ("1\u00a0500", "3,6", "48 %"),
    "ca": ("1.500", "3,6", "48%"),
    "ar": ("1,500", "3.6", "48%"),
}


@pytest.mark.parametrize("code", sorted(WRITTEN))
def test_counts_decimals_and_percentages_in_each_language(code: str) -> None:
    i18n.use(code)
    assert (number(1500), decimal(3.6), pct(0.48)) == WRITTEN[code]


def test_the_pseudo_locale_writes_numbers_as_english() -> None:
    i18n.use(i18n.PSEUDO)
    assert number(1500) == "1,500" and decimal(3.6) == "3.6"


@pytest.mark.parametrize(("code", "mark"), [("en", "D"), ("fi", "J"), ("ca", "R"), ("ar", "م")])
async def test_the_dealers_mark_is_the_languages_letter(code: str, mark: str) -> None:
    """Mod Ten's players' panel marked the dealer with an English D in every language."""
    i18n.use(code)

    class Panel(App[None]):
        def compose(self) -> ComposeResult:
            yield PlayerPanel()

    app = Panel()
    async with app.run_test(size=(60, 5)):
        panel = app.query_one(PlayerPanel)
        panel.show(
            [
                SeatLine("Bob", "human", 16, True, False, ""),
                SeatLine("Cy", "human", 16, False, True, ""),
            ]
        )
        line = panel.render().plain.splitlines()[0].replace(i18n.RIGHT_TO_LEFT_CELL, "")
        assert f"Bob {mark} 16" in " ".join(line.split())
