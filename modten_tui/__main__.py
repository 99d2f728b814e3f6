"""The `modten` command line: the menu, or straight to a game's first hand-off.

Options are checked by the same pydantic models as the setup screen; an error is printed
plainly with exit code 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from modten_tui import __version__, registry
from modten_tui.serve import SERVED_FLAG
from modten_tui.setup.models import (
    KINDS,
    CliSwitch,
    GameSetup,
    OptionField,
    options_model,
    parse_seat_list,
    validate_setup,
    with_opponents,
)

if TYPE_CHECKING:
    from modten_tui.registry import GameSpec

OWN_OPTION = {"game": "--game", "seats": "--seats", "seed": "--seed", "advice": "--no-advice"}


@dataclass
class GameOption:
    """A command-line option of the games' options models: the games it is for, and per game
    the field (or switch) it sets."""

    flag: str
    dest: str
    fields: dict[str, OptionField] = field(default_factory=dict)
    switches: dict[str, CliSwitch] = field(default_factory=dict)

    def games(self) -> list[GameSpec]:
        return [registry.get(key) for key in [*self.fields, *self.switches]]

    def titles(self) -> str:
        return " and ".join(spec.title for spec in self.games())


def game_options() -> list[GameOption]:
    """Every game's options as command-line options; a name two games share is one option.

    A field that other fields sit beside (`hints(in_row_of=...)`) has no option of its own:
    giving one of those fields sets it (`--hands 3` plays a match of hands)."""
    options: dict[str, GameOption] = {}
    for spec in registry.all_specs():
        model = options_model(spec)
        fields = model.fields()
        beside = {f.in_row_of for f in fields if f.in_row_of}
        for f in fields:
            if f.name not in beside:
                option = options.setdefault(f.flag, GameOption(f.flag, "opt_" + f.name))
                option.fields[spec.key] = f
        for name, switch in model.cli_switches.items():
            flag = "--" + name.replace("_", "-")
            option = options.setdefault(flag, GameOption(flag, "switch_" + name))
            option.switches[spec.key] = switch
    return list(options.values())


def _solo_games() -> list[GameSpec]:
    return [spec for spec in registry.all_specs() if spec.min_players == 1]


class _Once(argparse.Action):
    """An option with a value, refused when given twice: the last one would silently win
    (switches without a value may repeat)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        seen: set[str] = vars(namespace).setdefault("_given", set())
        if self.dest in seen:
            raise argparse.ArgumentError(
                self, f"given twice ({getattr(namespace, self.dest)} and {values}): give it once"
            )
        seen.add(self.dest)
        setattr(namespace, self.dest, values)


