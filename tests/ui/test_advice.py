"""Advice at the table (issue 13): `a` on a person's turn, never for a computer or a hidden
hand, the table working while it shows, and a table that plays without it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from drive import play_hand
from ten_drive import finish, keys, ten_app
from textual.pilot import Pilot
from uihelp import screen_text, settle

from modten_tui.__main__ import build_parser, setup_from_args
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.modten.widgets.hand import Hand
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.screens.advice import AdvicePanel, Limits
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


@pytest.fixture(autouse=True)
def seeded_advice() -> Iterator[None]:
    """A fixed search (no clock): the same advice on any machine."""
    saved = AdvicePanel.limits
    AdvicePanel.limits = Limits(iterations=200, seed=3)
    yield
    AdvicePanel.limits = saved


def modten(seats: str = "Ann,Bob", delay: float = 0.0, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    return TableApp(session=session, bot_delay=delay)


def panel(app: TableApp) -> AdvicePanel | None:
    found = app.screen.query(AdvicePanel)
    return found.first() if found else None


async def test_a_shows_three_choices_and_the_table_keeps_working() -> None:
    app = modten()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the hand-off to Ann
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        assert "a Advice" in screen_text(app)
        await pilot.press("a")
        await settle(pilot)
        shown = panel(app)
        assert shown is not None and shown.advice is not None
        assert len(shown.advice.choices) == 3
        text = screen_text(app)
        assert "Advice for Ann" in text and "1. " in text and "win about" in text
        assert shown.advice.best in app.session.legal_moves()  # type: ignore[union-attr]
        # The table takes its keys while the advice shows: a pick moves the selection.
        hand = app.screen.query_one(Hand)
        before = hand.selected
        await pilot.press("right")
        assert hand.selected != before and panel(app) is not None
        await pilot.press("escape")
        assert panel(app) is None
        await pilot.press("a", "a", "a", "a")  # thinking longer twice, then away with it
        await settle(pilot)
        assert panel(app) is None


async def test_a_move_takes_the_advice_away_and_a_stale_answer_is_never_shown() -> None:
    app = modten()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("a", "enter")  # ask, then play before the answer comes
        await settle(pilot)
        assert not any(s.query(AdvicePanel) for s in app.screen_stack)


async def test_no_advice_for_a_hidden_hand_or_a_computer() -> None:
    app = modten("Ann,Bob")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("a")  # the hand-off: nobody's hand is on screen
        assert panel(app) is None
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")  # Ann plays; Bob is next, behind a hand-off
        await settle(pilot)
        assert app.check_action("advice", ()) is False
        await pilot.press("a")
        assert panel(app) is None
    app = modten("Ann,bot:normal", delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)  # the only person: no hand-off
        await pilot.press("enter")  # Ann plays; the computer now thinks for half a second
        assert app.session is not None and app.session.is_bot_turn
        assert app.check_action("advice", ()) is False
        await pilot.press("a")
        assert panel(app) is None
        assert "a Advice" not in screen_text(app)


async def test_a_table_without_advice_offers_none_and_its_results_say_so() -> None:
    app = modten(advice=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen)
        assert app.check_action("advice", ()) is False
        await pilot.press("a")
        assert panel(app) is None
        assert "a Advice" not in screen_text(app)
        await play_hand(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert "Played without advice." in screen_text(app)


async def test_advice_under_a_ten_prompt_and_the_results_line() -> None:
    app = ten_app("Ann,Bob", ["R3", "W#", "B4", "R5"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await keys(pilot, "d", "d")  # the wild: Bob bids first, then Ann
        assert isinstance(app.screen, AuctionScreen)
        await keys(pilot, "p")
        assert isinstance(app.screen, AuctionScreen)
        await keys(pilot, "a")
        shown = panel(app)
        assert shown is not None and shown.advice is not None
        assert all(c.points is not None for c in shown.advice.choices)
        assert "pts" in screen_text(app)
        await keys(pilot, "escape")
        assert panel(app) is None and isinstance(app.screen, AuctionScreen)
        await finish(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert "Advice was on" in screen_text(app)


def test_no_advice_from_the_command_line_is_kept_in_the_setup() -> None:
    parser = build_parser()
    off = setup_from_args(parser.parse_args(["--seats", "Ann,Bob", "--no-advice"]))
    on = setup_from_args(parser.parse_args(["--game", "ten", "--seats", "Ann,Bob"]))
    assert isinstance(off, GameSetup) and off.advice is False
    assert isinstance(on, GameSetup) and on.advice is True
    assert "--seats" in str(setup_from_args(parser.parse_args(["--no-advice"])))
    again = GameSetup.model_validate(off.model_dump())  # as a save stores and reads it
    assert again.advice is False


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_advice_over_a_ten_prompt_leaves_the_prompt_where_it_was(
    size: tuple[int, int],
) -> None:
    # A play-test: opening advice lifted the auction prompt by the panel's height (Textual
    # aligned the prompt by the bounds of every child of the screen, the panel's included).
    app = ten_app("Ann,Bob", ["R3", "W#", "B4", "R5"])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await keys(pilot, "d", "d")  # the wild: Bob bids first
        assert isinstance(app.screen, AuctionScreen)
        box = app.screen.query_one("#auction-box")
        before = box.region
        assert before.bottom == size[1] - 1  # at the foot, over the key bar
        await keys(pilot, "a")
        assert panel(app) is not None
        assert box.region == before


async def lines_shown(pilot: Pilot[None]) -> list[str]:
    """The panel's text once its search is done."""
    await pilot.app.workers.wait_for_complete()
    await settle(pilot)
    shown = panel(pilot.app)  # type: ignore[arg-type]
    assert shown is not None and shown.advice is not None
    return [line for line in str(shown.render()).splitlines() if line.strip()]


