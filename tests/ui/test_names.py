"""Names are text, never markup (issue 10, attack 1): a player called `[/]`, `[red]x[/red]`,
`[b]` or `\\[` plays both games, resumes, and opens the finished game in the history and its
replay, with no crash and the name shown exactly as typed on every screen that names them."""

from __future__ import annotations

from pathlib import Path

from drive import hidden_cards_absent, play_hand
from ten_drive import finish, keys, no_guard, played, session_of
from textual.widgets import Input
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.history import HistoryScreen
from modten_tui.screens.replay import ReplayScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import history_entry

__all__ = ["no_guard"]  # the fixture applies to every test here

CLOSE, RED, BOLD, SLASH = "[/]", "[red]x[/red]", "[b]", "\\["
ODD = (CLOSE, RED, BOLD, SLASH)


def mod_ten(seats: str, seed: int) -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed})
    return ModTenSession(setup, first_dealer=0)


async def open_history(pilot: object, app: TableApp) -> str:
    """Results -> menu -> Finished games; returns the list as shown."""
    await keys(pilot, "m")  # type: ignore[arg-type]
    assert "Finished games" in screen_text(app)
    text = await keys(pilot, "g")  # type: ignore[arg-type]
    assert isinstance(app.screen, HistoryScreen)
    return text


