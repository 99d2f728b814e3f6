"""The command line: the same validation as the setup screen, plain errors, exit code 2."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import build_parser, main, setup_from_args
from modten_tui.setup_models import TEN_READY, GameSetup, parse_seat_list, validate_setup


def parse(*argv: str) -> GameSetup | str | None:
    return setup_from_args(build_parser().parse_args(list(argv)))


def test_no_options_opens_the_menu() -> None:
    assert parse() is None


def test_a_full_command_line() -> None:
    setup = parse("--game", "modten", "--seats", "Ann,bot:easy,Cy", "--seed", "7",
                  "--deck", "double", "--target", "60")
    assert isinstance(setup, GameSetup)
    assert [s.kind for s in setup.seats] == ["human", "easy", "human"]
    assert setup.seats[1].name == "Bot 2"
    assert (setup.seed, setup.deck, setup.length, setup.target) == (7, "double", "target", 60)


def test_hands_and_open_hands() -> None:
    setup = parse("--seats", "Ann,Bob", "--open-hands", "--hands", "3")
    assert isinstance(setup, GameSetup) and setup.open_hands and setup.hands == 3


TEN_SOON = [] if TEN_READY else [(["--game", "ten", "--seats", "Ann,Bob"], "TEN is coming soon")]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        *TEN_SOON,
        (["--seats", "Ann"], "--seats: 2 to 6 players, not 1"),
        (["--seats", "Ann,,Cy"], "--seats: seat 2 (name): a name is needed"),
        (["--seats", "Ann,bot:genius"], "seat 2 (kind): should be 'human'"),
        (["--seats", "Ann,Bob,Cy", "--open-hands"], "--open-hands: open hands are for 2"),
        (["--seats", "Ann,Bob", "--seed", "seven"], "--seed: a whole number, please"),
        (["--seats", "Ann,Bob", "--hands", "0"], "--hands: 1 to 99 hands"),
        (["--seed", "3"], "--seats is needed"),
    ],
)
def test_errors_are_plain_with_exit_code_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_unknown_options_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--colour", "red"])
    assert info.value.code == 2


def test_bad_theme_and_delay(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--theme", "neon"]) == 2
    assert "--theme: one of" in capsys.readouterr().err
    assert main(["--bot-delay", "-1"]) == 2


def test_seat_list_forms() -> None:
    assert parse_seat_list("Ann, Max=bot:hard ,bot:random") == [
        {"name": "Ann", "kind": "human"},
        {"name": "Max", "kind": "hard"},
        {"name": "Bot 3", "kind": "random"},
    ]


def test_setup_errors_are_keyed_by_field() -> None:
    errors = validate_setup({"seats": [{"name": "Ann"}, {"name": "ANN"}], "length": "target",
                             "target": "5000"})
    assert errors == {
        "seats": "two players are called ANN",
        "target": "a target of 1 to 999 points",
    }
    ok = validate_setup({"seats": [{"name": " Ann  Lee "}, {"name": "Bob"}], "length": "target"})
    assert isinstance(ok, GameSetup) and ok.seats[0].name == "Ann Lee" and ok.target == 50
