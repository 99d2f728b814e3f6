"""TEN from the command line: `modten --game ten --seats Ann,Bob --seed 7` and its options."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import build_parser, main, setup_from_args
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup


def parse(*argv: str) -> GameSetup | str | None:
    return setup_from_args(build_parser().parse_args(list(argv)))


def test_the_issue_command_line_opens_a_ten_session() -> None:
    setup = parse("--game", "ten", "--seats", "Ann,Bob", "--seed", "7")
    assert isinstance(setup, GameSetup) and setup.game == "ten" and setup.seed == 7
    session = setup.spec.table.new_session(setup)
    assert isinstance(session, TenSession)
    assert session.game.draw_pile_count == 89 and session.names == ["Ann", "Bob"]
    again = setup.spec.table.new_session(
        setup
    )  # a fixed seed fixes the shuffle and the first player
    assert isinstance(again, TenSession)
    assert again.game.setup == session.game.setup


def test_ten_options_and_computer_seats() -> None:
    setup = parse(
        "--game",
        "ten",
        "--seats",
        "Ann,bot:easy,Cy=bot:normal,Dee,Eve",
        "--all-pass",
        "active_player",
        "--bust-token-cap",
        "4",
    )
    assert isinstance(setup, GameSetup)
    assert (setup.options.all_pass, setup.options.bust_token_cap) == ("active_player", 4)
    assert [s.kind for s in setup.seats] == ["human", "easy", "normal", "human", "human"]
    session = setup.spec.table.new_session(setup)
    assert isinstance(session, TenSession)
    assert session.game.options.all_pass == "active_player"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "ten", "--seats", "A,B,C,D,E,F"], "--seats: 2 to 5 players, not 6"),
        (
            ["--game", "ten", "--seats", "Ann,Bob", "--bust-token-cap", "-1"],
            "--bust-token-cap: a whole number from 0 to 99",
        ),
        (["--seats", "Ann,Bob", "--all-pass", "discard"], "--all-pass is a TEN option"),
    ],
)
def test_bad_ten_options_are_plain_errors(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("options", "option"),
    [
        (["--target", "50"], "--target"),
        (["--hands", "3"], "--hands"),
        (["--match"], "--match"),
        (["--open-hands"], "--open-hands"),
        (["--deck", "double"], "--deck"),
        (["--deck", "auto"], "--deck"),
    ],
)
def test_mod_ten_options_are_refused_in_ten(
    options: list[str],
    option: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from modten_tui.app.table_app import TableApp

    def started(self: TableApp) -> None:
        raise AssertionError("the game started with an option TEN does not use")

    monkeypatch.setattr(TableApp, "run", started)
    assert main(["--game", "ten", "--seats", "Ann,Bob", *options]) == 2
    err = capsys.readouterr().err
    assert f"{option} is a Mod Ten option" in err and "Traceback" not in err
