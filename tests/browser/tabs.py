"""A browser tab on `modten --serve`, driven by taps only, its terminal read as text.

The terminal is drawn on a canvas, so its text is read from xterm.js's buffer: the test
serves textual.js with one assignment more, handing the page's terminal to `window`.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from playwright.sync_api import Page, Route

EXPOSE = ("this.terminal.open(e),", "this.terminal.open(e),window.modtenTerminal=this.terminal,")
READ_ROWS = """() => {
    const t = window.modtenTerminal;
    if (!t) return null;
    const rows = [];
    for (let i = 0; i < t.rows; i++) rows.push(t.buffer.active.getLine(i).translateToString(true));
    return rows;
}"""


def expose_terminal(page: Page) -> None:
    def patch(route: Route) -> None:
        response = route.fetch()
        body = response.text()
        assert EXPOSE[0] in body, "textual.js no longer opens its terminal as expected"
        route.fulfill(response=response, body=body.replace(*EXPOSE, 1))

    page.route("**/static/js/textual.js", patch)


class Tab:
    def __init__(self, page: Page) -> None:
        self.page = page

    def rows(self) -> list[str]:
        rows: list[str] | None = self.page.evaluate(READ_ROWS)
        return rows or []

    def text(self) -> str:
        return "\n".join(self.rows())

    def wait_for(self, words: str, timeout: float = 15.0) -> str:
        """The screen once it shows `words`; fails with the screen as it was."""
        end = time.monotonic() + timeout
        while True:
            screen = self.text()
            if words in screen:
                return screen
            if time.monotonic() > end:
                size = self.page.evaluate(
                    "() => [window.modtenTerminal.cols, window.modtenTerminal.rows]"
                )
                raise AssertionError(f"{words!r} never showed; the screen ({size}):\n{screen}")
            time.sleep(0.1)

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

    def tap(self, words: str, nth: int = 0, timeout: float = 15.0) -> None:
        """Tap the middle of the `nth` place the screen shows `words`."""
        self.wait_for(words, timeout)
        found = [
            (row, line.index(words, start))
            for row, line in enumerate(self.rows())
            for start in _starts(line, words)
        ]
        row, column = found[nth]
        self.tap_cell(column + len(words) // 2, row)

    def tap_until(self, words: str, shows: str, tries: int = 6) -> str:
        """Tap `words` until the screen shows `shows`: a tap that acts is not taken until its
        screen has been up a moment (the app's key guard, against a double tap)."""
        for _ in range(tries - 1):
            self.tap(words)
            with contextlib.suppress(AssertionError):
                return self.wait_for(shows, timeout=3.0)
        self.tap(words)
        return self.wait_for(shows)


def _starts(line: str, words: str) -> list[int]:
    found, at = [], line.find(words)
    while at >= 0:
        found.append(at)
        at = line.find(words, at + 1)
    return found
