"""TEN's own invariants over 5,000 random games (2–5 players), on top of the protocol's
(tests/rules/random_play.py): tokens move only as the events say and stay within T4's bounds,
every card is in exactly one place, junk is refused without touching even the hidden pile, and
a game ends with the pile and the tableau empty. The default run plays the first 100 games;
the full 5,000 are the slow set (`-m slow`, run by .ci/run after the default).
"""

from __future__ import annotations

import random

import pytest

from modten_tui import registry
from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TOKEN_CAP, TenGame
from modten_tui.rules.protocol import Event, Game
from tests.rules.random_play import Tally, play_random
from tests.rules.test_ten_support import card_places, snapshot

GAMES = 5000  # in CHUNKS tests: the slow set (`-m slow`)
CHUNKS = 10
QUICK_GAMES = 100  # the default run: the first games of the full set
JUNK = [
    "draw",
    "take numbers",
    "take currency",
    "pass",
    "no buy",
    "buy R9",
    "pay 99t",
    "bid -1",
    "bid",
    "R5",
    "",
    "pay 1t 1t",
]


def _token_flow(events: list[Event], n: int) -> list[int]:
    """Net change in each seat's currency tokens according to the events."""
    flow = [0] * n
    for e in events:
        if e.kind == "gained":
            flow[e.seat] += e.detail[0]
        elif e.kind == "paid":
            flow[e.seat] -= e.detail[0]
    return flow


class Books:
    """TEN's bookkeeping, checked after every move."""

    def __init__(self, game: TenGame, rng: random.Random) -> None:
        self.deck = sorted(game.pile)
        self.tokens = game.tokens
        self.rng = rng

    def __call__(self, game: Game, move: str, events: list[Event]) -> None:
        assert isinstance(game, TenGame)
        flow = _token_flow(events, game.num_players)
        assert game.tokens == [t + f for t, f in zip(self.tokens, flow, strict=True)]
        self.tokens = game.tokens
        assert all(0 <= t <= TOKEN_CAP for t in game.tokens) and min(game.bust_tokens) >= 0  # T4
        assert card_places(game) == self.deck  # every card in exactly one place
        if game.is_over:
            return
        legal = game.legal_moves()
        for move in legal:  # every offered move is accepted by a copy, at every step
            game.clone().apply(move)
        # Junk is refused with nothing changed, the pile's hidden order included (which the
        # protocol's checks cannot see).
        bad = [m for m in JUNK if m not in legal]
        if game.phase == "auction" and game.current_player is not None:
            bad.append(f"bid {game.means(game.current_player) + 1}")  # beyond one's means (T13)
        before = snapshot(game)
        with pytest.raises(ten.IllegalMove):
            game.apply(self.rng.choice(bad))
        assert snapshot(game) == before


PER = GAMES // CHUNKS
SIZES = [
    pytest.param(0, QUICK_GAMES, id="quick"),
    *(pytest.param(c * PER, PER, id=f"full-{c}", marks=pytest.mark.slow) for c in range(CHUNKS)),
]


@pytest.mark.parametrize(("first", "games"), SIZES)
def test_random_games(first: int, games: int) -> None:
    spec = registry.get("ten")
    tally = Tally()
    for seed in range(first, first + games):
        rng = random.Random(seed)
        players = 2 + seed % 4
        g = ten.new_game(players, first_player=seed % players, seed=seed)
        books = Books(g, rng)
        play_random(spec, g, rng, tally, deep_share=0.002, junk=JUNK, on_move=books)
        assert g.draw_pile_count == 0 and g.tableau == [] and card_places(g) == books.deck
    assert tally.games == games and tally.moves > games * 50
    assert tally.worlds_differing > tally.worlds // 2
