"""Helpers for Pilot tests: the rendered text of the screen, and waiting for computers."""

from __future__ import annotations

import html
import re

from rich.cells import cell_len
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget

# rich's export_svg: a cell is 20 * 0.61 units wide; each run of text names its row's clip path.
_CHAR_WIDTH = 20 * 0.61
_SVG_TEXT = re.compile(r'<text class="[^"]*" x="([0-9.e+]+)" y="[^"]*" textLength="[^"]*" '
                       r'clip-path="url\(#[^"]*-line-(\d+)\)">(.*?)</text>')  # fmt: skip


def screen_text(app: App[object]) -> str:
    """What a person would read: the composited screen as plain text (not the widget tree),
    one line a row, each as wide as the screen.

    Read from Textual's public screenshot (an SVG with one <text> per run of characters, placed
    by column and clipped to its row), as Textual offers no public plain-text rendering."""
    width, height = app.size
    rows: list[list[tuple[int, str]]] = [[] for _ in range(height)]
    for x, row, text in _SVG_TEXT.findall(app.export_screenshot(simplify=True)):
        rows[int(row)].append((round(float(x) / _CHAR_WIDTH), html.unescape(text)))
    lines = []
    for runs in rows:
        line, at = "", 0
        for column, text in sorted(runs):
            line += " " * (column - at) + text.replace("\xa0", " ")  # rich writes spaces as nbsp
            at = column + cell_len(text)
        lines.append(line + " " * (width - at))
    return "\n".join(lines)


async def settle(pilot: Pilot[object], rounds: int = 20) -> None:
    """Let workers (computer turns) finish and the screen redraw.

    `pilot.press` already waits for the screen to process its keys, so without a running
    worker there is nothing more to wait for (and the suite stays quick)."""
    await pilot.pause()
    for _ in range(rounds):
        await pilot.app.workers.wait_for_complete()
        if not any(w.is_running for w in pilot.app.workers):
            return
        await pilot.pause()


async def tap(pilot: Pilot[object], *keys: str) -> None:
    """Press keys as a terminal sends them (the driver posts each Key to the app), waiting only
    until the screen has handled each one, not for the process to look idle as `pilot.press`
    does (~40 ms a key, much more on a busy machine). Used by the long whole-hand loops."""
    for key in keys:
        char = key if len(key) == 1 else {"space": " "}.get(key)
        pilot.app.post_message(events.Key(key, char))
        await pilot.pause(0)
        await pilot.pause(0)  # a second pass for messages the first one posted


def region_text(app: App[object], where: str | Widget, text: str | None = None) -> str:
    """The part of the screen a widget covers (a selector or the widget), as plain text, borders
    included: what it shows, not its data. Pass the `screen_text` already taken to cut several
    regions from one rendering."""
    region = (app.screen.query_one(where) if isinstance(where, str) else where).region
    lines = (screen_text(app) if text is None else text).splitlines()[region.y : region.bottom]
    return "\n".join(line[region.x : region.right] for line in lines)
