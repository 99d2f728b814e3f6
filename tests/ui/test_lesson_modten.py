"""Learn to play Mod Ten through the app, from the menu to the end, by key presses (issue 13):
wrong moves are explained by the coach and change nothing, the right ones go on, the
computers play the script, and nothing is saved or recorded."""

from __future__ import annotations

import re
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList
from uihelp import screen_text, settle

from modten_tui import registry
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.widgets.hand import Hand
from modten_tui.screens.lesson_done import LessonDoneScreen
from modten_tui.screens.menu import MenuScreen
from modten_tui.storage.saves import SaveStore
from modten_tui.table.lesson import learner_moves


def coach_text(app: TableApp) -> str:
    """The coach panel's words as one line (read off the screen, wrapping undone)."""
    lines = screen_text(app).splitlines()
    top = next(i for i, line in enumerate(lines) if "─ Coach ─" in line)
    left = lines[top].index("╭")
    right = lines[top].index("╮", left)
    words = []
    for line in lines[top + 1 :]:
        if line[left] == "╰":
            break
        words.append(line[left + 1 : right].strip())
    return " ".join(w for w in words if w)


async def open_lesson(pilot: Pilot[None]) -> None:
    await settle(pilot)
    menu = pilot.app.screen.query_one(OptionList)
    assert "Learn to play Mod Ten" in screen_text(pilot.app)
    menu.highlighted = menu.get_option_index("learn:modten")
    await pilot.press("enter")
    await settle(pilot)


async def play(pilot: Pilot[None], card: str) -> None:
    """Select a card by its code, then play it, as a player would (c, the code, Enter, Enter)."""
    await pilot.press("c", *card.lower(), "enter", "enter")
    await settle(pilot)


def shows_whole(app: TableApp) -> bool:
    """The coach's panel on screen holds its whole text (nothing cut or scrolled away)."""
    session = app.session
    assert session is not None and session.coach is not None
    coach = session.coach
    said = coach.explanation or coach.text
    return " ".join(said.split()) in coach_text(app)


async def test_the_whole_lesson_from_the_menu(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = TableApp(bot_delay=0, store=store)
    lesson = registry.get("modten").lessons.lesson()
    assert lesson is not None
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot)
        table = app.screen
        assert isinstance(table, ModTenTableScreen)
        text = screen_text(app)
        said = coach_text(app)
        assert "4♥ is selected: press Enter" in said and "Rule: following suit (M7)" in said
        assert "move 1 of 10" in text
        assert "Your hand" in text and "Bob·computer" in text  # no hand-off: you see your cards
        assert "Undo" not in text and "Advice" not in text and "Esc Leave" in text
        game = app.session.game if app.session else None
        assert game is not None
        moves, hand = list(game.moves), game.view(0).hand

        await pilot.press("1", "enter")  # A♥: legal, not the lesson's
        await settle(pilot)
        said = coach_text(app)
        assert "Not that one. A♥ is allowed" in said and "asks for 4♥" in said
        assert "Bob led" not in said  # the explanation replaces the step's words
        assert "Not that one: the coach says why" in screen_text(app) and shows_whole(app)
        await pilot.press("c", "2", "s", "enter")  # 2♠ while hearts are led: not playable
        await settle(pilot)
        said = coach_text(app)
        assert "Not that one. 2♠ is a spade" in said and "(following suit)" in said
        assert (game.moves, game.view(0).hand) == (moves, hand)  # nothing changed

        first, *rest = learner_moves(lesson)
        await play(pilot, first)
        assert "skipped: no ♥" in screen_text(app)  # on Bob's seat line
        assert "Bob was skipped" in coach_text(app)
        for card in rest:  # the card the coach asks for is selected: Enter plays it
            assert shows_whole(app), coach_text(app)
            assert not re.search(r"\bM\d+\b", coach_text(app).split("Rule")[0])
            assert table.query_one(Hand).selected == card
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, LessonDoneScreen)
        text = screen_text(app)
        assert "You won" in text and "Enter back to the menu" in text
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.session is None
        # Not saved, not in Finished games: the menu offers neither.
        assert not store.has_games() and not list(store.history_dir.glob("*.json"))
        assert "Continue" not in screen_text(app) and "Finished games" not in screen_text(app)


async def test_escape_leaves_a_lesson_at_once_and_q_too() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lesson(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.session is None
        await open_lesson(pilot)
        await play(pilot, "4H")  # in the middle of the lesson
        await pilot.press("q")  # leaves the lesson; does not quit the app nor ask
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.is_running
