"""Games between league players, and pairings: one measured player against n-1 of a field."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from benchmarks.league.roster import Settings, make_player
from benchmarks.league.stats import share_of, wilson
from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.ten.rules import game as ten


def new_game(game: str, players: int, number: int) -> Any:
    """Game `number` of a pairing: its own deal, and the starting seat rotating."""
    first = (number // players) % players
    if game == "modten":
        return modten.deal(players, dealer=first, seed=number)
    return ten.new_game(players, first_player=first, seed=number)


def play(state: Any, bots: list[Any]) -> Any:
    """Play to the end. Each bot gets its seat's view and the legal moves; only a player that
    declares `sees_state` (the perfect-information one) is shown the game itself."""
    while not state.is_over:
        seat = state.current_player
        bot = bots[seat]
        if getattr(bot, "sees_state", False):
            bot.see(state)
        legal = state.legal_moves()
        move = bot.choose(state.view(seat), legal)
        if move not in legal:
            raise ValueError(f"{bot.name} chose {move!r}, not one of {legal}")
        state.apply(move)
    return state


@dataclass
class Pairing:
    game: str
    players: int
    measured: str
    field: str
    games: int


def run_pairing(p: Pairing, settings: Settings, seed: int = 0, first: int = 0) -> dict[str, Any]:
    """Play `p.games` games, the measured player's seat rotating through every seat. `first`:
    the number of the first game, so a row can be carried on with the games after its own."""
    share = 0.0
    ties = 0
    start = time.perf_counter()
    for number in range(first, first + p.games):
        seat = number % p.players
        names = [p.field] * p.players
        names[seat] = p.measured
        base = seed * 1_000_003 + number * 10
        bots = [make_player(p.game, nm, base + i, settings) for i, nm in enumerate(names)]
        state = play(new_game(p.game, p.players, seed * 100_003 + number), bots)
        won = state.winners
        share += share_of(seat, won)
        ties += len(won) > 1
    low, high = wilson(share, p.games)
    line: dict[str, Any] = {
        "game": p.game,
        "players": p.players,
        "measured": p.measured,
        "field": f"{p.players - 1}x {p.field}",
        "games": p.games,
        "win_share": round(share / p.games, 3),
        "wins": round(share, 4),  # the exact count (split wins as fractions), for combine.py
        "ci95": [round(low, 3), round(high, 3)],
        "equal_play": round(1 / p.players, 3),
        "shared_wins": ties,
    }
    if first:
        line["first_game"] = first
    for name in dict.fromkeys((p.measured, p.field)):
        cap = settings.cap_of(p.game, name)
        if cap:
            line[f"{name}_cap"] = cap
    line["seconds"] = round(time.perf_counter() - start, 1)
    return line
