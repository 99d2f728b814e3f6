"""Drive the real app headless and write screenshots/*.svg plus a PNG of each (via cairosvg).

    python scripts/make_screenshots.py [--out screenshots] [--size 100x30] [--lang fi]

Deals are fixed (seeded), so the pictures only change when the app does. With `--lang` the
pictures are of the app in that language (Arabic laid out right to left, as the app does in a
terminal), written to `<out>/<lang>/` at 80x24 unless `--size` says otherwise:

    for code in fi ca ar; do python scripts/make_screenshots.py --lang $code; done
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.texts import bust_chance
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

Steps = Callable[[Pilot[None]], Awaitable[None]]


def game_app(seats: str, seed: int, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed, **options})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


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
    assert isinstance(app, TableApp) and app.session is not None
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
    assert isinstance(app, TableApp) and app.session is not None
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


def ten_move(s: TenSession) -> str:
    """A plain fixed policy (not the bots, which keep improving), so the pictures stay put."""
    g, legal = s.game, s.legal_moves()
    if g.phase == "draw":
        busting, unseen = bust_chance(g)
        if "draw" in legal and (not g.tableau or busting < 0.3 * unseen and len(g.tableau) < 5):
            return "draw"
        return "take numbers" if any(c[0] in "RBOG" for c in g.tableau) else "take currency"
    if g.phase == "auction" and g.auction is not None:
        bid = f"bid {g.auction.high_bid + 1}"
        return bid if bid in legal and g.auction.high_bid < 3 else "pass"
    buys = [m for m in legal if m != "no buy"]
    return legal[0] if g.phase == "pay" else (buys[0] if buys else "no buy")


def ten_app(seed: int, until: Callable[[TenSession, int], bool]) -> TableApp:
    """Five people at TEN, played by `ten_move` until `until(session, moves)` holds."""
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("Ann,Bob,Cy,Dee,Eve"), "seed": seed}
    )
    session = TenSession(setup)
    moves = 0
    while not session.is_over and not until(session, moves):
        session.play(ten_move(session))
        moves += 1
    return TableApp(session=session, bot_delay=0)


def ten_drawing(s: TenSession, moves: int) -> bool:
    return moves > 90 and s.phase == "draw" and len(s.game.tableau) >= 2 and bool(s.game.market)


def ten_bidding(s: TenSession, moves: int) -> bool:
    a = s.game.auction
    return moves > 60 and a is not None and a.high_bidder is not None


def review_app() -> TableApp:
    """Finished games holding one Mod Ten game, everyone playing their first card (mistakes)."""
    import tempfile

    from modten_tui.storage.saves import SaveStore
    from modten_tui.table.persist import history_entry

    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy"), "seed": 1})
    session = ModTenSession(setup)
    while session.current is not None:
        session.play(session.game.legal_moves()[0])
    store = SaveStore(Path(tempfile.mkdtemp(prefix="modten-shots-")))
    store.add_history(history_entry(session))
    return TableApp(bot_delay=0, store=store)


def lesson(key: str) -> Steps:
    """The lesson of the game with this key, opened from the menu, at its first decision."""

    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, TableApp)
        app.start_lesson(key)
        await settle(pilot)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await settle(pilot)

    return run


def with_advice() -> TableApp:
    """The Mod Ten table of `modten_table`, advice seeded and capped so the picture stays put."""
    from modten_tui.screens.advice import AdvicePanel, Limits

    AdvicePanel.limits = Limits(iterations=3000, seed=1)
    return game_app("Ann,bot:normal,bot:easy,bot:hard", 12)


async def advice_shown(pilot: Pilot[None]) -> None:
    await mid_game(pilot)
    await press("a")(pilot)


SHOTS: dict[str, tuple[Callable[[], TableApp], Steps]] = {
    "menu": (TableApp, press()),
    "setup": (TableApp, press("n")),
    "handoff": (lambda: game_app("Ann,Bob,Cy", 7), press()),
    "modten_table": (lambda: game_app("Ann,bot:normal,bot:easy,bot:hard", 12), mid_game),
    "results": (lambda: game_app("Ann,bot:easy,Cy", 4, length="target", target=50), to_results),
    "help": (TableApp, press("question_mark")),
    "ten_table": (lambda: ten_app(5, ten_drawing), press()),
    "ten_auction": (lambda: ten_app(5, ten_bidding), press()),
    "advice": (with_advice, advice_shown),
    "review": (review_app, press("g", "r", "m")),
    "lesson_modten": (TableApp, lesson("modten")),
    "lesson_ten": (TableApp, lesson("ten")),
}


def svg_to_png(svg: str, path: Path) -> None:
    import cairosvg

    # Rich's SVG asks for Fira Code from the web; cairosvg cannot fetch it and falls back to a
    # proportional font, which misaligns the card boxes. Use a local monospace font instead.
    svg = re.sub(r"font-family:[^;\"]*", "font-family: DejaVu Sans Mono, monospace", svg)
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(path), scale=1.0)


async def shoot(
    name: str, make: Callable[[], TableApp], steps: Steps, size: tuple[int, int], out: Path
) -> Path:
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
    parser.add_argument("--size", help="terminal size (default 100x30, 80x24 with --lang)")
    parser.add_argument("--lang", help="the app's language, e.g. fi (pictures in <out>/<lang>)")
    parser.add_argument("names", nargs="*", help=f"only these of {', '.join(SHOTS)}")
    args = parser.parse_args(argv)
    if args.lang:
        from modten_tui import i18n

        if args.lang not in i18n.available():
            print(f"unknown language: {args.lang}", file=sys.stderr)
            return 2
        i18n.use(args.lang)
        if i18n.right_to_left():
            from modten_tui.i18n.screen_lines import install

            install()
        args.out = args.out / args.lang
    width, _, height = (args.size or ("80x24" if args.lang else "100x30")).partition("x")
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
