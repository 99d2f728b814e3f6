"""What a game gets from the `Saves` and `Table` capabilities for saves, undo, history and
replay when it supplies only what has no generic answer (restore, replay text): one record and
no match setup, a strict check of that shape, no undo (said so), a plain result line and a
move-by-move replay.

The generic modules that use them name no game: the registry is their only way to one."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from textual.content import Content
from textual.screen import Screen

from modten_tui import registry
from modten_tui.games.ten.session.session import TenSession
from modten_tui.registry.capabilities import Bots, Saves, Table
from modten_tui.screens.replay import Position
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.save_file import SaveFile
from modten_tui.table.persist import to_save
from modten_tui.table.session import Session


class BareSaves(Saves[Session]):
    """Saves with only the required methods, over another game's rules."""

    def restore(self, save: SaveFile, setup: GameSetup, bots: Bots) -> Session:
        raise AssertionError("not used here")

    def replay_text(self, save: SaveFile, position: Position, names: list[str]) -> Content:
        return Content(position.said)


class BareTable(Table[Session]):
    """A table with only the required methods; starting and showing a game is not asked."""

    def new_session(self, setup: GameSetup, **options: Any) -> Session:
        raise AssertionError("not used here")

    def table_screen(self, session: Session) -> Screen[Any]:
        raise AssertionError("not used here")

    def results_screen(self, session: Session) -> Screen[Any]:
        raise AssertionError("not used here")


BARE_SAVES = BareSaves("Bare", registry.get("ten").rules)
BARE_TABLE = BareTable("Bare")


def finished(seed: int) -> TenSession:
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("Ann,Bob"), "seed": seed}
    )
    session = TenSession(setup)
    rng = random.Random(seed)
    while session.current is not None:
        session.play(rng.choice(session.legal_moves()))
    return session


def test_a_game_of_one_record_saves_it_and_checks_that_shape() -> None:
    session = finished(1)
    bare = BARE_SAVES
    match, records = bare.save_parts(session)
    assert match == {} and records == [session.game.record]
    bare.check_save({}, 1)
    with pytest.raises(ValueError, match="a Bare save has no match setup"):
        bare.check_save({"target": 50}, 1)
    with pytest.raises(ValueError, match="a Bare save holds one record"):
        bare.check_save({}, 2)


def test_without_its_own_undo_a_game_says_so() -> None:
    plan = BARE_TABLE.undo_plan(finished(2))
    assert not plan.allowed and plan.reason == "Bare has no undo"


def test_the_plain_result_line_names_the_winners_and_the_scores() -> None:
    session = finished(3)
    names = session.names
    scores = session.game.scores()
    text = BARE_TABLE.result_text(session)
    winners = " and ".join(names[w] for w in session.game.winners)
    assert text == f"{winners} won ({names[0]} {scores[0]}, {names[1]} {scores[1]})"


def test_the_plain_replay_has_every_position_and_ends_where_the_game_did() -> None:
    session = finished(4)
    save = to_save(session)
    steps = BARE_SAVES.replay_positions(save, session.names)
    moves = session.game.record.moves
    assert len(steps) == len(moves) + 1
    assert [p.said for p in steps[1:]] == moves and [p.move for p in steps] == list(
        range(len(moves) + 1)
    )
    assert steps[-1].state.is_over and steps[-1].state.scores() == session.game.scores()
    assert steps[0].state.view(0) != steps[-1].state.view(0)  # clones, not one game shared


GENERIC = [
    "table/persist.py",
    "storage/schema.py",
    "storage/saves.py",
    "table/undo.py",
    "app/saving.py",
    "screens/replay.py",
    "screens/history.py",
    "screens/continue_games.py",
]
GAME_NAMES = re.compile(r'"modten"|"ten"|Mod Ten|\bTEN\b|\bModTen|\bTen[A-Z]|games\.(modten|ten)')


@pytest.mark.parametrize("name", GENERIC)
def test_the_saving_modules_name_no_game(name: str) -> None:
    path = Path(__file__).parents[2] / "modten_tui" / name
    found = [line for line in path.read_text("utf-8").splitlines() if GAME_NAMES.search(line)]
    assert found == [], f"{name} names a game: {found}"
