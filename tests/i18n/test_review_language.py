"""`modten --review` in Catalan: the printed review's sentences, counts and errors in the
language asked for, the moves and numbers as in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from modten_tui import i18n
from modten_tui.__main__ import main
from modten_tui.review import cli
from modten_tui.review.verdicts import Settings
from modten_tui.storage.saves import SaveStore, data_dir
from tests.stats_history import finished_modten


@pytest.fixture(autouse=True)
def small_reviews(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(cli, "SETTINGS", Settings(iterations=20, seed=1))
    yield
    i18n.use("en")


def test_the_review_prints_in_catalan(capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore(data_dir())
    entry = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-11-28T10:00:00+00:00")[1]
    store.add_history(entry)
    assert main(["--lang", "ca", "--review"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Revisió de Mod Ten: Ann, Bob · ")
    assert "(20 repartiments cadascuna, llavor 1)" in out
    assert "Resum:" in out and "de probabilitat de guanyar per decisió" in out
    assert "única jugada" in out and "% de probabilitat de guanyar" in out
    for english in ("chance to win", "Summary", "only move", "choices", "mistake"):
        assert english not in out, english


def test_a_refusal_in_catalan(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ca", "--review", ""]) == 2
    err = capsys.readouterr().err
    assert "el nom del fitxer és buit" in err and "Traceback" not in err


def test_an_edited_record_is_refused_in_catalan(capsys: pytest.CaptureFixture[str]) -> None:
    from tests.test_review_cli import edited_history

    path = edited_history("cut short")
    assert main(["--lang", "ca", "--review", str(path)]) == 2
    err = capsys.readouterr().err
    assert "la partida no es reprodueix fins al final" in err, err
