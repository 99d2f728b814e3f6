"""Issue 37: a tablet passed round the table. In a real browser, by taps only: a Mod Ten hand
for two and a TEN game with an auction, each played to its end on a tablet, a tablet upright and
a phone on its side, every screen read whole; and the server lets nobody in without the token."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest

from tests.browser.conftest import TOKEN, Served
from tests.browser.tabs import DEVICES, Tab, open_tab, read_whole

pytestmark = pytest.mark.browser
TABLET = DEVICES["tablet"]["viewport"]
MENU = ["New game", "Learn to play Mod Ten", "Learn to play TEN", "Rules", "Language", "Quit"]
# A card's top edge with its key: ┌1─┐ (small) or ┌─1─┐ (big); ┏ when it is the selected card.
CARD_KEY = re.compile(r"[┌┏][─━]?([0-9A-Za-z])[─━]")


def hand_cards(rows: list[str]) -> list[tuple[int, int]]:
    """Where the keys of the playable cards are, (column, row), in hand order."""
    top = next(i for i, row in enumerate(rows) if "'s hand" in row and "╭" in row)
    return [
        (found.start(1), row)
        for row in range(top + 1, len(rows))
        for found in CARD_KEY.finditer(rows[row])
    ]


def start_modten(tab: Tab) -> str:
    screen = read_whole(tab, tab.tap_until("New game", "Seat 2"), "Seat 1", "Start")
    assert "Mod Ten" in screen and "Human" in screen  # two people, as the setup starts
    assert "One hand" in screen  # the shortest game
    return tab.tap_until("Start", "Show my hand")


def picked(column: int, row: int) -> Callable[[str], bool]:
    """Whether the card whose key is at (column, row) is drawn picked (a heavy frame)."""
    return lambda screen: screen.splitlines()[row][column + 1] == "━"


def play_a_card(tab: Tab, screen: str) -> str:
    """The player picks the last card they may play, then taps it again to play it. A tap
    the table drops (one that came before the player could see a capture or a lead again:
    the guard against double taps) is tapped again, as a person would."""
    player = re.search(r"(\w+)'s hand", screen)
    assert player, screen
    for attempt in range(3):
        screen = tab.still()
        if attempt and "your turn" not in screen:  # the last try's play was taken, late
            return screen
        column, row = hand_cards(screen.splitlines())[-1]
        tab.tap_cell(column, row)  # picks it (a tap that only picks is taken at once)
        try:
            screen = tab.wait_for(picked(column, row), timeout=3)
            card = re.search(r"tap (\S+) to play it", screen)
            assert card, screen
            tab.tap_cell(column, row)  # a tap on the picked card plays it
            played = re.compile(rf"{player[1]} (led|played) {re.escape(card[1])}|wins hand")
            return tab.wait_for(lambda s, played=played: bool(played.search(s)), timeout=10)
        except AssertionError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable: the last attempt raises")


@pytest.mark.parametrize("device", DEVICES)
def test_mod_ten_for_two_to_the_end(browser: Any, served: Served, device: str) -> None:
    tab = open_tab(browser, served.address, device)
    read_whole(tab, tab.text(), *MENU)
    screen = start_modten(tab)
    plays = 0
    while "wins hand" not in screen:
        # The hand-off: nothing private. Its sentence wraps in the box after "Hand 1." on some
        # sizes, between words.
        if re.search(r"Pass to \w+", screen) and "'s hand" not in screen:
            player = re.search(r"Pass to (\w+)", screen)
            assert player, screen
            read_whole(tab, screen, f"{player[1]}: tap Show my hand when only you can see")
            assert "'s hand" not in screen
            if plays == 2:
                tab.picture("modten-handoff")
            screen = tab.tap_until("Show my hand", f"{player[1]}, your turn")
            read_whole(tab, screen, f"{player[1]}'s hand")
        elif "your turn" in screen:
            screen = play_a_card(tab, screen)
            plays += 1
            if plays == 9:
                tab.picture("modten-table")
        elif "Tap Pass on to hide your hand and pass to" in screen:  # hidden before the next looks
            screen = tab.tap_until("Pass on", "Show my hand")
        else:
            screen = tab.wait_for(lambda s: "your turn" in s or "pass to" in s or "wins" in s)
    screen = read_whole(tab, tab.still(), "Score", "Cards left", "p Play again  m Menu")
    assert re.search(r"(Ann|Bob) \(won\) +\d+ +0", screen), screen  # the winner has no cards
    assert plays >= 16  # one hand: the winner played every card of theirs
    tab.picture("modten-results")
    tab.tap_until("m Menu", "Learn to play TEN")
    if device == "tablet":
        assert len(served.tabs_running()) == 1  # the tab's own app
        tab.page.close()
        for _ in range(100):
            if not served.tabs_running():
                break
            time.sleep(0.1)
        assert served.tabs_running() == []  # a closed tab ends its app


def start_ten(tab: Tab) -> str:
    """TEN for Ann and an easy computer, chosen from the setup's lists by taps."""
    tab.tap_until("New game", "Seat 2")
    tab.tap_until("Mod Ten", "TEN", nth=0)  # the game's list opens
    tab.tap_until("TEN", "All pass", nth=-1)
    tab.tap_until("Human", "Computer: easy", nth=-1)  # Seat 2's list
    tab.tap_until("Computer: easy", lambda s: "Bob              Computer: easy" in s)
    return tab.tap_until("Start", "draw pile")


