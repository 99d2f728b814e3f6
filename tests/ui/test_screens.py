"""The screens around the table: setup errors, help, quitting, a small terminal, input ways."""

from __future__ import annotations

import pytest
from drive import play_hand
from textual.widgets import Input, Select
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.help import HelpScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table import session as session_module

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


def two_player_app(**kwargs: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")})
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    return TableApp(session=session, bot_delay=0, **kwargs)  # type: ignore[arg-type]


async def test_setup_shows_errors_beside_fields_and_starts_a_game() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        text = screen_text(app)
        assert "Seat 1" in text and "Ann" in text and "Bob" in text
        await pilot.press("tab", "tab", "ctrl+u")  # from Game to Seat 1's name: clear it
        await settle(pilot)
        line = next(ln for ln in screen_text(app).splitlines() if "Seat 1" in ln)
        assert "a name is needed" in line
        await pilot.press(*"bob")
        await settle(pilot)
        assert "two players are called" in screen_text(app)
        await pilot.press("ctrl+u", *"Zed")
        await settle(pilot)
        assert "two players are called" not in screen_text(app)
        screen = app.screen
        screen.query_one("#length", Select).value = "hands"
        await settle(pilot)
        screen.query_one("#hands", Input).value = "x"
        await settle(pilot)
        assert "a whole number, please" in screen_text(app)
        screen.query_one("#hands", Input).value = "2"
        screen.query_one("#seed", Input).value = "7"
        screen.query_one("#player-count", Select).value = 3
        await settle(pilot)
        assert "Seat 3" in screen_text(app)
        screen.query_one("#name-0", Input).focus()
        await pilot.press("ctrl+s")  # Enter in a field moves on; Ctrl+S (or Start) starts
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert app.session is not None
        assert app.session.names == ["Zed", "Bob", "Cy"] and app.session.setup.options.hands == 2


async def test_a_computer_player_that_fails_is_reported_beside_its_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise ImportError("the hard level is not installed")

    monkeypatch.setattr(session_module, "make_bot", broken)
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        app.screen.query_one("#kind-1", Select).value = "hard"
        await settle(pilot)
        app.screen.query_one("#name-0", Input).focus()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        text = screen_text(app)
        beside = text[text.index("Seat 2") : text.index("Deck")]  # the row, wrapped
        assert "not installed" in " ".join(beside.split())


async def test_help_opens_anywhere_and_returns() -> None:
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Mod Ten" in text and "led suit" in text
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen) and "Ann's hand" in screen_text(app)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)


async def test_menu_rules_and_quit_without_a_game() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "New game" in text and "Rules" in text and "Continue" not in text
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape", "ctrl+q")
        await settle(pilot)
    assert app.return_code == 0


async def test_continue_appears_when_a_save_exists() -> None:
    app = TableApp(bot_delay=0, save_exists=lambda: True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Continue" in screen_text(app)


async def test_quitting_a_game_in_progress_asks_first() -> None:
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "ctrl+q")
        await settle(pilot)
        assert "A game is in progress. Quit anyway?" in screen_text(app)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        await pilot.press("ctrl+q", "y")
        await settle(pilot)
    assert app.return_code == 0


async def test_a_small_terminal_shows_a_notice_and_play_goes_on() -> None:
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        text = screen_text(app)
        assert "needs at least 80×24" in text and "A♠" not in text
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert "Ann led A♠" in screen_text(app)


async def test_a_double_tap_on_a_card_plays_it_and_selects_no_text() -> None:
    """On a touch screen a card is picked and played by two taps: a double click, on which
    Textual also selected the hand's text, left highlighted over the cards."""
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.double_click("#hand", offset=(4 * 1 + 1, 1))
        await settle(pilot)
        assert "Ann led 2♠" in screen_text(app)
        assert app.screen.get_selected_text() is None


