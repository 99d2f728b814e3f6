"""Undo says whose move it took back: in TEN the next person may press u before deciding, and
then takes back the last person's move (play-test: "Took back: bid 4" did not say whose)."""

from __future__ import annotations

from typing import Any

from ten_drive import keys, no_guard, session_of, ten_app

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
        await keys(pilot, "u")  # Bob has decided nothing yet: Ann's choice comes back
        assert session_of(app).current == 0
        assert "Took back Ann's take currency" in said, said
