"""The `modten` command line: the menu, or straight to a game's first hand-off.

Options are checked by the same pydantic models as the setup screen; an error is printed
plainly with exit code 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys

from modten_tui.setup_models import (
    SOLO_LEVEL,
    SOLO_OPPONENTS,
    GameSetup,
    parse_seat_list,
    validate_setup,
    with_opponents,
)

OPTION_OF = {
    "game": "--game",
    "seats": "--seats",
    "deck": "--deck",
    "open_hands": "--open-hands",
    "target": "--target",
    "hands": "--hands",
    "seed": "--seed",
    "all_pass": "--all-pass",
    "bust_token_cap": "--bust-token-cap",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="modten",
        description="A terminal card table for Mod Ten and TEN (unofficial). "
        "Without options it opens the menu.",
        epilog="Example: modten --game modten --seats Ann,Bob,bot:normal --target 50",
    )
    parser.add_argument("--version", action="version", version="modten-tui 0.1.0")
    parser.add_argument("--game", choices=["modten", "ten"], help="the game to start")
    parser.add_argument(
        "--seats",
        help="comma-separated seats: a name for a person, bot:easy|normal|hard|random "
        "for a computer (Name=bot:hard names it)",
    )
    parser.add_argument(
        "--opponents", type=int, metavar="N",
        help=f"TEN solo (one name in --seats): play against N {SOLO_LEVEL} computers, 1 to 4 "
        f"(default {SOLO_OPPONENTS}); name their levels instead with e.g. --seats Ann,bot:hard",
    )  # fmt: skip
    parser.add_argument("--seed", help="fix the deal (a whole number)")
    parser.add_argument("--deck", choices=["auto", "single", "double"], help="Mod Ten deck")
    parser.add_argument(
        "--all-pass", choices=["discard", "active_player"],
        help="TEN: a wild nobody bids for is discarded (default) or goes to the active player",
    )
    parser.add_argument("--bust-token-cap", help="TEN: most bust tokens a player may hold")
    parser.add_argument(
        "--open-hands", action="store_true", help="Mod Ten, 2 players: both hands face up"
    )
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--target", help="Mod Ten: play a match to this many points (default 50)")
    length.add_argument("--hands", help="Mod Ten: play a match of this many hands")
    parser.add_argument(
        "--match", action="store_true", help="Mod Ten: play a match to 50 points (like --target 50)"
    )
    parser.add_argument(
        "--bot-delay", type=float, default=None, help="seconds per computer move (default 0.8)"
    )
    parser.add_argument("--theme", help="a Textual theme, e.g. high-contrast")
    # Not an option: players are named with --seats. Caught to say so instead of "unrecognized".
    parser.add_argument("--players", help=argparse.SUPPRESS)
    parser.add_argument(
        "--resume", action="store_true",
        help="continue the most recently played unfinished game (games save every move)"
    )
    return parser


def setup_from_args(args: argparse.Namespace) -> GameSetup | str | None:
    """The game the options describe, an error message, or None for the menu."""
    ten_options = {"all_pass": args.all_pass, "bust_token_cap": args.bust_token_cap}
    if args.resume and (args.seats is not None or _game_options_given(args)):
        return "--resume continues the saved game; leave out --seats and the game options"
    if args.seats is None:
        if _game_options_given(args):
            return "--seats is needed to start a game from the command line"
        return None
    given = {k: v for k, v in ten_options.items() if v is not None}
    if given and args.game != "ten":
        return f"{OPTION_OF[next(iter(given))]} is a TEN option (add --game ten)"
    # An option that cannot apply is refused, never silently dropped.
    modten_only = {"--deck": args.deck is not None, "--open-hands": args.open_hands,
                   "--target": args.target is not None, "--hands": args.hands is not None,
                   "--match": args.match}  # fmt: skip
    if args.game == "ten":
        for option, used in modten_only.items():
            if used:
                return f"{option} is a Mod Ten option (TEN plays one game to its end)"
    if args.match and args.hands is not None:
        return ("--match plays to a target of points; --hands plays a number of hands: "
                "choose one")  # fmt: skip
    length = "hand"
    if args.target is not None or args.match:
        length = "target"
    elif args.hands is not None:
        length = "hands"
    seats = parse_seat_list(args.seats)
    if args.opponents is not None and (args.game != "ten" or len(seats) != 1):
        return "--opponents is for a solo TEN game: --game ten and one name in --seats"
    if args.game == "ten" and len(seats) == 1:  # T20: one person against computers
        count = SOLO_OPPONENTS if args.opponents is None else args.opponents
        if not 1 <= count <= 4:
            return f"--opponents: 1 to 4 computers, not {count}"
        seats = with_opponents(seats, count, SOLO_LEVEL)
    raw = {
        "game": args.game or "modten",
        "seats": seats,
        "deck": args.deck or "auto",
        "open_hands": args.open_hands,
        "length": length,
        "target": args.target,
        "hands": args.hands,
        "seed": args.seed,
        **given,
    }
    result = validate_setup(raw)
    if isinstance(result, GameSetup):
        return result
    return "; ".join(_explain(key, message) for key, message in result.items())


def _game_options_given(args: argparse.Namespace) -> bool:
    values = [args.game, args.seed, args.deck, args.target, args.hands, args.all_pass,
              args.bust_token_cap]  # fmt: skip
    return (any(v is not None for v in values) or args.open_hands or args.match
            or args.opponents is not None)  # fmt: skip


def _explain(key: str, message: str) -> str:
    parts = key.split(".")
    option = OPTION_OF.get(parts[0], parts[0])
    if parts[0] == "seats" and len(parts) > 1:
        return f"{option}: seat {int(parts[1]) + 1} ({parts[-1]}): {message}"
    return f"{option}: {message}"


def terminal_problem() -> str | None:
    """Why this cannot be played here, or None. Without a terminal on both sides the app
    would wait for keys that never come (or draw for nobody); a dumb terminal cannot draw it.
    """
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return ("modten is played in a terminal: its input and output must both be one "
                "(not a file, a pipe or /dev/null)")  # fmt: skip
    if os.environ.get("TERM", "") == "dumb":
        return ("TERM=dumb cannot draw the card table (it needs cursor movement); run it "
                "in a terminal emulator, or set TERM=xterm-256color if yours can do that")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)  # an unknown option prints a clear error and exits 2
    setup = setup_from_args(args)
    if args.players is not None:
        setup = (f"--players {args.players}: name each seat with --seats instead, e.g. --seats "
                 "Ann,Bob,bot:easy (Mod Ten: 2 to 6 players, TEN: 2 to 5)")  # fmt: skip
    if isinstance(setup, str):
        parser.print_usage(sys.stderr)
        print(f"modten: error: {setup}", file=sys.stderr)
        return 2
    from modten_tui.saves import SaveStore

    store = SaveStore()
    if not store.acquire():  # another copy holds the data folder: this one is read-only
        if args.resume:
            print(f"modten: error: --resume: another copy of modten is using {store.root}; "
                  "continue the game there", file=sys.stderr)  # fmt: skip
            return 2
        print(f"modten: another copy is using {store.root}: this copy is read-only (games "
              "are not saved)", file=sys.stderr)  # fmt: skip
    if args.resume and not store.has_games():
        print(f"modten: error: --resume: no saved game in {store.root}", file=sys.stderr)
        return 2
    if args.bot_delay is not None and not 0 <= args.bot_delay <= 10:
        print("modten: error: --bot-delay: 0 to 10 seconds", file=sys.stderr)
        return 2
    # Textual loads only now, so `--help` and option errors stay instant.
    from textual.theme import BUILTIN_THEMES

    from modten_tui.app import DEFAULT_BOT_DELAY, HIGH_CONTRAST, TableApp
    from modten_tui.games.ten.session.session import open_session
    from modten_tui.session import SeatError

    themes = sorted({*BUILTIN_THEMES, HIGH_CONTRAST.name})
    if args.theme is not None and args.theme not in themes:
        print(f"modten: error: --theme: one of {', '.join(themes)}", file=sys.stderr)
        return 2

    session = None
    if setup is not None:
        try:
            session = open_session(setup)
        except (SeatError, ValueError) as exc:
            print(f"modten: error: {exc}", file=sys.stderr)
            return 2
    problem = terminal_problem()  # after every option check, so those are said first
    if problem:
        print(f"modten: error: {problem}", file=sys.stderr)
        return 2
    delay = DEFAULT_BOT_DELAY if args.bot_delay is None else args.bot_delay
    app = TableApp(session=session, bot_delay=delay, theme=args.theme, store=store,
                    resume=args.resume)  # fmt: skip
    app.run()
    return app.return_code or 0  # 1 after a crash (Textual has printed the traceback)


if __name__ == "__main__":
    sys.exit(main())
