"""Tiny Tricks' own rules, from stacked deals (the generic checks are in tests/rules)."""

from __future__ import annotations

import random

import pytest

from modten_tui import registry
from modten_tui.registry import make_bot, rebuild
from modten_tui.rules import IllegalMove
from tests.tinygame.rules import deal, determinize, voids

# Two players: seat 0 gets 1R 3R 1G, seat 1 gets 2R 2G 3B; 1B 3G 2B stay face down.
STACK = ["1R", "2R", "3R", "2G", "1G", "3B", "1B", "3G", "2B"]


def test_the_deal_and_the_face_down_cards() -> None:
    game = deal(2, cards=STACK)
    assert game.hands == [["1R", "3R", "1G"], ["2R", "2G", "3B"]]
    assert game.view(0).unseen == ["2R", "2G", "3G", "1B", "2B", "3B"]


def test_follow_suit_and_the_highest_of_the_led_suit_takes_the_trick() -> None:
    game = deal(2, cards=STACK)
    game.apply("1G")
    assert game.legal_moves() == ["2G"]  # must follow green
    with pytest.raises(IllegalMove, match="does not follow green"):
        game.apply("2R")
    events = game.apply("2G")
    assert [e.kind for e in events] == ["played", "took"] and events[1].seat == 1
    assert game.current_player == 1  # the taker leads


def test_off_suit_never_takes_and_ties_share_the_win() -> None:
    game = deal(2, cards=STACK)
    for move in ["3R", "2R", "1G", "2G", "3B", "1R"]:
        game.apply(move)
    assert game.is_over and game.scores() == [1, 2] and game.winners == [1]
    three = deal(3, cards=["3R", "1R", "2R", "1G", "3G", "2G", "1B", "2B", "3B"])
    for move in ["3R", "1R", "2R", "1G", "3G", "2G", "2B", "3B", "1B"]:
        three.apply(move)
    assert three.scores() == [1, 1, 1] and three.winners == [0, 1, 2]
    assert rebuild(three.record).scores() == [1, 1, 1]


def test_a_world_dealt_again_keeps_the_voids_a_seat_has_shown() -> None:
    game = deal(2, cards=STACK, leader=1)
    game.apply("3B")
    game.apply("1R")  # seat 0 has no blue
    view = game.view(1)
    assert voids(view) == [{"B"}, set()]
    rng = random.Random(3)
    for _ in range(200):
        world = determinize(view, rng)
        assert not any(c.endswith("B") for c in world.hands[0])
        assert world.view(1) == view


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_plays_whole_games_through_the_registry(level: str) -> None:
    spec = registry.get("tinytricks")
    for seed in range(20):
        game = spec.rules.new_game(2 + seed % 2, seed=seed)
        bots = [
            make_bot("tinytricks", level, seed=seed * 7 + s, iterations=20)
            for s in range(game.num_players)
        ]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
        assert game.winners


def test_hard_takes_more_tricks_than_easy() -> None:
    spec = registry.get("tinytricks")
    tricks = {"easy": 0, "hard": 0}
    for seed in range(60):
        game = spec.rules.new_game(2, seed=seed)
        levels = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        bots = [make_bot("tinytricks", lv, seed=seed, iterations=30) for lv in levels]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
        for seat, level in enumerate(levels):
            tricks[level] += game.scores()[seat]
    assert tricks["hard"] > tricks["easy"] * 1.2, tricks
