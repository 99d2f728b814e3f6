"""Tiny Tricks as the registry sees it. Registered by the tests (tests/conftest.py finds it)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from modten_tui.bots.base import Bot
from modten_tui.registry.capabilities import Players, Rules, Saves, Table
from modten_tui.registry.spec import GameSpec
from modten_tui.rules.protocol import Record
from tests.tinygame import bots, rules

if TYPE_CHECKING:  # the layers above the rules, imported when asked (as the real games do)
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.registry.positions import Position
    from modten_tui.registry.undo_plan import UndoPlan
    from modten_tui.setup.models import GameSetup
    from modten_tui.storage.saves import SaveFile
    from modten_tui.table.session import Factory
    from tests.tinygame.session import TinySession

TITLE = "Tiny Tricks"


class TinyRules(Rules[rules.TinyGame, rules.TinyView]):
    def new_game(self, players: int, *, seed: int) -> rules.TinyGame:
        return rules.deal(players, seed=seed, leader=random.Random(seed).randrange(players))

    def rebuild(self, record: Record) -> rules.TinyGame:
        return rules.from_record(record)

    def determinize(self, view: rules.TinyView, rng: random.Random) -> rules.TinyGame:
        if not isinstance(view, rules.TinyView):
            raise TypeError(f"not a Tiny Tricks view: {type(view).__name__}")
        return rules.determinize(view, rng)


class TinyPlayers(Players):
    def make(self, level: str, *, seed: int | None, budget_s: float, iterations: int | None) -> Bot:
        if level == "easy":
            return bots.EasyTiny(seed)
        if level == "normal":
            return bots.NormalTiny(seed)
        from modten_tui.bots.hard import SearchPlayer
        from tests.tinygame.search import analyse

        return SearchPlayer(analyse, seed, budget_s, iterations)


class TinyTable(Table["TinySession"]):
    def new_session(self, setup: GameSetup, **options: Any) -> TinySession:
        from tests.tinygame.session import TinySession

        return TinySession(setup, **options)

    def table_screen(self, session: TinySession) -> Screen[Any]:
        from tests.tinygame.table import TinyTableScreen

        return TinyTableScreen(session)

    def results_screen(self, session: TinySession) -> Screen[Any]:
        from tests.tinygame.results import TinyResultsScreen

        return TinyResultsScreen(session)

    def undo_plan(self, session: TinySession) -> UndoPlan:
        """A card comes back while its player is still at the screen and nobody has moved
        since: what it showed (the card, who took the trick, who plays next) follows from
        public cards alone, so a second try learns nothing."""
        from modten_tui.table.undo import UndoPlan

        seat = getattr(session, "viewer", None)
        if seat is None:
            return UndoPlan(reason="nobody is at the screen")
        plays = session.game.view(seat).plays
        if not plays or plays[-1][0] != seat:
            return UndoPlan(reason="only your own latest card comes back")
        return UndoPlan(count=1, owner=seat)

    def after_undo(self, before: TinySession, after: TinySession) -> None:
        # The person at the screen stays there (the generic session holds who that is).
        after.viewer = before.viewer
        after.last_human = before.last_human


class TinySaves(Saves["TinySession"]):
    def restore(
        self, save: SaveFile, setup: GameSetup, *, bot_budget_s: float, bot_factory: Factory | None
    ) -> TinySession:
        from modten_tui.table.persist import RestoreError, record_cards, replay
        from tests.tinygame.session import TinySession

        if len(save.records) != 1:
            raise RestoreError(f"a Tiny Tricks save holds one record, not {len(save.records)}")
        record = save.records[0]
        if set(record.setup) != {"cards", "leader"}:
            raise RestoreError("a Tiny Tricks record's setup is its cards and leader")
        leader = record.setup["leader"]
        if not isinstance(leader, int):
            raise RestoreError(f"the leader must be a seat number, not {leader!r}")
        session = TinySession(
            setup,
            cards=record_cards(record.setup),
            leader=leader,
            bot_budget_s=bot_budget_s,
            bot_factory=bot_factory,
        )
        replay(session, record.moves)
        return session

    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        from textual.content import Content

        game = position.state
        assert isinstance(game, rules.TinyGame)
        rows = [
            Content.from_markup(
                "$n: $h (tricks $t)", n=name, h=" ".join(hand) or "-", t=str(tricks)
            )
            for name, hand, tricks in zip(names, game.hands, game.scores(), strict=True)
        ]
        return Content("\n").join(rows)


RULES = TinyRules()
SPEC = GameSpec(
    key=rules.KEY,
    title=TITLE,
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    order=900,  # after the real games
    rules=RULES,
    players=TinyPlayers(),
    table=TinyTable(TITLE),
    saves=TinySaves(TITLE, RULES),
)
