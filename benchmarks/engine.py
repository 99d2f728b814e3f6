"""Engine throughput: random playouts through the interface the computer players use.

Prints one JSON line per configuration. Each playout deals (or sets up) a new game and then
calls `legal_moves()` and `apply()` until it is over, exactly as a search would.

    python benchmarks/engine.py           # about a minute
    python benchmarks/engine.py --quick   # under 20 seconds
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from typing import Any


def playouts(new_game: Callable[[int], Any], seconds: float, seed: int) -> tuple[float, float]:
    """Random games for about `seconds`; returns (moves per second, games per second)."""
    rng = random.Random(seed)
    choice = rng.choice
    moves = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = new_game(rng.randrange(2**32))
        while not game.is_over:
            game.apply(choice(game.legal_moves()))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return moves / elapsed, games / elapsed


def modten_lines(seconds: float) -> list[dict[str, Any]]:
    from modten_tui.games.modten.rules import hand as modten

    out = []
    for players, deck in ((2, "single"), (4, "double"), (6, "double")):

        def new(seed: int, players: int = players, deck: str = deck) -> Any:
            return modten.deal(players, dealer=seed % players, seed=seed, deck=deck)

        plays, hands = playouts(new, seconds, players)
        out.append(
            {
                "game": "modten",
                "players": players,
                "deck": deck,
                "plays_per_s": round(plays),
                "hands_per_s": round(hands),
            }
        )
    return out


def ten_lines(seconds: float) -> list[dict[str, Any]]:
    try:
        from modten_tui.games.ten.rules import game as ten
    except ModuleNotFoundError:
        return [{"game": "ten", "error": "the TEN engine is not installed"}]
    out = []
    for players in (2, 4, 5):

        def new(seed: int, players: int = players) -> Any:
            return ten.new_game(players, first_player=seed % players, seed=seed)

        moves, games = playouts(new, seconds, players)
        out.append(
            {
                "game": "ten",
                "players": players,
                "moves_per_s": round(moves),
                "games_per_s": round(games),
            }
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs (under 20 s in all)")
    parser.add_argument("--game", choices=("modten", "ten", "both"), default="both")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 8.0
    lines: list[dict[str, Any]] = []
    if args.game in ("modten", "both"):
        lines += modten_lines(seconds)
    if args.game in ("ten", "both"):
        lines += ten_lines(seconds)
    for line in lines:
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
