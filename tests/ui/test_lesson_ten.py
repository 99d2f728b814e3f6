"""TEN's lesson (issue 13) played from the menu with keys only, as a new player would: every
step on the real table and its prompts, wrong moves explained by the coach with nothing
changed, the lesson's end."""

from __future__ import annotations

import re
from collections.abc import Callable

from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.widgets.players import TenPlayers
from modten_tui.screens.lesson_done import LessonDoneScreen
from modten_tui.screens.menu import MenuScreen
from modten_tui.widgets.coach import CoachPanel


async def until(pilot: Pilot[None], holds: Callable[[], bool], what: str) -> None:
    """Let the app run (computer turns, prompts opening) until `holds`; no fixed sleeps."""
    for _ in range(100):
        if holds():
            return
        await settle(pilot)
    raise AssertionError(f"never happened: {what}; on {type(pilot.app.screen).__name__}")


async def press(pilot: Pilot[None], *keys: str) -> str:
    for key in keys:
        await pilot.press(key)
    await settle(pilot)
    in_sight(pilot.app)
    return flat(pilot.app)


def fits(panel: Widget) -> bool:
    """The panel's content, wrapped at its width, fits in its height (none scrolled away)."""
    size = panel.size
    return panel.get_content_height(size, panel.app.size, size.width) <= size.height


def in_sight(app: object) -> None:
    """The coach's words are whole (nothing scrolled away), no rule id stands bare in them,
    and at the table every player's grid shows in full beside the coach."""
    assert isinstance(app, TableApp)
    for panel in app.screen.query(CoachPanel):
        words = str(panel.render())
        assert fits(panel), words
        assert not re.search(r"\bT\d+\b", words.split("Rule")[0]), words
    if isinstance(app.screen, TenTableScreen):
        assert app.screen.query_one(TenPlayers).layout_mode in ("stacked", "tight"), flat(app)


def flat(app: object) -> str:
    """The screen's words with line breaks and box edges folded, so wrapped text matches."""
    assert isinstance(app, TableApp)
    text = screen_text(app)
    words = [w for w in text.replace("│", " ").replace("█", " ").split() if w]
    # The coach's column sits beside the players: its words, read whole, come last.
    coach = [str(panel.render()) for panel in app.screen.query(CoachPanel)]
    return " ".join(words + " ".join(coach).split())


def session_of(app: TableApp) -> TenSession:
    assert isinstance(app.session, TenSession)
    return app.session


async def open_lesson(pilot: Pilot[None]) -> None:
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen), "the menu")
    menu = app.screen.query_one(OptionList)
    for _ in range(menu.option_count):  # down to "Learn to play TEN", as a person would
        option = menu.highlighted_option
        if option is not None and option.id == "learn:ten":
            break
        await pilot.press("down")
    assert "Learn to play TEN" in flat(app)
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, TenTableScreen), "the lesson's table")


