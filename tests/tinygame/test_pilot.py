"""Tiny Tricks played by key presses through the generic screens: the menu, the setup form
(built from the registry), the hand-off, the game's table, the results."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Input, Select, Static

from modten_tui import registry
from modten_tui.app.table_app import TableApp
from modten_tui.screens.continue_games import ContinueScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.history import HistoryScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.key_bar import KeyBar
from tests.tinygame.table import TinyTableScreen


async def settle(pilot: Pilot[None]) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def table_text(screen: TinyTableScreen) -> str:
    return str(screen.query_one("#tiny-table", Static).content)


async def test_two_people_play_a_whole_game_from_the_setup_form() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#game", Select).value = "tinytricks"
        await settle(pilot)
        setup.query_one("#player-count", Select).value = 2
        await settle(pilot)
        # A game without an adviser offers no advice to switch on or off.
        assert not setup.query_one("#advice-row").display
        setup.query_one("#seed", Input).value = "5"
        await pilot.press("ctrl+s")
        await settle(pilot)
        session = app.session
        assert session is not None and session.names == ["Ann", "Bob"]
        passes: list[str] = []
        for _ in range(60):
            screen = app.screen
            if isinstance(screen, ResultsScreen):
                break
            if isinstance(screen, HandoffScreen):
                passes.append(screen.player)
                await pilot.press("enter")
            elif isinstance(screen, TinyTableScreen):
                text = table_text(screen)
                viewer = session.viewer
                for seat, hand in enumerate(session.game.hands):  # no other hand on screen
                    if seat != viewer:
                        assert not any(card in text for card in hand), (seat, text)
                if screen.mode == "pass":
                    await pilot.press("enter")
                else:
                    assert screen.mode == "play" and session.current == viewer
                    legal = session.legal_moves()
                    hand = session.game.hands[viewer]
                    await pilot.press(str(hand.index(legal[0]) + 1))
            await settle(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert session.game.is_over and passes[0] == session.names[session.game.leader]
        assert set(passes) == {"Ann", "Bob"}
        winners = " and ".join(session.names[w] for w in session.game.winners)
        assert f"{winners} won" in str(app.screen.query_one("#results-title", Static).content)
        assert not app.screen.query("#results-advice")  # no word of advice it never had


async def play_on(pilot: Pilot[None], app: TableApp, limit: int = 60) -> None:
    """Pass on and play the first legal card until the results (both seats human)."""
    for _ in range(limit):
        screen = app.screen
        session = app.session
        assert session is not None
        if isinstance(screen, ResultsScreen):
            return
        if isinstance(screen, HandoffScreen) or (
            isinstance(screen, TinyTableScreen) and screen.mode == "pass"
        ):
            await pilot.press("enter")
        elif isinstance(screen, TinyTableScreen) and screen.mode == "play":
            viewer = session.viewer
            assert viewer is not None
            hand = session.game.hands[viewer]
            await pilot.press(str(hand.index(session.legal_moves()[0]) + 1))
        await settle(pilot)
    raise AssertionError("the game did not end")


async def test_saved_at_every_move_undone_by_u_and_continued_from_the_menu(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    setup = GameSetup.model_validate(
        {"game": "tinytricks", "seed": 8, "seats": [{"name": "Ann"}, {"name": "Bob"}]}
    )
    session = registry.get("tinytricks").table.new_session(setup)
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the first player sees their hand
        await settle(pilot)
        hand = session.game.hands[session.current or 0]
        await pilot.press(str(hand.index(session.legal_moves()[0]) + 1))
        await settle(pilot)
        assert len(app.session.game.record.moves) == 1
        await pilot.press("u")  # nobody has moved since: the card comes back
        await settle(pilot)
        assert app.session.game.record.moves == []
        hand = app.session.game.hands[app.session.current or 0]
        await pilot.press(str(hand.index(app.session.legal_moves()[-1]) + 1))
        await settle(pilot)
        played = app.session.game.record.moves
        assert len(played) == 1
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Continue: the list of unfinished games
        await settle(pilot)
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert app.session is not None and app.session.game.record.moves == played
        await play_on(pilot, app)
        assert app.session.game.is_over
    entries, problems = store.history()
    assert store.game_ids() == [] and len(entries) == 1 and not problems  # in the history


def results_text(screen: ResultsScreen) -> tuple[str, list[list[str]]]:
    """The headline and the words of each row of a results screen's table."""
    title = str(screen.query_one("#results-title", Static).content)
    console = Console(width=70, no_color=True)
    with console.capture() as table:
        console.print(screen.results.table)
    return title, [line.split() for line in table.get().splitlines()]


def match_setup(seed: int) -> GameSetup:
    return GameSetup.model_validate(
        {
            "game": "tinytricks",
            "seed": seed,
            "seats": [{"name": "Ann"}, {"name": "Bob"}],
            "options": {"hands": 2},
        }
    )


async def test_a_two_hand_match_goes_from_the_first_hands_results_to_the_second(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    session = registry.get("tinytricks").table.new_session(match_setup(6))
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await play_on(pilot, app)
        screen = app.screen
        assert isinstance(screen, ResultsScreen) and screen.continues
        first = session.game.scores()
        assert "won hand 1 of 2" in results_text(screen)[0]
        assert screen.check_action("again", ()) is False  # p would end the match: not offered
        await pilot.press("enter")  # Next hand
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # a new deal: hidden until handed over
        assert app.session is session and session.stage_label() == "Hand 2 of 2"
        saved = store.load_game(store.game_ids()[0])  # saved with hand 2 dealt
        assert len(saved.records) == 2 and saved.records[1].moves == []
        await pilot.press("enter")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TinyTableScreen) and table.mode == "play"
        assert "Hand 2 of 2 · in all: Ann" in table_text(table)
        await play_on(pilot, app)
        screen = app.screen
        assert isinstance(screen, ResultsScreen) and not screen.continues
        title, rows = results_text(screen)
        assert "won the match" in title
        totals = [a + b for a, b in zip(first, session.game.scores(), strict=True)]
        assert session.totals() == totals
        names = session.names
        for seat, (a, b) in enumerate(zip(first, session.game.scores(), strict=True)):
            assert [names[seat], str(a), str(b), str(a + b)] in rows, rows
        await pilot.press("enter")  # the match is over: Enter deals nothing
        await settle(pilot)
        assert app.screen is screen and session.hand_number == 2
    entries, problems = store.history()
    assert store.game_ids() == [] and len(entries) == 1 and not problems
    assert len(entries[0].save.records) == 2 and "won (Ann" in entries[0].result


async def test_a_match_saved_at_the_first_hands_results_resumes_there(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = registry.get("tinytricks").table.new_session(match_setup(9))
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await play_on(pilot, app)
        assert isinstance(app.screen, ResultsScreen) and app.screen.continues
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Continue: the list of unfinished games
        await settle(pilot)
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ResultsScreen) and screen.continues
        assert "won hand 1 of 2" in results_text(screen)[0]
        await pilot.press("enter")
        await settle(pilot)
        await play_on(pilot, app)
        resumed = app.session
        assert resumed is not None and resumed.match_over


async def test_finished_games_offer_no_review_for_a_game_without_an_adviser(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    setup = GameSetup.model_validate(
        {"game": "tinytricks", "seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": 4}
    )
    app = TableApp(
        session=registry.get("tinytricks").table.new_session(setup), bot_delay=0, store=store
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await play_on(pilot, app)
        app.back_to_menu()
        await settle(pilot)
        app.open_history()
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
        bar = str(app.screen.query_one(KeyBar).render())
        assert "Statistics" in bar and "Review" not in bar
