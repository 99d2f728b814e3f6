"""The command line around saving: --resume, and bad options refused with a clear message."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--players", "9"], "--players 9: name each seat with --seats instead"),
        (["--seats", "A,B,C,D,E,F,G,H,I"], "--seats: 2 to 6 players, not 9"),
        (["--resume"], "--resume: no saved game in"),
        (["--resume", "--seats", "Ann,Bob"], "--resume continues the saved game"),
    ],
)
def test_bad_options_are_refused_plainly(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err
