"""The command line: the same validation as the setup screen, plain errors, exit code 2."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import build_parser, main, setup_from_args
from modten_tui.setup.models import GameSetup, parse_seat_list, validate_setup


def parse(*argv: str) -> GameSetup | str | None:
    return setup_from_args(build_parser().parse_args(list(argv)))


def test_no_options_opens_the_menu() -> None:
    assert parse() is None


def test_a_full_command_line() -> None:
    setup = parse(
        "--game",
        "modten",
        "--seats",
        "Ann,bot:easy,Cy",
        "--seed",
        "7",
        "--deck",
        "double",
        "--target",
        "60",
    )
    assert isinstance(setup, GameSetup)
    assert [s.kind for s in setup.seats] == ["human", "easy", "human"]
    assert setup.seats[1].name == "Bot 2"
    options = setup.options
    assert (setup.seed, options.deck, options.length, options.target) == (7, "double", "target", 60)


def test_a_bare_level_name_is_refused_with_the_computer_spelling() -> None:
    """`--seats Ann,hard` would otherwise seat a second person called "hard" (a play-test)."""
    message = parse("--seats", "Ann,Hard")
    assert message == (
        "--seats: seat 2 would be a person called Hard; for a computer write "
        "bot:hard (or Name=bot:hard)"
    )
    setup = parse("--seats", "Ann,Hard=bot:hard")
    assert isinstance(setup, GameSetup) and setup.seats[1].kind == "hard"


def test_hands_and_open_hands() -> None:
    setup = parse("--seats", "Ann,Bob", "--open-hands", "--hands", "3")
    assert isinstance(setup, GameSetup) and setup.options.open_hands and setup.options.hands == 3


@pytest.mark.parametrize(
    ("argv", "message"),
    [
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
    errors = validate_setup(
        {"seats": [{"name": "Ann"}, {"name": "ANN"}], "length": "target", "target": "5000"}
    )
    assert errors == {
        "seats": "two players are called ANN (seats 1 and 2)",
        "target": "a target of 1 to 999 points",
    }
    ok = validate_setup({"seats": [{"name": " Ann  Lee "}, {"name": "Bob"}], "length": "target"})
    assert isinstance(ok, GameSetup) and ok.seats[0].name == "Ann Lee" and ok.options.target == 50


# Names reach the terminal, saves and history: control and invisible characters (issue 10,
# attack 2). Refused: control characters and text-direction controls; stripped: invisible
# format characters; duplicates found after NFKC and case folding.
@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("\x1b]0;pwned\aX,Bob", "seat 1 (name): a control character (U+001B) is not allowed"),
        ("Ann,\x1b[31mBob", "seat 2 (name): a control character (U+001B) is not allowed"),
        ("Ann,Bo\x07b", "seat 2 (name): a control character (U+0007) is not allowed"),
        ("Ann,Bob\x9b31m", "seat 2 (name): a control character (U+009B) is not allowed"),
        ("\u202eAnn,Bob", "seat 1 (name): a text-direction control (U+202E) is not allowed"),
        ("Ann,\u2067Bob", "seat 2 (name): a text-direction control (U+2067) is not allowed"),
        ("\u200b,Bob", "seat 1 (name): a name is needed (this one has only invisible"),
        ("Ann,\u200d\ufeff", "seat 2 (name): a name is needed (this one has only invisible"),
        ("Ann,Ann\u200b", "--seats: two players are called Ann (seats 1 and 2)"),
        (
            "Ann,Bob,\uff21\uff4e\uff4e",
            "--seats: two players are called \uff21\uff4e\uff4e (seats 1 and 3)",
        ),
        ("Ann,\udcffBob", "seat 2 (name): not valid text (an undecodable byte, U+DCFF)"),
    ],
)
def test_names_with_control_or_invisible_characters_are_refused(seats: str, message: str) -> None:
    # setup_from_args, not main(): on code that accepts the name, main() would start the game.
    error = parse("--seats", seats)
    assert isinstance(error, str) and message in error  # main() prints it and exits 2
    assert not any(c in error for c in "\x1b\x07\x9b\u202e\u2067")  # nothing echoed raw


def test_invisible_format_characters_are_stripped_and_whitespace_collapsed() -> None:
    setup = parse("--seats", "A\u200bnn,\u200eBob\u00ad, Cy\t \u2060 Lee ")
    assert isinstance(setup, GameSetup)
    assert [s.name for s in setup.seats] == ["Ann", "Bob", "Cy Lee"]
    composed = parse("--seats", "Re\u0301a,Bob")  # e + combining acute: stored composed
    assert isinstance(composed, GameSetup) and composed.seats[0].name == "R\u00e9a"


def test_a_save_with_such_a_name_is_refused_by_the_same_model() -> None:
    errors = validate_setup({"seats": [{"name": "Ann"}, {"name": "\x1b[31mBob"}]})
    assert errors == {"seats.1.name": "a control character (U+001B) is not allowed"}


# Options that cannot apply are refused, never silently dropped (issue 10, attack 10).
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--seats", "Ann,Bob", "--match", "--hands", "3"],
            "--match plays to a target of points; --hands plays a number of hands",
        ),
        (["--resume", "--seed", "3"], "--resume continues the saved game"),
        (["--resume", "--match"], "--resume continues the saved game"),
    ],
)
def test_options_that_do_not_apply_are_refused(argv: list[str], message: str) -> None:
    error = parse(*argv)  # not main(): on code that accepts them, main() would start the game
    assert isinstance(error, str) and message in error


def test_match_with_a_target_is_still_a_match_to_that_target() -> None:
    setup = parse("--seats", "Ann,Bob", "--match", "--target", "60")
    assert isinstance(setup, GameSetup)
    assert (setup.options.length, setup.options.target) == ("target", 60)


def test_a_target_and_a_number_of_hands_are_refused_together() -> None:
    error = parse("--seats", "Ann,Bob", "--target", "60", "--hands", "3")
    assert error == (
        "--target plays to a target of points; --hands plays a number of hands: choose one"
    )


def test_the_options_come_from_the_games_models_and_say_their_game() -> None:
    text = " ".join(build_parser().format_help().split())
    assert "--game {modten,ten}" in text
    assert "--deck {auto,single,double} Mod Ten: " in text
    assert "--all-pass {discard,active_player} TEN: " in text
    assert "--bust-token-cap BUST_TOKEN_CAP TEN: most bust tokens" in text


def test_an_option_of_another_game_says_which_game_it_is_for() -> None:
    assert parse("--game", "modten", "--seats", "Ann,Bob", "--all-pass", "discard") == (
        "--all-pass is a TEN option; Mod Ten does not use it"
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["--seats", "Ann,Bob", "--seats", "Cy,Di"],
        ["--seats=Ann,Bob", "--sea", "Cy,Di"],  # an abbreviation is the same option
        ["--seats", "Ann,Bob", "--seed", "1", "--seed", "1"],  # even with the same value
        ["--review", "a.json", "--review", "b.json"],
    ],
)
def test_an_option_with_a_value_given_twice_is_refused(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert ": given twice (" in capsys.readouterr().err


def test_a_switch_may_repeat() -> None:
    args = build_parser().parse_args(["--no-advice", "--no-advice", "--seats", "Ann,Bob"])
    assert args.no_advice and args.seats == "Ann,Bob"


@pytest.mark.parametrize(
    ("language", "words"),
    [("fi", "pelaa ottelu 50 pisteeseen"), ("ca", "juga una partida a 50 punts")],
)
def test_the_help_says_a_games_option_with_its_default_in_the_language(
    language: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The words of `--target` and `--match` name the target's default: they were written
    into English text, so the help left them English in every language."""
    with pytest.raises(SystemExit):
        main(["--lang", language, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert words in out and "play a match" not in out
