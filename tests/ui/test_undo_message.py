"""Undo says whose move it takes back: in TEN the next person may press u before deciding, and
then takes back the last person's move (play-tests: "Took back: bid 4" did not say whose, and
the key bar said only "u Undo"), which it does only once that person has answered a question
naming the move."""

from __future__ import annotations

from typing import Any

from ten_drive import keys, no_guard, session_of, ten_app
from test_undo_key_bar import hand_off, key_bar, play_code, three_seat_app
from uihelp import screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.screens.confirm import ConfirmScreen

__all__ = ["no_guard"]  # the fixture applies to every test here


async def test_undo_names_the_player_whose_move_comes_back() -> None:
    app = ten_app("Ann,Bob,Cy", ["R5", "G1", "B2", "O3"])
    said: list[str] = []
    shown = app.notify

    def notify(message: str, **kwargs: Any) -> None:
        said.append(message)
        shown(message, **kwargs)

    app.notify = notify  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "c")  # Ann draws R5 and takes the currency (none): Bob's turn
        assert session_of(app).current == 1
        await keys(pilot, "u", "y")  # Bob has decided nothing yet: Ann's choice comes back
        assert session_of(app).current == 0
        assert "Took back Ann's take currency" in said, said


async def test_taking_back_another_persons_move_names_it_and_asks_first() -> None:
    app = ten_app("Ann,Bob", ["R5", "G1", "B2", "O3"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "c")  # Ann draws R5 and takes the currency: Bob's turn
        moves = list(session_of(app).game.moves)
        assert "u Undo Ann's move" in screen_text(app).splitlines()[-1]
        await keys(pilot, "u")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Take back Ann's move (take currency)? It is Bob's turn now" in " ".join(
            screen_text(app).replace("█", " ").split()
        )
        await keys(pilot, "n")  # Bob changes his mind: nothing is taken back
        assert session_of(app).game.moves == moves and session_of(app).current == 1
        await keys(pilot, "u", "y")
        assert session_of(app).game.moves == moves[:-1] and session_of(app).current == 0


async def test_your_own_move_comes_back_at_once_before_the_hand_off() -> None:
    """Mod Ten: after her play Ann is still at the screen (the hand-off to Cy comes next), so
    u takes her card back at once and the key bar says plain "u Undo"."""
    app = three_seat_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")  # Ann looks at her hand
        await settle(pilot)
        for code in ("AC", "2C", "3C"):  # Ann, Cy, Ann: each hand handed on in between
            if code != "AC":
                await hand_off(pilot)
            await play_code(pilot, code)
        assert session_of_modten(app).hand.moves[-1] == "3C"
        assert "  u Undo  " in key_bar(app)  # no one else's name after it
        await tap(pilot, "u")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert session_of_modten(app).hand.moves == ["AC", "2C"]


def session_of_modten(app: TableApp) -> ModTenSession:
    assert isinstance(app.session, ModTenSession)
    return app.session
