"""A finished game's review, counted and timed (issue 35): one JSON line per game and workers.

    python benchmarks/review.py            # about a minute on two cores
    python benchmarks/review.py --quick    # the Mod Ten hand only

The games are the issue's: a four-player Mod Ten hand and a three-player TEN game, everyone
playing their first legal move (so there are mistakes to check), reviewed at the review's own
settings with one worker and with every core. The counts (decisions searched, searches,
iterations) are the same on any machine; the seconds are not, and a busy machine's say little:
the load average is printed first and last.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from modten_tui.bots import parallel  # noqa: E402
from modten_tui.review import verdicts  # noqa: E402
from modten_tui.storage.save_file import SaveFile  # noqa: E402
from modten_tui.table.persist import history_entry  # noqa: E402


def finished(game: str) -> SaveFile:
    """The issue's game, played to its end by everyone taking their first legal move."""
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.games.ten.session.session import TenSession
    from modten_tui.setup.models import GameSetup, parse_seat_list

    if game == "modten":
        setup = GameSetup.model_validate(
            {"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": 5, "length": "hands", "hands": 1}
        )
        session: Any = ModTenSession(setup)
    else:
        setup = GameSetup.model_validate(
            {"game": "ten", "seats": parse_seat_list("Ann,Bob,Cy"), "seed": 4}
        )
        session = TenSession(setup)
    while session.current is not None:
        session.play(session.game.legal_moves()[0])
    return history_entry(session).save


SETTINGS = verdicts.Settings()  # the review's own, as the screen and `modten --review` use


def reviewed(
    save: SaveFile, workers: int, settings: verdicts.Settings = SETTINGS
) -> dict[str, Any]:
    """One review from scratch: its counts, and its seconds."""
    counts = {"searches": 0, "checks": 0, "iterations": 0}
    judging = verdicts.judging

    def counted(*args: Any) -> verdicts.Judging:  # every search a decision asks for, tallied
        steps = judging(*args)
        try:
            wanted = next(steps)
            while True:
                counts["searches"] += len(wanted)
                counts["checks"] += sum(1 for s in wanted if s.only)
                counts["iterations"] += sum(s.iterations for s in wanted)
                wanted = steps.send((yield wanted))
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]

    verdicts.judging = counted
    verdicts._unfinished.clear()  # nothing kept from an earlier run
    try:
        start = time.perf_counter()
        result = verdicts.review(save, settings, workers=workers)
        seconds = time.perf_counter() - start
    finally:
        verdicts.judging = judging
    assert result is not None
    decisions = sum(1 for d in result.decisions if not d.forced)
    mistakes = sum(1 for d in result.decisions if d.mistake)
    return {"decisions": decisions, **counts, "mistakes": mistakes, "seconds": round(seconds, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the Mod Ten hand only")
    args = parser.parse_args(argv)
    print(json.dumps({"load_average": [round(x, 2) for x in os.getloadavg()]}), flush=True)
    cores = parallel.default_workers()
    for game in ("modten",) if args.quick else ("modten", "ten"):
        save = finished(game)
        for workers in sorted({1, cores}):
            line = {"game": game, "players": len(save.setup["seats"]), "workers": workers}
            print(json.dumps({**line, **reviewed(save, workers)}), flush=True)
    parallel.shutdown()
    print(json.dumps({"load_average": [round(x, 2) for x in os.getloadavg()]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