def build_parser() -> argparse.ArgumentParser:
    specs = registry.all_specs()
    first = specs[0]
    parser = argparse.ArgumentParser(
        prog="modten",
        description=f"A terminal card table for {' and '.join(s.title for s in specs)} "
        "(unofficial). Without options it opens the menu.",
        epilog=f"Example: modten --game {first.key} --seats Ann,Bob,bot:normal",
    )
    for name in (None, "store"):  # every option that takes a value (None: the default)
        parser.register("action", name, _Once)
    parser.add_argument("--version", action="version", version=f"modten-tui {__version__}")
    parser.add_argument("--game", choices=registry.keys(), help="the game to start")
    parser.add_argument(
        "--seats",
        help="comma-separated seats: a name for a person, bot:easy|normal|hard|random "
        "for a computer (Name=bot:hard names it)",
    )
    solo = _solo_games()
    if solo:
        spec = solo[0]
        parser.add_argument(
            "--opponents",
            type=int,
            metavar="N",
            help=f"{' or '.join(s.title for s in solo)} solo (one name in --seats): play "
            f"against N {spec.table.solo_level} computers, 1 to {spec.max_players - 1} (default "
            f"{spec.table.solo_opponents}); name their levels instead with e.g. "
            "--seats Ann,bot:hard",
        )
    parser.add_argument("--seed", help="fix the deal (a whole number)")
    parser.add_argument(
        "--no-advice",
        action="store_true",
        help="play without advice: `a` does not suggest moves (the results say so)",
    )
    for option in game_options():
        # Worded and typed as the first game's field says (a switch is a plain switch).
        lead = next(iter(option.fields.values()), None)
        switch = next(iter(option.switches.values()), None)
        words = lead.description if lead else switch.help if switch else ""
        text = f"{option.titles()}: {words}"
        kind = lead.kind if lead else "check"
        if kind == "choice":
            values = dict.fromkeys(v for f in option.fields.values() for _, v in f.choices)
            parser.add_argument(option.flag, dest=option.dest, choices=list(values), help=text)
        elif kind == "check":
            parser.add_argument(option.flag, dest=option.dest, action="store_true", help=text)
        else:
            metavar = option.flag.removeprefix("--").replace("-", "_").upper()
            parser.add_argument(option.flag, dest=option.dest, metavar=metavar, help=text)
    parser.add_argument(
        "--bot-delay", type=float, default=None, help="seconds per computer move (default 0.8)"
    )
    parser.add_argument("--theme", help="a Textual theme, e.g. high-contrast")
    # Not an option: players are named with --seats. Caught to say so instead of "unrecognized".
    parser.add_argument("--players", help=argparse.SUPPRESS)
    parser.add_argument(
        "--resume",
        action="store_true",
        help="continue the most recently played unfinished game (games save every move)",
    )
    parser.add_argument(
        "--review",
        nargs="?",
        const="last",
        metavar="FILE|last",
        help="print a review of a finished game: each choice's chance to win before and "
        "after it, and the mistakes (FILE: a finished game's history record or save; "
        "default last, the most recently finished game)",
    )
    serving = parser.add_argument_group(
        "in a browser", "serve the app to browser tabs (a tablet passed round the table)"
    )
    serving.add_argument(
        "--serve",
        action="store_true",
        help="serve the menu to browser tabs, each its own game; prints the address to open",
    )
    serving.add_argument(
        "--host",
        help="the address to serve on (default 127.0.0.1; 0.0.0.0 for tablets on this network)",
    )
    serving.add_argument("--port", type=int, help="the port to serve on (default 8000)")
    serving.add_argument(
        "--token", help="the access token in the address (default: a new random one each start)"
    )
    serving.add_argument(
        "--max-sessions", type=int, metavar="N", help="tabs at once, 1 to 16 (default 4)"
    )
    # How the server starts each tab's app: not typed by a person.
    parser.add_argument(SERVED_FLAG, action="store_true", help=argparse.SUPPRESS)
    return parser


SERVE_OPTIONS = {
    "host": "--host",
    "port": "--port",
    "token": "--token",
    "max_sessions": "--max-sessions",
}


def serve(args: argparse.Namespace, setup: GameSetup | None) -> int:
    """`--serve`: the options checked here, each tab's app then started by the server."""
    import secrets

    from modten_tui.serve import server

    problem = None
    if setup is not None or args.resume or args.review is not None:
        problem = "--serve opens the menu in each tab; leave out the game, --resume and --review"
    elif args.token is not None and not server.TOKEN_FORM.fullmatch(args.token):
        problem = "--token: at least 8 letters, digits, - or _"
    elif args.max_sessions is not None and not 1 <= args.max_sessions <= 16:
        problem = "--max-sessions: 1 to 16"
    elif args.port is not None and not 0 <= args.port <= 65535:
        problem = "--port: 0 to 65535 (0: any free port)"
    else:
        problem = _delay_problem(args.bot_delay) or _theme_problem(args.theme)
    if problem:
        print(f"modten: error: {problem}", file=sys.stderr)
        return 2
    forwarded = [
        *(["--theme", args.theme] if args.theme is not None else []),
        *(["--bot-delay", str(args.bot_delay)] if args.bot_delay is not None else []),
    ]
    return server.run(
        server.TableServer(
            server.app_command(forwarded),
            host="127.0.0.1" if args.host is None else args.host,
            port=8000 if args.port is None else args.port,
            token=args.token or secrets.token_urlsafe(16),
            max_sessions=args.max_sessions or server.DEFAULT_MAX_SESSIONS,
        )
    )


def _delay_problem(delay: float | None) -> str | None:
    if delay is not None and not 0 <= delay <= 10:
        return "--bot-delay: 0 to 10 seconds"
    return None