@pytest.mark.parametrize("game", ["modten", "ten"])
async def test_the_same_position_gets_the_same_advice_and_a_again_thinks_longer(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-test: three presses of `a` on one opening lead named three best cards. The seed
    is the position's (none set here), the deals fixed; `a` again doubles them, up to 4x."""
    monkeypatch.setattr(AdvicePanel, "limits", Limits(iterations=150))
    pile = ["R3", "G2", "O4", "B5", "$2", "R6", "G7", "B1", "O1", "$3", "R2", "G4"] * 2
    app = modten("Ann,Bob") if game == "modten" else ten_app("Ann,Bob", pile)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        # Ann's hand after the hand-off; in TEN, R3 drawn: draw again or take it
        await pilot.press("enter" if game == "modten" else "d")
        await settle(pilot)
        await pilot.press("a")
        first = await lines_shown(pilot)
        await pilot.press("escape")
        await pilot.press("a")
        assert await lines_shown(pilot) == first
        spreads, iterations = [], []
        for _ in range(3):
            shown = panel(app)
            assert shown is not None and shown.advice is not None
            spreads.append(shown.advice.choices[0].spread)
            iterations.append(shown.advice.iterations)
            await pilot.press("a")  # think longer
            if len(iterations) < 3:
                await lines_shown(pilot)
        assert iterations == [150, 300, 600]
        assert spreads[2] < spreads[0]  # the longest search is the surest
        assert panel(app) is None  # the press after the longest closed it


async def test_a_at_a_table_without_advice_says_it_is_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = modten(advice=False)
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: said.append(str(message)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("a")  # the hand-off: no table on screen yet
        assert said == []
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("a")
        assert panel(app) is None
        assert said == ["Advice is off for this table: it was set up without it."]


async def test_with_one_legal_move_a_again_closes_rather_than_thinks_longer() -> None:
    app = ten_app("Ann,Bob", ["R3", "G2", "O4", "B5"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("a")  # an empty tableau: drawing is the only move (T7)
        await lines_shown(pilot)
        shown = panel(app)
        assert shown is not None and shown.advice is not None and not shown.advice.iterations
        assert shown.border_subtitle == "a or Esc closes"
        await pilot.press("a")
        await settle(pilot)
        assert panel(app) is None
