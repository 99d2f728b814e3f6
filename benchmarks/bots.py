"""Computer players: strength against an independent league, search speed and move latency
(issues 6 and 14). One JSON line a figure.

    python benchmarks/bots.py            # the full run (long: run it with nice, in the background)
    python benchmarks/bots.py --quick    # two-player tables only, in under two minutes

Strength: one line per pairing: the measured player in one seat against n-1 copies of a field
player, seats and the starting seat rotated, with the win share (a shared win split), its Wilson
95% interval, equal play (1/n) and the caps each player ran under. The field is the league in
`benchmarks/league/` (a rule-based expert, flat Monte Carlo, the perfect-information player),
written without the app's searchers, and the app's own levels. Hard runs at the iteration caps
of issue 14 (Mod Ten 300, TEN 100) and, for fewer games, on the app's 1 s clock (`hard@1s`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.league.match import Pairing, run_pairing  # noqa: E402
from benchmarks.league.roster import HARD_CAPS, PLAYOUTS, Settings  # noqa: E402
from benchmarks.league.stamp import stamp  # noqa: E402
from modten_tui.bots.base import Bot  # noqa: E402
from modten_tui.games.modten.bots.search import analyse as modten_analyse  # noqa: E402
from modten_tui.games.modten.rules import hand as modten  # noqa: E402
from modten_tui.games.ten.bots.players import NormalTen  # noqa: E402
from modten_tui.games.ten.bots.search import analyse as ten_analyse  # noqa: E402
from modten_tui.games.ten.rules import game as ten  # noqa: E402
from modten_tui.games.ten.rules.view import TenView  # noqa: E402
from modten_tui.registry import make_bot  # noqa: E402


def emit(figure: dict[str, Any]) -> None:
    print(json.dumps(figure), flush=True)


def new_state(game: str, players: int, number: int) -> Any:
    first = (number // players) % players  # seats and starting player both rotate
    if game == "modten":
        return modten.deal(players, dealer=first, seed=number)
    return ten.new_game(players, first_player=first, seed=number)


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


TABLES = {"modten": (2, 4, 6), "ten": (2, 3, 4, 5)}


def pairings(
    game: str,
    players: int,
    games: int,
    quick: bool,
    hard_games: int | None = None,
    clock_games: int | None = None,
) -> list[Pairing]:
    """Every row for one table, the most telling first: the app's levels against the league,
    then against each other; the flat MC and perfect-information rows against the expert show
    how much a table size leaves to skill and what knowing the hidden cards is worth."""
    if quick:
        return quick_pairings(game, players, games)
    mc = max(4, games // (4 if game == "modten" else 16))  # flat MC costs most
    clock = max(2, games // (8 if game == "modten" else 50))  # hard@1s: a second a move
    heavy = game == "ten" or players > 2  # hard at 100 TEN iterations: ~20 s a game
    hard = max(4, games // 10) if heavy else games
    if hard_games is not None:
        hard = hard_games
    if clock_games is not None:
        clock = clock_games
    rows = [
        ("easy", "expert", games),
        ("normal", "expert", games),
        ("hard", "expert", hard),
        ("easy", "flatmc", mc),
        ("normal", "flatmc", mc),
        ("hard", "flatmc", max(2, mc // 2) if heavy else mc),
        ("hard", "normal", hard),
        ("normal", "easy", games),
        ("easy", "random", games),
        ("expert", "random", games),
        ("flatmc", "expert", mc),
        ("perfect", "expert", mc),
        ("hard@1s", "expert", clock),
        ("hard@1s", "normal", clock),
    ]
    return [Pairing(game, players, m, f, n) for m, f, n in rows]


def quick_pairings(game: str, players: int, games: int) -> list[Pairing]:
    """Two-player rows sized for under two minutes of CPU on a 2-core computer: enough games to
    separate the Mod Ten levels (~0.8 against ~0.5 at 48 games); TEN games are ~50x longer, so
    its rows are few and hard plays two games at a small cap (its endgame is slow, issue 14)."""
    if game == "modten":
        some, mc = max(8, games * 3 // 5), max(4, games // 7)
        rows = [
            ("easy", "random", games),
            ("normal", "easy", games),
            ("hard", "normal", some),
            ("easy", "expert", games),
            ("normal", "expert", games),
            ("hard", "expert", some),
            ("hard", "flatmc", mc),
            ("flatmc", "expert", mc),
            ("perfect", "expert", mc),
        ]
    else:
        few = max(4, games // 10)
        rows = [
            ("easy", "random", few),
            ("normal", "easy", 2 * few),
            ("normal", "expert", few),
            ("hard", "normal", 2),
        ]
    return [Pairing(game, players, m, f, n) for m, f, n in rows]


def strength(
    game: str,
    players: int,
    games: int,
    quick: bool,
    settings: Settings,
    rows: set[str],
    hard_games: int | None = None,
    first: int = 0,
    clock_games: int | None = None,
) -> None:
    for pairing in pairings(game, players, games, quick, hard_games, clock_games):
        if rows and f"{pairing.measured}-vs-{pairing.field}" not in rows:
            continue
        line = run_pairing(pairing, settings, first=first)
        emit({**line, "run": "quick" if quick else "full", **stamp()})


def modten_opening() -> modten.ModTenView:
    hand = modten.deal(4, dealer=0, seed=1)
    return hand.view(hand.current_player)


def ten_auction() -> TenView:
    """A 4-player auction some way into a game of normal bots, with a bid to beat."""
    game = ten.new_game(4, first_player=0, seed=3)
    bots = [NormalTen(i) for i in range(4)]
    while True:
        seat = game.current_player
        if game.phase == "auction" and game.draw_pile_count < 110 and seat != game.active_player:
            return game.view(seat)
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))


def speed(seconds: float, ten_cap: int) -> None:
    """Search iterations per second in one process, through each game's `analyse`; for TEN
    also over every decision of seat 0 in a game of normal players, at 2 and 4 players, each
    searched at hard's cap in game order (the score memos warm as in a real game): what a
    capped benchmark game costs."""
    hand = modten_opening()
    auction = ten_auction()
    for game, position, analyse, view, legal in (
        ("modten", "4p opening", modten_analyse, hand, _modten_legal(hand)),
        ("ten", "4p auction", ten_analyse, auction, _ten_legal(auction)),
    ):
        start = time.perf_counter()
        stats = analyse(view, legal, budget_s=seconds, seed=1)
        rate = sum(s.visits for s in stats) / (time.perf_counter() - start)
        emit({"game": game, "position": position, "iterations_per_s": round(rate)})
    for players in (2, 4):
        decisions = ten_decisions(players)
        done = 0
        start, cpu = time.perf_counter(), time.process_time()
        for number, (view, legal) in enumerate(decisions):
            done += sum(s.visits for s in ten_analyse(view, legal, iterations=ten_cap, seed=number))
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        emit(
            {
                "game": "ten",
                "position": f"{players}p game, seat 0's {len(decisions)} decisions",
                "cap": ten_cap,
                "iterations_per_s": round(done / took),
                "iterations_per_cpu_s": round(done / cpu),  # the machine's load aside
                "ms_per_decision": round(took * 1000 / len(decisions), 1),
            }
        )


def ten_decisions(players: int, seed: int = 5) -> list[tuple[TenView, list[str]]]:
    """Seat 0's searched decisions (a choice, the pile not out) in one game of normal bots."""
    game = ten.new_game(players, first_player=0, seed=seed)
    bots = [NormalTen(i) for i in range(players)]
    out = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None  # the game is not over
        view, legal = game.view(seat), game.legal_moves()
        if seat == 0 and len(legal) > 1 and view.draw_pile_count > 0:
            out.append((view, legal))
        game.apply(bots[seat].choose(view, legal))
    return out