def _theme_problem(theme: str | None) -> str | None:
    from textual.theme import BUILTIN_THEMES

    from modten_tui.app.table_app import HIGH_CONTRAST

    themes = sorted({*BUILTIN_THEMES, HIGH_CONTRAST.name})
    if theme is not None and theme not in themes:
        return f"--theme: one of {', '.join(themes)}"
    return None


def _given(args: argparse.Namespace) -> list[tuple[GameOption, Any]]:
    """The game options on the command line, in the parser's order, with their values."""
    out: list[tuple[GameOption, Any]] = []
    for option in game_options():
        value = getattr(args, option.dest, None)
        if value is not None and value is not False:
            out.append((option, value))
    return out


def setup_from_args(args: argparse.Namespace) -> GameSetup | str | None:
    """The game the options describe, an error message, or None for the menu."""
    given = _given(args)
    opponents = getattr(args, "opponents", None)
    if args.resume and (args.seats is not None or _game_options_given(args)):
        return "--resume continues the saved game; leave out --seats and the game options"
    if args.seats is None:
        if _game_options_given(args):
            return "--seats is needed to start a game from the command line"
        return None
    chosen = registry.get(args.game) if args.game else registry.default()
    # An option that cannot apply is refused, never silently dropped.
    for option, _ in given:
        if chosen.key not in option.fields and chosen.key not in option.switches:
            owner = option.games()[0]
            if args.game is None:
                return f"{option.flag} is a {option.titles()} option (add --game {owner.key})"
            return f"{option.flag} is a {option.titles()} option; {chosen.title} does not use it"
    values, problem = _option_values(chosen, given)
    if problem:
        return problem
    seats = parse_seat_list(args.seats)
    # `Ann,hard` meant a computer: a person called "hard" would play with hand-offs instead.
    for i, seat in enumerate(seats, 1):
        if seat["kind"] == "human" and seat["name"].lower() in KINDS[1:]:
            name = seat["name"]
            return (
                f"--seats: seat {i} would be a person called {name}; for a computer write "
                f"bot:{name.lower()} (or Name=bot:{name.lower()})"
            )
    if opponents is not None and (chosen.min_players != 1 or len(seats) != 1):
        solo = _solo_games()
        return (
            f"--opponents is for a solo {' or '.join(s.title for s in solo)} game: --game "
            f"{' or '.join(s.key for s in solo)} and one name in --seats"
        )
    if chosen.min_players == 1 and len(seats) == 1:  # one person against computers
        count = chosen.table.solo_opponents if opponents is None else opponents
        if not 1 <= count <= chosen.max_players - 1:
            return f"--opponents: 1 to {chosen.max_players - 1} computers, not {count}"
        seats = with_opponents(seats, count, chosen.table.solo_level)
    raw = {
        "game": chosen.key,
        "seats": seats,
        "seed": args.seed,
        "options": values,
        "advice": not args.no_advice,
    }
    result = validate_setup(raw)
    if isinstance(result, GameSetup):
        return result
    return "; ".join(_explain(key, message) for key, message in result.items())


def _option_values(
    spec: GameSpec, given: list[tuple[GameOption, Any]]
) -> tuple[dict[str, Any], str | None]:
    """The chosen game's option values, with the fields the options set by implication
    (`--hands 3`: a match of hands); a message when two options ask for different ones."""
    fields = {f.name: f for f in options_model(spec).fields()}
    values: dict[str, Any] = {}
    implied: dict[str, tuple[str, Any]] = {}  # field: (the option that set it, its value)

    def imply(name: str, value: Any, flag: str) -> str | None:
        before = implied.setdefault(name, (flag, value))
        if before[1] == value:
            return None
        says = fields[name].cli_says if name in fields else {}

        def meaning(flag: str, value: Any) -> str:
            return f"{flag} {says.get(str(value), f'sets {name} to {value}')}"

        return f"{meaning(*before)}; {meaning(flag, value)}: choose one"

    switched = [(o, v) for o, v in given if spec.key in o.switches]
    for option, _ in switched:  # switches first: they stand for a choice the others refine
        for name, value in option.switches[spec.key].sets.items():
            problem = imply(name, value, option.flag)
            if problem:
                return values, problem
    for option, value in given:
        f = option.fields.get(spec.key)
        if f is None:
            continue
        if f.in_row_of is not None:
            problem = imply(f.in_row_of, f.shown_if, option.flag)
            if problem:
                return values, problem
        values[f.name] = value
    values.update({name: value for name, (_, value) in implied.items()})
    return values, None


