"""benchmarks/ten_departures.py: the positions it asks about and how it counts (issue 14)."""

from __future__ import annotations

import pytest

from benchmarks import ten_departures as tdep


def test_it_asks_only_about_seat_zeros_real_choices() -> None:
    asked = tdep.decisions(3, 1, 2, 1000)
    assert asked
    for view, legal, normal in asked:
        assert view.seat == 0 and view.current_player == 0
        assert len(legal) > 1 and normal in legal
        assert view.draw_pile_count > 0  # with the pile out hard plays normal's move unsearched


def test_every_decision_asked_is_counted_once() -> None:
    asked = tdep.decisions(3, 1, 3, 1000)
    figure = tdep.measure(3, 1, 3, 1000, iterations=4, budget=0.005)
    phases = figure["by_phase"]
    assert sum(p["decisions"] for p in phases.values()) == len(asked)
    for p in phases.values():
        assert 0 <= p["capped_differs"] <= p["decisions"]
        assert 0 <= p["clock_differs"] <= p["decisions"]
    draws = sum(1 for v, _, m in asked if v.phase == "draw" and m == "draw")
    stops = figure["stops_where_normal_draws"].values()
    assert sum(s.get("normal_draws", 0) for s in stops) == draws
    assert all(s.get("clock_stops", 0) <= s.get("normal_draws", 0) for s in stops)


@pytest.mark.parametrize("bad", ["x", "1", "6", "3,9"])
def test_a_wrong_table_size_is_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        tdep.main(["--players", bad])
    assert ended.value.code == 2
    assert "--players" in capsys.readouterr().err
