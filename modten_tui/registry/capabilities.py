"""What a game provides, in small typed parts: each is an attribute of its `GameSpec`.

Four every game has: its `rules` (new games, records rebuilt, worlds sampled for the search),
its computer `players`, its `table` (sessions and the screens they are played on) and its
`saves` (what a save holds, checked, replayed and scored). Three it may have, each an object
or None (never a flag beside a method): `advice` (the `a` key and the review), `lessons`
("Learn to play") and `matches` (several hands to a game).

The four are generic over the game's own engine, view and session, so a game's
implementation is typed in its own types; the generic code holds them as `Any`. Each game
implements them in its own package (its `spec.py`), importing its modules only when asked.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from modten_tui.i18n import _
from modten_tui.registry.positions import Position
from modten_tui.registry.undo_plan import UndoPlan

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.bots.base import Bot
    from modten_tui.bots.hard import Analyse
    from modten_tui.registry.score_sheet import ScoreSheet
    from modten_tui.rules.protocol import Game, Record
    from modten_tui.setup.models import GameOptions, GameSetup
    from modten_tui.setup.options_form import OptionsForm
    from modten_tui.storage.save_file import SaveFile
    from modten_tui.table.lesson import Lesson
    from modten_tui.table.session import Factory, Session

G = TypeVar("G", bound="Game", covariant=True)  # the game's engine
V = TypeVar("V", bound="BaseModel", contravariant=True)  # the game's view of one seat
S = TypeVar("S", bound="Session")  # the game's session


class Rules(ABC, Generic[G, V]):
    """The game itself: new deals, records rebuilt, and worlds a seat cannot tell apart."""

    @abstractmethod
    def new_game(self, players: int, *, seed: int) -> G:
        """A new game of `players` seats at the default options, its deal fixed by `seed`."""

    @abstractmethod
    def rebuild(self, record: Record) -> G:
        """The game a record describes, every move re-validated (raises IllegalMove/ValueError)."""

    @abstractmethod
    def determinize(self, view: V, rng: random.Random) -> G:
        """A game at `view`'s position with everything its seat cannot see drawn at random,
        consistent with what it has seen. Its `view(view.seat)` equals `view` (tests check it:
        that is how a view is shown to hide the rest); searches sample their worlds here.
        Raises TypeError for another game's view."""

    def move_text(self, move: str) -> str:
        """A move as players read it (a card code as its face, say)."""
        return move


class Bots(NamedTuple):
    """How a restored session's computers are made: a hard one's time to think, and the
    factory that makes each (None: the registry's own)."""

    budget_s: float
    factory: Factory | None


class Players(ABC):
    """The computer players, one per level."""

    @abstractmethod
    def make(self, level: str, *, seed: int | None, budget_s: float, iterations: int | None) -> Bot:
        """A computer player at `level` (easy, normal or hard; `random` is the registry's)."""


class Table(ABC, Generic[S]):
    """The game at the table: its sessions, its screens, its setup options, undo and help.

    A game with min_players 1 is also played solo: one person against computers, who take the
    other seats. The setup screen offers it as `solo_choice` under Players; unless told
    otherwise it seats `solo_opponents` computers of `solo_level`."""

    solo_choice: str = "1 (solo)"
    solo_opponents: int = 2
    solo_level: str = "normal"

    def __init__(self, title: str) -> None:
        self.title = title

    @abstractmethod
    def new_session(self, setup: GameSetup, **options: Any) -> S:
        """A session playing `setup` (options as the session class takes them; raises
        SeatError when a computer player fails to start, ValueError for other refusals)."""

    @abstractmethod
    def table_screen(self, session: S) -> Screen[Any]:
        """The screen the game is played on."""

    @abstractmethod
    def results_screen(self, session: S) -> Screen[Any]:
        """The screen shown when the session is over (or a hand of a match is)."""

    def options_form(self) -> OptionsForm | None:
        """How this game's own setup options are shown, or None if it has none: the setup
        screen and the command line are built from it. Plain data, loaded without pydantic."""
        return None

    def options_model(self) -> type[GameOptions] | None:
        """The model that checks this game's own setup options (a `GameOptions` subclass
        whose `form` is `options_form()`), or None if it has none."""
        return None

    def is_prompt_screen(self, screen: Screen[Any]) -> bool:
        """A screen of this game's own that asks the person at the table for a move over the
        table: `u` works there as on the table itself."""
        return False

    def undo_plan(self, session: S) -> UndoPlan:
        """How many moves `u` would take back now, or why it cannot (README, "Undo"): only a
        move whose visible outcome was the same in every deal the mover held possible."""
        return UndoPlan(reason=_("{game} has no undo").format(game=self.title))

    def after_undo(self, before: S, after: S) -> None:
        """Carry over to the session rebuilt by undo what is about the person at the screen,
        not the record (who is looking, who moved last)."""
        return None

    def result_text(self, session: S) -> str:
        """One line for Finished games: who won and the final scores."""
        game = session.game
        names = [seat.name for seat in session.seats]
        won = " and ".join(names[w] for w in game.winners) or "nobody"
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores(), strict=True))
        return f"{won} won ({scores})"

    def help_markdown(self) -> str:
        """The rules and the keys shown under `?`: `help.md` then `keys.md` of the package
        this class is defined in (either may be missing), each in the language shown where
        the package has it (`help.fi.md`), else in English."""
        import sys
        from importlib import resources

        from modten_tui import i18n

        module = type(self).__module__
        package = module if hasattr(sys.modules[module], "__path__") else module.rpartition(".")[0]
        folder = resources.files(package)
        texts = []
        for stem in ("help", "keys"):
            translated = folder / f"{stem}.{i18n.current()}.md"
            part = translated if translated.is_file() else folder / f"{stem}.md"
            if part.is_file():
                texts.append(part.read_text(encoding="utf-8"))
        return "\n\n".join(texts) or _("# {title}\n\nNo help has been written for it yet.").format(
            title=self.title
        )


