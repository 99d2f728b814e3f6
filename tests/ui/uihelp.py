"""Helpers for Pilot tests: the rendered text of the screen, and waiting for computers."""

from __future__ import annotations

import io

from rich.console import Console
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget


def screen_text(app: App[object]) -> str:
    """What a person would read: the composited screen as plain text (not the widget tree)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        record=True,
        force_terminal=True,
        color_system=None,
        legacy_windows=False,
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    return console.export_text()


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
    """Press keys like `pilot.press`, through the same driver, but wait only until the screen
    has handled them rather than for the process to look idle (which costs ~100 ms a key).
    Used by the long whole-hand loops."""
    app = pilot.app
    assert app._driver is not None
    for key in keys:
        char = key if len(key) == 1 else {"space": " "}.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
        await pilot._wait_for_screen()
        await pilot._wait_for_screen()  # a second pass for messages the first one posted
    app.screen._on_timer_update()


def region_text(app: App[object], where: str | Widget, text: str | None = None) -> str:
    """The part of the screen a widget covers (a selector or the widget), as plain text, borders
    included: what it shows, not its data. Pass the `screen_text` already taken to cut several
    regions from one rendering."""
    region = (app.screen.query_one(where) if isinstance(where, str) else where).region
    lines = (screen_text(app) if text is None else text).splitlines()[region.y : region.bottom]
    return "\n".join(line[region.x : region.right] for line in lines)
