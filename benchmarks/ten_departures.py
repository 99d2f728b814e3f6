"""Where TEN's hard player leaves normal's move, at an iteration cap and on a clock (issue 14).

Hard keeps normal's move unless its search finds a better one, so the decisions where the two
differ are where the search acts. This plays games of normal bots, and at every `--every`-th
decision of seat 0 that has a choice (the pile not yet out) asks hard twice: capped at
`--iterations` and searching `--budget` seconds, one process each. It prints one JSON line per
table size: for each phase the decisions seen and how many of them each setting played
differently from normal; and for the draw decisions where normal drew, how often each stopped
instead, split by how far the game had gone.

    python benchmarks/ten_departures.py --players 3 --games 10      # about 5 minutes
    python benchmarks/ten_departures.py --quick                     # under a minute

It found, at three players, that early in the game (pile over 60) a second of search stopped
where normal drew in 27 of 45 decisions and 100 iterations in 6 (docs/strength.md).
`benchmarks/endgame.py` samples positions too, but from experts' games and mostly at the end:
here the positions are normal's own, so that its move is the one compared.
Positions depend on `--first-deal` and the game number alone; each search is seeded by the
decision's number, so a run is repeatable up to the clock.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from modten_tui.bots.ismcts import best_move  # noqa: E402
from modten_tui.games.ten.bots.search import analyse  # noqa: E402
from modten_tui.games.ten.rules import game as ten  # noqa: E402
from modten_tui.games.ten.rules.view import TenView  # noqa: E402
from modten_tui.registry import make_bot  # noqa: E402

STAGES = ((60, 200, "pile over 60"), (30, 60, "pile 31-60"), (0, 30, "pile 1-30"))


Decision = tuple[TenView, list[str], str]  # seat 0's view, its legal moves, normal's move


def decisions(players: int, games: int, every: int, first_deal: int) -> list[Decision]:
    """Seat 0's decisions with a choice in normal-vs-normal games, every `every`-th one."""
    out: list[Decision] = []
    seen = 0
    for g in range(games):
        state = ten.new_game(players, first_player=g % players, seed=first_deal + g)
        bots = [make_bot("ten", "normal", seed=s) for s in range(players)]
        while state.current_player is not None:
            seat = state.current_player
            legal = state.legal_moves()
            view = state.view(seat)
            move = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1 and view.draw_pile_count > 0:
                seen += 1
                if seen % every == 0:
                    out.append((view, legal, move))
            state.apply(move)
    return out


def measure(
    players: int, games: int, every: int, first_deal: int, iterations: int, budget: float
) -> dict[str, Any]:
    by_phase: dict[str, Counter[str]] = {}
    stops: dict[str, Counter[str]] = {name: Counter() for _, _, name in STAGES}
    for k, (view, legal, normal) in enumerate(decisions(players, games, every, first_deal)):
        capped = best_move(analyse(view, legal, iterations=iterations, seed=k), legal)
        clock = best_move(analyse(view, legal, budget_s=budget, seed=k), legal)
        tally = by_phase.setdefault(view.phase, Counter())
        tally["decisions"] += 1
        tally["capped_differs"] += capped != normal
        tally["clock_differs"] += clock != normal
        if view.phase == "draw" and normal == "draw":
            stage = next(n for lo, hi, n in STAGES if lo < view.draw_pile_count <= hi)
            stops[stage]["normal_draws"] += 1
            stops[stage]["capped_stops"] += capped != "draw"
            stops[stage]["clock_stops"] += clock != "draw"
    return {
        "players": players,
        "games": games,
        "every": every,
        "first_deal": first_deal,
        "iterations": iterations,
        "budget_s": budget,
        "by_phase": {p: dict(c) for p, c in sorted(by_phase.items())},
        "stops_where_normal_draws": {s: dict(c) for s, c in stops.items()},
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="2 games at 3 players, 0.2 s")
    ap.add_argument("--players", default="3", help="table sizes, e.g. 3,4")
    ap.add_argument("--games", type=int, default=10, help="games per table size")
    ap.add_argument("--every", type=int, default=3, help="ask at every n-th decision")
    ap.add_argument("--first-deal", type=int, default=1000, help="seed of the first game")
    ap.add_argument("--iterations", type=int, default=100, help="the capped search")
    ap.add_argument("--budget", type=float, default=1.0, help="the clocked search, s")
    args = ap.parse_args(argv)
    try:
        sizes = [int(p) for p in args.players.split(",")]
    except ValueError:
        ap.error("--players: comma-separated whole numbers, e.g. 3,4")
    if any(not 2 <= p <= 5 for p in sizes):
        ap.error("--players: TEN's search plays 2 to 5")
    games, budget = (2, 0.2) if args.quick else (args.games, args.budget)
    for players in [3] if args.quick else sizes:
        figure = measure(players, games, args.every, args.first_deal, args.iterations, budget)
        print(json.dumps(figure), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
