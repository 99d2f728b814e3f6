"""`modten --lang fi --help`: the command line's help and its errors in the language asked
for, chosen before the parser is built; the options, keys and values stay as typed."""

from __future__ import annotations

import pytest

from modten_tui.__main__ import main


@pytest.fixture(autouse=True)
def eighty_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")


def test_the_help_in_finnish(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", "fi", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("käyttö: modten [-h]")
    for finnish in (
        "Korttipöytä päätteeseen: Mod Ten ja TEN",
        "valitsimet:",
        "näytä tämä ohje ja lopeta",
        "aloitettava peli",
        "kiinnitä jako (kokonaisluku)",
        "Mod Ten: 2 pelaajaa, kortit kuvapuoli ylöspäin",  # a game's option, translated here
        "Esimerkki: modten --game",
    ):
        assert finnish in out, finnish
    for english in ("usage:", "show this help", "the game to start", "fix the deal"):
        assert english not in out, english
    assert "--seats SEATS" in out and "bot:easy|normal|hard|random" in out


def test_an_error_in_finnish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fi", "--seats", "Ann,hard"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("käyttö: modten")
    assert "modten: virhe: --seats: paikalla 2 olisi ihminen nimeltä hard" in err
    with pytest.raises(SystemExit):
        main(["--lang", "ca", "--bogus"])
    assert "modten: error: " in capsys.readouterr().err  # argparse's reason, our frame


def test_the_setup_is_refused_in_catalan(capsys: pytest.CaptureFixture[str]) -> None:
    """The setup's own checks (shared with the setup form) speak the language too."""
    assert main(["--lang", "ca", "--seats", "Ann,ann"]) == 2
    assert "--seats: dos jugadors es diuen ann (llocs 1 i 2)" in capsys.readouterr().err
    assert main(["--lang", "ca", "--seats", "Ann,Bob", "--seed", "x"]) == 2
    assert "--seed: un nombre enter, si us plau" in capsys.readouterr().err
    assert main(["--lang", "ca", "--seats", "Ann, "]) == 2
    assert "cal un nom" in capsys.readouterr().err