def _game_options_given(args: argparse.Namespace) -> bool:
    return (
        any(getattr(args, k) is not None for k in ("game", "seed"))
        or getattr(args, "opponents", None) is not None
        or bool(_given(args))
        or bool(getattr(args, "no_advice", False))
    )


def _explain(key: str, message: str) -> str:
    parts = key.split(".")
    option = OWN_OPTION.get(parts[0], "--" + parts[0].replace("_", "-"))
    if parts[0] == "seats" and len(parts) > 1:
        return f"{option}: seat {int(parts[1]) + 1} ({parts[-1]}): {message}"
    return f"{option}: {message}"


def terminal_problem() -> str | None:
    """Why this cannot be played here, or None. Without a terminal on both sides the app
    would wait for keys that never come (or draw for nobody); a dumb terminal cannot draw it.
    """
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return (
            "modten is played in a terminal: its input and output must both be one "
            "(not a file, a pipe or /dev/null)"
        )
    if os.environ.get("TERM", "") == "dumb":
        return (
            "TERM=dumb cannot draw the card table (it needs cursor movement); run it "
            "in a terminal emulator, or set TERM=xterm-256color if yours can do that"
        )
    return None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)  # an unknown option prints a clear error and exits 2
    setup = setup_from_args(args)
    if args.players is not None:
        counts = ", ".join(
            f"{s.title}: {s.min_players} to {s.max_players}" for s in registry.all_specs()
        )
        setup = (
            f"--players {args.players}: name each seat with --seats instead, e.g. --seats "
            f"Ann,Bob,bot:easy ({counts} players)"
        )
    if args.review is not None and (setup is not None or args.resume):
        setup = "--review prints a finished game's review; it starts no game"
    if isinstance(setup, str):
        parser.print_usage(sys.stderr)
        print(f"modten: error: {setup}", file=sys.stderr)
        return 2
    if args.serve:
        return serve(args, setup)
    for dest, flag in SERVE_OPTIONS.items():
        if getattr(args, dest) is not None:
            parser.print_usage(sys.stderr)
            print(f"modten: error: {flag} is for --serve", file=sys.stderr)
            return 2
    if args.review is not None:  # no terminal needed: it prints
        from modten_tui.review.cli import run

        return run(args.review)
    from modten_tui.storage.saves import SaveStore

    store = SaveStore()
    if not store.acquire():  # another copy holds the data folder: this one is read-only
        if args.resume:
            print(
                f"modten: error: --resume: another copy of modten is using {store.root}; "
                "continue the game there",
                file=sys.stderr,
            )
            return 2
        print(
            f"modten: another copy is using {store.root}: this copy is read-only (games "
            "are not saved)",
            file=sys.stderr,
        )
    if args.resume and not store.has_games():
        print(f"modten: error: --resume: no saved game in {store.root}", file=sys.stderr)
        return 2
    # Textual loads only now (with the theme check), so `--help` and option errors stay instant.
    problem = _delay_problem(args.bot_delay) or _theme_problem(args.theme)
    if problem:
        print(f"modten: error: {problem}", file=sys.stderr)
        return 2
    from modten_tui.app.table_app import DEFAULT_BOT_DELAY, TableApp
    from modten_tui.table.session import SeatError

    session = None
    if setup is not None:
        try:
            session = setup.spec.table.new_session(setup)
        except (SeatError, ValueError) as exc:
            print(f"modten: error: {exc}", file=sys.stderr)
            return 2
    # After every option check, so those are said first. A tab's app (started by `--serve`)
    # talks to the browser through its input and output: no terminal there, by design.
    problem = None if args.served else terminal_problem()
    if problem:
        print(f"modten: error: {problem}", file=sys.stderr)
        return 2
    delay = DEFAULT_BOT_DELAY if args.bot_delay is None else args.bot_delay
    app = TableApp(
        session=session, bot_delay=delay, theme=args.theme, store=store, resume=args.resume
    )
    app.run()
    return app.return_code or 0  # 1 after a crash (Textual has printed the traceback)


if __name__ == "__main__":
    sys.exit(main())
