"""Helpers for Pilot tests: the rendered text of the screen, and waiting for computers."""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Iterator
from contextlib import contextmanager

from rich.cells import cell_len
from textual import events
from textual.app import App
from textual.errors import NoWidget
from textual.geometry import Region
from textual.pilot import Pilot
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

# rich's export_svg: a cell is 20 * 0.61 units wide; each run of text names its row's clip path.
_CHAR_WIDTH = 20 * 0.61
_SVG_TEXT = re.compile(
    r'<text class="[^"]*" x="([0-9.e+]+)" y="[^"]*" textLength="[^"]*" '
    r'clip-path="url\(#[^"]*-line-(\d+)\)">(.*?)</text>'
)


def screen_text(app: App[object]) -> str:
    """What a person would read: the composited screen as plain text (not the widget tree),
    one line a row, each as wide as the screen.

    Painted from public API as Textual's compositor paints it: every widget shown (and its
    scrollbars) renders its own lines (`Widget.render_lines`) into its place on screen
    (`Screen.find_widget`: region, clip, stacking order), and a screen whose background is not
    opaque (a modal prompt) is painted over the screens below it. Textual offers no public
    plain-text rendering; its SVG export (`svg_screen_text`) is one, but 7-12 times slower,
    which made screen reads most of the UI tests' time. test_screen_text checks the two agree."""
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    stack = app.screen_stack
    first = len(stack) - 1  # the top screen and the screens that show through it
    while first > 0 and stack[first].styles.background.a < 1:
        first -= 1
    whole = Region(0, 0, width, height)
    for screen in stack[first:]:
        placed: list[tuple[tuple[int, ...], Widget, Region, Region]] = []
        # a see-through screen's own (blank) background does not hide the screen below
        for widget in _shown(screen, with_self=screen is stack[first]):
            try:
                where = screen.find_widget(widget)
            except NoWidget:  # not laid out (yet)
                continue
            placed.append((where.order, widget, where.region, where.clip))
        placed.sort(key=lambda item: item[0])  # back to front: the front one paints last
        for _, widget, region, clip in placed:
            shown = region.intersection(clip).intersection(whole)
            if shown.width and shown.height:
                crop = shown.translate(-region.offset)
                lines = widget.render_lines(crop)
                for y, strip in zip(range(shown.y, shown.bottom), lines, strict=False):
                    _paint(rows[y], shown.x, shown.right, strip)
    return "\n".join("".join(row).replace("\xa0", " ") for row in rows)


def _shown(screen: Screen[object], with_self: bool) -> Iterator[Widget]:
    for widget in screen.walk_children(with_self=with_self):
        if not (widget.display and widget.visible):
            continue
        yield widget
        if widget.show_vertical_scrollbar:
            yield widget.vertical_scrollbar
        if widget.show_horizontal_scrollbar:
            yield widget.horizontal_scrollbar


def _paint(row: list[str], x: int, right: int, strip: Strip) -> None:
    """One rendered line into the row's cells from column x; the second cell of a wide
    character holds "" so that the row joins to the text as written."""
    for segment in strip:
        text = segment.text
        if segment.control or x >= right:
            continue
        if len(text) == cell_len(text):  # the common case: one cell a character
            end = min(x + len(text), right)
            row[x:end] = text[: end - x]
            x += len(text)
            continue
        for char in text:
            if x < right:
                row[x] = char
            if cell_len(char) == 2 and x + 1 < right:
                row[x + 1] = ""
            x += cell_len(char)


def svg_screen_text(app: App[object]) -> str:
    """`screen_text` read from Textual's public screenshot instead (an SVG with one <text> per
    run of characters, placed by column and clipped to its row): slow, kept as the reference
    test_screen_text compares `screen_text` with."""
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


async def frames_of(pilot: Pilot[object], key: str, quiet_s: float = 0.25) -> int:
    """The frames a key paints, pressed as a terminal sends it, until none comes for `quiet_s`.

    Unlike `pilot.press` and `tap`, nothing here asks a screen to paint (Pilot's pause runs
    the screen's update itself): the screens paint on their own timers, as in the terminal."""
    app = pilot.app
    with frames_sent(app) as painted:
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        seen = -1
        while seen != len(painted):
            seen = len(painted)
            await asyncio.sleep(quiet_s)
    return len(painted)


@contextmanager
def frames_sent(app: App[object]) -> Iterator[list[object]]:
    """The frames the app sends to the terminal while inside (what Textual's driver writes)."""
    painted: list[object] = []
    display = app._display

    def recorded(screen: Screen[object], renderable: object) -> None:
        if renderable is not None:
            painted.append(renderable)
        display(screen, renderable)  # type: ignore[arg-type]

    app._display = recorded  # type: ignore[method-assign]
    try:
        yield painted
    finally:
        app._display = display  # type: ignore[method-assign]


async def pressed_together(pilot: Pilot[object], *presses: str) -> str:
    """Keys pressed at one moment (a double press): each is stamped now, and sent once the one
    before it is handled, so they are judged as pressed together however slow the machine.
    Returns what the screen shows then."""
    stamped = [events.Key(key, key if len(key) == 1 else None) for key in presses]
    for event in stamped:
        pilot.app.post_message(event)
        await pilot.pause(0)
        await pilot.pause(0)
    await settle(pilot)
    return screen_text(pilot.app)


def region_text(app: App[object], where: str | Widget, text: str | None = None) -> str:
    """The part of the screen a widget covers (a selector or the widget), as plain text, borders
    included: what it shows, not its data. Pass the `screen_text` already taken to cut several
    regions from one rendering."""
    region = (app.screen.query_one(where) if isinstance(where, str) else where).region
    lines = (screen_text(app) if text is None else text).splitlines()[region.y : region.bottom]
    return "\n".join(line[region.x : region.right] for line in lines)


async def painted(pilot: Pilot[object], screen: type[object] | None = None, limit: int = 50) -> str:
    """The screen's text once it is painted (and, with `screen`, once that screen is in front):
    a screen pushed a moment ago is laid out on a later refresh, sooner or later with the
    machine's load."""
    text = ""
    for _ in range(limit):
        text = screen_text(pilot.app)
        if text.strip() and (screen is None or isinstance(pilot.app.screen, screen)):
            return text
        await pilot.pause()
    return text
