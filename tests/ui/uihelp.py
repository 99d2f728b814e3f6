"""Helpers for Pilot tests: the rendered text of the screen, and waiting for computers."""

from __future__ import annotations

import io

from rich.console import Console
from textual.app import App
from textual.pilot import Pilot


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
    """Let workers (computer turns) finish and the screen redraw."""
    for _ in range(rounds):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not any(w.is_running for w in pilot.app.workers):
            return
