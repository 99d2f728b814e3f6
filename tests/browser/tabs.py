"""A browser tab on `modten --serve`, driven by taps only, its terminal read as text.

The terminal is drawn on a canvas, so its text is read from xterm.js's buffer: the test
serves textual.js with one assignment more, handing the page's terminal to `window`.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Route

EXPOSE = ("this.terminal.open(e),", "this.terminal.open(e),window.modtenTerminal=this.terminal,")
# The app takes a tap that acts only once its screen has been up, unchanged, for 0.6 s (its key
# guard, against a double tap): a tap waits for the screen to be still a little longer.
STILL = 0.7
# Real devices, in CSS pixels: the tablet on the table, turned upright, and a phone on its side.
# The tablet's pixel ratio is 1: headless Chromium's pictures of the terminal's WebGL canvas at a
# higher ratio show only its top left quarter (the others keep the real ratios).
DEVICES: dict[str, dict[str, Any]] = {
    "tablet": {"viewport": {"width": 1024, "height": 768}, "device_scale_factor": 1},
    "tablet-portrait": {"viewport": {"width": 768, "height": 1024}, "device_scale_factor": 2},
    "phone-landscape": {"viewport": {"width": 844, "height": 390}, "device_scale_factor": 3},
}
# The phone held upright, where 80×24 cells do not fit at any size read at arm's length.
PHONE_UPRIGHT = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3}
# Set to a folder, the tests write pictures of the screens they pass there (Tab.picture).
PICTURES = os.environ.get("MODTEN_BROWSER_PICTURES", "")
# Each row up to the terminal's width: a row keeps its cells past the edge after the terminal
# narrows (the device turned), and those are not on the screen.
READ_ROWS = """() => {
    const t = window.modtenTerminal;
    if (!t) return null;
    const rows = [];
    for (let i = 0; i < t.rows; i++) {
        rows.push(t.buffer.active.getLine(i).translateToString(true, 0, t.cols));
    }
    return rows;
}"""


def expose_terminal(page: Page) -> None:
    def patch(route: Route) -> None:
        response = route.fetch()
        body = response.text()
        assert EXPOSE[0] in body, "textual.js no longer opens its terminal as expected"
        route.fulfill(response=response, body=body.replace(*EXPOSE, 1))

    page.route("**/static/js/textual.js", patch)


def open_tab(
    browser: Browser, address: str, device: str = "tablet", shows: str = "New game"
) -> Tab:
    """A touch device's tab on the served menu (or on what `shows`); it asks for nothing from
    outside the server."""
    settings = PHONE_UPRIGHT if device == "phone-upright" else DEVICES[device]
    page = browser.new_page(**settings, has_touch=True, is_mobile=True)
    expose_terminal(page)
    local = address.split("?")[0]
    elsewhere: list[str] = []
    page.on(
        "request",
        lambda request: (
            None
            if request.url.startswith((local, local.replace("http", "ws")))
            else elsewhere.append(request.url)
        ),
    )
    page.goto(address)
    tab = Tab(page, device)
    tab.wait_for(shows)
    assert elsewhere == []
    return tab


Shows = str | Callable[[str], bool]


class Tab:
    def __init__(self, page: Page, device: str = "tablet") -> None:
        self.page = page
        self.device = device
        self._seen = ""  # the screen as last read, and when it last changed
        self._seen_at = time.monotonic()
        self.taps: list[str] = []  # what was tapped, said when a wait fails

    def rows(self) -> list[str]:
        rows: list[str] | None = self.page.evaluate(READ_ROWS)
        return rows or []

    def text(self) -> str:
        screen = "\n".join(self.rows())
        if screen != self._seen:
            self._seen, self._seen_at = screen, time.monotonic()
        return screen

    def size(self) -> tuple[int, int]:
        cols, rows = self.page.evaluate(
            "() => [window.modtenTerminal.cols, window.modtenTerminal.rows]"
        )
        return cols, rows

    def wait_for(self, words: Shows, timeout: float = 15.0) -> str:
        """The screen once it shows `words` (or once `words(screen)` holds); fails with the
        screen as it was."""
        end = time.monotonic() + timeout
        while True:
            screen = self.text()
            if _shows(words, screen):
                return screen
            if time.monotonic() > end:
                said = repr(words) if isinstance(words, str) else "what was waited for"
                taps = "\n".join(self.taps[-8:])
                raise AssertionError(
                    f"{said} never showed; the screen {self.size()}:\n{screen}\n"
                    f"after the taps:\n{taps}"
                )
            time.sleep(0.1)

    def still(self, timeout: float = 15.0) -> str:
        """The screen once it has not changed for STILL seconds: a tap then counts."""
        end = time.monotonic() + timeout
        while True:
            screen = self.text()
            if time.monotonic() - self._seen_at >= STILL or time.monotonic() > end:
                return screen
            time.sleep(0.1)

    def font_size(self) -> int:
        size: int = self.page.evaluate("() => window.modtenTerminal.options.fontSize")
        return size

    def cell_box(self) -> tuple[float, float, float, float]:
        """Left, top, cell width and height of the terminal's grid, in CSS pixels."""
        box: dict[str, Any] = self.page.evaluate(
            """() => {
                const t = window.modtenTerminal;
                const r = t.element.querySelector('.xterm-screen').getBoundingClientRect();
                return {x: r.left, y: r.top, w: r.width / t.cols, h: r.height / t.rows};
            }"""
        )
        return box["x"], box["y"], box["w"], box["h"]

    def tap_cell(self, column: int, row: int) -> None:
        left, top, width, height = self.cell_box()
        self.page.touchscreen.tap(left + (column + 0.5) * width, top + (row + 0.5) * height)

    def tap(self, words: str, nth: int = 0, timeout: float = 15.0) -> bool:
        """Tap the middle of the `nth` place the screen shows `words` (-1: the last); False
        when it had gone again before the tap."""
        self.wait_for(words, timeout)
        found = [
            (row, line.index(words, start))
            for row, line in enumerate(self.rows())
            for start in _starts(line, words)
        ]
        if not found:
            return False
        row, column = found[nth]
        self.taps.append(f"{words!r} at {column},{row}")
        self.tap_cell(column + len(words) // 2, row)
        return True

    def tap_until(self, words: str, shows: Shows, tries: int = 6, nth: int = 0) -> str:
        """Tap `words` once the screen is still, until the screen shows `shows`: a tap that
        acts is not taken until its screen has been up a moment (the app's key guard)."""
        for attempt in range(tries):
            screen = self.wait_for(lambda s: words in s or _shows(shows, s))
            if attempt and _shows(shows, screen):  # the last tap acted late
                return screen
            if words in self.still() and self.tap(words, nth):
                with contextlib.suppress(AssertionError):
                    return self.wait_for(shows, timeout=3.0)
        return self.wait_for(shows)

    def tap_on(self, words: str, nth: int = 0) -> str:
        """Tap `words` until the screen changes (a choice that acts at once)."""
        before = self.still()
        return self.tap_until(words, lambda screen: screen != before, nth=nth)

    def picture(self, name: str) -> None:
        """The page as a PNG, PICTURES/<name>.png, when PICTURES names a folder (the tablet's
        pictures: one size is enough to show)."""
        if PICTURES and self.device == "tablet":
            self.still()  # not a screen half drawn
            Path(PICTURES).mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(Path(PICTURES) / f"{name}.png"))


# What a line may end in at the terminal's right edge: room or a frame, not a word cut off.
EDGES = " │┃║█▌▐╮╯┐┘┓┛▀▄▁▔"


def read_whole(tab: Tab, screen: str, *sentences: str) -> str:
    """`screen` when each of `sentences` is on it whole, on one line, and no line runs off
    the terminal's right edge mid-word."""
    rows = screen.splitlines()
    for sentence in sentences:
        assert any(sentence in row for row in rows), f"{sentence!r} is not whole:\n{screen}"
    columns = tab.size()[0]
    cut = [row for row in rows if len(row) >= columns and row[columns - 1] not in EDGES]
    assert not cut, f"lines cut at the edge ({tab.device}):\n" + "\n".join(cut)
    return screen


def _shows(shows: Shows, screen: str) -> bool:
    return shows(screen) if callable(shows) else shows in screen


def _starts(line: str, words: str) -> list[int]:
    found, at = [], line.find(words)
    while at >= 0:
        found.append(at)
        at = line.find(words, at + 1)
    return found
