"""Engine throughput: random playouts through the interface the computer players use.

Prints one JSON line per configuration. Each playout deals (or sets up) a new game and then
calls `legal_moves()` and `apply()` until it is over, exactly as a search would.

    python benchmarks/engine.py           # about a minute
    python benchmarks/engine.py --quick   # under 40 seconds

The baseline, in the same run: RLCard's UNO (the `bench` extra: `pip install -e '.[bench]'`),
two players, played out the same way through its rules core (`UnoRound`: legal actions and
`proceed_round`, no observations built), and through its public `UnoGame.step` (which builds
the next player's observation each move) beside it. The last lines are our engines' moves per
second over the core's: not the rates above divided (a shared machine slows them unlike, runs
seconds apart), but the median over pairs of slices of the two played back to back (half a
second each, a second in the full run), with the lowest and highest pair beside it, and the
fastest slice of each over the other's.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any


class Playouts:
    """Random games from one seeded stream, played in slices of about a given time each: a
    slice goes on from where the last one stopped, so slices of two engines can alternate."""

    def __init__(self, new_game: Callable[[int], Any], seed: int) -> None:
        self.new_game = new_game
        self.rng = random.Random(seed)

    def run(self, seconds: float) -> tuple[float, float]:
        """Play for about `seconds`; returns (moves per second, games per second)."""
        rng, new_game = self.rng, self.new_game
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


def new_modten(seed: int, players: int = 2, deck: str = "single") -> Any:
    from modten_tui.games.modten.rules import hand as modten

    return modten.deal(players, dealer=seed % players, seed=seed, deck=deck)


def new_ten(seed: int, players: int = 2) -> Any:
    from modten_tui.games.ten.rules import game as ten

    return ten.new_game(players, first_player=seed % players, seed=seed)


def playouts(new_game: Callable[[int], Any], seconds: float, seed: int) -> tuple[float, float]:
    """Random games for about `seconds`; returns (moves per second, games per second)."""
    return Playouts(new_game, seed).run(seconds)


def modten_lines(seconds: float) -> list[dict[str, Any]]:
    out = []
    for players, deck in ((2, "single"), (4, "double"), (6, "double")):
        plays, hands = playouts(partial(new_modten, players=players, deck=deck), seconds, players)
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
    if importlib.util.find_spec("modten_tui.games.ten") is None:
        return [{"game": "ten", "error": "the TEN engine is not installed"}]
    out = []
    for players in (2, 4, 5):
        moves, games = playouts(partial(new_ten, players=players), seconds, players)
        out.append(
            {
                "game": "ten",
                "players": players,
                "moves_per_s": round(moves),
                "games_per_s": round(games),
            }
        )
    return out


class UnoCore:
    """RLCard's UNO game played through its round, shaped as `playouts` plays a game."""

    def __init__(self, seed: int, players: int = 2) -> None:
        import numpy as np
        from rlcard.games.uno.game import UnoGame

        self.game = UnoGame(num_players=players)
        self.game.np_random = np.random.RandomState(seed % 2**32)
        self.game.init_game()
        self.round, self.players = self.game.round, self.game.players

    @property
    def is_over(self) -> bool:
        return bool(self.round.is_over)

    def legal_moves(self) -> list[str]:
        return list(self.round.get_legal_actions(self.players, self.round.current_player))

    def apply(self, action: str) -> None:
        self.round.proceed_round(self.players, action)


class UnoStep(UnoCore):
    """The same game through RLCard's public step, which builds an observation every move."""

    def legal_moves(self) -> list[str]:
        return list(self.game.get_legal_actions())

    def apply(self, action: str) -> None:
        self.game.step(action)


def uno_lines(seconds: float) -> list[dict[str, Any]]:
    try:
        import rlcard  # noqa: F401
    except ModuleNotFoundError:
        return [{"game": "rlcard-uno", "note": "not installed: pip install -e '.[bench]'"}]
    out = []
    for name, kind in (("core", UnoCore), ("step", UnoStep)):
        moves, games = playouts(kind, seconds, 2)
        out.append(
            {
                "game": f"rlcard-uno-{name}",
                "players": 2,
                "moves_per_s": round(moves),
                "games_per_s": round(games),
            }
        )
    return out


def paired_ratio(ours: Playouts, uno: Playouts, pairs: int, each: float) -> dict[str, Any]:
    """Our engine's moves per second over UNO's core, as the median over `pairs` pairs of
    slices of `each` seconds run back to back. A shared machine slows whole seconds at a time:
    two slices run one after the other are slowed alike, two runs seconds apart are not. One
    slice of each first, untimed: the first games import and warm up what the rest reuse.

    `ratio_best` is each engine's fastest slice over the other's: the slices least slowed by
    the machine's other work, which did not slow the two engines alike (ours, all Python and
    dictionaries, lost more)."""
    ours.run(each)
    uno.run(each)
    rates = [(ours.run(each)[0], uno.run(each)[0]) for _ in range(pairs)]
    ratios = sorted(a / b for a, b in rates)
    mid = len(ratios) // 2
    median = ratios[mid] if len(ratios) % 2 else (ratios[mid - 1] + ratios[mid]) / 2
    return {
        "ratio": round(median, 2),
        "ratio_low": round(ratios[0], 2),
        "ratio_high": round(ratios[-1], 2),
        "ratio_best": round(max(a for a, _ in rates) / max(b for _, b in rates), 2),
        "pairs": pairs,
    }


# Each slice lasts this long at least. Shorter slices favoured our engine: slices of 0.1 s
# read TEN over UNO 3.2 where slices of 0.5 s read 2.2-2.8 in the same minutes, as if each
# engine had to warm up again after the other (UNO's core runs through far more code).
SLICE_S = 0.5


def ratios(seconds: float, games: tuple[str, ...], pairs: int) -> list[dict[str, Any]]:
    """Our engines' two-player moves per second over RLCard UNO's core, each from `pairs`
    pairs of slices of the two, each slice `seconds` long."""
    return [
        {"game": f"{game} over rlcard-uno-core", "players": 2, "slice_s": seconds}
        | paired_ratio(
            Playouts(new_modten if game == "modten" else new_ten, 2),
            Playouts(UnoCore, 2),
            pairs,
            seconds,
        )
        for game in games
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs (under 40 s in all)")
    parser.add_argument("--game", choices=("modten", "ten", "both"), default="both")
    parser.add_argument(
        "--no-baseline", dest="baseline", action="store_false", help="leave out RLCard's UNO"
    )
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 8.0
    lines: list[dict[str, Any]] = []
    if args.game in ("modten", "both"):
        lines += modten_lines(seconds)
    if args.game in ("ten", "both"):
        lines += ten_lines(seconds)
    if args.baseline:
        lines += uno_lines(seconds)
        if any(line["game"] == "rlcard-uno-core" for line in lines):  # RLCard is installed
            games = ("modten", "ten") if args.game == "both" else (args.game,)
            slice_s, pairs = (SLICE_S, 5) if args.quick else (2 * SLICE_S, 9)
            lines += ratios(slice_s, games, pairs)
    for line in lines:
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
