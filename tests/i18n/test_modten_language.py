"""Mod Ten's table, log and results in Finnish and Catalan at 80x24: a whole open-hands hand
played by keys, every screen read as a person reads it, nothing cut short."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from modten_tui import i18n
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from uihelp import screen_text, settle  # noqa: E402  (the UI tests' reader of the screen)

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]

# What each language shows: at the start, after Ann leads A♠, and on the results.
WORDS = {
    "fi": (
        ["Jako 1: Bob jakaa, Ann aloittaa", "Tyhjä pöytä", "vuorosi: aloita", "Pelaajat", "Loki"],
        ["Ann aloitti: A♠", "Summa 1", "Aloitusmaa ♠ pata", "sinun 9♠ vie", "tunnusta ♠"],
        ["voittaa jaon 1!", "Pelaaja", "Kortteja", "(voitti)"],
    ),
    "ca": (
        ["Mà 1: reparteix Bob, surt Ann", "Taula buida", "et toca: surt", "Jugadors"],
        ["Ann ha sortit amb A♠", "Suma 1", "Pal de sortida ♠ piques", "el teu 9♠ captura"],
        ["guanya la mà 1!", "Jugador", "Cartes", "(ha guanyat)"],
    ),
}


@pytest.fixture(autouse=True)
def quick_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)  # keys come faster than people press them


def open_hands_app(match: bool) -> TableApp:
    """Ann and Bob with open hands: no hand-off, every move a key press on the table. A match
    (of one hand) adds each seat's points to the players' panel."""
    length = {"length": "hands", "hands": 1} if match else {}
    setup = GameSetup.model_validate(
        {"seats": parse_seat_list("Ann,Bob"), "open_hands": True, **length}
    )
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    return TableApp(session=session, bot_delay=0)


def assert_whole(text: str) -> None:
    assert "…" not in text, text  # a line cut short ends in an ellipsis


MATCH_WON = {"fi": "voittaa ottelun!", "ca": "guanya la partida!"}


@pytest.mark.parametrize("match", [False, True])
@pytest.mark.parametrize("code", ["fi", "ca"])
async def test_a_hand_reads_in_the_language(code: str, match: bool) -> None:
    i18n.use(code)
    start, led, results = WORDS[code]
    if match:
        results = [MATCH_WON[code], *results[1:3]]
    app = open_hands_app(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert all(word in text for word in start), text
        assert_whole(text)
        await pilot.press("enter")  # the cursor starts on A♠
        await settle(pilot)
        text = screen_text(app)
        assert all(word in text for word in led), text
        assert_whole(text)
        for _ in range(80):
            if isinstance(app.screen, ResultsScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
            assert_whole(screen_text(app))
        await settle(pilot)
        assert isinstance(app.screen, ResultsScreen)
        text = screen_text(app)
        assert all(word in text for word in results), text
