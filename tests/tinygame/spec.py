"""Tiny Tricks as the registry sees it. Registered by the tests (tests/conftest.py finds it)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from modten_tui.bots.base import Bot
from modten_tui.registry.capabilities import Bots, Players, Rules, Saves, Table
from modten_tui.registry.spec import GameSpec
from modten_tui.rules.protocol import Record
from tests.tinygame import bots, rules

if TYPE_CHECKING:  # the layers above the rules, imported when asked (as the real games do)
    from textual.content import Content
    from textual.screen import Screen

    from modten_tui.registry.positions import Position
    from modten_tui.registry.score_sheet import ScoreSheet
    from modten_tui.registry.undo_plan import UndoPlan
    from modten_tui.setup.models import GameSetup
    from modten_tui.setup.options_form import OptionsForm
    from modten_tui.storage.save_file import SaveFile
    from modten_tui.table.session import Session
    from tests.tinygame.options import TinyOptions
    from tests.tinygame.session import TinySession

TITLE = "Tiny Tricks"


class TinyRules(Rules[rules.TinyGame, rules.TinyView]):
    def new_game(self, players: int, *, seed: int) -> rules.TinyGame:
        return rules.dealt(players, seed)

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
        from modten_tui.screens.results import ResultsScreen
        from tests.tinygame.results import tiny_results

        return ResultsScreen(session, tiny_results(session))

    def options_form(self) -> OptionsForm:
        from tests.tinygame.options import FORM

        return FORM

    def options_model(self) -> type[TinyOptions]:
        from tests.tinygame.options import TinyOptions

        return TinyOptions

    def result_text(self, session: TinySession) -> str:
        """Who won the match, by tricks over every hand (a single hand's are its own)."""
        names = session.names
        won = " and ".join(names[w] for w in session.match_winners()) or "nobody"
        scores = ", ".join(f"{n} {t}" for n, t in zip(names, session.totals(), strict=True))
        return f"{won} won ({scores})"

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
    """A save is the match setup (its hands and seed) and one record per hand so far."""

    def save_parts(self, session: TinySession) -> tuple[dict[str, Any], list[Record]]:
        match = {"hands": session.length, "seed": session.seed}
        return match, [hand.record for hand in session.hands_so_far]

    def check_save(self, match: Mapping[str, Any], records: int) -> None:
        from tests.tinygame.options import MAX_HANDS

        if set(match) != {"hands", "seed"}:
            raise ValueError("a Tiny Tricks match setup is its hands and seed")
        hands, seed = match["hands"], match["seed"]
        if type(hands) is not int or not 1 <= hands <= MAX_HANDS:
            raise ValueError(f"a match has 1 to {MAX_HANDS} hands, not {hands!r}")
        if type(seed) is not int or not 0 <= seed < 2**32:
            raise ValueError(f"the match's seed must be a whole number, not {seed!r}")
        if not 1 <= records <= hands:
            raise ValueError(f"a match of {hands} hands holds 1 to {hands} records, not {records}")

    def restore(self, save: SaveFile, setup: GameSetup, bots: Bots) -> TinySession:
        """Every hand replayed in turn; each must end before the next is dealt."""
        from modten_tui.table.persist import RestoreError, replay
        from tests.tinygame.options import TinyOptions
        from tests.tinygame.session import TinySession

        self.check_save(save.match, len(save.records))
        if save.match["hands"] != TinyOptions.of(setup).hands:
            raise RestoreError("the match's hands differ from the setup's")
        stacks = [_stack(n, record) for n, record in enumerate(save.records, start=1)]
        cards, leader = stacks[0]
        session = TinySession(
            setup,
            cards=cards,
            leader=leader,
            seed=save.match["seed"],
            bot_budget_s=bots.budget_s,
            bot_factory=bots.factory,
        )
        last = len(save.records)
        for number, record in enumerate(save.records, start=1):
            if number > 1:
                if not session.hand_over:
                    raise RestoreError(f"hand {number - 1} is unfinished, yet later hands follow")
                session.next_hand(*stacks[number - 1])
            replay(session, record.moves, f"hand {number}, " if last > 1 else "")
        return session

    def score_sheet(self, save: SaveFile) -> ScoreSheet:
        """Tricks per hand, summed; the match's winners take the most over all of them."""
        from dataclasses import replace

        sheet = super().score_sheet(save)
        best = max(sheet.final)
        winners = [seat for seat, total in enumerate(sheet.final) if total == best]
        return replace(sheet, score_name="tricks", winners=winners)

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


class TinyMatches:
    """After a hand's results, the match's next hand on the same table."""

    def deal_next(self, session: Session) -> None:
        from tests.tinygame.session import TinySession

        assert isinstance(session, TinySession), type(session)
        session.next_hand()

    def show_next(self, table: Screen[Any]) -> None:
        from tests.tinygame.table import TinyTableScreen

        assert isinstance(table, TinyTableScreen), type(table)
        table.advance()


def _stack(number: int, record: Record) -> tuple[list[str], int]:
    """A record's deal: its cards and who leads (RestoreError names the hand)."""
    from modten_tui.table.persist import RestoreError, record_cards

    if set(record.setup) != {"cards", "leader"}:
        raise RestoreError(f"hand {number}: a record's setup is its cards and leader")
    leader = record.setup["leader"]
    if not isinstance(leader, int):
        raise RestoreError(f"hand {number}: the leader must be a seat number, not {leader!r}")
    return record_cards(record.setup, f"hand {number}: the record's"), leader


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
    matches=TinyMatches(),
)
