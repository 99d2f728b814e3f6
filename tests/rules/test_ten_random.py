"""Random simulation of TEN (after OpenSpiel's random_sim_test): invariants at every step."""

from __future__ import annotations

import random

import pytest

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TOKEN_CAP, TenGame
from modten_tui.rules import rebuild
from tests.rules.test_ten_support import card_places, snapshot

GAMES = 5000  # in CHUNKS tests: the slow set (`-m slow`)
CHUNKS = 10
QUICK_GAMES = 100  # the default run: the first games of the full set
MAX_MOVES = 3000  # a random game takes a few hundred; more means it does not end
JUNK = ["draw", "take numbers", "take currency", "pass", "no buy", "buy R9", "pay 99t",
        "bid -1", "bid", "R5", "", "pay 1t 1t"]  # fmt: skip


def _token_flow(events: list[ten.Event], n: int) -> list[int]:
    """Net change in each seat's currency tokens according to the events."""
    flow = [0] * n
    for e in events:
        if e.kind == "gained":
            flow[e.seat] += e.detail[0]
        elif e.kind == "paid":
            flow[e.seat] -= e.detail[0]
    return flow


def _check_view(g: TenGame, rng: random.Random) -> None:
    """T21: a seat's view is the same whatever the order of the draw pile."""
    other = g.clone()
    rng.shuffle(other._pile)
    seat = rng.randrange(g.num_players)
    assert g.view(seat) == other.view(seat)
    assert g.view(seat).draw_pile_count == g.draw_pile_count


def _play_one(seed: int) -> int:
    rng = random.Random(seed)
    players = 2 + seed % 4
    g = ten.new_game(players, first_player=seed % players, seed=seed)
    deck = sorted(g._pile)
    view_step = rng.randrange(200)
    steps = 0
    while not g.is_over:
        legal = g.legal_moves()
        assert legal, f"no legal move in phase {g.phase}"
        assert len(set(legal)) == len(legal)
        assert g.current_player is not None
        move = rng.choice(legal)
        # Every other offered move is accepted by a copy (the chosen one by the game itself).
        for other in legal:
            if other != move:
                g.clone().apply(other)
        bad = [m for m in JUNK if m not in legal]
        if g.phase == "auction":
            bad.append(f"bid {g.means(g.current_player) + 1}")  # beyond one's means (T13)
        before = snapshot(g)
        junk = rng.choice(bad)
        try:
            g.apply(junk)
        except ten.IllegalMove:
            pass
        else:
            raise AssertionError(f"{junk!r} was accepted in phase {g.phase}")
        assert snapshot(g) == before
        tokens = g.tokens
        events = g.apply(move)
        flow = _token_flow(events, players)
        assert g.tokens == [t + f for t, f in zip(tokens, flow, strict=True)]
        assert all(0 <= t <= TOKEN_CAP for t in g.tokens) and min(g.bust_tokens) >= 0  # T4
        assert card_places(g) == deck  # every card in exactly one place
        if steps == view_step:
            _check_view(g, rng)
        steps += 1
        assert steps < MAX_MOVES, "the game does not end"
    assert g.legal_moves() == [] and g.current_player is None and g.winners
    assert g.draw_pile_count == 0 and g.tableau == []
    assert card_places(g) == deck
    again = rebuild(g.record)
    assert snapshot(again) == snapshot(g) and again.scores() == g.scores()
    return steps


PER = GAMES // CHUNKS
SIZES = [
    pytest.param(0, QUICK_GAMES, id="quick"),
    *(pytest.param(c * PER, PER, id=f"full-{c}", marks=pytest.mark.slow) for c in range(CHUNKS)),
]


@pytest.mark.parametrize(("first", "games"), SIZES)
def test_random_games(first: int, games: int) -> None:
    total = sum(_play_one(seed) for seed in range(first, first + games))
    assert total > games * 50
