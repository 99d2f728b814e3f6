"""App measures, in one run, printed as one JSON line:

- startup: a fresh interpreter starting the app until its first screen (the menu) is on
  screen, against a bare Textual app timed the same way (the median over interleaved runs of
  each run's ratio to the bare app's time in that run, so a moment's load cancels out);
  `command_startup_*` the same through the command's own start (`modten`: its options, its
  data folder and the preferences in it), which is what a player waits for: on a first start
  (an empty data folder) and, `command_returning_*`, with the settings a returning player has
  (a language, a theme and the last setup). Each program
  runs from compiled bytecode, as an installed copy does (pip compiles on install): bytecode
  goes to a folder of its own, written by an untimed first run, even where the environment
  says not to write any (PYTHONDONTWRITEBYTECODE), which would time compiling our modules;
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
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

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
TIMED = """
import os
from modten_tui.app import table_app
from modten_tui.screens.menu import MenuScreen
class Timed(table_app.TableApp):
    CSS_PATH = os.path.join(os.path.dirname(table_app.__file__), "app.tcss")
    def on_mount(self):  # Textual calls TableApp's own on_mount too: never call it again
        self.set_interval(0.002, self._first_screen)
    def _first_screen(self):
        if isinstance(self.screen, MenuScreen) and self.screen.is_mounted:
            self.call_after_refresh(self.exit)
"""
MODTEN = TIMED + "Timed().run(headless=True)\n"
# `modten` as a player starts it (no options), in an empty data folder, until the menu shows.
COMMAND = (
    TIMED
    + """
from modten_tui import __main__ as command
class Command(Timed):
    def run(self, **kwargs):
        return super().run(headless=True)
table_app.TableApp = Command
command.terminal_problem = lambda: None  # headless: no terminal to check
command.main([])
"""
)


def time_child(program: str, **env_extra: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT), **env_extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
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


# What a returning player's settings.json holds once a game was started from the setup screen.
RETURNING_SETTINGS = {
    "theme": "nord",
    "language": "en",
    "last_setup": {
        "game": "ten",
        "players": 3,
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bob", "kind": "human"},
            {"name": "Bot 3", "kind": "normal"},
        ],
        "options": {"ten": {"all_pass": "discard", "bust_token_cap": ""}},
    },
}


class Starts(NamedTuple):
    """Seconds to the first screen of each program, run by run (`app`, `command`, `returning`
    and `bare`, interleaved)."""

    times: dict[str, list[float]]

    def seconds(self, name: str) -> float:
        return statistics.median(self.times[name])

    def ratio(self, name: str) -> float:
        """The median over runs of the program's time over the bare app's in the same run:
        each run's programs share that moment's load, so a busy moment cancels out."""
        pairs = zip(self.times[name], self.times["bare"], strict=True)
        return statistics.median(ours / bare for ours, bare in pairs)


def startup(runs: int) -> Starts:
    """The app, the command (first start and returning), and the bare Textual app."""
    with (
        tempfile.TemporaryDirectory() as first,
        tempfile.TemporaryDirectory() as back,
        tempfile.TemporaryDirectory() as bytecode,
    ):
        settings = Path(back, "modten-tui", "settings.json")
        settings.parent.mkdir()
        settings.write_text(json.dumps(RETURNING_SETTINGS))
        compiled = {"PYTHONPYCACHEPREFIX": bytecode}
        programs = {
            "bare": (BARE, compiled),
            "app": (MODTEN, compiled),
            "command": (COMMAND, {"XDG_DATA_HOME": first, **compiled}),
            "returning": (COMMAND, {"XDG_DATA_HOME": back, **compiled}),
        }
        for program, env in programs.values():  # compiles, and warms the file cache
            time_child(program, **env)
        times: dict[str, list[float]] = {name: [] for name in programs}
        for _ in range(runs):  # interleaved, so background load hits all alike
            for name, (program, env) in programs.items():
                times[name].append(time_child(program, **env))
    return Starts(times)


FIRST_FRAME_S = 1.0  # a key's first frame comes within this, or the key changed nothing


class Timer:
    """Key press to the last frame it causes (what the terminal would be sent), in process."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.painted: list[float] = []
        self.first_ms: float | None = None  # the last press's first frame
        display = app._display

        def timed_display(screen: Any, renderable: Any) -> None:
            if renderable is not None:  # a frame is ready for the terminal
                self.painted.append(time.perf_counter())
            display(screen, renderable)

        app._display = timed_display

    async def press(self, key: str) -> float | None:
        """Milliseconds to the last frame; None when the key changed nothing on screen (a
        key that does nothing makes nobody wait, and would only pull the figures down)."""
        from textual import events

        event = events.Key(key, None)
        event.set_sender(self.app)
        self.painted.clear()
        start = time.perf_counter()
        self.app._driver.send_message(event)
        while not self.painted and time.perf_counter() - start < FIRST_FRAME_S:
            await asyncio.sleep(0.002)  # a new screen is built before its first frame
        quiet_since = time.perf_counter()
        while time.perf_counter() - quiet_since < 0.06:  # until painting stops
            seen = len(self.painted)
            await asyncio.sleep(0.005)
            if len(self.painted) != seen:
                quiet_since = time.perf_counter()
        self.first_ms = (self.painted[0] - start) * 1000 if self.painted else None
        return (self.painted[-1] - start) * 1000 if self.painted else None


