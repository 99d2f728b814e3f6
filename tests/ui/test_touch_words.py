"""Played by taps (a browser tab on a tablet), the hints name what to tap, never a key the
device has not got, and a tap on the words that say so does it: a Mod Ten hand, the advice,
the too-small notice and a payment's rows. (tests/i18n/test_touch_language.py plays whole
TEN games by taps in every language.)"""

from __future__ import annotations

import re

from drive import play_hand
from ten_drive import keys, no_guard, ten_app
from test_handoff_screen import modten_app
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.widgets.hand import Hand
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.screens.advice import AdvicePanel
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen

__all__ = ["no_guard"]  # the fixture applies to every test here

# A key a tablet has not got, named in a hint (the key bar's own key signs are its labels).
KEY_WORDS = re.compile(r"\b(Enter|Esc|Ctrl\+\w|Tab|Delete|digits|press)\b")


def by_touch(app: TableApp) -> TableApp:
    app.touch = True
    return app


def above_the_key_bar(app: TableApp, text: str | None = None) -> str:
    text = screen_text(app) if text is None else text
    assert not KEY_WORDS.search(text.rsplit("\n", 1)[0]), text
    return text


async def test_a_mod_ten_hand_by_taps_names_no_key() -> None:
    app = by_touch(modten_app("Ann,Bob", length="hands", hands=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert "Ann: tap Show my hand when only you can see the screen." in above_the_key_bar(app)
        await pilot.click("#handoff-name")  # a hand passing over the screen reveals nothing
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.click("#handoff-help")  # the words that say what to tap do it
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        await pilot.click(Hand, offset=(2, 1))  # a tap on the first card picks it
        await settle(pilot)
        assert re.search(r"tap \S+ to play it", above_the_key_bar(app))
        await keys(pilot, "enter")
        assert "Tap Pass on to hide your hand and pass to Bob" in above_the_key_bar(app)
        await pilot.click("#status")  # the line that says to tap Pass on does it
        await settle(pilot)
        await settle(pilot)
        assert "Bob: tap Show my hand" in above_the_key_bar(app)
        await play_hand(pilot, check=above_the_key_bar)
        assert isinstance(app.screen, ResultsScreen)


async def test_advice_closes_with_a_tap() -> None:
    app = by_touch(modten_app("Ann,Bob", length="hands", hands=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "a")
        panel = app.screen.query_one(AdvicePanel)
        assert "a tap here closes" in above_the_key_bar(app)
        await pilot.click(AdvicePanel)
        await settle(pilot)
        assert not panel.is_attached


async def test_too_small_says_to_turn_the_device() -> None:
    app = by_touch(modten_app("Ann,Bob"))
    async with app.run_test(size=(54, 40)) as pilot:  # a phone held upright
        await settle(pilot)
        text = screen_text(app)
        assert "Turn the device on its side to go on." in text
        assert "Ctrl+Q" not in text and "window" not in text


async def test_a_payment_is_made_by_tapping_its_rows() -> None:
    # Ann buys R5 in the final round (tests/ui/test_ten_play.py plays the same pile by keys).
    app = by_touch(ten_app("Ann,Bob", ["$2", "R5", "R8", "$5", "$4", "$2", "G1"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d", "d", "enter", "d", "d", "d", "space", "d", "n")
        assert isinstance(app.screen, BuyScreen)
        await pilot.click("#buy-list", offset=(4, 0))  # a tap on R5, the first card offered
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PaymentScreen)
        assert "✓ pays 5 for 5: 5 tokens" in screen_text(app)
        body = screen.query_one("#pay-body")
        left, right = screen.arrows[0]
        await pilot.click(body, offset=(left, 0))  # ◀ on the tokens' row: one fewer
        await settle(pilot)
        assert "✗ short by 1: 4 tokens make 4 of 5" in screen_text(app)
        await pilot.click(body, offset=(5, 3))  # the first card: taken in
        await settle(pilot)
        text = screen_text(app)
        assert "✓ pays" in text and "G1" in text.split("✓ pays")[1].splitlines()[0], text
        await pilot.click(body, offset=(right, 0))  # ▶ on the tokens' row: one more
        await settle(pilot)
        assert "5 tokens, G1 make 6 of 5" in screen_text(app)  # too much: no change is given