def _modten_legal(view: modten.ModTenView) -> list[str]:
    hand = modten.deal(4, dealer=0, seed=1)
    assert hand.view(view.seat) == view
    return hand.legal_moves()


def _ten_legal(view: TenView) -> list[str]:
    from benchmarks.league.ten_world import determinize  # the league's world, not the app's

    return determinize(view, random.Random(0)).legal_moves()


def latency(game: str, level: str, games: int, budget: float, iterations: dict[str, int]) -> None:
    """Time every decision with more than one legal move; hard on the clock unless capped."""
    times: list[float] = []
    for number in range(games):
        players = 4 if number % 2 else 2
        if level == "hard":
            bots = [make_bot(game, "hard", seed=number, budget_s=budget)]
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
    ap.add_argument("--quick", action="store_true", help="two-player tables, under two minutes")
    ap.add_argument("--games", type=int, default=400, help="games per pairing (default 400)")
    ap.add_argument(
        "--iterations", type=int, default=HARD_CAPS["modten"], help="Mod Ten hard's cap"
    )
    ap.add_argument("--ten-iterations", type=int, default=HARD_CAPS["ten"], help="TEN hard's cap")
    ap.add_argument("--budget", type=float, default=1.0, help="hard's clock (hard@1s, latency), s")
    ap.add_argument("--only", default="", help="run only parts: strength,speed,latency")
    ap.add_argument("--game", default="", help="only this game: modten or ten")
    ap.add_argument(
        "--rows", default="", help="only these pairings, e.g. hard-vs-expert,easy-vs-random"
    )
    ap.add_argument(
        "--hard-games",
        type=int,
        default=None,
        help="games for hard's capped rows (default: --games, a tenth of it where hard is slow)",
    )
    ap.add_argument(
        "--clock-games",
        type=int,
        default=None,
        help="games for the hard@1s rows (default: --games over 8 for Mod Ten, over 50 for TEN)",
    )
    ap.add_argument("--players", default="", help="table sizes (Mod Ten 2,4,6; TEN 2,3,4,5)")
    ap.add_argument(
        "--first-game",
        type=int,
        default=0,
        help="number of the first game (carry a row on: games after those already played)",
    )
    args = ap.parse_args(argv)
    parts = set(args.only.split(",")) if args.only else {"strength", "speed", "latency"}
    games = ["modten", "ten"] if not args.game else [args.game]
    playouts = dict(PLAYOUTS)
    if args.quick:
        args.games = min(args.games, 80)
        args.ten_iterations = min(args.ten_iterations, 15)
        args.budget = min(args.budget, 0.05)
        playouts = {"modten": 100, "ten": 8}
    iterations = {"modten": args.iterations, "ten": args.ten_iterations}
    settings = Settings(hard_caps=iterations, playouts=playouts, budget_s=args.budget)
    if "speed" in parts:
        speed(0.5 if args.quick else 3.0, args.ten_iterations)
    if "latency" in parts:
        for game in games:
            for level in ("easy", "normal", "hard"):
                n = 1 if args.quick or level == "hard" else 10
                latency(game, level, n if game == "ten" else 2 * n, args.budget, iterations)
    if "strength" in parts:
        rows = set(args.rows.split(",")) if args.rows else set()
        jobs = []
        for game in games:
            if args.players:
                tables = [int(p) for p in args.players.split(",")]
            else:
                tables = [2] if args.quick else list(TABLES[game])
            jobs += [(players, game) for players in tables]
        for players, game in sorted(jobs):  # small tables of both games first
            strength(
                game,
                players,
                args.games,
                args.quick,
                settings,
                rows,
                args.hard_games,
                args.first_game,
                args.clock_games,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
