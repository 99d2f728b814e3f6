"""The benchmark league (issue 14): its players move legally, read only their own view (the
perfect-information player excepted, and marked), beat random play clearly, and the interval
math is right."""

from __future__ import annotations

import random
from typing import Any

import pytest

from benchmarks.league import match, modten_world, ten_world
from benchmarks.league.flat_mc import FlatMonteCarlo, PerfectInfo
from benchmarks.league.match import Pairing, new_game, play, run_pairing
from benchmarks.league.roster import NAMES, Settings, make_player
from benchmarks.league.stats import share_of, wilson
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.ten.rules import game as ten

FAST = Settings(hard_caps={"modten": 20, "ten": 5}, playouts={"modten": 40, "ten": 4})


# ----- interval math ---------------------------------------------------------------------
def test_wilson_matches_known_intervals() -> None:
    # values from the closed form, checked by hand (e.g. Newcombe 1998, table I)
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)
    low, high = wilson(0.9 * 400, 400)
    assert low < 0.9 < high and high - low < 0.06


def test_wilson_takes_shared_wins_and_refuses_impossible_counts() -> None:
    assert wilson(2.5, 10)[0] < 0.25 < wilson(2.5, 10)[1]
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError, match="0..10"):
        wilson(11, 10)


def test_a_shared_win_is_split() -> None:
    assert share_of(1, [1]) == 1.0
    assert share_of(1, [0, 1]) == 0.5
    assert share_of(2, [0, 1]) == 0.0


# ----- worlds dealt from a view ----------------------------------------------------------
def _positions(game: Any, rng: random.Random, every: int) -> list[tuple[Any, int]]:
    """(a copy of the game, the seat to move) at every `every`-th decision of a random game."""
    out = []
    step = 0
    while not game.is_over:
        if step % every == 0:
            out.append((game.clone(), game.current_player))
        game.apply(rng.choice(game.legal_moves()))
        step += 1
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_modten_worlds_keep_what_the_seat_knows_and_the_public_voids(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        hand = modten.deal(players, dealer=seed % players, seed=seed)
        for game, seat in _positions(hand, rng, 3):
            view = game.view(seat)
            for _ in range(3):
                world = modten_world.determinize(view, rng)
                assert world.view(seat) == view
                for other in range(players):
                    assert not {c[1] for c in world.hands[other]} & set(view.voids[other])
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ten_worlds_keep_every_public_fact_and_shuffle_only_the_pile(players: int) -> None:
    rng = random.Random(players)
    game = ten.new_game(players, first_player=0, seed=players)
    positions = _positions(game, rng, 7)
    assert len(positions) > 10
    orders = set()
    for game, seat in positions:
        view = game.view(seat)
        world = ten_world.determinize(view, rng)
        assert world.view(seat) == view  # every public field, the pile's counts, legal moves
        assert sorted(world.legal_moves()) == sorted(game.legal_moves())
        if game.draw_pile_count > 5:
            orders.add(world.pile != game.pile)
    assert True in orders  # the order really is re-drawn


# ----- the players -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "players", "name"),
    [
        ("modten", 2, "expert"),
        ("modten", 4, "expert"),
        ("modten", 6, "expert"),
        ("modten", 4, "flatmc"),
        ("modten", 3, "flatmc-random"),
        ("modten", 4, "perfect"),
        ("ten", 2, "expert"),
        ("ten", 5, "expert"),
        ("ten", 2, "flatmc"),
        ("ten", 3, "perfect"),
    ],
)
def test_league_players_make_only_legal_moves(game: str, players: int, name: str) -> None:
    seen: list[str] = []

    class Checked:
        """Wraps a player: records that each move it returns is among the legal ones."""

        def __init__(self, inner: Any) -> None:
            self.inner = inner
            self.name = inner.name
            self.sees_state = getattr(inner, "sees_state", False)

        def see(self, state: Any) -> None:
            self.inner.see(state)

        def choose(self, view: Any, legal: list[str]) -> str:
            move = self.inner.choose(view, legal)
            assert move in legal
            seen.append(move)
            return move

    bots = [Checked(make_player(game, name, 10 + i, FAST)) for i in range(players)]
    state = play(new_game(game, players, 3), bots)
    assert state.is_over and len(seen) > 10


