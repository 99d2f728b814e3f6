"""Played by taps, in every language: whole games of both at 80×24 name no key a tablet has
not got, cut no line, and show the language's own tap wording (tests/ui/test_touch_words.py
taps the rest: the hand-off's words, the advice, a payment's rows)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from rich.text import Text

from modten_tui import i18n
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import TAP_HELP, BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import history_entry, to_save
from tests.ui.uihelp import screen_text, settle, tap

# Keys a tablet has not got, as the translations name them (they keep the keys' names).
KEY_WORDS = re.compile(r"\b(Enter|Esc|Ctrl\+\w|Tab|Delete|Space|digits|press)\b")
LANGUAGES = ["en", "fi", "ca", "ar"]


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 0.0)


def by_touch(game: str, cards: list[str] | None = None) -> TableApp:
    seats = parse_seat_list("Ann,Bob")
    options = {"game": game, "seats": seats}
    if game == "modten":
        options |= {"length": "hands", "hands": 1}
    setup = GameSetup.model_validate(options)
    session = (
        TenSession(setup, cards=cards, first_player=0) if game == "ten" else ModTenSession(setup)
    )
    app = TableApp(session=session, bot_delay=0)
    app.touch = True
    return app


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def read(app: TableApp) -> str:
    """The screen above the key bar: no key named, no line cut at the edge."""
    text = screen_text(app)
    above = text.rsplit("\n", 1)[0]
    assert not KEY_WORDS.search(above), text
    for line in text.splitlines():
        assert not line.rstrip().endswith("…"), f"cut off: {line!r}\n{text}"
    return text


def shows(text: str, message: str) -> bool:
    """`message` (translated, markup dropped) is on the screen, maybe wrapped in a box;
    right to left, the screen is in visual order, so its words are looked for one by one."""
    if not i18n.right_to_left():
        flowing = " ".join(re.sub(r"[┃│█▌▐]", " ", text).split())
        return plain(message).strip() in flowing
    # Arabic's marks over letters (the shadda) are left out when the letters are joined.
    bare = "".join(c for c in plain(message) if unicodedata.category(c) != "Mn")
    return all(word in text for word in bare.split() if len(word) > 3)


async def ten_by_taps(app: TableApp, draw_only: bool) -> set[str]:
    """Answer every screen to the results, reading each above its key bar: draws (and, unless
    `draw_only`, numbers taken once a card is out), passes, buys the first card offered, and
    taps a notice's words to go on."""
    seen: set[str] = set()
    bid_keys = i18n._(
        "Your bid: [reverse b] {bid} [/] ({span}) · [b]+[/b] [b]−[/b] change it, "
        "then [b]Bid[/b] or [b]Pass[/b]"
    ).split("·")[-1]
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(200):
            screen = app.screen
            text = read(app)
            seen.add(type(screen).__name__)
            if isinstance(screen, ResultsScreen):
                return seen
            if isinstance(screen, AuctionScreen) and not screen.done:
                assert shows(text, bid_keys), text
                await tap(pilot, "p")
            elif isinstance(screen, TenTableScreen) and screen.mode == "done":
                assert shows(text, i18n._("The game is over: tap [b]Results[/b]")), text
                await tap(pilot, "enter")
            elif isinstance(screen, TenTableScreen):
                legal = screen.session.legal_moves()
                drawing = "draw" in legal and (draw_only or not screen.session.game.tableau)
                await tap(pilot, "d" if drawing else "n" if "take numbers" in legal else "c")
            elif isinstance(screen, BuyScreen):
                assert shows(text, i18n._(TAP_HELP)), text
                await tap(pilot, "enter")
            elif isinstance(screen, TenNoticeScreen) and screen.auto_close is None:
                ends = (
                    i18n._("Tap [b]Continue[/b] to go on"),
                    i18n._("Tap [b]Continue[/b] to begin it."),
                )
                assert any(shows(text, said) for said in ends), text
                await pilot.click("#notice-text")  # the words that say to tap do it
            else:
                await tap(pilot, "enter")
            await settle(pilot)
    raise AssertionError(f"the game did not end; seen {seen}")


@pytest.mark.parametrize("code", LANGUAGES)
async def test_a_ten_auction_by_taps_names_no_key(code: str) -> None:
    # Ann draws R3 then the wild: an auction, then the game to its end.
    i18n.use(code)
    app = by_touch("ten", ["R3", "W#", "B4", "O2", "G5", "R7", "B8", "O9"])
    seen = await ten_by_taps(app, draw_only=False)
    assert {"AuctionScreen", "TenNoticeScreen", "ResultsScreen"} <= seen, seen


@pytest.mark.parametrize("code", LANGUAGES)
async def test_ten_busts_buys_and_payments_by_taps_name_no_key(code: str) -> None:
    # Ann busts on R8 (a notice that waits), Bob on $2; the final buy round's notice, a buy
    # and its payment.
    i18n.use(code)
    app = by_touch("ten", ["$2", "R5", "R8", "$5", "$4", "$2", "G1"])
    seen = await ten_by_taps(app, draw_only=True)
    assert {"TenNoticeScreen", "BuyScreen", "PaymentScreen", "ResultsScreen"} <= seen, seen


@pytest.mark.parametrize("code", ["fi", "ca", "ar"])
async def test_a_mod_ten_hand_by_taps_in_the_language(code: str) -> None:
    i18n.use(code)
    app = by_touch("modten")
    handoffs = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(200):
            screen = app.screen
            text = read(app)
            if isinstance(screen, ResultsScreen):
                break
            if isinstance(screen, HandoffScreen):
                handoffs += 1
                tapped = i18n._("$name: tap [b]Show my hand[/b] when only you can see the screen.")
                staged = i18n._(
                    "$stage. $name: tap [b]Show my hand[/b] when only you can see the screen."
                )
                said = (tapped if screen.stage not in text else staged).replace("$stage.", "")
                assert shows(text, said.replace("$name", screen.player)), text
                await pilot.click("#handoff-help")
            elif isinstance(screen, ModTenTableScreen) and screen.mode == "play":
                await tap(pilot, "enter", "enter")  # the first card picked, then played
            elif isinstance(screen, ModTenTableScreen) and screen.mode == "pass":
                await pilot.click("#status")
            await settle(pilot)
        else:
            raise AssertionError("the hand did not end")
    assert handoffs >= 2


@pytest.mark.parametrize("code", ["fi", "ca"])
async def test_the_lists_of_games_by_taps_read_whole(code: str, tmp_path: Path) -> None:
    # The lists' titles say more by taps (pick, then open): Finnish wrapped them past one row.
    i18n.use(code)
    store = SaveStore(tmp_path)
    unfinished = ModTenSession(GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")}))
    unfinished.play(unfinished.legal_moves()[0])
    store.save_game("a", to_save(unfinished))
    finished = ModTenSession(GameSetup.model_validate({"seats": parse_seat_list("Cy,Dee")}))
    while finished.current is not None:
        finished.play(finished.legal_moves()[0])
    store.add_history(history_entry(finished))
    app = TableApp(bot_delay=0, store=store)
    app.touch = True
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for key, title in (
            ("c", "[b]Continue[/b] · tap a game to pick it, again to open it · Delete removes it"),
            ("g", "[b]Finished games[/b] · tap one to pick it, again to step through it · Review"),
        ):
            await tap(pilot, key)
            await settle(pilot)
            assert shows(read(app), i18n._(title)), screen_text(app)
            await tap(pilot, "escape")
            await settle(pilot)
