"""Step through a finished game move by move. The game is over, so every card is shown.

The positions are rebuilt from the history entry's record (the record is the truth), one
clone per move, so stepping back and forth costs nothing. What a position looks like is the
game's own (`GameSpec.replay_positions`, `GameSpec.replay_text`, in its `screens/replay.py`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.registry.positions import Position, positions_of
from modten_tui.registry.positions import names_of as save_names
from modten_tui.storage.save_file import HistoryEntry
from modten_tui.widgets.key_bar import KeyBar

__all__ = ["Position", "PositionsScreen", "ReplayScreen", "names_of", "positions"]


def names_of(entry: HistoryEntry) -> list[str]:
    return save_names(entry.save)


def positions(entry: HistoryEntry) -> list[Position]:
    """Every position of the game: each hand's start, then one per move."""
    return positions_of(entry.save)


class PositionsScreen(Screen[None]):
    """A finished game shown one position at a time, every card shown: the replay, and the
    review beside it. A subclass composes `#{kind}-top`, `#{kind}-said` and `#{kind}-body`."""

    kind = "replay"  # the ids' prefix, and the top line's first word

    def __init__(self, entry: HistoryEntry) -> None:
        super().__init__()
        self.entry = entry
        self.spec = registry.get(entry.game)
        self.names = names_of(entry)
        self.positions = positions(entry)
        self.index = 0

    def heading(self) -> str:
        """The top line's first word."""
        return _("Replay")

    def top_line(self, p: Position) -> str:
        """What is shown and where in the game, items apart (markup: the heading is bold)."""
        hands = len(self.entry.save.records)
        items = [f"[b]{self.heading()}[/b]", self.spec.title]
        if hands > 1:
            items.append(_("hand {hand} of {hands}").format(hand=p.hand, hands=hands))
        items.append(_("move {move} of {total}").format(move=p.move, total=p.total))
        return " · ".join(items)

    def show(self) -> None:
        p = self.positions[self.index]
        self.query_one(f"#{self.kind}-top", Static).update(self.top_line(p))
        self.query_one(f"#{self.kind}-said", Static).update(Content(p.said))
        body = self.spec.saves.replay_text(self.entry.save, p, self.names)
        if self.index == len(self.positions) - 1:
            body += Content.from_markup("\n\n[b]$result[/b]", result=self.entry.result)
        self.query_one(f"#{self.kind}-body", Static).update(body)

    def action_step(self, step: int) -> None:
        self.index = max(0, min(len(self.positions) - 1, self.index + step))
        self.show()

    def action_jump(self, where: int) -> None:
        self.index = where % len(self.positions)
        self.show()

    def action_back(self) -> None:
        self.dismiss()


class ReplayScreen(PositionsScreen):
    DEFAULT_CSS = """
    ReplayScreen #replay-top { height: 1; background: $panel; padding: 0 1; }
    ReplayScreen #replay-said { height: auto; padding: 0 1; color: $accent; }
    ReplayScreen #replay-body { padding: 0 1; }
    """
    BINDINGS = [
        Binding("right,l,n,space", "step(1)", N_("Next"), key_display="→"),
        Binding("left,h,p,backspace", "step(-1)", N_("Back"), key_display="←"),
        Binding("pagedown,down", "step(10)", "+10", key_display="PgDn"),
        Binding("pageup,up", "step(-10)", "−10", key_display="PgUp"),
        Binding("home", "jump(0)", N_("Start")),
        Binding("end", "jump(-1)", N_("End")),
        Binding("escape,b", "back", N_("Back to list"), key_display="esc"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(id="replay-top")
        yield Static(id="replay-said")
        with VerticalScroll():
            yield Static(id="replay-body")
        yield KeyBar()

    def on_mount(self) -> None:
        self.show()
