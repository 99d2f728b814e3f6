"""Issue 37: a Mod Ten game for two, in a real browser, by taps only; and the server lets
nobody in without the token."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from tests.browser.conftest import TOKEN, Served
from tests.browser.tabs import Tab, expose_terminal

pytestmark = pytest.mark.browser
TABLET = {"width": 1024, "height": 768}


def open_tab(browser: Any, address: str) -> Tab:
    page = browser.new_page(viewport=TABLET, has_touch=True)
    expose_terminal(page)
    local = address.split("?")[0]
    elsewhere: list[str] = []  # offline: the page asks for nothing from outside this server
    page.on(
        "request",
        lambda request: (
            None
            if request.url.startswith((local, local.replace("http", "ws")))
            else elsewhere.append(request.url)
        ),
    )
    page.goto(address)
    tab = Tab(page)
    tab.wait_for("New game")
    assert elsewhere == []
    return tab


def test_a_game_for_two_by_taps(browser: Any, served: Served) -> None:
    tab = open_tab(browser, served.address)
    screen = tab.tap_until("New game", "Seat 2")
    assert "Mod Ten" in screen and "Human" in screen  # two people, as the setup starts
    tab.tap_until("Start", "Show my hand")
    for move in range(3):
        screen = tab.wait_for("Show my hand")
        player = re.search(r"Pass to (\w+)", screen)
        assert player, screen
        screen = tab.tap_until("Show my hand", f"{player[1]}'s hand")  # the key bar's key
        picked = re.search(r"━(\w)━", screen)  # the card the hand starts on, a legal one
        assert picked, screen
        screen = tab.tap_until(picked[0], "Pass on")  # tapping the picked card plays it
        assert re.search(rf"{player[1]} (led|played|captured)", screen), screen
        if move < 2:
            tab.tap_until("Pass on", "Show my hand")
    assert len(served.tabs_running()) == 1  # the tab's own app
    tab.page.close()
    for _ in range(100):
        if not served.tabs_running():
            break
        time.sleep(0.1)
    assert served.tabs_running() == []  # a closed tab ends its app


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
