"""Drive the real app headless and write screenshots/*.svg plus a PNG of each (via cairosvg).

    python scripts/make_screenshots.py [--out screenshots] [--size 100x30]

Deals are fixed (seeded), so the pictures only change when the app does.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from modten_tui.app import ModTenApp
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.session import Session
from modten_tui.setup_models import GameSetup, parse_seat_list

Steps = Callable[[Pilot[None]], Awaitable[None]]


def game_app(seats: str, seed: int, **options: object) -> ModTenApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed, **options})
    return ModTenApp(session=Session(setup), bot_delay=0)


async def settle(pilot: Pilot[None]) -> None:
    for _ in range(50):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not any(w.is_running for w in pilot.app.workers):
            break


def press(*keys: str) -> Steps:
    async def run(pilot: Pilot[None]) -> None:
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


async def mid_game(pilot: Pilot[None]) -> None:
    """Reveal, then play until the table holds a few cards on Ann's turn."""
    app = pilot.app
    assert isinstance(app, ModTenApp) and app.session is not None
    session = app.session
    await settle(pilot)
    for _ in range(200):
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        elif session.is_human_turn:
            if len(session.hand.moves) >= 9 and len(session.hand.table) >= 2:
                break
            await pilot.press("enter")
        await settle(pilot)


async def to_results(pilot: Pilot[None]) -> None:
    app = pilot.app
    assert isinstance(app, ModTenApp) and app.session is not None
    session = app.session
    await settle(pilot)
    while not session.hand_over:  # quick: play straight through the session
        if session.needs_handoff:
            session.reveal()
        if session.is_bot_turn:
            session.play_bots()
        else:
            session.play(session.legal_moves()[0])
    assert app.table is not None
    app.table.advance()
    await settle(pilot)


SHOTS: dict[str, tuple[Callable[[], ModTenApp], Steps]] = {
    "menu": (ModTenApp, press()),
    "setup": (ModTenApp, press("n")),
    "handoff": (lambda: game_app("Ann,Bob,Cy", 7), press()),
    "modten_table": (lambda: game_app("Ann,bot:normal,bot:easy,bot:hard", 12), mid_game),
    "results": (lambda: game_app("Ann,bot:easy,Cy", 4, length="target", target=50), to_results),
    "help": (ModTenApp, press("question_mark")),
}


def svg_to_png(svg: str, path: Path) -> None:
    import cairosvg

    # Rich's SVG asks for Fira Code from the web; cairosvg cannot fetch it and falls back to a
    # proportional font, which misaligns the card boxes. Use a local monospace font instead.
    svg = re.sub(r"font-family:[^;\"]*", "font-family: DejaVu Sans Mono, monospace", svg)
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(path), scale=1.0)


async def shoot(name: str, make: Callable[[], ModTenApp], steps: Steps, size: tuple[int, int],
                out: Path) -> Path:
    app = make()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await steps(pilot)
        svg = app.export_screenshot(title=f"modten · {name}")
    svg_path = out / f"{name}.svg"
    svg_path.write_text(svg, encoding="utf-8")
    svg_to_png(svg, out / f"{name}.png")
    return svg_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots", type=Path)
    parser.add_argument("--size", default="100x30", help="terminal size, e.g. 80x24")
    parser.add_argument("names", nargs="*", help=f"only these of {', '.join(SHOTS)}")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    size = (int(width), int(height))
    args.out.mkdir(parents=True, exist_ok=True)
    unknown = set(args.names) - set(SHOTS)
    if unknown:
        print(f"unknown screenshots: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for name in args.names or SHOTS:
        make, steps = SHOTS[name]
        path = asyncio.run(shoot(name, make, steps, size, args.out))
        print(f"wrote {path} and {path.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
