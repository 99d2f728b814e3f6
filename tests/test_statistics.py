"""The statistics' figures from recorded histories of both games (issue 13, "Your record")."""

from __future__ import annotations

import json
from pathlib import Path

from modten_tui.registry.score_sheet import ScoreSheet
from modten_tui.review.history_check import checked_history
from modten_tui.review.statistics import compute, spec_sheet
from modten_tui.storage.saves import SaveStore
from tests.stats_history import finished_modten, finished_ten


def test_a_mod_ten_match_counts_cards_shed_per_hand_and_the_match_winner() -> None:
    # Seed 1: Cy wins the last hand, Ann the match.
    session, entry = finished_modten("Ann,Bob,Cy", seed=1, hands=3, when="2026-12-01T10:00:00")
    assert (session.match.hand.winner, session.match.winner) == (2, 0)
    out = session.outcome()
    stats = compute([entry], spec_sheet)
    assert stats.problems == []
    players = [stats.record(k, "modten") for k in ("ann", "bob", "cy")]
    for seat, record in enumerate(players):
        assert [g.hands for g in record.games] == [[h[seat] for h in out.hand_scores]]
        assert record.games[0].final == out.totals[seat]
    assert len(players[0].games[0].hands) == 3
    assert [p.won for p in players] == [1, 0, 0]
    assert players[0].score_name == "points" and players[0].hand_name == "cards shed"


def test_ten_counts_final_points_and_winners_over_several_games() -> None:
    first, one = finished_ten("Ann,Bob", seed=1, when="2026-12-01T10:00:00")
    second, two = finished_ten("Bob,ann", seed=2, when="2026-12-01T11:00:00")
    stats = compute([two, one], spec_sheet)  # the history lists newest first
    ann = stats.record("ann", "ten")
    assert ann.name == "ann"  # as last spelled
    assert ann.recent(5) == [first.game.scores()[0], second.game.scores()[1]]
    assert ann.won == (0 in first.game.winners) + (1 in second.game.winners)
    assert ann.average == sum(ann.recent(5)) / 2
    assert ann.hand_name is None and ann.score_name == "points"


def test_figures_per_player_and_game() -> None:
    _, m1 = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-12-01T09:00:00")
    _, m2 = finished_modten("Ann,Cy", seed=2, hands=1, when="2026-12-01T10:00:00")
    _, t1 = finished_ten("Ann,Bob", seed=3, when="2026-12-01T11:00:00")
    sheets = {
        m1.finished_at: ScoreSheet("points", "cards shed", [[26, 20]], [26, 20], [0]),
        m2.finished_at: ScoreSheet("points", "cards shed", [[10, 26], [26, 3]], [36, 29], [0]),
        t1.finished_at: ScoreSheet("points", None, [[4, 9]], [4, 9], [1]),
    }
    stats = compute([t1, m2, m1], lambda e: sheets[e.finished_at])
    assert stats.players == ["ann", "bob", "cy"]  # most games first
    assert stats.games_of("ann") == ["modten", "ten"]
    ann = stats.record("ann", "modten")
    assert (ann.played, ann.won, ann.average) == (2, 2, 31.0)
    assert ann.average_hand == (26 + 10 + 26) / 3
    bob = stats.record("bob", "ten")
    assert (bob.played, bob.won, bob.average, bob.recent(3)) == (1, 1, 9.0, [9])


def test_a_game_that_cannot_be_read_is_reported_and_the_rest_counted() -> None:
    _, good = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-12-01T09:00:00")
    _, bad = finished_modten("Ann,Bob", seed=2, hands=1, when="2026-12-01T10:00:00")
    record = bad.save.records[0]
    broken = record.model_copy(update={"moves": record.moves[:-1] + ["ZZ"]})
    bad = bad.model_copy(update={"save": bad.save.model_copy(update={"records": [broken]})})
    stats = compute([bad, good], spec_sheet)
    assert stats.record("ann", "modten").played == 1
    assert len(stats.problems) == 1 and stats.problems[0].startswith("2026-12-01 10:00")


def test_names_that_differ_only_in_case_are_one_player() -> None:
    _, one = finished_modten("Ann,Bob", seed=1, hands=1, when="2026-12-01T09:00:00")
    _, two = finished_modten("ANN,Bob", seed=2, hands=1, when="2026-12-01T10:00:00")
    stats = compute([one, two], spec_sheet)
    assert stats.record("ann", "modten").played == 2
    assert stats.names["ann"] == "ANN"


def test_a_record_cut_short_is_not_counted_but_named_and_kept_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.add_history(finished_modten("Ann,Bob", seed=1, hands=1, when="2026-12-01T09:00:00")[1])
    path = store.add_history(
        finished_modten("Ann,Bob", seed=2, hands=1, when="2026-12-01T10:00:00")[1]
    )
    raw = json.loads(path.read_text())
    raw["save"]["records"][0]["moves"] = raw["save"]["records"][0]["moves"][:-3]
    path.write_text(json.dumps(raw))
    entries, problems = checked_history(store)  # as the statistics, replay and review read it
    stats = compute(entries, spec_sheet)
    assert stats.record("ann", "modten").played == stats.record("bob", "modten").played == 1
    assert len(problems) == 1 and problems[0].startswith(f"{path}: the game does not replay to")
    assert "kept as" in problems[0] and not path.exists()


def test_computers_are_counted_by_level_once_a_game() -> None:
    """Computers are one player per level, whatever their seat's name: two normal computers
    at one table make one game of "computer · normal"; people come first in the order."""
    _, one = finished_modten(
        "Ann,bot:normal,Zed=bot:normal", seed=1, hands=1, when="2026-12-01T09:00:00"
    )
    _, two = finished_ten("Ann,Max=bot:normal,bot:easy", seed=2, when="2026-12-01T10:00:00")
    stats = compute([one, two], spec_sheet)
    assert stats.players == ["ann", "computer · normal", "computer · easy"]
    assert stats.record("computer · normal", "modten").played == 1
    assert stats.record("computer · normal", "ten").played == 1
    assert not any("bot" in key or "zed" in key for key in stats.names)
