"""`benchmarks/compare.py`, which `.ci/run` runs after the tests: the quick figures beside the
newest on record, "no record yet" without one, and a failure only when a benchmark cannot run
(slow figures never fail it). The benchmarks themselves are not run here: they take a minute."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks import compare

APP = [{"startup_ratio": 1.3, "key_p95_ms": 40.5}]
ENGINE = [
    {"game": "ten", "players": 2, "moves_per_s": 90_000, "games_per_s": 500},
    {"game": "rlcard-uno", "note": "not installed: pip install -e '.[bench]'"},
]


def measured(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **lines: Any) -> None:
    monkeypatch.setattr(compare, "RECORDS", tmp_path)

    def run(name: str) -> list[dict[str, Any]]:
        if isinstance(lines[name], Exception):
            raise lines[name]
        return list(lines[name])

    monkeypatch.setattr(compare, "run", run)


def test_without_a_record_it_says_so(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    measured(monkeypatch, tmp_path, app=APP, engine=ENGINE)
    assert compare.main([]) == 0
    out = capsys.readouterr().out
    assert "app key_p95_ms" in out and "40.5" in out
    assert "engine ten 2p moves_per_s" in out and "90,000" in out
    assert out.count("no record yet") == 4
    assert "note: engine rlcard-uno: not installed" in out  # the baseline left out, and why
    assert not list(tmp_path.iterdir())  # nothing recorded unasked


def test_the_newest_record_is_shown_beside_this_run(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    measured(monkeypatch, tmp_path, app=APP, engine=ENGINE)
    old = {"date": "2026-12-01T00:00Z", "commit": "aaaaaaa", "lines": [{"key_p95_ms": 99.0}]}
    new = {"date": "2026-12-05T00:00Z", "commit": "bbbbbbb", "lines": [{"key_p95_ms": 30.0}]}
    (tmp_path / "app.jsonl").write_text(json.dumps(old) + "\n" + json.dumps(new) + "\n")
    assert compare.main([]) == 0  # a figure twice as slow as on record does not fail
    row = next(line for line in capsys.readouterr().out.splitlines() if "key_p95_ms" in line)
    assert row.split() == ["app", "key_p95_ms", "40.5", "30", "(2026-12-05T00:00Z,", "bbbbbbb)"]


def test_a_benchmark_that_cannot_run_fails_and_says_why(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    measured(monkeypatch, tmp_path, app=compare.CannotRun("app: exit code 1: boom"), engine=ENGINE)
    assert compare.main([]) == 1
    out = capsys.readouterr().out
    assert "cannot run: app: exit code 1: boom" in out and "engine ten 2p" in out


def test_a_run_is_recorded_only_on_a_quiet_machine(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    measured(monkeypatch, tmp_path, app=APP, engine=ENGINE)
    monkeypatch.setattr(compare, "load", lambda: 3.0)
    assert compare.main(["--record"]) == 0
    assert "not recorded" in capsys.readouterr().out and not list(tmp_path.iterdir())
    monkeypatch.setattr(compare, "load", lambda: 0.2)
    assert compare.main(["--record"]) == 0
    record = json.loads((tmp_path / "engine.jsonl").read_text())
    assert record["lines"] == ENGINE and record["load"] == 0.2
