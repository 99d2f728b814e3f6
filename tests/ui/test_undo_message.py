"""Undo says whose move it takes back: in TEN the next person may press u before deciding, and
then takes back the last person's move (play-tests: "Took back: bid 4" did not say whose, and
the key bar said only "u Undo"), which it does only once that person has answered a question
naming the move."""

from __future__ import annotations

from typing import Any

from ten_drive import keys, no_guard, session_of, ten_app
from uihelp import screen_text

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
            screen_text(app).replace("█", " ").split())
        await keys(pilot, "n")  # Bob changes his mind: nothing is taken back
        assert session_of(app).game.moves == moves and session_of(app).current == 1
        await keys(pilot, "u", "y")
        assert session_of(app).game.moves == moves[:-1] and session_of(app).current == 0
