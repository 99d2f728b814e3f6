"""Layout: seeded TEN games played by key presses at 80×24, 100×30 and 160×50, with 2 and 5
people: to the end in the slow set; in the default set the same games until every kind of
decision has been checked a few times (a whole game key by key at every size took most of the
default set's time). At every decision the screen must show each player's name and what that
decision needs: the totals, the bust chance and the market when drawing; the wild, the high bid
and the bidder's means in an auction; the price and what the payer holds when paying; the
buyer's means and the market when buying. Only what is rendered counts (not widget data)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from ten_drive import greedy_market, no_guard, played, session_of, ten_app
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget
from uihelp import screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.texts import bust_chance, percent
from modten_tui.games.ten.widgets.players import TenPlayers
from modten_tui.games.ten.widgets.tableau import TenTableau
from modten_tui.screens.results import ResultsScreen
from modten_tui.widgets.game_log import GameLog
from modten_tui.widgets.option_list import OptionList

__all__ = ["no_guard"]

SIZES = [(80, 24), (100, 30), (160, 50)]
TABLES = {2: ("Ann,Bob", 5), 5: ("Ann,Bob,Cy,Dee,Eve", 21)}


def table_of(app: App[object]) -> TenTableScreen:
    table = next(s for s in app.screen_stack if isinstance(s, TenTableScreen))
    return table


def crop(text: str, widget: Widget, *, blank: bool = False) -> str:
    """The part of the screen text a widget covers; with `blank`, the rest of the screen."""
    region = widget.region
    lines = text.splitlines()
    if not blank:
        return "\n".join(ln[region.x : region.right] for ln in lines[region.y : region.bottom])
    for y in range(region.y, min(region.bottom, len(lines))):
        line = lines[y]
        lines[y] = line[: region.x] + " " * region.width + line[region.right :]
    return "\n".join(lines)


def check_names(app: App[object], session: TenSession, text: str) -> None:
    """Every name on screen; a name in the log does not count."""
    if app.screen is table_of(app):
        text = crop(text, table_of(app).query_one(GameLog), blank=True)
    missing = [n for n in session.names if n not in text]
    assert not missing, f"{missing} not on screen\n{text}"


def check_market(app: App[object], session: TenSession, text: str) -> None:
    for code in set(session.game.market):
        assert code in text, f"market card {code} not shown\n{text}"


def check_draw(app: App[object], session: TenSession, text: str) -> None:
    table = table_of(app)
    g = session.game
    board = crop(text, table.query_one(TenTableau))
    players = crop(text, table.query_one(TenPlayers))
    missing = [n for n in session.names if n not in players]
    assert not missing, f"Players panel lacks {missing}\n{text}"
    assert f"{g.running_total:>2}/10" in board and f"{g.currency_total:>2}/10" in board, board
    if "draw" in session.legal_moves():
        busting, unseen = bust_chance(g)
        assert f"busts {percent(busting, unseen)}" in board, board
    check_market(app, session, board)
    for choice in session.choices():
        assert f"{choice.key}  {choice.label}" in text, text


def check_auction(app: App[object], session: TenSession, text: str) -> None:
    a = session.game.auction
    assert a is not None and session.current is not None
    assert a.wild in text, text
    if a.high_bidder is not None:
        assert f"High bid: {a.high_bid} by {session.names[a.high_bidder]}" in text, text
    else:
        assert "No bid yet" in text, text
    assert f"can pay up to {session.means(session.current)}" in text, text
    check_names(app, session, text)


def check_payment(app: App[object], session: TenSession, screen: PaymentScreen, text: str) -> None:
    d = screen.draft
    assert f"pay {d.price} for {d.item}" in text, text
    assert f"of {d.tokens_have}" in text and "Bust tokens" in text, text
    for code in d.cards:
        assert code in text, f"{code} (payable) not shown\n{text}"
    check_names(app, session, text)


def check_buy(app: App[object], session: TenSession, text: str) -> None:
    seat = session.current
    assert seat is not None
    assert f"can pay up to {session.means(seat)}" in text, text
    check_market(app, session, text)  # on the table above the prompt, or in its list
    check_names(app, session, text)
    # The box is kept short to show the board: a long list pushed "No buy" and the help out
    # of its bottom (80x24). Each is shown, or a scroll bar says the list goes on.
    assert "↑↓ choose, Enter buys (then pay), n no buy" in text, text
    options = app.screen.query_one(OptionList)
    assert options.show_vertical_scrollbar or "No buy: keep your means" in text, text


def draw_key(session: TenSession) -> str:
    """Varied play: stop at 6 on either total, alternating numbers and currency by seat."""
    g = session.game
    legal = g.legal_moves()
    if "draw" in legal and g.running_total < 6 and g.currency_total < 6:
        return "d"
    if "take numbers" in legal and (
        (g.active_player or 0) % 2 == 0 or "take currency" not in legal
    ):
        return "n"
    return "c" if "take currency" in legal else "d"


async def play_and_check(
    pilot: Pilot[None], session: TenSession, enough: int | None = None
) -> dict[str, int]:
    """Check every decision until the results, or (`enough`) until each kind came up that
    many times."""
    app = pilot.app
    seen = {"draw": 0, "auction": 0, "payment": 0, "buy": 0}
    await settle(pilot)
    for _ in range(2000):
        for _wait in range(50):  # a prompt just pushed paints on the next refresh
            text = screen_text(app)  # the frame every check of this decision reads
            if text.strip():
                break
            await pilot.pause()
        screen = app.screen
        if isinstance(screen, ResultsScreen):
            return seen
        if enough is not None and min(seen.values()) >= enough:
            return seen
        if isinstance(screen, TenTableScreen):
            if screen.mode == "draw":
                seen["draw"] += 1
                check_draw(app, session, text)
                await tap(pilot, draw_key(session))
            elif screen.mode == "done":
                await tap(pilot, "enter")
        elif isinstance(screen, AuctionScreen):
            if screen.done:
                await tap(pilot, "enter")
            else:
                seen["auction"] += 1
                check_auction(app, session, text)
                bid = (
                    screen.low <= screen.high
                    and session.game.auction is not None
                    and (session.game.auction.high_bid < 2)
                )  # bid 1 or 2, then let it go
                await tap(pilot, "enter" if bid else "p")
        elif isinstance(screen, PaymentScreen):
            seen["payment"] += 1
            check_payment(app, session, screen, text)
            await tap(pilot, "enter")
        elif isinstance(screen, BuyScreen):
            seen["buy"] += 1
            check_buy(app, session, text)
            await tap(pilot, "enter")  # the first buyable card (or No buy when none is)
        elif isinstance(screen, TenNoticeScreen):
            await tap(pilot, "enter")
        await pilot.pause()  # a pushed prompt paints (no computers here: nothing to settle)
    raise AssertionError(f"the game did not end; on {type(app.screen).__name__}")


FULL = [(p, s) for p in sorted(TABLES) for s in SIZES]
SOME = [
    (2, (80, 24), 4),
    (5, (80, 24), 4),
    (5, (100, 30), 2),
    (2, (160, 50), 2),
]  # each kind: times


def _ids(players: int, size: tuple[int, int]) -> str:
    return f"{players}p-{size[0]}x{size[1]}"


@pytest.mark.slow
@pytest.mark.parametrize("players,size", FULL, ids=[_ids(*c) for c in FULL])
async def test_every_decision_shows_what_it_needs(players: int, size: tuple[int, int]) -> None:
    seats, seed = TABLES[players]
    app = ten_app(seats, None, seed=seed)
    async with app.run_test(size=size) as pilot:
        seen = await play_and_check(pilot, session_of(app))
        assert session_of(app).is_over
        assert all(seen.values()), seen  # every kind of decision came up and was checked


@pytest.mark.parametrize("players,size,each", SOME, ids=[_ids(p, s) for p, s, _ in SOME])
async def test_each_kind_of_decision_shows_what_it_needs(
    players: int, size: tuple[int, int], each: int
) -> None:
    seats, seed = TABLES[players]
    app = ten_app(seats, None, seed=seed)
    async with app.run_test(size=size) as pilot:
        seen = await play_and_check(pilot, session_of(app), enough=each)
        assert min(seen.values()) >= each, seen


@pytest.mark.parametrize("seats", ["Ann,Bob", "Ann,Bob,bot:normal,bot:hard,bot:easy"])
async def test_the_players_panel_drops_what_does_not_fit_whole_at_80x24(seats: str) -> None:
    """A play-test at 80x24: headers, run texts and summaries were cut mid-word ("6 cards…",
    "run B5…", "R2 O1-2…"). Each line now fits, dropping whole parts (the run in full, a wild's
    place, the last action) that the grid or the log shows anyway."""

    def bidding(s: TenSession) -> str:  # wilds won in auctions, so rows show where they go
        bids = [m for m in s.legal_moves() if m.startswith("bid ")]
        return bids[0] if bids else greedy_market(s)

    session = played(seats, 4, lambda s: len(s.game.moves) >= 90, bidding)
    assert any(
        run.wilds
        for seat in range(len(session.seats))
        for run in session.game.score_details(seat).runs
    )
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = table_of(app).query_one(TenPlayers)
        for _ in session.seats:  # each player's panel in front in turn (i)
            lines = panel.render().plain.splitlines()
            assert lines and all(cell_len(ln) <= panel.size.width for ln in lines), lines
            assert not any(
                ln.rstrip().endswith("…") and not ln.rstrip().endswith(" …") for ln in lines
            ), lines
            await tap(pilot, "i")
