"""App measures, in one run, printed as one JSON line:

- startup: a fresh interpreter starting the app until its first screen (the menu) is on
  screen, against a bare Textual app timed the same way (median of several runs each);
- key_p95_ms: from a key press to the updated screen during hot-seat play (cursor moves,
  plays, hand-offs), in process, headless;
- peak_mb: the peak resident memory of that play session.

    python benchmarks/app.py           # about a minute
    python benchmarks/app.py --quick   # under 30 seconds
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# The child programs: each exits as soon as its first screen has been painted once.
BARE = """
from textual.app import App
from textual.widgets import Footer, Static
class Bare(App):
    def compose(self):
        yield Static("hello")
        yield Footer()
    def on_mount(self):
        self.call_after_refresh(self.exit)
Bare().run(headless=True)
"""
MODTEN = """
import os
from modten_tui.app import table_app
from modten_tui.app.table_app import TableApp
from modten_tui.screens.menu import MenuScreen
class Timed(TableApp):
    CSS_PATH = os.path.join(os.path.dirname(table_app.__file__), "app.tcss")
    def on_mount(self):
        super().on_mount()
        self.set_interval(0.002, self._first_screen)
    def _first_screen(self):
        if isinstance(self.screen, MenuScreen) and self.screen.is_mounted:
            self.call_after_refresh(self.exit)
Timed().run(headless=True)
"""


def time_child(program: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", program],
        check=True,
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def startup(runs: int) -> tuple[float, float]:
    time_child(BARE)  # warm the file cache for both
    time_child(MODTEN)
    bare, ours = [], []
    for _ in range(runs):  # interleaved, so background load hits both alike
        bare.append(time_child(BARE))
        ours.append(time_child(MODTEN))
    return statistics.median(ours), statistics.median(bare)


async def key_latencies(keys: int) -> list[float]:
    """Key press to the last frame it causes (what the terminal would be sent), 4 people."""
    sys.path.insert(0, str(ROOT))
    from textual import events

    from modten_tui.app.table_app import TableApp
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.screens.key_guard import KeyGuard
    from modten_tui.setup.models import GameSetup, parse_seat_list

    KeyGuard.GUARD_S = 0.0
    times: list[float] = []
    seed = 0
    while len(times) < keys:
        seed += 1
        setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": seed})
        app = TableApp(session=ModTenSession(setup), bot_delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            driver = app._driver
            assert driver is not None
            painted: list[float] = []
            display = app._display

            def timed_display(
                screen: Any, renderable: Any, display: Any = display, painted: Any = painted
            ) -> None:
                if renderable is not None:  # a frame is ready for the terminal
                    painted.append(time.perf_counter())
                display(screen, renderable)

            app._display = timed_display  # type: ignore[method-assign]
            step = 0
            while app.session is not None and not app.session.hand_over and len(times) < keys:
                step += 1
                key = ("right", "left", "enter")[step % 3]
                event = events.Key(key, None)
                event.set_sender(app)
                painted.clear()
                start = time.perf_counter()
                driver.send_message(event)
                quiet_since = time.perf_counter()
                while time.perf_counter() - quiet_since < 0.06:  # until painting stops
                    seen = len(painted)
                    await asyncio.sleep(0.005)
                    if len(painted) != seen:
                        quiet_since = time.perf_counter()
                times.append((painted[-1] if painted else start) - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="App start-up, key latency and memory.")
    parser.add_argument("--quick", action="store_true", help="fewer runs, under 30 seconds")
    args = parser.parse_args(argv)
    runs, keys = (3, 120) if args.quick else (9, 500)
    ours, bare = startup(runs)
    latencies = asyncio.run(key_latencies(keys))
    p95 = statistics.quantiles(latencies, n=20)[-1] * 1000
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(
        json.dumps(
            {
                "startup_ratio": round(ours / bare, 2),
                "startup_s": round(ours, 3),
                "baseline_s": round(bare, 3),
                "key_p95_ms": round(p95, 1),
                "peak_mb": round(peak_mb, 1),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
