"""The game registry: everything above the rules asks a `GameSpec`, never a game by name.

Each game is one package under `modten_tui/games/` whose `__init__` holds `SPEC`, an instance
of its `GameSpec` subclass. The registry finds those packages by listing the folder, so adding
a game touches nothing outside its own package; a game that lives elsewhere (the test game in
`tests/`) calls `register` itself.

A spec's methods import their game's modules when called: reading the registry (the menu, the
command line's `--help`) loads no rules, bots or screens.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from modten_tui.registry.positions import Position
from modten_tui.registry.undo_plan import UndoPlan

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.bots.base import Bot
    from modten_tui.registry.capabilities import Adviser, Lessons, Matches
    from modten_tui.registry.score_sheet import ScoreSheet
    from modten_tui.rules.protocol import Game, Record
    from modten_tui.setup.models import GameOptions, GameSetup
    from modten_tui.storage.saves import SaveFile
    from modten_tui.table.session import Factory, Session

GAMES_PACKAGE = "modten_tui.games"


class UnknownGame(ValueError):
    """A game key that no registered game answers to (a save from elsewhere, a typo)."""

    def __init__(self, key: str) -> None:
        known = ", ".join(repr(k) for k in keys()) or "none"
        super().__init__(f"unknown game {key!r} (known: {known})")
        self.key = key


class GameSpec(ABC):
    """One game, as the rest of the program sees it.

    `key` names the game in saves, settings and the command line (`--game KEY`); `title` is
    what players read. `min_players`/`max_players` count everyone at the table, people and
    computers. `order` places the game on the menu and in lists (lowest first).
    """

    key: str
    title: str
    min_players: int
    max_players: int
    order: int = 100

    @property
    def package(self) -> str:
        """The package the spec lives in (its help, its computer players)."""
        import sys

        module = type(self).__module__
        return module if hasattr(sys.modules[module], "__path__") else module.rpartition(".")[0]

    # ----- rules --------------------------------------------------------------------------
    @abstractmethod
    def rebuild(self, record: Record) -> Game:
        """The game a record describes, every move re-validated (raises IllegalMove/ValueError)."""

    # ----- computer players -------------------------------------------------------------
    @abstractmethod
    def make_bot(
        self, level: str, *, seed: int | None, budget_s: float, iterations: int | None
    ) -> Bot:
        """A computer player at `level` (easy, normal or hard; `random` is handled above)."""

    # ----- the optional capabilities (capabilities.py): an object, or None without it -----
    advice: Adviser | None = None  # the `a` key and the review
    lessons: Lessons | None = None  # "Learn to play" on the menu
    matches: Matches | None = None  # several hands to a game

    # ----- options ---------------------------------------------------------------------
    def options_model(self) -> type[GameOptions] | None:
        """The model of this game's own setup options (a `setup_models.GameOptions`
        subclass), or None if it has none. The setup screen and the command line are built
        from it."""
        return None

    # ----- saves, undo, replay (wire-save) -----
    # A save (saves.SaveFile) is the setup, a game-level setup `match` and one record per hand;
    # persist.py, save_schema.py, undo.py and the replay and history screens ask these.
    def save_parts(self, session: Session) -> tuple[dict[str, Any], list[Record]]:
        """What a save holds besides the setup: the game-level setup (empty if the game has
        none) and one record per hand. By default a game is one record and nothing more."""
        return {}, [session.game.record]

    @abstractmethod
    def restore(
        self,
        save: SaveFile,
        setup: GameSetup,
        *,
        bot_budget_s: float,
        bot_factory: Factory | None,
    ) -> Session:
        """The session a save describes, every move replayed through it (`persist.replay`),
        so the log and the seat notes come back too. The setup is already checked against
        the save's records; RestoreError (or any ValueError) says where the save breaks."""

    def check_save(self, match: Mapping[str, Any], records: int) -> None:
        """A save file's game-level setup and number of records, checked strictly before
        anything is replayed (ValueError says what is wrong). Matches `save_parts`' default."""
        if match:
            raise ValueError(f"a {self.title} save has no match setup")
        if records != 1:
            raise ValueError(f"a {self.title} save holds one record")

    def check_record(self, setup: Mapping[str, Any], moves: Sequence[str]) -> None:
        """One record of a save, checked strictly (exact keys and types, bounded sizes) before
        anything is replayed; ValueError says what is wrong. The replay checks every move
        again; this refuses a hostile file before it costs anything. By default: nothing more."""
        return None

    def undo_plan(self, session: Session) -> UndoPlan:
        """How many moves `u` would take back now, or why it cannot (README, "Undo"): only a
        move whose visible outcome was the same in every deal the mover held possible."""
        return UndoPlan(reason=f"{self.title} has no undo")

    def after_undo(self, before: Session, after: Session) -> None:
        """Carry over to the session rebuilt by undo what is about the person at the screen,
        not the record (who is looking, who moved last)."""
        return None

    def move_text(self, move: str) -> str:
        """A move as players read it (a card code as its face, say)."""
        return move

    def move_label(self, move: str) -> str:
        """A move as advice and the review name it: the adviser's label where the game has
        one ('Pay 3 tokens', never 'pay 3t'), else `move_text`."""
        return self.advice.label(move) if self.advice is not None else self.move_text(move)

    def is_prompt_screen(self, screen: Screen[Any]) -> bool:
        """A screen of this game's own that asks the person at the table for a move over the
        table: `u` works there as on the table itself."""
        return False

    def result_text(self, session: Session) -> str:
        """One line for Finished games: who won and the final scores."""
        game = session.game
        names = [seat.name for seat in session.seats]
        won = " and ".join(names[w] for w in game.winners) or "nobody"
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores(), strict=True))
        return f"{won} won ({scores})"

    def replay_positions(self, save: SaveFile, names: list[str]) -> list[Position]:
        """Every position of a finished game for stepping through it: each hand's start, then
        one per move, with what the move did in words. By default the move itself is said."""
        out: list[Position] = []
        for number, record in enumerate(save.records, start=1):
            game = self.rebuild(record.model_copy(update={"moves": []}))
            total = len(record.moves)
            out.append(Position(number, 0, total, game.clone(), "The game begins"))
            for i, move in enumerate(record.moves, start=1):
                game.apply(move)
                out.append(Position(number, i, total, game.clone(), self.move_text(move)))
        return out

    @abstractmethod
    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        """The table at one position of a finished game, every card shown (it is over).
        Names are text, never markup (a name may be "[/]")."""

    # ----- setup, app flow (wire-setup) -----
    # A game with min_players 1 is also played solo: one person against computers, who take
    # the other seats. The setup screen offers it as `solo_choice` under Players; unless told
    # otherwise it seats `solo_opponents` computers of `solo_level`.
    solo_choice: str = "1 (solo)"
    solo_opponents: int = 2
    solo_level: str = "normal"

    @abstractmethod
    def new_session(self, setup: GameSetup, **options: Any) -> Session:
        """A session playing `setup` (options as the session class takes them; raises
        SeatError when a computer player fails to start, ValueError for other refusals)."""

    @abstractmethod
    def table_screen(self, session: Session) -> Screen[Any]:
        """The screen the game is played on."""

    @abstractmethod
    def results_screen(self, session: Session) -> Screen[Any]:
        """The screen shown when the session is over (or a hand of a match is)."""

    # ----- statistics (stats) -----
    # The statistics screen names no game: it asks each finished game's spec for its sheet.
    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """What a finished game scored (statistics.ScoreSheet), rebuilt from its records. By
        default each record is one hand: its `scores()`, summed; the last one's winners."""
        from modten_tui.registry.score_sheet import ScoreSheet

        games = [self.rebuild(record) for record in save.records]
        hands = [game.scores() for game in games]
        final = [sum(seat) for seat in zip(*hands, strict=True)]
        return ScoreSheet("score", None, hands, final, list(games[-1].winners))

    def help_markdown(self) -> str:
        """The rules and the keys shown under `?`: `help.md` then `keys.md` of the package
        the spec lives in (either may be missing)."""
        from importlib import resources

        folder = resources.files(self.package)
        parts = [folder / name for name in ("help.md", "keys.md")]
        texts = [p.read_text(encoding="utf-8") for p in parts if p.is_file()]
        return "\n\n".join(texts) or f"# {self.title}\n\nNo help has been written for it yet."

    # ----- starting, and worlds a seat cannot tell apart (testgame) -----------------------
    @abstractmethod
    def new_game(self, players: int, *, seed: int) -> Game:
        """A new game of `players` seats at the default options, its deal fixed by `seed`."""

    @abstractmethod
    def determinize(self, view: BaseModel, rng: random.Random) -> Game:
        """A game at `view`'s position with everything its seat cannot see drawn at random,
        consistent with what it has seen. Its `view(view.seat)` equals `view` (tests check it:
        that is how a view is shown to hide the rest); searches sample their worlds here."""


