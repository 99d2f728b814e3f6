"""Computer players: strength, search speed and move latency (issue 6). One JSON line a figure.

    python benchmarks/bots.py            # the full run (long: run it with nice, in the background)
    python benchmarks/bots.py --quick    # a small version, under a minute

Strength: win share of the stronger kind, seats rotated, with a Wilson 95% interval; in 4-player
games one stronger bot sits with three weaker ones, so equal play would give 25%. A shared TEN
win (T19) counts as a fraction. Hard plays with an iteration cap here (stated in every line),
since 400 games at 1 s a move would take days; `--budget` sets the clock for the latency figures.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from modten_tui.bots import make_bot  # noqa: E402
from modten_tui.bots.base import Bot  # noqa: E402
from modten_tui.bots.modten_search import ModTenSearch  # noqa: E402
from modten_tui.bots.registry import build  # noqa: E402
from modten_tui.bots.ten_bots import NormalTen  # noqa: E402
from modten_tui.bots.ten_search import TenSearch  # noqa: E402
from modten_tui.rules import modten, ten  # noqa: E402

PAIRINGS = [
    ("hard", "normal"),
    ("normal", "easy"),
    ("hard", "random"),
    ("normal", "random"),
    ("easy", "random"),
]


def emit(figure: dict[str, Any]) -> None:
    print(json.dumps(figure), flush=True)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


def new_state(game: str, players: int, number: int) -> Any:
    first = (number // players) % players  # seats and starting player both rotate
    if game == "modten":
        return modten.deal(players, dealer=first, seed=number)
    return ten.new_game(players, first_player=first, seed=number)


def bot_for(game: str, level: str, seed: int, iterations: dict[str, int]) -> Bot:
    if level == "hard":
        return build(game, "hard", seed=seed, iterations=iterations[game])
    return make_bot(game, level, seed=seed)


def play(state: Any, bots: list[Bot], timer: Callable[[int, float], None] | None = None) -> Any:
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        legal = state.legal_moves()
        start = time.perf_counter()
        move = bots[seat].choose(view, legal)
        if timer is not None and len(legal) > 1:
            timer(seat, time.perf_counter() - start)
        state.apply(move)
    return state


def strength(
    game: str, players: int, strong: str, weak: str, games: int, iterations: dict[str, int]
) -> None:
    share = 0.0
    start = time.perf_counter()
    for number in range(games):
        seat = number % players
        levels = [weak] * players
        levels[seat] = strong
        bots = [bot_for(game, lv, number * 10 + i, iterations) for i, lv in enumerate(levels)]
        state = play(new_state(game, players, number), bots)
        won = state.winners
        if seat in won:
            share += 1.0 / len(won)
    figure: dict[str, Any] = {
        "game": game,
        "players": players,
        "pairing": f"{strong}-vs-{weak}",
        "games": games,
        "win_share": round(share / games, 3),
        "ci95": list(wilson(share, games)),
        "equal_play": round(1 / players, 3),
    }
    if "hard" in (strong, weak):
        figure["hard_iterations"] = iterations[game]
    figure["seconds"] = round(time.perf_counter() - start, 1)
    emit(figure)


def modten_opening() -> modten.ModTenView:
    hand = modten.deal(4, dealer=0, seed=1)
    return hand.view(hand.current_player)


def ten_auction() -> ten.TenView:
    """A 4-player auction some way into a game of normal bots, with a bid to beat."""
    game = ten.new_game(4, first_player=0, seed=3)
    bots = [NormalTen(i) for i in range(4)]
    while True:
        seat = game.current_player
        if game.phase == "auction" and game.draw_pile_count < 110 and seat != game.active_player:
            return game.view(seat)
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))


def speed(seconds: float) -> None:
    rng = random.Random(1)
    for game, position, make in (
        ("modten", "4p opening", lambda: ModTenSearch(modten_opening(), rng)),
        ("ten", "4p auction", lambda: TenSearch(ten_auction(), rng)),
    ):
        search = make()
        start = time.perf_counter()
        search.run(seconds, None)
        rate = search.iterations / (time.perf_counter() - start)
        emit({"game": game, "position": position, "iterations_per_s": round(rate)})


def latency(game: str, level: str, games: int, budget: float, iterations: dict[str, int]) -> None:
    """Time every decision with more than one legal move; hard on the clock unless capped."""
    times: list[float] = []
    for number in range(games):
        players = 4 if number % 2 else 2
        if level == "hard":
            bots = [build(game, "hard", seed=number, budget_s=budget)]
        else:
            bots = [make_bot(game, level, seed=number)]
        bots += [make_bot(game, "normal", seed=number + i) for i in range(1, players)]

        def timer(seat: int, took: float) -> None:
            if seat == 0:
                times.append(took)

        play(new_state(game, players, number), bots, timer)
    q = statistics.quantiles(times, n=20, method="inclusive")
    figure = {
        "game": game,
        "level": level,
        "moves": len(times),
        "p50_ms": round(statistics.median(times) * 1000, 2),
        "p95_ms": round(q[18] * 1000, 2),
        "max_ms": round(max(times) * 1000, 2),
    }
    if level == "hard":
        figure["budget_ms"] = round(budget * 1000)
    emit(figure)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a small version, under a minute")
    ap.add_argument("--games", type=int, default=400, help="games per pairing (default 400)")
    ap.add_argument("--iterations", type=int, default=300, help="Mod Ten hard's cap")
    ap.add_argument("--ten-iterations", type=int, default=100, help="TEN hard's cap")
    ap.add_argument("--budget", type=float, default=1.0, help="hard's clock for latency, s")
    ap.add_argument("--only", default="", help="run only parts: strength,speed,latency")
    ap.add_argument("--game", default="", help="only this game: modten or ten")
    ap.add_argument("--players", default="2,4", help="player counts for strength (2,4)")
    args = ap.parse_args(argv)
    parts = set(args.only.split(",")) if args.only else {"strength", "speed", "latency"}
    games = ["modten", "ten"] if not args.game else [args.game]
    if args.quick:
        args.games = min(args.games, 20)
        args.iterations = min(args.iterations, 60)
        args.ten_iterations = min(args.ten_iterations, 15)
        args.budget = min(args.budget, 0.05)
    iterations = {"modten": args.iterations, "ten": args.ten_iterations}
    if "speed" in parts:
        speed(0.5 if args.quick else 3.0)
    if "latency" in parts:
        for game in games:
            for level in ("easy", "normal", "hard"):
                n = 1 if args.quick or level == "hard" else 10
                latency(game, level, n if game == "ten" else 2 * n, args.budget, iterations)
    if "strength" in parts:
        for game in games:
            for players in [int(p) for p in args.players.split(",")]:
                for strong, weak in PAIRINGS:
                    n = args.games
                    if args.quick and game == "ten" and "hard" in (strong, weak):
                        n = min(n, 4)
                    strength(game, players, strong, weak, n, iterations)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