async def test_mod_ten_with_markup_names_plays_resumes_and_replays(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    seats = f"Ann,{CLOSE},{RED},{BOLD}=bot:random,{SLASH}=bot:random"
    app = TableApp(session=mod_ten(seats, seed=3), bot_delay=0, store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert f"Pass to {app.screen.player}" in screen_text(app)
        for _ in range(60):  # a few plays by people and computers; each is saved at once
            assert app.session is not None
            if isinstance(app.screen, HandoffScreen) and len(app.session.game.moves) >= 4:
                break
            await keys(pilot, "enter")
        text = screen_text(app)
        assert isinstance(app.screen, HandoffScreen) and f"Pass to {app.screen.player}" in text
    # Continue the saved game: the same literal names, no crash.
    app = TableApp(bot_delay=0, store=store, resume=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        seen: set[str] = set()

        def check(app: TableApp, text: str) -> None:
            hidden_cards_absent(app, text)
            seen.update(n for n in ODD if n in text)
            if isinstance(app.screen, ModTenTableScreen):
                assert "Mod Ten" in text  # the top bar drew

        await play_hand(pilot, check=check)
        assert seen == set(ODD), f"never drawn literally: {set(ODD) - seen}"
        assert isinstance(app.screen, ResultsScreen)
        results = screen_text(app)
        for name in ("Ann", *ODD):
            assert name in results, f"{name!r} missing from the results"
        assert app.session is not None
        winner = app.session.names[app.session.outcome().winner]
        assert f"{winner} wins hand 1!" in results
        listed = await open_history(pilot, app)
        for name in ODD:
            assert name in listed
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        assert all(f"{name} (" in text for name in ODD)  # each seat's row
        text = await keys(pilot, "end")
        assert all(name in text.split("Scores:")[1] for name in ODD)


async def test_ten_with_markup_names_through_auction_payment_and_replay(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list(f"{CLOSE},{RED},{SLASH}")}
    )
    session = TenSession(setup, cards=["R3", "W#", "B4"], first_player=0)
    app = TableApp(session=session, bot_delay=0, store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert f"{CLOSE.upper()}'S TURN" in text
        text = await keys(pilot, "d")
        assert f"{CLOSE} drew R3" in text and f"{CLOSE}'s tableau" in text
        text = await keys(pilot, "d")
        assert isinstance(app.screen, AuctionScreen)
        assert f"{RED}, your bid" in text and f"revealed by {CLOSE}" in text
        assert f"{RED} can pay up to 5" in text
        text = await keys(pilot, "2", "enter")
        assert f"{SLASH}, your bid" in text and f"High bid: 2 by {RED}" in text
        text = await keys(pilot, "enter")
        text = await keys(pilot, "p")
        assert f"{SLASH} wins W# for 3" in text and f"{SLASH} pays 3 next" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen)
        assert f"{SLASH}, pay 3 for W#" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, TenTableScreen)
        assert f"{SLASH} pays 3 tokens" in text
        for name in (CLOSE, RED, SLASH):
            assert name in text, f"{name!r} missing from the players"
        text = await keys(pilot, "d", "n")
        assert isinstance(app.screen, TenNoticeScreen)
        assert f"{RED} → {SLASH} → {CLOSE}" in text
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, ResultsScreen)
        assert f"Game over: {CLOSE} wins!" in text and RED in text and SLASH in text
        listed = await open_history(pilot, app)
        assert CLOSE in listed and RED in listed and SLASH in listed
        text = await keys(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        assert f"{CLOSE} begins" in text and f"{RED}:" in text and f"{SLASH}:" in text


def _late_in_the_game(session: TenSession) -> bool:
    g = session.game
    return g.draw_pile_count <= 10 and g.phase == "draw" and not g.tableau and g.current_player == 0


async def test_ten_with_a_computer_called_bold_plays_to_the_end(tmp_path: Path) -> None:
    # The last 10 cards through the screens (the whole game took most of a minute, and the
    # names' screens are the same from the first turn to the last).
    session = played(f"{CLOSE},{BOLD}=bot:random,{RED}=bot:random", 5, _late_in_the_game)
    app = TableApp(session=session, bot_delay=0, store=SaveStore(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert BOLD in screen_text(app) and RED in screen_text(app)
        text = await finish(pilot)
        assert all(name in text for name in (CLOSE, BOLD, RED))
        assert session_of(app).game.is_over


def finished(session: ModTenSession | TenSession) -> ModTenSession | TenSession:
    """Play a game to its end from the table's side, first legal move each time."""
    for _ in range(2000):
        if session.match_over:
            return session
        session.play(session.legal_moves()[0])
    raise AssertionError("the game did not end")


async def test_finished_games_with_markup_names_list_and_replay(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.add_history(history_entry(finished(mod_ten(f"{CLOSE},{RED},{BOLD}", seed=4))))
    ten_setup = GameSetup.model_validate(
        {"game": "ten", "seed": 4, "seats": parse_seat_list(f"{SLASH},{RED}")}
    )
    store.add_history(history_entry(finished(TenSession(ten_setup))))
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        text = await keys(pilot, "g")
        assert isinstance(app.screen, HistoryScreen)
        assert all(name in text for name in ODD)
        for row in (0, 1):  # each game: its first position and its end, names as typed
            text = await keys(pilot, *["down"] * row, "enter")
            assert isinstance(app.screen, ReplayScreen)
            names = app.screen.names
            assert all(f"{name} " in text or f"{name}:" in text for name in names)
            text = await keys(pilot, "end")
            assert all(name in text for name in names)
            assert app.screen.entry.result in text
            await keys(pilot, "escape")


async def test_setup_screen_shows_name_errors_as_text_and_refuses_control_characters() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "n")
        assert isinstance(app.screen, SetupScreen)
        first = app.screen.query_one("#name-0", Input)
        second = app.screen.query_one("#name-1", Input)
        first.value, second.value = "Ann[/]", "ANN[/]"  # typed or pasted
        text = await keys(pilot)
        assert "two players are called ANN[/] (seats 1" in text
        second.value = "Bob"
        second.insert_text_at_cursor("\x1b]0;pwned\x07X")  # a paste: refused whole
        second.insert_text_at_cursor("\u202e")
        assert second.value == "Bob"
        second.value = "Bob\x1b]0;pwned\x07"  # the model refuses it too (saves, command line)
        text = await keys(pilot)
        line = next(ln for ln in text.splitlines() if "Seat 2" in ln)
        assert "a control character" in line and "(U+001B) is not allowed" in text
        second.value = "Bob\u202e"
        text = await keys(pilot)
        assert "a text-direction" in text and "(U+202E)" in text
        second.value = "Ann[/]\u200b"
        text = await keys(pilot)
        assert "two players are called" in text
        second.value = "[red]x[/red]"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, HandoffScreen)
        assert app.session is not None and app.session.names == ["Ann[/]", "[red]x[/red]"]
        await settle(pilot)
        assert f"Pass to {app.screen.player}" in screen_text(app)


async def test_a_typed_card_code_that_looks_like_markup_is_quoted_as_text() -> None:
    app = TableApp(session=mod_ten("Ann,Bob", seed=3), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = await keys(pilot, "enter", "c", "[", "/", "]", "enter")
        assert "'[/]' is not a card code" in text


async def test_a_remembered_name_with_control_characters_never_reaches_the_screen(
    tmp_path: Path,
) -> None:
    import json

    from modten_tui.storage.prefs import SETTINGS

    data = tmp_path / "data"
    data.mkdir()
    seats = [{"name": "Ann\x1b]0;pwned\x07"}, {"name": "\u202eBob"}]
    (data / SETTINGS).write_text(json.dumps({"last_setup": {"players": 2, "seats": seats}}))
    app = TableApp(bot_delay=0, store=SaveStore(data))
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "n")
        assert isinstance(app.screen, SetupScreen)
        names = [app.screen.query_one(f"#name-{i}", Input).value for i in (0, 1)]
        assert names == ["Ann]0;pwned", "Bob"]


async def test_setup_screen_refuses_a_name_with_nothing_visible() -> None:
    # Issue 32: "\u3164" (Hangul filler) was taken as a name, and the table read "Hand 1:  deals".
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "n")
        assert isinstance(app.screen, SetupScreen)
        second = app.screen.query_one("#name-1", Input)
        second.value = "Bob"
        second.insert_text_at_cursor("\u3164")  # typed: no cell in rich, two in a terminal
        assert second.value == "Bob"  # refused by the field, which it would draw out of line
        for invisible in ("\u3164", "\u2800\u115f", "\u0301\ufe0f"):  # set, as a paste might
            second.value = invisible
            text = await keys(pilot)
            line = next(ln for ln in text.splitlines() if "Seat 2" in ln)
            assert "a name is needed" in line, text
            await keys(pilot, "ctrl+s")
            assert isinstance(app.screen, SetupScreen) and app.session is None
        second.value = "😀" * 7  # 14 cells: over the 12 a seat panel shows
        text = await keys(pilot)
        assert "at most 12 columns wide" in text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, SetupScreen) and app.session is None
        second.value = "\u3164Bob\u2800"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, HandoffScreen)
        assert app.session is not None and app.session.names == ["Ann", "Bob"]
