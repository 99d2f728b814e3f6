"""The one computer-turn worker (screens/bot_turns.py) in both games: a computer player that
raises or answers with an illegal move does not end the game; its seat plays its first legal
move and the table says so."""

from __future__ import annotations

import threading

from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list


class BrokenBot:
    name = "broken"

    def choose(self, view: object, legal: list[str]) -> str:
        raise RuntimeError("out of ideas")


class CheatingBot:
    """Answers with a move that is never legal. Asked over and over for the same turn (as an
    older worker did, forever), it gives up, so such a loop fails the test instead of hanging."""

    name = "cheat"

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: object, legal: list[str]) -> str:
        self.calls += 1
        if self.calls > 20:
            raise RuntimeError("asked again and again")
        return "take everything"


def ten_against(bot: object) -> TableApp:
    """Bot 2 begins and, drawing every time, busts on R6 (5 + 6 > 10); then it is Ann's turn."""
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,bot:random")})
    session = TenSession(
        setup, cards=["R5", "R6", "R1", "G2"], first_player=1, bot_factory=lambda *args: bot
    )
    return TableApp(session=session, bot_delay=0)


async def until_draw(app: TableApp, pilot: object) -> str:
    for _ in range(100):  # the computer's bust notice closes by itself after a moment
        await settle(pilot)  # type: ignore[arg-type]
        screen = app.screen
        if isinstance(screen, TenTableScreen) and screen.mode == "draw":
            return screen_text(app)
        await pilot.pause(0.05)  # type: ignore[attr-defined]
    raise AssertionError(f"no draw turn for Ann; on {type(app.screen).__name__}")


async def test_a_failing_computer_does_not_end_a_ten_game() -> None:
    app = ten_against(BrokenBot())
    async with app.run_test(size=(80, 24)) as pilot:
        text = await until_draw(app, pilot)
        assert "Bot 2's computer failed (out of ideas); it played draw" in text
        assert "Ann's turn" in text  # the only person: no banner for a change of person
        assert app.session is not None and app.session.log[-1].startswith("— Ann's turn")


async def test_an_illegal_computer_move_is_replaced_in_ten() -> None:
    bot = CheatingBot()
    app = ten_against(bot)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await until_draw(app, pilot)
        assert "Bot 2's computer chose 'take everything', which is not legal; it played" in text
        assert "Ann's turn" in text  # the only person: no banner for a change of person
        assert bot.calls == 2  # asked once a turn: draw R5, draw R6 (bust)


class GatedBot:
    """Draws: the first time at once, after that only once the test lets it answer."""

    name = "gated"

    def __init__(self) -> None:
        self.go = threading.Event()
        self.calls = 0

    def choose(self, view: object, legal: list[str]) -> str:
        self.calls += 1
        if self.calls > 1:
            self.go.wait(10)
        return "draw"


async def test_a_computer_waits_while_the_quit_question_is_up() -> None:
    """A play-test: with the quit question up, computers played on, an auction opened over the
    question and took the 'y' meant for it."""
    bot = GatedBot()
    app = ten_against(bot)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.session is not None
        for _ in range(100):  # Bot 2's first draw (R5); then it thinks (settle would wait
            await pilot.pause(0.05)  # for that thought to end)
            if app.session.game.moves:
                break
        assert app.session.game.moves == ["draw"] and app.session.is_bot_turn
        await pilot.press("ctrl+q")
        await pilot.pause(0.1)
        assert "Quit anyway?" in screen_text(app)
        bot.go.set()  # the computer has its answer now
        for _ in range(5):
            await pilot.pause(0.1)
        await settle(pilot)
        assert app.session.game.moves == ["draw"]  # nothing played under the question
        assert "Quit anyway?" in screen_text(app)
        await pilot.press("n")
        for _ in range(50):
            await pilot.pause(0.05)
            if len(app.session.game.moves) > 1:
                break
        assert app.session.game.moves[:2] == ["draw", "draw"]  # on once it is answered


async def test_an_answer_that_arrives_after_the_tables_widgets_are_gone_is_dropped() -> None:
    # Seen once in the suite: a hard computer answered while the app was closing, and playing
    # its move redrew a table whose widgets had already been taken down (NoMatches).
    bot = GatedBot()
    app = ten_against(bot)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.table
        assert table is not None and app.session is not None
        for _ in range(100):  # Bot 2's first draw; then it thinks until let go
            await pilot.pause(0.05)
            if app.session.game.moves:
                break
        moves = list(app.session.game.moves)
        assert moves == ["draw"] and app.session.is_bot_turn
        await table.remove_children()  # as when the app closes
        bot.go.set()
        await settle(pilot)
        await pilot.pause(0.1)
        assert app.return_code is None  # nothing raised
        assert app.session.game.moves == moves