def test_only_the_perfect_information_player_is_shown_the_game() -> None:
    shown = {nm: getattr(make_player("modten", nm, 1, FAST), "sees_state", False) for nm in NAMES}
    assert [nm for nm, sees in shown.items() if sees] == ["perfect"]

    class Spy:
        name = "spy"
        sees_state = False

        def see(self, state: Any) -> None:
            raise AssertionError("a view-only player was shown the game")

        def choose(self, view: Any, legal: list[str]) -> str:
            assert isinstance(view, modten.ModTenView)
            return legal[0]

    play(new_game("modten", 2, 0), [Spy(), Spy()])


def test_the_perfect_player_refuses_to_play_blind() -> None:
    hand = modten.deal(2, dealer=0, seed=1)
    seat = hand.current_player
    assert seat is not None
    with pytest.raises(RuntimeError, match="shows it the game"):
        PerfectInfo("modten", 1, playouts=10).choose(hand.view(seat), hand.legal_moves())


def test_view_only_players_decide_the_same_in_every_deal_the_seat_cannot_tell_apart() -> None:
    rng = random.Random(5)
    hand = modten.deal(4, dealer=0, seed=9)
    for game, seat in _positions(hand, rng, 4):
        view = game.view(seat)
        other = modten_world.determinize(view, rng)  # other hidden hands, the same view
        assert other.hands != game.hands or game.is_over or len(view.unseen) == 0
        for name in ("expert", "flatmc"):
            a = make_player("modten", name, 7, FAST).choose(view, game.legal_moves())
            b = make_player("modten", name, 7, FAST).choose(other.view(seat), other.legal_moves())
            assert a == b


# ----- strength: clear margins, seeded (the shares measured are far above the bars) -------
def test_the_modten_expert_beats_random_play() -> None:
    two = run_pairing(Pairing("modten", 2, "expert", "random", 60), FAST)
    assert two["win_share"] > 0.6  # measured 0.97
    four = run_pairing(Pairing("modten", 4, "expert", "random", 100), FAST)
    assert four["win_share"] > 0.33  # equal play 0.25, measured 0.45


def test_the_ten_expert_beats_random_play() -> None:
    line = run_pairing(Pairing("ten", 2, "expert", "random", 8), FAST)
    assert line["win_share"] > 0.6  # measured 1.0


def test_modten_flat_monte_carlo_beats_random_play() -> None:
    few = Settings(playouts={"modten": 16, "ten": 4})
    line = run_pairing(Pairing("modten", 2, "flatmc", "random", 24), few)
    assert line["win_share"] > 0.6  # measured 0.83


def test_a_pairing_line_says_what_was_measured() -> None:
    line = run_pairing(Pairing("modten", 4, "hard", "expert", 4), FAST)
    assert line["game"] == "modten" and line["players"] == 4 and line["games"] == 4
    assert line["measured"] == "hard" and line["field"] == "3x expert"
    assert line["equal_play"] == 0.25
    assert line["hard_cap"] == {"iterations": 20}
    low, high = line["ci95"]
    assert low <= line["win_share"] <= high


def test_a_row_carried_on_plays_the_games_after_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt: list[int] = []
    deal = match.new_game

    def recording(game: str, players: int, number: int) -> Any:
        dealt.append(number)
        return deal(game, players, number)

    monkeypatch.setattr(match, "new_game", recording)
    head = run_pairing(Pairing("modten", 2, "easy", "random", 3), FAST)
    tail = run_pairing(Pairing("modten", 2, "easy", "random", 3), FAST, first=3)
    assert dealt == [0, 1, 2, 3, 4, 5]  # the same deals as one row of six
    assert tail["first_game"] == 3 and "first_game" not in head
    assert tail["games"] == 3


def test_flat_mc_refuses_a_zero_cap() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        FlatMonteCarlo("modten", playouts=0)