class Saves(ABC, Generic[S]):
    """What a save of the game holds, checked before anything is replayed, replayed into a
    session or position by position, and scored for the statistics.

    A save (`storage.save_file.SaveFile`) is the setup, a game-level setup `match` and one record
    per hand. By default a game is one record and nothing more."""

    def __init__(self, title: str, rules: Rules[Any, Any]) -> None:
        self.title = title
        self.rules = rules

    def save_parts(self, session: S) -> tuple[dict[str, Any], list[Record]]:
        """What a save holds besides the setup: the game-level setup (empty if the game has
        none) and one record per hand."""
        return {}, [session.game.record]

    @abstractmethod
    def restore(self, save: SaveFile, setup: GameSetup, bots: Bots) -> S:
        """The session a save describes, every move replayed through it (`persist.replay`),
        so the log and the seat notes come back too, its computers made as `bots` says. The
        setup is already checked against the save's records; RestoreError (or any ValueError)
        says where the save breaks."""

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

    def replay_positions(self, save: SaveFile, names: list[str]) -> list[Position]:
        """Every position of a finished game for stepping through it: each hand's start, then
        one per move, with what the move did in words. By default the move itself is said."""
        out: list[Position] = []
        for number, record in enumerate(save.records, start=1):
            game = self.rules.rebuild(record.model_copy(update={"moves": []}))
            total = len(record.moves)
            out.append(Position(number, 0, total, game.clone(), "The game begins"))
            for i, move in enumerate(record.moves, start=1):
                game.apply(move)
                text = self.rules.move_text(move)
                out.append(Position(number, i, total, game.clone(), text))
        return out

    @abstractmethod
    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        """The table at one position of a finished game, every card shown (it is over).
        Names are text, never markup (a name may be "[/]")."""

    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """What a finished game scored, rebuilt from its records, for the statistics. By
        default each record is one hand: its `scores()`, summed; the last one's winners."""
        from modten_tui.registry.score_sheet import ScoreSheet

        games = [self.rules.rebuild(record) for record in save.records]
        hands = [game.scores() for game in games]
        final = [sum(seat) for seat in zip(*hands, strict=True)]
        return ScoreSheet("score", None, hands, final, list(games[-1].winners))


class Adviser(Protocol):
    """The hard player's search, opened to the person at the table (the `a` key) and to the
    review: every method reads one seat's view, never the hidden cards."""

    @property
    def analyse(self) -> Analyse:
        """The search: statistics per move, the hard player's own (`only`: the moves to
        search; None: all)."""
        ...

    def why(self, view: BaseModel, move: str) -> str:
        """One line of why for `move`, from the view alone."""
        ...

    def label(self, move: str) -> str:
        """A move as advice and the review name it ('Pay 3 tokens', never 'pay 3t')."""
        ...

    def seat(self, view: BaseModel) -> int:
        """Whose view it is."""
        ...


class Lessons(Protocol):
    """ "Learn to play": one guided game on an arranged deal."""

    def lesson(self) -> Lesson:
        """The lesson's script."""
        ...

    def session(self, lesson: Lesson) -> Session:
        """A session whose game is `lesson.start()`, seated with `lesson.seats` (the learner a
        person, the rest computers from `lesson.scripted_factory`); the caller attaches the
        coach (`Session.coach_with`)."""
        ...


class Matches(Protocol):
    """A game played as a match of several hands: after a hand's results, the next one."""

    def deal_next(self, session: Session) -> None:
        """Start the next hand in `session` (its match is not over)."""
        ...

    def show_next(self, table: Screen[Any]) -> None:
        """Let this game's table screen (`spec.table_screen`'s) show the hand just dealt."""
        ...
