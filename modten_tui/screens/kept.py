"""Screens a table opens again and again (a game's prompts), built once and then refilled.

Building a prompt (composing its widgets, mounting them, styling them) took about a third of
the key that opens it, every time, for a box that looks the same each time but for its words.
A kept screen is installed, so Textual does not remove it when it closes; opening it again
hands it the new opening's arguments (`refill`) and pushes the same screen, whose widgets only
take their new words. The owner (the table) forgets its screens once it is removed itself.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from textual.screen import Screen
from textual.widget import Widget

from modten_tui.screens.whole_frame import WholeFrameScreen


class Refillable(Protocol):
    def refill(self, *args: Any, **kwargs: Any) -> None:
        """Take a new opening's arguments (those of the screen's constructor) and show them."""


S = TypeVar("S", bound=Screen[Any])


class KeptScreens:
    """One screen of each kind for `owner`, refilled at each opening but the first."""

    def __init__(self, owner: Widget) -> None:
        self.owner = owner
        self._screens: dict[type[Screen[Any]], Screen[Any]] = {}

    def open(self, kind: type[S], *args: Any, **kwargs: Any) -> S:
        """A `kind` screen for these arguments: the kept one, refilled, or a new one, kept."""
        app = self.owner.app
        kept = self._screens.get(kind)
        if isinstance(kept, kind) and kept.is_attached and not _stacked(kept):
            refill: Refillable = kept  # type: ignore[assignment]  # each kind defines refill
            refill.refill(*args, **kwargs)
            if isinstance(kept, WholeFrameScreen):
                kept.show_again()
            return kept
        screen = kind(*args, **kwargs)
        if kept is not None and kept.is_attached:
            return screen  # the kept one is open (under this one): this one is not kept
        if kept is not None:
            app.uninstall_screen(kept)
        self._screens[kind] = screen
        app.install_screen(screen, name=f"{kind.__name__}-{id(self)}")
        return screen

    def forget(self) -> None:
        """Let Textual remove every kept screen (the owner is gone)."""
        app = self.owner.app
        for screen in self._screens.values():
            if not _stacked(screen):
                app.uninstall_screen(screen)
                if screen.is_attached:
                    screen.remove()
        self._screens.clear()


def _stacked(screen: Screen[Any]) -> bool:
    return any(screen in stack for stack in screen.app._screen_stacks.values())
