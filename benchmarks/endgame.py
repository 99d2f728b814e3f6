"""What an iteration cap costs in time, at TEN's endgame and at ordinary positions (issue 14).

An iteration cap should bound a move's time; in TEN's endgame it did not (100 iterations took
about a second). This plays games of normal bots, takes positions of the seat to move with
more than one choice, some with few cards left in the pile, and times the hard player on each
at a fixed cap. One JSON line per (players, stage): positions, p50/p95/max ms, ms/iteration.

    python benchmarks/endgame.py            # 4 games per table size
    python benchmarks/endgame.py --quick    # 1 game, 2 and 4 players

It asks only the bot interface (`build`), so it measures any version of the searcher alike.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.league.ten_expert import TenExpert  # noqa: E402
from modten_tui.games.ten.rules import game as ten  # noqa: E402
from modten_tui.registry import make_bot  # noqa: E402

STAGES = (("endgame", 0, 10), ("midgame", 11, 10_000))


def positions(players: int, games: int, every: int) -> list[ten.TenView]:
    """Views of decisions with a choice, along games of the league's expert (every `every`th,
    but every one once the pile is short: the endgame is what is measured). The expert is not
    the app's code, so every version of the searcher is timed on the same positions."""
    out: list[ten.TenView] = []
    for number in range(games):
        game = ten.new_game(players, first_player=number % players, seed=1000 + number)
        bots = [TenExpert(number * 10 + i) for i in range(players)]
        k = 0
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            legal = game.legal_moves()
            view = game.view(seat)
            if len(legal) > 1 and view.draw_pile_count > 0:
                k += 1
                if view.draw_pile_count <= 10 or k % every == 0:
                    out.append(view)
            game.apply(bots[seat].choose(view, legal))
    return out


def measure(views: list[ten.TenView], iterations: int) -> dict[str, Any]:
    times: list[float] = []
    for i, view in enumerate(views):
        bot = make_bot("ten", "hard", seed=i, iterations=iterations)
        legal = _legal(view)
        start = time.perf_counter()
        bot.choose(view, legal)
        times.append(time.perf_counter() - start)
    q = statistics.quantiles(times, n=20, method="inclusive") if len(times) > 1 else times * 19
    return {
        "positions": len(times),
        "p50_ms": round(statistics.median(times) * 1000, 1),
        "p95_ms": round(q[18] * 1000, 1),
        "max_ms": round(max(times) * 1000, 1),
        "ms_per_iteration": round(1000 * sum(times) / (len(times) * iterations), 3),
    }


def _legal(view: ten.TenView) -> list[str]:
    """The legal moves at a view: the moves a determinization of it offers (public in TEN)."""
    from benchmarks.league.ten_world import determinize  # the league's, not the searcher's

    return determinize(view, random.Random(0)).legal_moves()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--label", default="", help="a note copied into every line (e.g. a commit)")
    args = ap.parse_args(argv)
    tables = (2, 4) if args.quick else (2, 3, 4, 5)
    games = 1 if args.quick else args.games
    for players in tables:
        views = positions(players, games, every=8)
        for stage, low, high in STAGES:
            chosen = [v for v in views if low <= v.draw_pile_count <= high]
            if not chosen:
                continue
            line = {"game": "ten", "players": players, "stage": stage}
            line["iterations"] = args.iterations
            line.update(measure(chosen, args.iterations))
            if args.label:
                line["label"] = args.label
            print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