def test_the_results_table_has_a_row_per_pairing_and_skips_other_figures() -> None:
    from benchmarks.league.table import render

    line = run_pairing(Pairing("modten", 2, "hard", "expert", 2), FAST)
    text = render([line, {"game": "modten", "iterations_per_s": 5}])
    rows = text.splitlines()
    assert len(rows) == 3
    assert "| modten | 2 | hard | 1x expert | 2 |" in rows[2]
    assert "hard: iterations 20" in rows[2]


# ----- rows carried on in parts ------------------------------------------------------------
def _part(first: int, games: int, wins: float, **extra: Any) -> dict[str, Any]:
    line = {
        "game": "ten",
        "players": 4,
        "measured": "hard@1s",
        "field": "3x normal",
        "games": games,
        "win_share": round(wins / games, 3),
        "wins": wins,
        "equal_play": 0.25,
        "hard@1s_cap": {"budget_s": 1.0},
        "first_game": first,
    }
    return {**line, **extra}


def test_parts_of_a_row_combine_into_one_with_the_interval_of_all_its_games() -> None:
    from benchmarks.league.combine import combine

    parts = [
        _part(10, 10, 4.5, date="2026-12-04", commit="bbbbbbb"),
        _part(0, 10, 3, date="2026-12-03", commit="aaaaaaa"),
        _part(20, 5, 2, date="2026-12-04", commit="bbbbbbb"),
    ]
    (row,) = combine(parts)
    assert row["first_game"] == 0 and row["games"] == 25
    assert row["win_share"] == round(9.5 / 25, 3)
    assert row["ci95"] == [round(x, 3) for x in wilson(9.5, 25)]
    assert row["met"] is (wilson(9.5, 25)[0] > 0.25)
    assert [p["first_game"] for p in row["parts"]] == [0, 10, 20]
    assert row["parts"][2]["date"] == "2026-12-04"
    assert row["date"] == "2026-12-04" and row["commit"] == "aaaaaaa, bbbbbbb"


def test_parts_under_other_caps_or_fields_stay_apart() -> None:
    from benchmarks.league.combine import combine

    rows = combine(
        [
            _part(0, 5, 1),
            _part(0, 5, 2, field="3x expert"),
            _part(0, 5, 3, **{"hard@1s_cap": {"budget_s": 2.0}}),
            {"game": "ten", "iterations_per_s": 5},  # a speed line is no part of any row
        ]
    )
    assert sorted(r["win_share"] for r in rows) == [0.2, 0.4, 0.6]


@pytest.mark.parametrize(
    ("starts", "message"), [((0, 3), "overlaps game 5"), ((0, 7), "leaves a gap before game 5")]
)
def test_parts_that_repeat_or_skip_deals_are_refused(starts: tuple[int, int], message: str) -> None:
    from benchmarks.league.combine import combine

    with pytest.raises(ValueError, match=message):
        combine([_part(starts[0], 5, 1), _part(starts[1], 5, 1)])


def test_a_part_without_an_exact_count_is_read_from_its_share() -> None:
    from benchmarks.league.combine import combine

    old = _part(0, 20, 7)
    del old["wins"]  # lines from before the count was written
    (row,) = combine([old, _part(20, 20, 8)])
    assert row["win_share"] == 0.375


def test_the_clock_rows_take_their_own_game_count() -> None:
    from benchmarks.bots import pairings

    def sizes(**counts: int) -> dict[str, int]:
        rows = pairings("ten", 4, 400, quick=False, **counts)
        return {f"{r.measured}-vs-{r.field}": r.games for r in rows}

    assert sizes()["hard@1s-vs-normal"] == 8  # a fiftieth of --games by default
    chosen = sizes(hard_games=30, clock_games=5)
    assert chosen["hard@1s-vs-normal"] == chosen["hard@1s-vs-expert"] == 5
    assert chosen["hard-vs-normal"] == 30 and chosen["easy-vs-expert"] == 400


def test_a_result_line_says_when_and_on_which_commit_it_was_measured() -> None:
    import re

    from benchmarks.league.stamp import stamp

    when = stamp()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", when["date"])
    assert re.fullmatch(r"[0-9a-f]{7,}|unknown", when["commit"])
