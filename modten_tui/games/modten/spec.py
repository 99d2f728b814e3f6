"""Mod Ten as the registry sees it: its capabilities, each importing its modules only when
asked (see registry/capabilities.py)."""

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
    from modten_tui.games.modten.options.model import ModTenSetupOptions
    from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.registry.positions import Position
    from modten_tui.registry.score_sheet import ScoreSheet
    from modten_tui.registry.undo_plan import UndoPlan
    from modten_tui.rules.protocol import Record
    from modten_tui.setup.models import GameSetup
    from modten_tui.setup.options_form import OptionsForm
    from modten_tui.storage.save_file import SaveFile
    from modten_tui.table.lesson import Lesson
    from modten_tui.table.session import Session

TITLE = "Mod Ten"


class ModTenRules(Rules["ModTenHand", "ModTenView"]):
    def new_game(self, players: int, *, seed: int) -> ModTenHand:
        from modten_tui.games.modten.rules.hand import deal

        return deal(players, dealer=random.Random(seed).randrange(players), seed=seed)

    def rebuild(self, record: Record) -> ModTenHand:
        from modten_tui.games.modten.rules.hand import from_record

        return from_record(record)

    def determinize(self, view: ModTenView, rng: random.Random) -> ModTenHand:
        from modten_tui.games.modten.bots.determinize import determinize

        return determinize(_view(view), rng)

    def move_text(self, move: str) -> str:
        from modten_tui.games.modten.rules.cards import VALUE, format_card

        return format_card(move) if move in VALUE else move  # 2S -> 2♠


class ModTenPlayers(Players):
    def make(self, level: str, *, seed: int | None, budget_s: float, iterations: int | None) -> Bot:
        from modten_tui.bots.hard import level_bot
        from modten_tui.games.modten.bots.players import RULE_BOTS
        from modten_tui.games.modten.bots.search import analyse

        return level_bot(
            level, RULE_BOTS, analyse, seed=seed, budget_s=budget_s, iterations=iterations
        )


class ModTenTable(Table["ModTenSession"]):
    def new_session(self, setup: GameSetup, **options: Any) -> ModTenSession:
        from modten_tui.games.modten.session.session import ModTenSession

        return ModTenSession(setup, **options)

    def table_screen(self, session: ModTenSession) -> Screen[Any]:
        from modten_tui.games.modten.screens.table import ModTenTableScreen

        return ModTenTableScreen(session)

    def results_screen(self, session: ModTenSession) -> Screen[Any]:
        from modten_tui.games.modten.screens.results import modten_results
        from modten_tui.screens.results import ResultsScreen

        return ResultsScreen(session, modten_results(session))

    def options_form(self) -> OptionsForm:
        from modten_tui.games.modten.options.form import FORM

        return FORM

    def options_model(self) -> type[ModTenSetupOptions]:
        from modten_tui.games.modten.options.model import ModTenSetupOptions

        return ModTenSetupOptions

    def undo_plan(self, session: ModTenSession) -> UndoPlan:
        from modten_tui.games.modten.session.undo_plan import plan

        return plan(session)

    def after_undo(self, before: ModTenSession, after: ModTenSession) -> None:
        after.viewer = before.viewer  # the hand in front of them stays shown

    def result_text(self, session: ModTenSession) -> str:
        from modten_tui.games.modten.session import persist

        return persist.result_text(session)


