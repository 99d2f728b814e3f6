"""The `modten` command line: the menu, or straight to a game's first hand-off.

Options are checked by the same pydantic models as the setup screen; an error is printed
plainly with exit code 2, never as a traceback. The parser is built from the games' options
forms (plain data), and pydantic is loaded only when there is a game to check: `modten` alone
and `--help` start without it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from modten_tui import __version__, i18n, registry
from modten_tui.i18n import _
from modten_tui.serve import SERVED_FLAG
from modten_tui.setup.options_form import CliSwitch, OptionField, options_form
from modten_tui.setup.seats import KINDS, parse_seat_list, with_opponents

if TYPE_CHECKING:
    from modten_tui.registry import GameSpec
    from modten_tui.setup.models import GameSetup

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
        return both([spec.title for spec in self.games()])


def both(names: list[str]) -> str:
    """'A and B' (or one name alone), in the language shown."""
    if len(names) < 2:
        return "".join(names)
    # translators: a list of game titles, "A and B" ({names} may be "A, B")
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def either(names: list[str]) -> str:
    """'A or B' (or one name alone), in the language shown."""
    if len(names) < 2:
        return "".join(names)
    # translators: a list of game titles or game keys, "A or B"
    return _("{names} or {last}").format(names=", ".join(names[:-1]), last=names[-1])


def game_options() -> list[GameOption]:
    """Every game's options as command-line options; a name two games share is one option.

    A field that other fields sit beside (`hints(in_row_of=...)`) has no option of its own:
    giving one of those fields sets it (`--hands 3` plays a match of hands)."""
    options: dict[str, GameOption] = {}
    for spec in registry.all_specs():
        form = options_form(spec)
        beside = {f.in_row_of for f in form.fields if f.in_row_of}
        for f in form.fields:
            if f.name not in beside:
                option = options.setdefault(f.flag, GameOption(f.flag, "opt_" + f.name))
                option.fields[spec.key] = f
        for name, switch in form.switches.items():
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
                self,
                _("given twice ({first} and {second}): give it once").format(
                    first=getattr(namespace, self.dest), second=values
                ),
            )
        seen.add(self.dest)
        setattr(namespace, self.dest, values)


class _Formatter(argparse.HelpFormatter):
    """argparse's help with its own "usage: " in the language shown."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its errors in the language shown (their reasons stay argparse's)."""

    def error(self, message: str) -> Any:
        self.print_usage(sys.stderr)
        self.exit(
            2, _("{program}: error: {problem}").format(program=self.prog, problem=message) + "\n"
        )


def build_parser() -> argparse.ArgumentParser:
    specs = registry.all_specs()
    first = specs[0]
    parser = _Parser(
        prog="modten",
        description=_(
            "A terminal card table for {games} (unofficial). Without options it opens the menu."
        ).format(games=both([s.title for s in specs])),
        epilog=_("Example: {command}").format(
            command=f"modten --game {first.key} --seats Ann,Bob,bot:normal"
        ),
        formatter_class=_Formatter,
        add_help=False,  # added below, its words translated
    )
    parser._optionals.title = _("options")
    for name in (None, "store"):  # every option that takes a value (None: the default)
        parser.register("action", name, _Once)
    parser.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    parser.add_argument(
        "--version",
        action="version",
        version=f"modten-tui {__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument("--game", choices=registry.keys(), help=_("the game to start"))
    parser.add_argument(
        "--seats",
        help=_(
            "comma-separated seats: a name for a person, bot:easy|normal|hard|random "
            "for a computer (Name=bot:hard names it)"
        ),
    )
    solo = _solo_games()
    if solo:
        spec = solo[0]
        parser.add_argument(
            "--opponents",
            type=int,
            metavar="N",
            help=_(
                "{games} solo (one name in --seats): play against N {level} computers, "
                "1 to {most} (default {default}); name their levels instead with e.g. "
                "--seats Ann,bot:hard"
            ).format(
                games=either([s.title for s in solo]),
                level=_(spec.table.solo_level),
                most=spec.max_players - 1,
                default=spec.table.solo_opponents,
            ),
        )
    parser.add_argument("--seed", help=_("fix the deal (a whole number)"))
    parser.add_argument(
        "--no-advice",
        action="store_true",
        help=_("play without advice: `a` does not suggest moves (the results say so)"),
    )
    for option in game_options():
        # Worded and typed as the first game's field says (a switch is a plain switch).
        lead = next(iter(option.fields.values()), None)
        switch = next(iter(option.switches.values()), None)
        words = lead.description if lead else switch.help if switch else ""
        # The games mark their options' words (N_); shown here in the language chosen.
        said = options_form(option.games()[0]).say(words)
        text = _("{games}: {help}").format(games=option.titles(), help=said)
        kind = lead.kind if lead else "check"
        if kind == "choice":
            values = dict.fromkeys(v for f in option.fields.values() for _label, v in f.choices)
            parser.add_argument(option.flag, dest=option.dest, choices=list(values), help=text)
        elif kind == "check":
            parser.add_argument(option.flag, dest=option.dest, action="store_true", help=text)
        else:
            metavar = option.flag.removeprefix("--").replace("-", "_").upper()
            parser.add_argument(option.flag, dest=option.dest, metavar=metavar, help=text)
    parser.add_argument(
        "--bot-delay",
        type=float,
        default=None,
        help=_("seconds per computer move (default {seconds})").format(seconds=0.8),
    )
    parser.add_argument("--theme", help=_("a Textual theme, e.g. high-contrast"))
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=_(
            "the language shown: {languages} (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)"
        ).format(languages=", ".join(f"{code} ({name})" for code, name in i18n.LANGUAGES.items())),
    )
    parser.add_argument(
        "--bidi",
        choices=["on", "off"],
        help=_(
            "right-to-left languages (Arabic): on (the default) joins the letters and lays "
            "each line out right to left in the app, for terminals that do neither; off for a "
            "terminal that does bidi itself (also MODTEN_BIDI=0, or the settings' bidi)"
        ),
    )
    # Not an option: players are named with --seats. Caught to say so instead of "unrecognized".
    parser.add_argument("--players", help=argparse.SUPPRESS)
    parser.add_argument(
        "--resume",
        action="store_true",
        help=_("continue the most recently played unfinished game (games save every move)"),
    )
    parser.add_argument(
        "--review",
        nargs="?",
        const="last",
        metavar="FILE|last",
        help=_(
            "print a review of a finished game: each choice's chance to win before and "
            "after it, and the mistakes (FILE: a finished game's history record or save; "
            "default last, the most recently finished game)"
        ),
    )
    serving = parser.add_argument_group(
        _("in a browser"), _("serve the app to browser tabs (a tablet passed round the table)")
    )
    serving.add_argument(
        "--serve",
        action="store_true",
        help=_("serve the menu to browser tabs, each its own game; prints the address to open"),
    )
    serving.add_argument(
        "--host",
        help=_("the address to serve on (default 127.0.0.1; 0.0.0.0 for tablets on this network)"),
    )
    serving.add_argument("--port", type=int, help=_("the port to serve on (default 8000)"))
    serving.add_argument(
        "--token",
        help=_("the access token in the address (default: a new random one each start)"),
    )
    serving.add_argument(
        "--max-sessions", type=int, metavar="N", help=_("tabs at once, 1 to 16 (default 4)")
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
        problem = _("--serve opens the menu in each tab; leave out the game, --resume and --review")
    elif args.token is not None and not server.TOKEN_FORM.fullmatch(args.token):
        problem = _("--token: at least 8 letters, digits, - or _")
    elif args.max_sessions is not None and not 1 <= args.max_sessions <= 16:
        problem = _("--max-sessions: 1 to 16")
    elif args.port is not None and not 0 <= args.port <= 65535:
        problem = _("--port: 0 to 65535 (0: any free port)")
    else:
        problem = _delay_problem(args.bot_delay) or _theme_problem(args.theme)
    if problem:
        print(_("modten: error: {problem}").format(problem=problem), file=sys.stderr)
        return 2
    forwarded = [
        "--lang",  # each tab shows the language the server was started in
        i18n.current(),
        *(["--bidi", args.bidi] if args.bidi is not None else []),
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
        return _("--bot-delay: 0 to 10 seconds")
    return None


def _theme_problem(theme: str | None) -> str | None:
    from textual.theme import BUILTIN_THEMES

    from modten_tui.app.table_app import HIGH_CONTRAST

    themes = sorted({*BUILTIN_THEMES, HIGH_CONTRAST.name})
    if theme is not None and theme not in themes:
        return _("--theme: one of {themes}").format(themes=", ".join(themes))
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
        return _("--resume continues the saved game; leave out --seats and the game options")
    if args.seats is None:
        if _game_options_given(args):
            return _("--seats is needed to start a game from the command line")
        return None
    chosen = registry.get(args.game) if args.game else registry.default()
    # An option that cannot apply is refused, never silently dropped.
    for option, _value in given:
        if chosen.key not in option.fields and chosen.key not in option.switches:
            owner = option.games()[0]
            if args.game is None:
                return _("{option} is a {games} option (add --game {game})").format(
                    option=option.flag, games=option.titles(), game=owner.key
                )
            return _("{option} is a {games} option; {game} does not use it").format(
                option=option.flag, games=option.titles(), game=chosen.title
            )
    values, problem = _option_values(chosen, given)
    if problem:
        return problem
    seats = parse_seat_list(args.seats)
    # `Ann,hard` meant a computer: a person called "hard" would play with hand-offs instead.
    for i, seat in enumerate(seats, 1):
        if seat["kind"] == "human" and seat["name"].lower() in KINDS[1:]:
            name = seat["name"]
            return _(
                "--seats: seat {number} would be a person called {name}; for a computer "
                "write bot:{level} (or Name=bot:{level})"
            ).format(number=i, name=name, level=name.lower())
    if opponents is not None and (chosen.min_players != 1 or len(seats) != 1):
        solo = _solo_games()
        return _(
            "--opponents is for a solo {games} game: --game {keys} and one name in --seats"
        ).format(games=either([s.title for s in solo]), keys=either([s.key for s in solo]))
    if chosen.min_players == 1 and len(seats) == 1:  # one person against computers
        count = chosen.table.solo_opponents if opponents is None else opponents
        if not 1 <= count <= chosen.max_players - 1:
            return _("--opponents: 1 to {most} computers, not {count}").format(
                most=chosen.max_players - 1, count=count
            )
        seats = with_opponents(seats, count, chosen.table.solo_level)
    raw = {
        "game": chosen.key,
        "seats": seats,
        "seed": args.seed,
        "options": values,
        "advice": not args.no_advice,
    }
    from modten_tui.setup.models import GameSetup, validate_setup

    result = validate_setup(raw)
    if isinstance(result, GameSetup):
        return result
    return "; ".join(_explain(key, message) for key, message in result.items())


def _option_values(
    spec: GameSpec, given: list[tuple[GameOption, Any]]
) -> tuple[dict[str, Any], str | None]:
    """The chosen game's option values, with the fields the options set by implication
    (`--hands 3`: a match of hands); a message when two options ask for different ones."""
    fields = {f.name: f for f in options_form(spec).fields}
    values: dict[str, Any] = {}
    implied: dict[str, tuple[str, Any]] = {}  # field: (the option that set it, its value)

    def imply(name: str, value: Any, flag: str) -> str | None:
        before = implied.setdefault(name, (flag, value))
        if before[1] == value:
            return None
        says = fields[name].cli_says if name in fields else {}

        def meaning(flag: str, value: Any) -> str:
            said = says.get(str(value))  # the game's words (N_), shown in the language chosen
            if said:
                return _("{option} {meaning}").format(option=flag, meaning=_(said))
            return _("{option} sets {field} to {value}").format(
                option=flag, field=name, value=value
            )

        return _("{first}; {second}: choose one").format(
            first=meaning(*before), second=meaning(flag, value)
        )

    switched = [(o, v) for o, v in given if spec.key in o.switches]
    for option, _value in switched:  # switches first: they stand for a choice the others refine
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
    values.update({name: value for name, (_flag, value) in implied.items()})
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
        return _("{option}: seat {number} ({field}): {problem}").format(
            option=option, number=int(parts[1]) + 1, field=parts[-1], problem=message
        )
    return f"{option}: {message}"


def terminal_problem() -> str | None:
    """Why this cannot be played here, or None. Without a terminal on both sides the app
    would wait for keys that never come (or draw for nobody); a dumb terminal cannot draw it.
    """
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return _(
            "modten is played in a terminal: its input and output must both be one "
            "(not a file, a pipe or /dev/null)"
        )
    if os.environ.get("TERM", "") == "dumb":
        return _(
            "TERM=dumb cannot draw the card table (it needs cursor movement); run it "
            "in a terminal emulator, or set TERM=xterm-256color if yours can do that"
        )
    return None


def requested_language(argv: list[str]) -> str | None:
    """`--lang CODE` (or `--lang=CODE`) from the command line, read before the parser is built:
    the parser's own help is in that language. Else the language chosen in the app before."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    from modten_tui.storage.prefs import PrefsStore
    from modten_tui.storage.saves import data_dir

    return PrefsStore(data_dir()).load().language