_specs: dict[str, GameSpec] = {}
_discovered = False


def register(spec: GameSpec) -> None:
    """Add a game (games under `modten_tui/games/` are found without this)."""
    _specs[spec.key] = spec


def unregister(key: str) -> None:
    """Remove a game registered with `register` (tests clean up after themselves)."""
    _specs.pop(key, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module(GAMES_PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{GAMES_PACKAGE}.{info.name}")
        spec = getattr(module, "SPEC", None)
        if isinstance(spec, GameSpec):
            _specs.setdefault(spec.key, spec)


def all_specs() -> list[GameSpec]:
    """Every game, in menu order."""
    _discover()
    return sorted(_specs.values(), key=lambda s: (s.order, s.title))


def keys() -> list[str]:
    return [s.key for s in all_specs()]


def get(key: str) -> GameSpec:
    """The spec for `key`, or UnknownGame saying which games exist."""
    _discover()
    try:
        return _specs[key]
    except KeyError:
        raise UnknownGame(key) from None


def default() -> GameSpec:
    """The game a fresh setup starts on: the first on the menu."""
    return all_specs()[0]


def make_bot(
    game: str,
    level: str,
    *,
    seed: int | None = None,
    budget_s: float = 1.0,
    iterations: int | None = None,
) -> Bot:
    """A computer player for the registered `game` at `level` (random, easy, normal, hard).

    Hard thinks for `budget_s` seconds a move; `iterations` caps its search instead (fast,
    reproducible tests). The other levels answer at once.
    """
    from modten_tui.bots.base import LEVELS, RandomBot

    spec = get(game)  # UnknownGame (a ValueError) names the games there are (before random)
    if level == "random":
        return RandomBot(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")
    if budget_s <= 0:
        raise ValueError(f"budget_s must be positive, not {budget_s!r}")
    # The levels live beside their games: the spec builds them.
    return spec.make_bot(level, seed=seed, budget_s=budget_s, iterations=iterations)


def rebuild(record: Record) -> Game:
    """The game a record describes, every move re-validated through `apply` (IllegalMove names
    a bad move's number and text; UnknownGame, a ValueError, a game no spec answers to)."""
    return get(record.game).rebuild(record)
