"""Play TEN through the UI as people would: key presses only, reading the rendered screen."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from textual.pilot import Pilot
from uihelp import screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

Policy = Callable[[TenSession], str]


@pytest.fixture(autouse=True)
def no_guard() -> Iterator[None]:
    """Tests press keys faster than people: no guard time after the person changes.
    (Autouse in every module that imports it.)"""
    saved = KeyGuard.GUARD_S
    KeyGuard.GUARD_S = 0.0
    yield
    KeyGuard.GUARD_S = saved


def ten_app(seats: str, cards: list[str] | None, first: int = 0, **options: object) -> TableApp:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), **options})
    return TableApp(session=TenSession(setup, cards=cards, first_player=first), bot_delay=0)


def session_of(app: TableApp) -> TenSession:
    assert isinstance(app.session, TenSession)
    return app.session


async def keys(pilot: Pilot[None], *presses: str) -> str:
    """Press the keys, let any computer move, and return what the screen shows."""
    await tap(pilot, *presses)
    await settle(pilot)
    return screen_text(pilot.app)


def take_numbers(session: TenSession) -> str:
    """Draw until the tableau holds a card, then take the numbers (a quick, safe policy)."""
    return "n" if session.game.tableau else "d"


async def finish(pilot: Pilot[None], policy: Policy = take_numbers, limit: int = 300) -> str:
    """Answer every screen until the results: the table by `policy`, bids by passing,
    payments by the default, buys by declining, notices by Enter."""
    app = pilot.app
    assert isinstance(app, TableApp)
    await settle(pilot)
    for _ in range(limit):
        screen = app.screen
        if isinstance(screen, ResultsScreen):
            return screen_text(app)
        if isinstance(screen, TenTableScreen):
            if screen.mode == "draw":
                await tap(pilot, policy(session_of(app)))
            elif screen.mode == "done":
                await tap(pilot, "enter")
        elif isinstance(screen, AuctionScreen):
            await tap(pilot, "enter" if screen.done else "p")
        elif isinstance(screen, PaymentScreen | TenNoticeScreen):
            await tap(pilot, "enter")
        elif isinstance(screen, BuyScreen):
            await tap(pilot, "n")
        await settle(pilot)
    raise AssertionError(f"the game did not end; on {type(app.screen).__name__}")


def greedy_market(session: TenSession) -> str:
    """A policy that fills the market: draw two cards, then take the currency (the numbers go
    to the market); pass every bid, decline every buy."""
    g = session.game
    legal = g.legal_moves()
    if g.phase == "draw":
        return "take currency" if len(g.tableau) >= 2 and "take currency" in legal else "draw"
    return "pass" if "pass" in legal else "no buy" if "no buy" in legal else legal[0]


def played(
    seats: str, seed: int, until: Callable[[TenSession], bool], policy: Policy = greedy_market
) -> TenSession:
    """A seeded session played by `policy` (every seat answering) until `until` holds."""
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), "seed": seed})
    session = TenSession(setup)
    while not until(session):
        session.play(policy(session))
    return session
