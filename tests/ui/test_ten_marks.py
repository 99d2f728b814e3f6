"""Signs that must read without colour (NO_COLOR) and mean one thing each: the buy list marks
its selected row with ▶ as the payment prompt does, and the payment prompt marks a spare card
with ° (a `*` in a grid is a full wild)."""

from __future__ import annotations

import pytest
from ten_drive import keys, no_guard, ten_app
from uihelp import region_text

from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.payment import PaymentScreen

__all__ = ["no_guard"]

# Ann draws R1 B2 and takes the currency (both go to the market); Bob draws R3 and takes it.
CARDS = ["R1", "B2", "R3", "G9"]


async def test_the_buy_list_marks_the_selected_row_without_colour(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = ten_app("Ann,Bob", CARDS)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "c", "d", "n")
        assert isinstance(app.screen, BuyScreen)
        text = region_text(app, "#buy-list")
        marked = [line for line in text.splitlines() if "▶" in line]
        assert len(marked) == 1 and "B2" in marked[0], text  # the buy that scores: B2 (+1 pt)
        text = await keys(pilot, "up")
        marked = [line for line in region_text(app, "#buy-list").splitlines() if "▶" in line]
        assert len(marked) == 1 and "R1" in marked[0], text
        await keys(pilot, "down", "down")
        marked = [line for line in region_text(app, "#buy-list").splitlines() if "▶" in line]
        assert len(marked) == 1 and "No buy" in marked[0]


async def test_the_payment_marks_a_spare_card_apart_from_a_full_wild() -> None:
    # Ann takes R1 R1 (one is spare); Bob sends B2 to the market; Ann takes G3 and buys B2.
    app = ten_app("Ann,Bob", ["R1", "R1", "B2", "G3", "O9"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "n", "d", "c", "d", "n")
        assert isinstance(app.screen, BuyScreen)
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen), text
        assert "° = spare" in text and "R1°" in text and "G3°" not in text, text
        assert "*" not in region_text(app, "#pay-box"), text
