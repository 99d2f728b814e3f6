"""Hard's search on every core (issue 14): one JSON line a figure.

    python benchmarks/parallel.py            # about four minutes
    python benchmarks/parallel.py --quick    # under a minute

- `speed`: search iterations per second with one process and with N (the cores, or
  `--workers`) in the same run, at a few positions of each game, the two alternated round by
  round so a change in the machine's load hits both; their ratio, and the median and lowest of
  the rounds' own ratios (`--rounds` for more). Each rate is iterations over the wall-clock
  time of the whole call (waiting for the workers included).
- `latency`: how long each level takes a move at the app's settings (hard: 1 s, N processes),
  p50/p95/max over every decision with more than one legal move, seat 0 against normal.
- `ui`: how late a 10 ms timer fires on an asyncio loop (the app's main thread) while hard
  thinks in a thread beside it, as the app runs it: p50/p95/max of the delay, with one process
  and with N.

The load average is printed first and last: figures taken on a busy machine say little.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from modten_tui.bots import parallel  # noqa: E402
from modten_tui.bots.base import Bot  # noqa: E402
from modten_tui.bots.hard import SearchPlayer  # noqa: E402
from modten_tui.games.modten.bots.search import analyse as analyse_modten  # noqa: E402
from modten_tui.games.modten.rules import hand as modten  # noqa: E402
from modten_tui.games.ten.bots.search import analyse as analyse_ten  # noqa: E402
from modten_tui.games.ten.rules import game as ten  # noqa: E402
from modten_tui.registry import make_bot  # noqa: E402

APP_BUDGET = 1.0  # the app's hard player thinks this long (session.py's default budget)
ANALYSE = {"modten": analyse_modten, "ten": analyse_ten}


def emit(figure: dict[str, Any]) -> None:
    print(json.dumps(figure), flush=True)


def load() -> dict[str, Any]:
    return {"load_average": [round(x, 2) for x in os.getloadavg()], "cores": os.cpu_count()}


def new_state(game: str, players: int, number: int) -> Any:
    first = (number // players) % players
    if game == "modten":
        return modten.deal(players, dealer=first, seed=number)
    return ten.new_game(players, first_player=first, seed=number)


def positions(game: str) -> list[tuple[str, Any]]:
    """A few decisions of each game: early and late, small and large tables. Reached by normal
    players from fixed seeds, and stopped where the seat to move has a real choice."""
    out = []
    plans = {"modten": [(2, 0), (4, 0), (4, 24), (6, 10)], "ten": [(2, 2), (4, 10), (4, 60)]}
    for players, moves in plans[game]:
        state = new_state(game, players, 7)
        bots = [make_bot(game, "normal", seed=s) for s in range(players)]
        done = 0
        while True:
            seat = state.current_player
            legal = state.legal_moves()
            ready = done >= moves and len(legal) > 1
            if ready and (game == "modten" or state.view(seat).draw_pile_count > 0):
                break
            state.apply(bots[seat].choose(state.view(seat), legal))
            done += 1
        out.append((f"{players}p after {done} moves", state))
    return out


def speed(budget: float, rounds: int, workers: int) -> None:
    for game, analyse in ANALYSE.items():
        for name, state in positions(game):
            seat = state.current_player
            view, legal = state.view(seat), state.legal_moves()
            # Start the pool (a capped search waits for every worker): not what is measured.
            parallel.search(
                analyse, view, legal, workers=workers, budget_s=None, iterations=2 * workers, seed=0
            )
            rates: dict[int, list[float]] = {1: [], workers: []}
            shares: list[list[int]] = []
            for r in range(rounds):
                for n in (1, workers):
                    start = time.perf_counter()
                    found = parallel.search(
                        analyse, view, legal, workers=n, budget_s=budget, iterations=None, seed=r
                    )
                    rates[n].append(sum(found.iterations) / (time.perf_counter() - start))
                    if n == workers:
                        shares.append(found.iterations)
            one = statistics.mean(rates[1])
            many = statistics.mean(rates[workers])
            # Each round's two rates were taken a second apart, so their ratio is the one least
            # touched by another program's load; the median drops a round it hit hard.
            paired = [m / o for o, m in zip(rates[1], rates[workers], strict=True)]
            emit(
                {
                    "part": "speed",
                    "game": game,
                    "position": name,
                    "budget_s": budget,
                    "rounds": rounds,
                    "iterations_per_s_1": round(one),
                    f"iterations_per_s_{workers}": round(many),
                    "ratio": round(many / one, 2),
                    "ratio_median_of_rounds": round(statistics.median(paired), 2),
                    "ratio_lowest_round": round(min(paired), 2),
                    "share_iterations_last": shares[-1],
                }
            )


def hard(game: str, seed: int, workers: int) -> Bot:
    if game == "modten":
        return SearchPlayer(analyse_modten, seed, budget_s=APP_BUDGET, workers=workers)
    return SearchPlayer(analyse_ten, seed, budget_s=APP_BUDGET, workers=workers)


def latency(game: str, level: str, games: int, most: int, workers: int) -> None:
    """Every decision of seat 0 with more than one legal move, `most` a game at the most."""
    times: list[float] = []
    for number in range(games):
        players = 4 if number % 2 else 2
        me = hard(game, number, workers) if level == "hard" else make_bot(game, level, seed=number)
        bots = [me] + [make_bot(game, "normal", seed=number + i) for i in range(1, players)]
        state = new_state(game, players, number)
        mine = 0
        while not state.is_over and mine < most:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_moves()
            start = time.perf_counter()
            move = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append(time.perf_counter() - start)
                mine += 1
            state.apply(move)
    q = statistics.quantiles(times, n=20, method="inclusive")
    figure = {
        "part": "latency",
        "game": game,
        "level": level,
        "moves": len(times),
        "p50_ms": round(statistics.median(times) * 1000, 2),
        "p95_ms": round(q[18] * 1000, 2),
        "max_ms": round(max(times) * 1000, 2),
    }
    if level == "hard":
        figure.update(budget_ms=round(APP_BUDGET * 1000), workers=workers)
    emit(figure)


def ui_delay(moves: int, workers: int) -> None:
    """Timer lateness on an asyncio loop while hard (4-player Mod Ten, 1 s) thinks in a thread."""
    state = new_state("modten", 4, 3)
    seat = state.current_player
    view, legal = state.view(seat), state.legal_moves()
    for n in (1, workers):
        bot = hard("modten", 1, n)
        parallel.search(
            analyse_modten, view, legal, workers=n, budget_s=None, iterations=2 * n, seed=0
        )  # start the pool

        async def measure(bot: Bot = bot) -> list[float]:
            late: list[float] = []
            thinking = threading.Thread(
                target=lambda: [bot.choose(view, legal) for _ in range(moves)]
            )
            thinking.start()
            while thinking.is_alive():
                start = time.perf_counter()
                await asyncio.sleep(0.01)
                late.append(time.perf_counter() - start - 0.01)
            thinking.join()
            return late

        late = asyncio.run(measure())
        q = statistics.quantiles(late, n=20, method="inclusive")
        emit(
            {
                "part": "ui",
                "workers": n,
                "moves": moves,
                "timers": len(late),
                "late_p50_ms": round(statistics.median(late) * 1000, 2),
                "late_p95_ms": round(q[18] * 1000, 2),
                "late_max_ms": round(max(late) * 1000, 2),
            }
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer rounds and moves")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="N (the cores)")
    ap.add_argument("--only", default="", help="run only parts: speed,latency,ui")
    ap.add_argument("--rounds", type=int, default=0, help="speed: rounds a position (default 4)")
    args = ap.parse_args(argv)
    parts = set(args.only.split(",")) if args.only else {"speed", "latency", "ui"}
    emit({"part": "machine", **load(), "workers": args.workers})
    if "speed" in parts:
        rounds = args.rounds or (2 if args.quick else 4)
        speed(0.5 if args.quick else 1.0, rounds, args.workers)
    if "latency" in parts:
        for game in ("modten", "ten"):
            for level in ("easy", "normal", "hard"):
                games = 2 if level == "hard" else (4 if args.quick else 20)
                most = (4 if args.quick else 15) if level == "hard" else 1000
                latency(game, level, games, most, args.workers)
    if "ui" in parts:
        ui_delay(2 if args.quick else 5, args.workers)
    emit({"part": "machine", **load()})
    parallel.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
