"""An answer that arrives after its table has closed changes nothing and draws nothing.

A prompt's answer reaches the table one message later (Textual's `call_next`), so a notice
dismissed by its timer can answer a table the person has just left for the menu, or one the
app is tearing down as it quits. Such an answer once drew on a table with no widgets left
(NoMatches from `redraw`, seen when a test's app closed on a computer's bust notice).
"""

from __future__ import annotations

from typing import Any

from ten_drive import keys, no_guard, session_of, ten_app
from uihelp import settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.menu import MenuScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]  # the fixture applies to every test here

LOW = [r + s for s in "SHDC" for r in "A234"]
HIGH = [r + s for s in "SHDC" for r in "6789"]


def pending_answer(screen: Any) -> Any:
    """The table's callback waiting on `screen`'s answer (what `dismiss` would call next)."""
    return screen._result_callbacks[-1].callback


async def test_a_ten_notice_answered_after_the_table_has_gone_is_ignored() -> None:
    app = ten_app("Ann,Bob", ["R5", "R8", "G1", "B2"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d")  # Ann busts: the notice waits for her Enter
        notice = app.screen
        assert isinstance(notice, TenNoticeScreen)
        answer = pending_answer(notice)
        session = session_of(app)
        before = (list(session.log), session.game.current_player)
        app.back_to_menu()
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        answer(None)  # the notice's answer, arriving late
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert (list(session.log), session.game.current_player) == before


async def test_an_auction_closing_after_the_table_has_gone_is_ignored() -> None:
    app = ten_app("Ann,Bob", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "d", "d")  # Ann reveals W#: the auction opens
        auction = app.screen
        assert isinstance(auction, AuctionScreen)
        closed = pending_answer(auction)
        session = session_of(app)
        before = list(session.game.moves)
        app.back_to_menu()
        await settle(pilot)
        closed(None)  # the auction's end, reported late
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert list(session.game.moves) == before


async def test_a_hand_off_answered_after_the_table_has_gone_reveals_nothing() -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")})
    session = ModTenSession(setup, stacks=[stack_deck([LOW, HIGH], dealer=1)], first_dealer=1)
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        answer = handoff.on_reveal  # the hand-off calls it itself, at once, on Enter
        assert answer is not None
        viewer = session.pending_viewer()
        assert viewer is not None
        app.back_to_menu()
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        answer()  # the reveal, called for a table that has gone
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert session.pending_viewer() == viewer  # nobody's hand was shown to anyone
