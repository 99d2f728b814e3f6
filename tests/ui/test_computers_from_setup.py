"""Issue 6: one person against computer opponents, from the setup screen to the results.

The seats are chosen on the setup screen as a player would; the computers move on their own
(in workers) and the hand reaches its results. (TEN's computers beside a person are played
through in tests/ui/test_ten_play.py, on a short stacked pile.)
"""

from __future__ import annotations

import pytest
from drive import play_hand
from textual.widgets import Select
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.registry import make_bot
from modten_tui.screens.results import ResultsScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.table import session as generic_session


def quick_bots(game: str, level: str, seed: int | None, budget_s: float) -> object:
    # Hard with an iteration cap: the same search, a few milliseconds a move.
    return make_bot(game, level, seed=seed, budget_s=budget_s, iterations=40)


async def choose_seats(app: TableApp, pilot: object, game: str, kinds: list[str]) -> None:
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    screen.query_one("#game", Select).value = game
    await settle(pilot)  # type: ignore[arg-type]
    screen.query_one("#player-count", Select).value = len(kinds)
    await settle(pilot)  # type: ignore[arg-type]
    for i, kind in enumerate(kinds):
        screen.query_one(f"#kind-{i}", Select).value = kind
    await settle(pilot)  # type: ignore[arg-type]


async def test_one_person_against_computers_at_mod_ten(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generic_session, "default_bot", quick_bots)
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        await choose_seats(app, pilot, "modten", ["human", "normal", "hard"])
        await pilot.press("ctrl+s")
        await settle(pilot)
        passes = await play_hand(pilot)
        assert passes == []  # one person: nobody to hide a hand from, no hand-off
        assert isinstance(app.screen, ResultsScreen)
        assert "wins" in screen_text(app)
        session = app.session
        assert session is not None and session.hand.is_over
        assert [s.kind for s in session.seats] == ["human", "normal", "hard"]
        played = {e.split()[0] for e in session.log if " played " in e or " led " in e}
        assert played == {"Ann", "Bob", "Cy"}  # the person and both computers played
