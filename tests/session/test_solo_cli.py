"""TEN for one person from the command line (T20): `--seats Ann` plays against computers."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import build_parser, main, setup_from_args
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup


def parse(*argv: str) -> GameSetup | str | None:
    return setup_from_args(build_parser().parse_args(list(argv)))


def test_one_seat_plays_against_two_normal_computers_by_default() -> None:
    setup = parse("--game", "ten", "--seats", "Ann", "--seed", "4")
    assert isinstance(setup, GameSetup)
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Ann", "human"),
        ("Bot 2", "normal"),
        ("Bot 3", "normal"),
    ]
    session = setup.spec.table.new_session(setup)
    assert isinstance(session, TenSession) and session.humans == [0]


@pytest.mark.parametrize("count", [1, 4])
def test_opponents_sets_how_many(count: int) -> None:
    setup = parse("--game", "ten", "--seats", "Zoe", "--opponents", str(count))
    assert isinstance(setup, GameSetup)
    assert setup.players == count + 1 and setup.seats[0].name == "Zoe"
    assert all(s.kind == "normal" for s in setup.seats[1:])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "ten", "--seats", "Ann", "--opponents", "5"], "--opponents: 1 to 4"),
        (["--game", "ten", "--seats", "Ann", "--opponents", "0"], "--opponents: 1 to 4"),
        (["--game", "ten", "--seats", "Ann,Bob", "--opponents", "2"], "solo TEN game"),
        (["--seats", "Ann", "--opponents", "2"], "solo TEN game"),
        (["--opponents", "2"], "--seats is needed"),
        (["--seats", "Ann"], "--seats: 2 to 6 players, not 1"),  # Mod Ten has no solo
    ],
)
def test_opponents_out_of_place_is_a_plain_error(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_the_help_says_the_default() -> None:
    text = " ".join(build_parser().format_help().split())
    assert "--opponents N" in text and "(default 2)" in text