def bidi_wanted(option: str | None, environment: Mapping[str, str]) -> bool:
    """Whether the app lays right-to-left lines out itself: `--bidi`, else MODTEN_BIDI (0,
    off, no or false turn it off), else the settings (on unless a player turned it off)."""
    if option is not None:
        return option == "on"
    value = environment.get("MODTEN_BIDI", "").strip().lower()
    if value:
        return value not in ("0", "off", "no", "false")
    from modten_tui.storage.prefs import PrefsStore
    from modten_tui.storage.saves import data_dir

    return PrefsStore(data_dir()).load().bidi


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    language, notice = i18n.choose(requested_language(argv), os.environ)
    i18n.use(language)
    if notice:
        print(f"modten: {notice}", file=sys.stderr)
    parser = build_parser()
    args = parser.parse_args(argv)  # an unknown option prints a clear error and exits 2
    setup = setup_from_args(args)
    if args.players is not None:
        counts = ", ".join(
            _("{game}: {low} to {high}").format(game=s.title, low=s.min_players, high=s.max_players)
            for s in registry.all_specs()
        )
        setup = _(
            "--players {given}: name each seat with --seats instead, e.g. --seats "
            "Ann,Bob,bot:easy ({counts} players)"
        ).format(given=args.players, counts=counts)
    if args.review is not None and (setup is not None or args.resume):
        setup = _("--review prints a finished game's review; it starts no game")
    if isinstance(setup, str):
        parser.print_usage(sys.stderr)
        print(_("modten: error: {problem}").format(problem=setup), file=sys.stderr)
        return 2
    if args.serve:
        return serve(args, setup)
    for dest, flag in SERVE_OPTIONS.items():
        if getattr(args, dest) is not None:
            parser.print_usage(sys.stderr)
            print(_("modten: error: {option} is for --serve").format(option=flag), file=sys.stderr)
            return 2
    if args.review is not None:  # no terminal needed: it prints
        from modten_tui.review.cli import run

        return run(args.review)
    from modten_tui.storage.saves import SaveStore

    store = SaveStore()
    if not store.acquire():  # another copy holds the data folder: this one is read-only
        if args.resume:
            print(
                _(
                    "modten: error: --resume: another copy of modten is using {folder}; "
                    "continue the game there"
                ).format(folder=store.root),
                file=sys.stderr,
            )
            return 2
        print(
            _(
                "modten: another copy is using {folder}: this copy is read-only (games "
                "are not saved)"
            ).format(folder=store.root),
            file=sys.stderr,
        )
    if args.resume and not store.has_games():
        print(
            _("modten: error: --resume: no saved game in {folder}").format(folder=store.root),
            file=sys.stderr,
        )
        return 2
    # Textual loads only now (with the theme check), so `--help` and option errors stay instant.
    problem = _delay_problem(args.bot_delay) or _theme_problem(args.theme)
    if problem:
        print(_("modten: error: {problem}").format(problem=problem), file=sys.stderr)
        return 2
    from modten_tui.app.table_app import DEFAULT_BOT_DELAY, TableApp

    session = None
    if setup is not None:
        from modten_tui.table.session import SeatError

        try:
            session = setup.spec.table.new_session(setup)
        except (SeatError, ValueError) as exc:
            print(_("modten: error: {problem}").format(problem=exc), file=sys.stderr)
            return 2
    # After every option check, so those are said first. A tab's app (started by `--serve`)
    # talks to the browser through its input and output: no terminal there, by design.
    problem = None if args.served else terminal_problem()
    if problem:
        print(_("modten: error: {problem}").format(problem=problem), file=sys.stderr)
        return 2
    i18n.set_app_bidi(bidi_wanted(args.bidi, os.environ))
    if i18n.right_to_left() and i18n.app_bidi():
        from modten_tui.i18n.screen_lines import install

        install()
    delay = DEFAULT_BOT_DELAY if args.bot_delay is None else args.bot_delay
    app = TableApp(
        session=session,
        bot_delay=delay,
        theme=args.theme,
        store=store,
        resume=args.resume,
        touch=args.served,
    )
    app.run()
    return app.return_code or 0  # 1 after a crash (Textual has printed the traceback)


if __name__ == "__main__":
    sys.exit(main())
