"""Saving through the app: every move saved, Continue brings the game back, refused saves are
named on the menu and kept aside, finished games go to the history and can be stepped
through, and `u` takes back what it may (also under TEN's prompts)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from uihelp import screen_text, settle

from modten_tui.app import ModTenApp
from modten_tui.persist import to_save
from modten_tui.saves import SaveStore
from modten_tui.screens.buy import BuyScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.replay import ReplayScreen
from modten_tui.session import Session
from modten_tui.setup_models import GameSetup, parse_seat_list
from modten_tui.ten_session import TenSession


@pytest.fixture(autouse=True)
def no_guards() -> Iterator[None]:
    """Tests press faster than people: no guard time after the person changes."""
    saved = KeyGuard.GUARD_S
    KeyGuard.GUARD_S = 0.0
    yield
    KeyGuard.GUARD_S = saved


def mod_ten(seats: str = "Ann,Bob", **options: object) -> Session:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 3, **options})
    return Session(setup, first_dealer=1)  # Ann leads


def saved_moves(store: SaveStore) -> list[str]:
    return json.loads(store.current_path.read_text("utf-8"))["records"][-1]["moves"]


def notes(app: ModTenApp) -> str:
    return " ".join(n.message for n in app._notifications)


async def test_every_move_is_saved_and_continue_brings_it_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = ModTenApp(session=mod_ten(), bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        assert saved_moves(store) == []  # saved from the start
        await pilot.press("enter", "enter")  # Ann sees her hand, plays her first card
        await pilot.press("enter", "enter", "enter")  # pass on; Bob sees his and plays
        await settle(pilot)
        played = saved_moves(store)
        assert len(played) == 2
    app = ModTenApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Continue the saved game" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        assert app.session is not None and app.session.hand.moves == played
        assert "Pass to" in screen_text(app) or "pass to" in screen_text(app)


async def test_resume_flag_opens_the_saved_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = mod_ten()
    session.play(session.legal_moves()[0])
    store.save_current(to_save(session))
    app = ModTenApp(bot_delay=0, store=store, resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.session is not None and app.session.hand.moves == session.hand.moves


async def test_a_damaged_save_is_named_kept_aside_and_the_app_starts(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = mod_ten()
    session.play(session.legal_moves()[0])
    raw = json.loads(to_save(session).model_dump_json())
    raw["records"][0]["moves"].append("KS")  # hand-edited: not Bob's card
    store.current_path.write_text(json.dumps(raw), "utf-8")
    app = ModTenApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        said = notes(app)
        assert "current.json" in said and "move 2 ('KS') is not legal" in said
        assert "kept as" in said and isinstance(app.screen, MenuScreen)
        assert "Continue" not in screen_text(app)
    assert not store.has_current() and list(tmp_path.glob("current.json.damaged-*"))


async def test_a_truncated_save_is_refused_too(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.current_path.write_text('{"format": "modten-tui-save", "vers', "utf-8")
    app = ModTenApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "not valid JSON" in notes(app)


async def test_a_finished_game_goes_to_the_history_and_replays(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = mod_ten("Ann,bot:easy")
    app = ModTenApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        for _ in range(60):
            if session.match_over:
                break
            if session.is_human_turn:
                session.play(session.legal_moves()[0])
                app.table.advance()  # type: ignore[union-attr]
            await settle(pilot)
        assert session.match_over
        await settle(pilot)
        assert not store.has_current()
        entries, problems = store.history()
        assert len(entries) == 1 and not problems
        assert entries[0].players == ["Ann", "Bot 2 (easy)"]
        await pilot.press("m")  # results: back to the menu
        await settle(pilot)
        assert "Finished games" in screen_text(app)
        await pilot.press("g", "enter")
        assert isinstance(app.screen, ReplayScreen)
        assert "move 0 of" in screen_text(app) and "Ann (" in screen_text(app)
        await pilot.press("right", "right")
        assert "move 2 of" in screen_text(app)
        await pilot.press("end")
        assert entries[0].result in screen_text(app)


async def test_undo_under_a_ten_prompt(tmp_path: Path) -> None:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    cards = ["R3", "$4", "B5", "G1", "G2", "B1", "B2", "B3", "R1", "$2", "R2", "G3"]
    session = TenSession(setup, cards=cards, first_player=0)
    for move in ["draw", "take currency", "draw", "take currency"]:
        session.play(move)  # the market now holds cards Ann can buy
    store = SaveStore(tmp_path)
    app = ModTenApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("u")
        assert "No undo: a card has been turned over since" in notes(app)
        await pilot.press("n")  # take numbers: the buy prompt opens
        await settle(pilot)
        assert isinstance(app.screen, BuyScreen)
        await pilot.press("u")
        await settle(pilot)
        assert app.session is not session and app.session.game.phase == "draw"  # type: ignore[union-attr]
        assert saved_moves(store) == [*session.game.moves[:-1]]
