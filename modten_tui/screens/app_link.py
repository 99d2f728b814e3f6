"""The one way a screen or widget reaches the app it runs in, typed.

Textual types `self.app` as a plain `App`; every screen here runs inside `TableApp`, and this
says so once rather than with a cast in each screen. The app module is imported for the type
checker only: screens sit below the app in the layers (.importlinter)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.dom import DOMNode

if TYPE_CHECKING:
    from modten_tui.app.table_app import TableApp


def table_app(node: DOMNode) -> TableApp:
    """The app `node` is mounted in."""
    return cast("TableApp", node.app)


def by_touch(node: DOMNode) -> bool:
    """Whether the table is played by tapping: a hint then names the key bar's label to tap,
    not a key (a tablet has no Enter or Esc to press)."""
    return bool(getattr(node.app, "touch", False))