class ModTenSaves(Saves["ModTenSession"]):
    """A save holds the match setup (M13) and one record per hand."""

    def save_parts(self, session: ModTenSession) -> tuple[dict[str, Any], list[Record]]:
        from modten_tui.games.modten.session import persist

        return persist.save_parts(session)

    def restore(self, save: SaveFile, setup: GameSetup, bots: Bots) -> ModTenSession:
        from modten_tui.games.modten.session import persist

        return persist.restore(save, setup, bots.budget_s, bots.factory)

    def check_save(self, match: Mapping[str, Any], records: int) -> None:
        from modten_tui.games.modten.session import save_schema

        save_schema.check_save(match, records)

    def check_record(self, setup: Mapping[str, Any], moves: Sequence[str]) -> None:
        from modten_tui.games.modten.session import save_schema

        save_schema.check_record(setup, moves)

    def replay_positions(self, save: SaveFile, names: list[str]) -> list[Position]:
        from modten_tui.games.modten.screens import replay

        return replay.positions(save, names)

    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        from modten_tui.games.modten.screens import replay

        return replay.modten_text(position, names)

    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """M12: a hand scores the cards each player shed; a match, their sum. The match's
        winner leads the totals (a tie at the top plays on, M13), not the last hand's."""
        from dataclasses import replace

        sheet = super().score_sheet(save)
        best = max(sheet.final)
        winners = [seat for seat, total in enumerate(sheet.final) if total == best]
        return replace(sheet, score_name="points", hand_name="cards shed", winners=winners)


class ModTenAdviser:
    """Advice and the review: the hard player's search, read from the asking seat's view."""

    @property
    def analyse(self) -> Analyse:
        from modten_tui.games.modten.bots.search import analyse

        return analyse

    def why(self, view: BaseModel, move: str) -> str:
        from modten_tui.games.modten.bots.explain import why

        return why(_view(view), move)

    def label(self, move: str) -> str:
        return RULES.move_text(move)

    def seat(self, view: BaseModel) -> int:
        return _view(view).seat


class ModTenLessons:
    """Learn to play Mod Ten: one guided game on an arranged deal."""

    def lesson(self) -> Lesson:
        from modten_tui.games.modten.lesson import script as lesson

        return lesson.lesson()

    def session(self, lesson: Lesson) -> ModTenSession:
        from modten_tui.games.modten.rules.hand import ModTenHand
        from modten_tui.games.modten.session.session import ModTenSession
        from modten_tui.setup.models import GameSetup
        from modten_tui.table.lesson import scripted_factory

        start = lesson.start()
        assert isinstance(start, ModTenHand), type(start)
        seats = [
            {"name": name, "kind": "human" if i == lesson.learner else "normal"}
            for i, name in enumerate(lesson.seats)
        ]
        setup = GameSetup.model_validate(
            {
                "game": "modten",
                "seats": seats,
                "advice": False,
                "options": {"deck": start.deck, "length": "hand"},
            }
        )
        return ModTenSession(
            setup,
            stacks=[start.setup["cards"]],
            first_dealer=start.dealer,
            bot_factory=scripted_factory,
        )


class ModTenMatches:
    """M13: a match is played in hands to a target; after each hand's results, the next."""

    def deal_next(self, session: Session) -> None:
        _mine(session).next_hand()

    def show_next(self, table: Screen[Any]) -> None:
        from modten_tui.games.modten.screens.table import ModTenTableScreen

        assert isinstance(table, ModTenTableScreen), type(table)
        table.advance()


def _mine(session: Session) -> ModTenSession:
    """The session as Mod Ten's own (the registry hands each game only its own sessions)."""
    from modten_tui.games.modten.session import session as own

    assert isinstance(session, own.ModTenSession), type(session)
    return session


def _view(view: BaseModel) -> ModTenView:
    from modten_tui.games.modten.rules.hand import ModTenView

    if not isinstance(view, ModTenView):
        raise TypeError(f"not a Mod Ten view: {type(view).__name__}")
    return view


RULES = ModTenRules()
SPEC = GameSpec(
    key="modten",
    title=TITLE,
    min_players=2,
    max_players=6,
    order=10,
    rules=RULES,
    players=ModTenPlayers(),
    table=ModTenTable(TITLE),
    saves=ModTenSaves(TITLE, RULES),
    advice=ModTenAdviser(),
    lessons=ModTenLessons(),
    matches=ModTenMatches(),
)
