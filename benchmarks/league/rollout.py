"""Cheap playout policies on a full state (a determinized world), and TEN's cut-off score.

They read the state only as a seat could (hands are the playing seat's own, piles are
counted, never looked at), so a playout stays fair to the world it was dealt in.
"""

from __future__ import annotations

import random
from typing import Any

from benchmarks.league.ten_value import gain, is_number, token_worth
from modten_tui.rules.modten import ModTenHand
from modten_tui.rules.ten import TenGame


def modten_greedy(game: ModTenHand, rng: random.Random) -> str:
    """Capture when a card does (M8), otherwise any card."""
    legal = game.legal_moves()
    if game.table:
        total = game.table_sum
        for card in legal:
            value = 1 if card[0] == "A" else int(card[0])
            if (total + value) % 10 == 0:
                return card
    return rng.choice(legal)


def ten_greedy(game: TenGame, rng: random.Random) -> str:
    """Draw to a random threshold, take what adds more, bid and buy for run points."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    phase = game.phase
    seat = game.current_player
    assert seat is not None
    coll = game.collections[seat]
    if phase == "draw":
        if "draw" in legal and game.running_total < rng.randint(5, 8) and game.currency_total < 7:
            return "draw"
        numbers = [c for c in game.tableau if is_number(c)]
        if numbers and gain(coll, numbers) >= 1 + game.currency_total // 4:
            return "take numbers"
        return "take currency" if "take currency" in legal else legal[-1]
    if phase == "auction":
        auction = game.auction
        assert auction is not None
        value = gain(coll, [auction.wild])
        bid = auction.high_bid + 1
        if value >= 1 and bid <= 2 * value + 1 and f"bid {bid}" in legal:
            return f"bid {bid}"
        return "pass"
    if phase == "pay":
        return legal[0]  # the engine lists its preferred payment first (T12)
    for move in legal:  # buy, final_buy
        if move.startswith("buy ") and gain(coll, [move[4:]]) >= 1:
            return move
    return "no buy"


def ten_standing(game: TenGame, seat: int) -> float:
    """A cut-off playout's result for `seat`: its points and tokens against the best rival's."""
    worth = token_worth(game.num_players, game.draw_pile_count)
    scores = game.scores()
    tokens = game.tokens
    bust = game.bust_tokens

    def value(s: int) -> float:
        return scores[s] + worth * (tokens[s] + 3 * bust[s])

    mine = value(seat)
    return mine - max(value(s) for s in range(game.num_players) if s != seat)


def random_policy(game: Any, rng: random.Random) -> str:
    return rng.choice(game.legal_moves())