def modten_key(app: Any, step: int) -> str | None:
    """Cursor moves and plays, hand-offs passed on; None once the hand is over."""
    if app.session is None or app.session.hand_over:
        return None
    if getattr(app.screen, "mode", "") != "play":
        return "enter"  # the hand-off, and passing the table on
    return ("right", "left", "enter")[step % 3]


def ten_key(app: Any, step: int) -> str | None:
    """Draws, takes, looks at a collection, bids, payment rows and buys, as people do."""
    from modten_tui.games.ten.screens.auction import AuctionScreen
    from modten_tui.games.ten.screens.buy import BuyScreen
    from modten_tui.games.ten.screens.payment import PaymentScreen
    from modten_tui.games.ten.screens.table import TenTableScreen
    from modten_tui.screens.results import ResultsScreen

    screen = app.screen
    if isinstance(screen, ResultsScreen) or app.session is None:
        return None
    if isinstance(screen, TenTableScreen):
        if screen.mode != "draw":
            return "enter"
        game = app.session.game
        if step % 5 == 0:
            return "i"  # look at the next player's collection
        if len(game.tableau) < 2 and "draw" in game.legal_moves():
            return "d"
        return ("n", "c")[step % 2]  # the pile may be empty: a person takes then
    if isinstance(screen, AuctionScreen):
        return "enter" if screen.done else ("up", "enter", "p")[step % 3]
    if isinstance(screen, PaymentScreen):
        return ("down", "up", "enter")[step % 3]
    if isinstance(screen, BuyScreen):
        return "n"
    return "enter"  # a notice


class Key(NamedTuple):
    took_ms: float  # to the last frame
    frames: int
    lines: int  # widget lines drawn (each through Textual's styles, then the frame)
    cpu_ms: float  # the process's processor time (the waits for frames included)


async def key_latencies(game: str, keys: int) -> list[Key]:
    """Hot-seat play by four people at 80x24, new deals until `keys` keys changed the screen:
    each key's time to its last frame, frames, lines drawn and processor time."""
    sys.path.insert(0, str(ROOT))
    from textual._styles_cache import StylesCache  # where every widget line is drawn

    from modten_tui.app.table_app import TableApp
    from modten_tui.registry import get
    from modten_tui.screens.key_guard import KeyGuard
    from modten_tui.setup.models import GameSetup, parse_seat_list

    KeyGuard.GUARD_S = 0.0
    next_key = modten_key if game == "modten" else ten_key
    times: list[Key] = []
    drawn = [0]
    render_line = StylesCache.render_line

    def counted(self: StylesCache, *args: Any) -> Any:
        drawn[0] += 1
        return render_line(self, *args)

    StylesCache.render_line = counted  # type: ignore[method-assign]
    try:
        seed = 0
        while len(times) < keys:
            seed += 1
            seats = parse_seat_list("Ann,Bob,Cy,Dee")
            setup = GameSetup.model_validate({"game": game, "seats": seats, "seed": seed})
            app = TableApp(session=get(game).table.new_session(setup), bot_delay=0)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                timer = Timer(app)
                step = 0
                while len(times) < keys and (key := next_key(app, step)) is not None:
                    step += 1
                    drawn[0], cpu = 0, time.process_time()
                    took = await timer.press(key)
                    if took is not None:
                        cpu_ms = (time.process_time() - cpu) * 1000
                        times.append(Key(took, len(timer.painted), drawn[0], cpu_ms))
                    if step > 20 * keys:
                        raise RuntimeError(f"{game}: the game did not move on at {app.screen}")
    finally:
        StylesCache.render_line = render_line  # type: ignore[method-assign]
    return times