def bid_by_taps(tab: Tab, screen: str) -> str:
    """Ann's first bid: one more, one less, then bid it (the least the auction takes)."""
    least = re.search(r"Your bid: +(\d+)", screen)
    assert least, screen
    first = int(least[1])
    screen = tab.tap_until("+ +1", f"Your bid:  {first + 1} ")
    screen = tab.tap_until("− −1", f"Your bid:  {first} ")
    # The log says it: the bid, or the auction it won (a computer that passes at once opens
    # the payment over the log's line of the bid itself).
    won = re.compile(rf"Ann wins \S+ for {first}\b")
    return tab.tap_until("⏎ Bid", lambda s: f"Ann bids {first}" in s or bool(won.search(s)))


@pytest.mark.parametrize("device", DEVICES)
def test_ten_with_an_auction_to_the_end(browser: Any, served: Served, device: str) -> None:
    tab = open_tab(browser, served.address, device)
    screen = start_ten(tab)
    bids = passes = draws = 0
    while "Game over" not in screen:
        bar = screen.splitlines()[-1]
        if "Your bid:" in screen and "Ann, your bid" in screen:
            read_whole(tab, screen, "Ann, your bid", "⏎ Bid  p Pass")
            if bids == 0:
                tab.picture("ten-auction")
                screen = bid_by_taps(tab, screen)
                bids += 1
            else:
                screen = tab.tap_until("p Pass", lambda s: "Ann, your bid" not in s)
                passes += 1
        elif "⏎ Pay" in bar:
            read_whole(tab, screen, "Ann, pay")
            screen = tab.tap_until("⏎ Pay", lambda s: "⏎ Pay" not in s.splitlines()[-1])
        elif "n No buy" in bar:
            screen = tab.tap_until("n No buy", lambda s: "n No buy" not in s.splitlines()[-1])
        elif "⏎ Continue" in bar:
            screen = tab.tap_on("⏎ Continue")
        elif "Ann's turn" in screen and ("d Draw" in bar or "c Take currency" in bar):
            # One card a turn, then its currency: the shortest turns (the game lasts until
            # the pile is out, and the computer draws the more of it).
            read_whole(tab, screen, "Ann's turn")
            if "c Take currency" in bar:
                screen = tab.tap_until("c Take currency", lambda s: "c Take currency" not in s)
            else:
                screen = tab.tap_on("d Draw")
                draws += 1
                if draws == 6:
                    tab.picture("ten-table")
        else:
            screen = tab.wait_for(lambda s, before=screen: s != before, timeout=30)
    screen = read_whole(tab, tab.still(), "TEN results", "Pts", "Tokens")
    tab.picture("ten-results")
    assert bids == 1 and passes >= 1 and draws > 10, (bids, passes, draws)
    tab.tap_until("m Menu", "Learn to play TEN")


