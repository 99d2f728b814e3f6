"""TEN as the registry sees it: its capabilities, each importing its modules only when asked
(see registry/capabilities.py)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from modten_tui.registry.capabilities import Bots, Players, Rules, Saves, Table
from modten_tui.registry.spec import GameSpec

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.bots.base import Bot
    from modten_tui.bots.hard import Analyse
    from modten_tui.games.ten.options.model import TenSetupOptions
    from modten_tui.games.ten.rules.game import TenGame
    from modten_tui.games.ten.rules.view import TenView
    from modten_tui.games.ten.session.session import TenSession
    from modten_tui.registry.positions import Position
    from modten_tui.registry.score_sheet import ScoreSheet
    from modten_tui.registry.undo_plan import UndoPlan
    from modten_tui.rules.protocol import Record
    from modten_tui.setup.models import GameSetup
    from modten_tui.setup.options_form import OptionsForm
    from modten_tui.storage.save_file import SaveFile
    from modten_tui.table.lesson import Lesson

TITLE = "TEN"


class TenRules(Rules["TenGame", "TenView"]):
    def new_game(self, players: int, *, seed: int) -> TenGame:
        from modten_tui.games.ten.rules.game import new_game

        return new_game(players, first_player=None, seed=seed)

    def rebuild(self, record: Record) -> TenGame:
        from modten_tui.games.ten.rules.game import from_record

        return from_record(record)

    def determinize(self, view: TenView, rng: random.Random) -> TenGame:
        from modten_tui.games.ten.bots.determinize import determinize

        return determinize(_view(view), rng)


class TenPlayers(Players):
    def make(self, level: str, *, seed: int | None, budget_s: float, iterations: int | None) -> Bot:
        from modten_tui.bots.hard import level_bot
        from modten_tui.games.ten.bots.players import RULE_BOTS
        from modten_tui.games.ten.bots.search import analyse

        return level_bot(
            level, RULE_BOTS, analyse, seed=seed, budget_s=budget_s, iterations=iterations
        )


class TenTable(Table["TenSession"]):
    solo_opponents = 2  # T20: a solo game seats this many normal computers unless asked
    solo_level = "normal"

    def new_session(self, setup: GameSetup, **options: Any) -> TenSession:
        from modten_tui.games.ten.session.session import TenSession

        return TenSession(setup, **options)

    def table_screen(self, session: TenSession) -> Screen[Any]:
        from modten_tui.games.ten.screens.table import TenTableScreen

        return TenTableScreen(session)

    def results_screen(self, session: TenSession) -> Screen[Any]:
        from modten_tui.games.ten.screens.results import ten_results
        from modten_tui.screens.results import ResultsScreen

        return ResultsScreen(session, ten_results(session))

    def options_form(self) -> OptionsForm:
        from modten_tui.games.ten.options.form import FORM

        return FORM

    def options_model(self) -> type[TenSetupOptions]:
        from modten_tui.games.ten.options.model import TenSetupOptions

        return TenSetupOptions

    def is_prompt_screen(self, screen: Screen[Any]) -> bool:
        from modten_tui.games.ten.screens.auction import AuctionScreen
        from modten_tui.games.ten.screens.buy import BuyScreen
        from modten_tui.games.ten.screens.notice import TenNoticeScreen
        from modten_tui.games.ten.screens.payment import PaymentScreen

        return isinstance(screen, (AuctionScreen, BuyScreen, PaymentScreen, TenNoticeScreen))

    def undo_plan(self, session: TenSession) -> UndoPlan:
        from modten_tui.games.ten.session.undo_plan import plan

        return plan(session)

    def after_undo(self, before: TenSession, after: TenSession) -> None:
        # Who pressed the last move key: the turn banner shows only when the person changes.
        after.last_human = before.last_human

    def result_text(self, session: TenSession) -> str:
        from modten_tui.games.ten.session import persist

        return persist.result_text(session)


class TenSaves(Saves["TenSession"]):
    """A save holds one record and no match setup (the defaults of save_parts, check_save)."""

    def restore(self, save: SaveFile, setup: GameSetup, bots: Bots) -> TenSession:
        from modten_tui.games.ten.session import persist

        return persist.restore(save, setup, bots.budget_s, bots.factory)

    def check_record(self, setup: Mapping[str, Any], moves: Sequence[str]) -> None:
        from modten_tui.games.ten.session import save_schema

        save_schema.check_record(setup, moves)

    def replay_positions(self, save: SaveFile, names: list[str]) -> list[Position]:
        from modten_tui.games.ten.screens import replay

        return replay.positions(save, names)

    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        from modten_tui.games.ten.screens import replay

        return replay.ten_text(position, names, replay.pile_of(save))

    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """A game of TEN is one record: its final points (runs scored at the end) and winners."""
        from dataclasses import replace

        return replace(super().score_sheet(save), score_name="points")


class TenAdviser:
    """Advice and the review: the hard player's search, read from the asking seat's view."""

    @property
    def analyse(self) -> Analyse:
        from modten_tui.games.ten.bots.search import analyse

        return analyse

    def why(self, view: BaseModel, move: str) -> str:
        from modten_tui.games.ten.bots.explain import why

        return why(_view(view), move)

    def label(self, move: str) -> str:
        from modten_tui.games.ten.bots.explain import label

        return label(move)

    def seat(self, view: BaseModel) -> int:
        return _view(view).seat


class TenLessons:
    """Learn to play TEN: one guided game on an arranged deal."""

    def lesson(self) -> Lesson:
        from modten_tui.games.ten.lesson import script as lesson

        return lesson.lesson()

    def session(self, lesson: Lesson) -> TenSession:
        """The lesson's stacked game on a TEN session: its pile and first player are the
        engine's own stacked start (`new_game(cards=...)`), the other seats scripted."""
        from modten_tui.games.ten.rules.game import TenGame
        from modten_tui.games.ten.session.session import TenSession
        from modten_tui.setup.models import GameSetup, SeatSpec
        from modten_tui.table.lesson import scripted_factory

        game = lesson.start()
        assert isinstance(game, TenGame), type(game)
        setup = GameSetup(
            game="ten",
            advice=False,
            seats=[
                SeatSpec(name=name, kind="human" if i == lesson.learner else "normal")
                for i, name in enumerate(lesson.seats)
            ],
        )
        return TenSession(
            setup,
            cards=game.setup["cards"],
            first_player=game.setup["first_player"],
            bot_factory=scripted_factory,
        )


def _view(view: BaseModel) -> TenView:
    from modten_tui.games.ten.rules.view import TenView

    if not isinstance(view, TenView):
        raise TypeError(f"not a TEN view: {type(view).__name__}")
    return view


RULES = TenRules()
SPEC = GameSpec(
    key="ten",
    title=TITLE,
    min_players=1,  # T20: one person against computers
    max_players=5,
    order=20,
    rules=RULES,
    players=TenPlayers(),
    table=TenTable(TITLE),
    saves=TenSaves(TITLE, RULES),
    advice=TenAdviser(),
    lessons=TenLessons(),
)