# Each screen a player opens from the menu, and its key.
SCREENS = [
    ("setup", "n"),
    ("rules", "r"),
    ("statistics", "s"),
    ("finished_games", "g"),
    ("palette", "ctrl+p"),
]
OPENS = 3  # the first opening (modules loaded, screen built) and two more


def recorded_history(folder: Path) -> Any:
    """A data folder holding two finished games of each game, for statistics and history."""
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.games.ten.session.session import TenSession
    from modten_tui.setup.models import GameSetup, parse_seat_list
    from modten_tui.storage.saves import SaveStore
    from modten_tui.table.persist import history_entry

    store = SaveStore(folder)
    for seed in (1, 2):
        for game, kind in (("modten", ModTenSession), ("ten", TenSession)):
            seats = parse_seat_list("Ann,Bob,Cy")
            session: Any = kind(
                GameSetup.model_validate({"game": game, "seats": seats, "seed": seed})
            )
            while session.current is not None:
                session.play(session.game.legal_moves()[0])
            store.add_history(history_entry(session))
    return store


async def screen_openings(folder: Path) -> dict[str, list[tuple[float, float]]]:
    """Key to the opened screen's first frame (it shows) and last frame (nothing more comes),
    from the menu, each screen `OPENS` times."""
    from modten_tui.app.table_app import TableApp

    app = TableApp(bot_delay=0, store=recorded_history(folder))
    opened: dict[str, list[tuple[float, float]]] = {}
    nan = float("nan")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        timer = Timer(app)
        for name, key in SCREENS:
            for _ in range(OPENS):
                last = await timer.press(key)
                first = timer.first_ms
                opened.setdefault(name, []).append(
                    (nan if first is None else first, nan if last is None else last)
                )
                await pilot.press("escape")
                await pilot.pause(0.1)
    return opened


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="App start-up, key latency and memory.")
    parser.add_argument("--quick", action="store_true", help="fewer runs, under 30 seconds")
    args = parser.parse_args(argv)
    runs, keys = (5, 120) if args.quick else (9, 500)
    starts = startup(runs)
    lines: list[dict[str, Any]] = [
        {
            "startup_ratio": round(starts.ratio("app"), 2),
            "startup_s": round(starts.seconds("app"), 3),
            "command_startup_ratio": round(starts.ratio("command"), 2),
            "command_startup_s": round(starts.seconds("command"), 3),
            "command_returning_startup_ratio": round(starts.ratio("returning"), 2),
            "command_returning_startup_s": round(starts.seconds("returning"), 3),
            "baseline_s": round(starts.seconds("bare"), 3),
        }
    ]
    for game in ("modten", "ten"):
        timed = asyncio.run(key_latencies(game, keys))
        latencies = [key.took_ms for key in timed]
        lines.append(
            {
                "game": game,
                "players": 4,
                "key_p95_ms": round(p95(latencies), 1),
                "key_median_ms": round(statistics.median(latencies), 1),
                # Counted, not timed, so steady on a busy machine: what a layout or paint
                # put off to a later tick costs shows here first.
                "keys_over_2_frames": sum(key.frames > 2 for key in timed),
                # Counted too: the widget lines a key draws again, its share of a frame's work.
                "lines_drawn_per_key": round(statistics.mean(key.lines for key in timed), 1),
                "cpu_ms_per_key": round(statistics.mean(key.cpu_ms for key in timed), 2),
                "keys": len(latencies),
            }
        )
    with tempfile.TemporaryDirectory() as folder:
        opened = asyncio.run(screen_openings(Path(folder)))
    for name, times in opened.items():  # the first opening loads and builds; later ones may not
        shown, settled = zip(*times, strict=True)
        lines.append(
            {
                "screen": name,
                "shown_first_ms": round(shown[0], 1),
                "shown_again_ms": round(statistics.median(shown[1:]), 1),
                "settled_first_ms": round(settled[0], 1),
                "settled_again_ms": round(statistics.median(settled[1:]), 1),
            }
        )
    lines[0]["peak_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    for out in lines:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