def test_a_phone_opened_upright_plays_once_turned(browser: Any, served: Served) -> None:
    # No size fits 80×24 upright: the app asks for the phone to be turned, in the words of a
    # tablet; turned, the game shows in the font a phone opened on its side gets.
    tab = open_tab(browser, served.address, "phone-upright", shows="Turn the device")
    screen = read_whole(tab, tab.text(), "Turn the device on its side to go on.")
    assert "Ctrl+Q" not in screen and "window" not in screen
    tab.page.set_viewport_size(DEVICES["phone-landscape"]["viewport"])
    tab.wait_for("New game")
    read_whole(tab, tab.still(), *MENU)  # once the redraw at the new size is all there
    columns, rows = tab.size()
    assert columns >= 80 and rows >= 24, (columns, rows)
    turned = tab.font_size()
    tab.page.close()
    side = open_tab(browser, served.address, "phone-landscape")
    assert turned == side.font_size(), (turned, side.font_size())


def test_a_tablet_turned_mid_game_plays_on(browser: Any, served: Served) -> None:
    tab = open_tab(browser, served.address, "tablet")
    screen = start_modten(tab)
    tab.page.set_viewport_size(DEVICES["tablet-portrait"]["viewport"])
    # Drawn anew for the taller screen: the key bar is on its last row again. xterm.js first
    # reflows the old lines to the new width (the old key bar may show there at once), so the
    # screen is read once the app's redraw has come and nothing changes any more.
    tab.wait_for(lambda s: tab.size()[0] < 100 and "Show my hand" in s.splitlines()[-1])
    screen = tab.still()
    player = re.search(r"Pass to (\w+)", screen)
    assert player, screen
    read_whole(tab, screen, f"{player[1]}: tap Show my hand", "⏎ Show my hand")
    screen = tab.tap_until("Show my hand", f"{player[1]}, your turn")
    screen = play_a_card(tab, read_whole(tab, screen, f"{player[1]}'s hand"))
    tab.page.set_viewport_size(TABLET)
    tab.wait_for(lambda s: tab.size()[0] > 100 and "Pass on" in s.splitlines()[-1])
    screen = tab.still()
    read_whole(tab, screen, "Tap Pass on to hide your hand and pass to")


INPUT_MODE = "() => document.querySelector('.xterm-helper-textarea').getAttribute('inputmode')"


def test_the_tablets_keyboard_comes_only_when_asked_for(browser: Any, served: Served) -> None:
    # Every tap on the terminal focuses xterm.js's text box: without inputmode "none" each
    # would raise the on-screen keyboard over half the table. The ⌨ button asks for it, to
    # type a name, and puts it away again; the game takes the keys either way.
    tab = open_tab(browser, served.address, "tablet")
    assert tab.page.evaluate(INPUT_MODE) == "none"
    screen = tab.tap_until("New game", "Seat 2")
    tab.page.locator("#keyboard").tap()
    assert tab.page.evaluate(INPUT_MODE) == "text"
    tab.tap("Ann")  # Seat 1's name
    tab.still()
    for _ in "Ann":
        tab.page.keyboard.press("Backspace")
    tab.page.keyboard.type("Zoe")
    screen = tab.wait_for("Zoe")
    tab.page.locator("#keyboard").tap()
    assert tab.page.evaluate(INPUT_MODE) == "none"
    screen = tab.tap_until("Start", "Show my hand")
    assert "Zoe" in screen


def test_nobody_gets_in_without_the_token(browser: Any, served: Served) -> None:
    page = browser.new_page(viewport=TABLET)
    base = served.address.split("?")[0]
    for address in [base, base + "?token=wrong-token-1"]:
        response = page.goto(address)
        assert response is not None and response.status == 403
        assert "needs the address with its token" in page.content()
    page.goto(base + "static/css/xterm.css")  # a page of this server, to try its websocket
    outcome = page.evaluate(
        """url => new Promise(done => {
            const socket = new WebSocket(url);
            socket.onopen = () => done("open");
            socket.onerror = () => done("refused");
        })""",
        base.replace("http", "ws") + "ws/wrong-token-1",
    )
    assert outcome == "refused"
    assert TOKEN not in page.content()
    assert served.tabs_running() == []  # no tab's app was started