async def test_the_whole_ten_lesson_from_the_menu() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot)
        s = session_of(app)
        table = app.screen
        assert isinstance(table, TenTableScreen)
        text = flat(app)
        assert "You are Sam, against Ada" in text and "Press d to draw" in text
        assert "move 1 of 15" in text and "Rule: drawing (T7)" in text

        # Wrong move 1: stopping before any card (illegal, T7): explained, nothing changes.
        text = await press(pilot, "n")
        assert "Not that one. You may not stop yet: a turn reveals at least one card" in text
        assert s.game.moves == [] and app.screen is table

        # Drawing (T7, T8) to a number bust (T9): its notice shows the coach too.
        await press(pilot, "d", "d", "d")
        assert s.game.running_total == 8
        assert "Draw once more to see what a bust does" in flat(app)
        text = await press(pilot, "d")
        assert isinstance(app.screen, TenNoticeScreen)
        assert "Sam busts on G7" in text and "You busted: your numbers went to the market" in text
        await press(pilot, "enter")

        # Ada's currency bust plays by itself; then Sam draws three numbers.
        await until(pilot, lambda: s.is_human_turn and table.mode == "draw", "Sam's turn")
        assert "Ada busted on currency" in flat(app) and s.game.bust_tokens == [1, 1]
        await press(pilot, "d", "d", "d")

        # Wrong move 2: taking currency (legal): what it would do, and why not; nothing moves.
        before = list(s.game.moves)
        text = await press(pilot, "c")
        assert "Not that one. Taking currency would give you nothing" in text
        assert "R2 R3 R2 would go to the market." in text
        assert "Running total 7" not in text  # the explanation replaces the step's words
        assert s.game.moves == before and s.game.tableau == ["R2", "R3", "R2"]

        # Taking numbers (T10) opens the buy phase (T11).
        await press(pilot, "n")
        assert isinstance(app.screen, BuyScreen)
        assert "R4 joins your R2 R3 into a run" in flat(app)
        # Wrong move 3, inside the prompt: no buy. The prompt stays, with the explanation.
        text = await press(pilot, "n")
        assert isinstance(app.screen, BuyScreen)
        assert "Not that one. No buy would keep your tokens and cards" in text
        assert s.game.moves == before + ["take numbers"]
        highlighted = app.screen.query_one(OptionList).highlighted_option
        assert highlighted is not None and highlighted.id == "R4"  # what the coach asks for
        text = await press(pilot, "enter")
        assert isinstance(app.screen, PaymentScreen)
        assert "Pay for R4: tokens" in text and "✓ pays 4 for 4: 4 tokens" in text
        # Wrong move 4: a legal payment that is not the lesson's (1 token and the bust token).
        text = await press(pilot, "down", "right", "up", "left", "left", "left", "enter")
        assert isinstance(app.screen, PaymentScreen)
        assert "Not that one. Paying 1 token, 1 bust token is allowed; with R4" in text
        assert s.game.moves == before + ["take numbers"] and s.game.phase == "buy"
        await press(pilot, "d", "enter")  # the default again: 4 tokens
        assert "R4" in s.game.collections[0] and s.game.tokens[0] == 1

        # Ada takes currency; Sam draws the wild: an auction (T13), Ada bids first.
        await until(pilot, lambda: s.is_human_turn and table.mode == "draw", "Sam's turn")
        await press(pilot, "d")
        await until(
            pilot, lambda: isinstance(app.screen, AuctionScreen) and s.is_human_turn, "Sam's bid"
        )
        text = flat(app)
        assert "Ada bid 4: your bid of 5 is filled in, press Enter" in text
        assert "Your bid: 5 (5 to 8)" in text
        # Wrong moves 5 and 6: more than Sam can pay, then a bid that wins but costs more.
        text = await press(pilot, "9", "enter")
        assert "Not that one. You can pay at most 8, so you may not bid more" in text
        text = await press(pilot, "6", "enter")  # a fresh bid, not "96"
        assert "Not that one. A bid of 6 wins too, but you speak last" in text
        assert s.game.phase == "auction" and s.game.auction is not None
        text = await press(pilot, "backspace", "5", "enter")
        assert "Sam wins R# for 5" in text
        await press(pilot, "enter")  # the result goes on at once
        await until(pilot, lambda: isinstance(app.screen, PaymentScreen), "the payment")
        text = flat(app)
        assert "✓ pays 5 for 5: 1 token, 1 bust token, R2" in text  # T12: cards and tokens
        assert "R2 is a spare" in text
        await press(pilot, "enter")
        assert sorted(s.game.collections[0]) == ["R#", "R2", "R3", "R4"]

        # The turn goes on (T14); the last card (T15); the final buy round (T16).
        await until(pilot, lambda: table.mode == "draw", "Sam draws again")
        await press(pilot, "d")
        text = await press(pilot, "d")  # the pile is empty: drawing is refused, explained
        assert "Not that one. The draw pile is empty: you must stop" in text
        await press(pilot, "n")
        await until(pilot, lambda: isinstance(app.screen, TenNoticeScreen), "the final round")
        assert "from Ada round to you." in flat(app)
        await press(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, LessonDoneScreen), "the lesson's end")
        text = flat(app)
        assert "Your wild R# fills the 5, so R2-R6 scores 5" in text
        assert "The lesson is over" in text and "shows the results" not in text
        assert s.game.is_over and s.game.scores() == [5, 1] and s.coach is not None
        assert s.coach.finished
        await press(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen), "back to the menu")
        assert "Continue" not in flat(app)  # a lesson is never saved


async def test_q_leaves_the_lesson_from_a_prompt_too() -> None:
    """Most of TEN's moves are made in prompts; q left a lesson only from the bare table."""
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot)
        s = session_of(app)
        table = app.screen
        assert isinstance(table, TenTableScreen)
        await press(pilot, "d", "d", "d", "d", "enter")  # to Sam's bust, and on
        await until(pilot, lambda: s.is_human_turn and table.mode == "draw", "Sam's turn")
        await press(pilot, "d", "d", "d", "n")
        assert isinstance(app.screen, BuyScreen)
        await press(pilot, "q")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen), "back to the menu")
        assert app.session is None or app.session is not s