async def test_click_keys_and_code_select_then_enter_plays() -> None:
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.click("#hand", offset=(4 * 1 + 1, 1))  # the second card, 2♠: selected
        await settle(pilot)
        text = screen_text(app)
        assert "Ann led" not in text and "Enter plays 2♠" in text
        await pilot.click("#hand", offset=(4 * 1 + 1, 1))  # a second click confirms
        await settle(pilot)
        assert "Ann led 2♠" in screen_text(app)
        await pilot.press("enter", "enter")  # pass to Bob, Bob reveals
        await settle(pilot)
        await pilot.press("c", "9")
        await settle(pilot)
        bar = screen_text(app).splitlines()[-1]
        assert "Esc Cancel" in bar and "Select card" in bar  # the keys of the code box
        await pilot.press("h", "enter")  # not a spade: refused, nothing played
        await settle(pilot)
        assert "9♥ cannot be played now: follow ♠" in screen_text(app)
        await pilot.press("c", "2", "s", "enter")
        await settle(pilot)
        assert "2♠ is not in your hand" in screen_text(app)
        await pilot.press("c", "x", "y", "enter")
        await settle(pilot)
        assert "'xy' is not a card code" in screen_text(app)
        await pilot.press("c", "7", "s", "enter")
        await settle(pilot)
        assert "Enter plays 7♠" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert "Bob played 7♠" in screen_text(app)
        await pilot.press("enter", "enter")
        await settle(pilot)
        await pilot.click("#hand", offset=(4 * 4 + 1, 1))  # Ann's 5th card is a heart: refused
        await settle(pilot)
        assert "cannot be played: follow ♠" in screen_text(app)
        await pilot.press("l", "l", "h")  # the selection skips dimmed cards: 3♠
        await settle(pilot)
        assert "Enter plays 3♠" in screen_text(app)
        await pilot.press("space")
        await settle(pilot)
        assert "Ann played 3♠" in screen_text(app)


async def test_computers_can_be_hurried() -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,bot:random")})
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    app = TableApp(session=session, bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert "(computer) is playing" in screen_text(app)
        await pilot.press("f")
        await settle(pilot)
        assert "Ann, your turn" in screen_text(app)


async def test_palette_commands_and_high_contrast_theme() -> None:
    app = TableApp(bot_delay=0, theme="high-contrast")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.theme == "high-contrast"
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"New game", "Rules", "Theme"} <= set(titles)
        app.action_new_game()
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)


async def test_play_again_and_back_to_menu() -> None:
    stack = stack_deck(
        [[r + s for s in "SH" for r in "A2346789"], [r + s for s in "DC" for r in "A2346789"]],
        dealer=1,
    )
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")})
    app = TableApp(session=ModTenSession(setup, stacks=[stack], first_dealer=1), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_hand(pilot)
        assert isinstance(app.screen, ResultsScreen)
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen | ModTenTableScreen)
        assert app.session is not None and not app.session.hand.moves
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press("escape")
        app.back_to_menu()
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_a_double_press_does_not_reveal_the_next_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A key is judged by when it was pressed. A guard far longer than any delay of a loaded
    # machine makes the first press "too soon" on every run; the second comes after it.
    monkeypatch.setattr(KeyGuard, "GUARD_S", 60.0)
    app = two_player_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # too soon: still hiding the hand
        monkeypatch.setattr(KeyGuard, "GUARD_S", 0.5)
        await pilot.pause(0.6)  # the next player has taken the keyboard
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)


class BrokenBot:
    name = "broken"

    def choose(self, view: object, legal: list[str]) -> str:
        raise RuntimeError("out of ideas")


async def test_a_failing_computer_does_not_end_the_game() -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,bot:random")})
    session = ModTenSession(
        setup,
        stacks=[stack_deck([LOW, HIGH], dealer=1)],
        first_dealer=1,
        bot_factory=lambda *args: BrokenBot(),
    )
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann leads A♠ (no hand-off: she is the only person)
        await settle(pilot)
        text = screen_text(app)
        assert "Bot 2's computer failed (out of ideas); it played 6♠" in text
        assert "Ann, your turn" in text
