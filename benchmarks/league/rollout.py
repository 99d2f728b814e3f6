"""Cheap playout policies on a full state (a determinized world), and TEN's cut-off score.

They read the state only as a seat could (hands are the playing seat's own, piles are
counted, never looked at), so a playout stays fair to the world it was dealt in.
"""

from __future__ import annotations

import random
from typing import Any

from benchmarks.league.ten_value import is_number, score, spare_worth, token_worth
from modten_tui.games.modten.rules.hand import ModTenHand
from modten_tui.games.ten.rules.game import TenGame


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
    """Draw to a random threshold, keep numbers that are not yet held, bid a little for
    wilds, buy a card not yet held. No scoring inside: playouts must be cheap."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    phase = game.phase
    if phase == "draw":
        if "draw" in legal and game.running_total < rng.randint(5, 8) and game.currency_total < 7:
            return "draw"
        seat = game.current_player
        assert seat is not None
        held = set(game.collections[seat])
        fresh = sum(1 for c in game.tableau if is_number(c) and c not in held)
        if fresh >= 1 + game.currency_total // 4:
            return "take numbers"
        return "take currency" if "take currency" in legal else legal[-1]
    if phase == "auction":
        auction = game.auction
        assert auction is not None
        bid = f"bid {auction.high_bid + 1}"
        return bid if auction.high_bid < 3 and bid in legal and rng.random() < 0.7 else "pass"
    if phase == "pay":
        return legal[0]  # the engine lists its preferred payment first (T12)
    # buy, final_buy: a cheap card not yet held, paid in tokens (dear cards cost more in
    # tokens than a lone card adds)
    seat = game.current_player
    assert seat is not None
    held = set(game.collections[seat])
    tokens = game.tokens[seat]
    buys = [m for m in legal if m.startswith("buy ") and m[4:] not in held]
    cheap = [m for m in buys if int(m[5]) <= min(3, tokens)]
    return rng.choice(cheap) if cheap else "no buy"


def ten_standing(game: TenGame, seat: int) -> float:
    """A cut-off playout's result for `seat`: its points, cards and tokens against the best
    rival's, valued as the expert values them (`ten_value`)."""
    worth = token_worth(game.num_players, game.draw_pile_count)
    spare = spare_worth(game.num_players, game.draw_pile_count)
    colls = game.collections
    scores = [score(c) for c in colls]
    tokens = game.tokens
    bust = game.bust_tokens

    def value(s: int) -> float:
        # cards off today's runs still count a little: they may join one later
        return scores[s] + spare * len(colls[s]) + worth * (tokens[s] + 3 * bust[s])

    mine = value(seat)
    return mine - max(value(s) for s in range(game.num_players) if s != seat)


def random_policy(game: Any, rng: random.Random) -> str:
    return rng.choice(game.legal_moves())
