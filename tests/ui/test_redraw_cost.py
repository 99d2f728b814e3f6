"""What a key costs in whole-screen layouts (counted, never timed): a cursor move, a look at
another player, a play or a draw that adds a log line lay nothing out while no box changes
size. A layout reflows and repaints every widget, Textual paints at most once a tick, and a
layout refreshes the log's scrollbar after its frame: each layout on a key's way was a frame
more before the screen settled (issue 35). Each test failed before: a play and a draw each
cost two layouts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ten_drive import no_guard, ten_app
from textual.screen import Screen
from uihelp import frames_of, region_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]  # the fixture applies to every test here


@pytest.fixture
def layouts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The screens laid out, one entry per layout pass, in order."""
    done: list[str] = []
    original = Screen._refresh_layout

    def counted(screen: Screen[object], *args: object, **kwargs: object) -> None:
        done.append(type(screen).__name__)
        original(screen, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    yield done


def modten_app() -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": 3})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


async def test_mod_ten_cursor_moves_and_a_play_lay_nothing_out(
    layouts: list[str],
) -> None:
    app = modten_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await tap(pilot, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
        layouts.clear()
        for key in ("right", "left", "right", "right"):
            await tap(pilot, key)
            await settle(pilot)
        assert layouts == []
        await tap(pilot, "enter")  # the play: a log line, the table, the hand one card less
        await settle(pilot)
        assert app.screen.mode == "pass"
        assert layouts == []
        assert "Cy led" in region_text(app, "#log")


async def test_ten_looking_at_another_player_and_a_draw_lay_nothing_out(
    layouts: list[str],
) -> None:
    app = ten_app("Ann,Bob,Cy", ["R3", "B4", "G2", "O1"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TenTableScreen)
        layouts.clear()
        for _ in range(3):
            await tap(pilot, "i")
            await settle(pilot)
        assert layouts == []
        await tap(pilot, "d")  # a card on the tableau, a log line, new choices
        await settle(pilot)
        assert layouts == []
        assert "Ann drew R3" in region_text(app, "#ten-log")


async def test_opening_a_ten_prompt_lays_the_table_out_no_more(layouts: list[str]) -> None:
    """A prompt is laid out once, as it resumes. The Resize Textual then sends it, at the same
    size, laid out the prompt and the table below once more each (see_through.py drops it),
    and the layout Textual asks for once its rows have mounted found what the first had
    (whole_frame.py drops it): four layouts where one does."""
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await tap(pilot, "d")
        await settle(pilot)
        layouts.clear()
        # the wild: the auction opens over the table (pressed as in a terminal: Pilot's pause
        # would paint, and so lay out, at moments of its own)
        await frames_of(pilot, "d")
        assert type(app.screen).__name__ == "AuctionScreen"
        assert layouts == ["AuctionScreen"]
