"""The replay of a finished TEN game says '1 pt', not '1 pts' (issue 11, wording)."""

from __future__ import annotations

from modten_tui.games.ten.screens.replay import ten_text
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.replay import names_of, positions
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.persist import history_entry


def test_one_point_is_one_pt_in_the_replay() -> None:
    # Ann takes R1 (a run of one: 1 point), then Bob draws and stops: the pile runs out.
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    session = TenSession(setup, cards=["R1", "B1"], first_player=0)
    for move in ("draw", "take numbers", "no buy", "draw", "take currency"):
        if session.current is None:
            break
        if move in session.game.legal_moves():
            session.play(move)
    session.play_bots()
    while session.current is not None:  # the final buy round: nobody can buy anything
        session.play(session.game.legal_moves()[0])
    entry = history_entry(session)
    last = positions(entry)[-1]
    text = ten_text(last, names_of(entry), ["R1", "B1"]).plain
    assert "Ann: 1 pt ·" in text and "1 pts" not in text, text
