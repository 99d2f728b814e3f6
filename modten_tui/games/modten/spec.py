"""Mod Ten as the registry sees it. Imports its modules only when asked (see registry.py)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from modten_tui.registry import GameSpec

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.games.modten.options import ModTenSetupOptions
    from modten_tui.games.modten.session.session import ModTenSession
    from modten_tui.lesson import Lesson
    from modten_tui.rules.protocol import Game, Record
    from modten_tui.saves import SaveFile
    from modten_tui.screens.replay import Position
    from modten_tui.session import Factory, Session
    from modten_tui.setup_models import GameSetup
    from modten_tui.statistics import ScoreSheet
    from modten_tui.undo import UndoPlan


class ModTenSpec(GameSpec):
    key = "modten"
    title = "Mod Ten"
    min_players = 2
    max_players = 6
    order = 10

    def rebuild(self, record: Record) -> Game:
        from modten_tui.games.modten.rules.hand import from_record

        return from_record(record)

    # ----- advice (advice) -----
    has_advice = True

    # ----- saves, undo, replay (wire-save) -----
    # A save holds the match setup (M13) and one record per hand.
    def save_parts(self, session: Session) -> tuple[dict[str, Any], list[Record]]:
        from modten_tui.games.modten.session import persist

        return persist.save_parts(_mine(session))

    def restore(
        self,
        save: SaveFile,
        setup: GameSetup,
        *,
        bot_budget_s: float,
        bot_factory: Factory | None,
    ) -> Session:
        from modten_tui.games.modten.session import persist

        return persist.restore(save, setup, bot_budget_s, bot_factory)

    def check_save(self, match: Mapping[str, Any], records: int) -> None:
        from modten_tui.games.modten.session import save_schema

        save_schema.check_save(match, records)

    def check_record(self, setup: Mapping[str, Any], moves: Sequence[str]) -> None:
        from modten_tui.games.modten.session import save_schema

        save_schema.check_record(setup, moves)

    def undo_plan(self, session: Session) -> UndoPlan:
        from modten_tui.games.modten.session.undo_plan import plan

        return plan(_mine(session))

    def after_undo(self, before: Session, after: Session) -> None:
        _mine(after).viewer = _mine(before).viewer  # the hand in front of them stays shown

    def move_text(self, move: str) -> str:
        from modten_tui.games.modten.rules.cards import VALUE, format_card

        return format_card(move) if move in VALUE else move  # 2S -> 2♠

    def result_text(self, session: Session) -> str:
        from modten_tui.games.modten.session import persist

        return persist.result_text(_mine(session))

    def replay_positions(self, save: SaveFile, names: list[str]) -> list[Position]:
        from modten_tui.games.modten.screens import replay

        return replay.positions(save, names)

    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        from modten_tui.games.modten.screens import replay

        return replay.modten_text(position, names)

    def options_model(self) -> type[ModTenSetupOptions]:
        from modten_tui.games.modten.options import ModTenSetupOptions

        return ModTenSetupOptions

    # ----- setup, app flow (wire-setup) -----
    def new_session(self, setup: GameSetup, **options: Any) -> Session:
        from modten_tui.games.modten.session.session import ModTenSession

        return ModTenSession(setup, **options)

    def table_screen(self, session: Session) -> Screen[Any]:
        from modten_tui.games.modten.screens.table import ModTenTableScreen

        return ModTenTableScreen(_mine(session))

    def results_screen(self, session: Session) -> Screen[Any]:
        from modten_tui.games.modten.screens.results import modten_results
        from modten_tui.screens.results import ResultsScreen

        return ResultsScreen(session, modten_results(_mine(session)))

    # ----- learn to play (tutor) -----
    has_lesson = True

    def lesson(self) -> Lesson:
        from modten_tui.games.modten import lesson

        return lesson.lesson()

    def lesson_session(self, lesson: Lesson) -> Session:
        from modten_tui.games.modten.rules.hand import ModTenHand
        from modten_tui.games.modten.session.session import ModTenSession
        from modten_tui.lesson import scripted_factory
        from modten_tui.setup_models import GameSetup

        start = lesson.start()
        assert isinstance(start, ModTenHand), type(start)
        seats = [
            {"name": name, "kind": "human" if i == lesson.learner else "normal"}
            for i, name in enumerate(lesson.seats)
        ]
        setup = GameSetup.model_validate(
            {
                "game": self.key,
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

    # ----- statistics (stats) -----
    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """M12: a hand scores the cards each player shed; a match, their sum. The match's
        winner leads the totals (a tie at the top plays on, M13), not the last hand's."""
        from dataclasses import replace

        sheet = super().score_sheet(save)
        best = max(sheet.final)
        winners = [seat for seat, total in enumerate(sheet.final) if total == best]
        return replace(sheet, score_name="points", hand_name="cards shed", winners=winners)

    # ----- starting, and worlds a seat cannot tell apart (testgame) -----------------------
    def new_game(self, players: int, *, seed: int) -> Game:
        from modten_tui.games.modten.rules.hand import deal

        return deal(players, dealer=random.Random(seed).randrange(players), seed=seed)

    def determinize(self, view: BaseModel, rng: random.Random) -> Game:
        from modten_tui.games.modten.bots.determinize import determinize
        from modten_tui.games.modten.rules.hand import ModTenView

        if not isinstance(view, ModTenView):
            raise TypeError(f"not a Mod Ten view: {type(view).__name__}")
        return determinize(view, rng)


def _mine(session: Session) -> ModTenSession:
    """The session as Mod Ten's own (the registry hands each spec only its own sessions)."""
    from modten_tui.games.modten.session import session as own

    assert isinstance(session, own.ModTenSession), type(session)
    return session
