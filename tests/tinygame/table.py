"""The Tiny Tricks table: the viewer's hand, the trick, the tricks taken, the log (and in a
match, which hand it is and the tricks in all).

Deliberately plain: it shows what a game must supply to the generic screens, no more. It reads
the session's view of the seat at the screen, never the game itself.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.rules.protocol import IllegalMove
from modten_tui.screens.bot_turns import BotTurns
from modten_tui.widgets.key_bar import KeyBar
from tests.tinygame.rules import TinyView
from tests.tinygame.session import TinySession


class TinyTableScreen(Screen[None]):
    AUTO_FOCUS = ""
    BINDINGS = [
        Binding("1", "play(0)", "Play 1st"),
        Binding("2", "play(1)", "Play 2nd"),
        Binding("3", "play(2)", "Play 3rd"),
        Binding("enter", "pass_on", "Pass on"),
        Binding("enter", "results", "Results"),
    ]

    def __init__(self, session: TinySession) -> None:
        super().__init__()
        self.session = session
        self.mode = "watch"  # play, pass, watch or done
        self.notice = ""
        self.bots = BotTurns(self, session, self._bot_played, self._bot_failed)

    @property
    def table_app(self) -> Any:
        return self.app

    def compose(self) -> ComposeResult:
        yield Static(id="tiny-table")
        yield Static(id="tiny-log")
        yield KeyBar()

    def on_mount(self) -> None:
        self.advance()

    # ----- the flow ------------------------------------------------------------------------
    def advance(self) -> None:
        s = self.session
        if s.hand_over:
            self.mode = "done"
            self.redraw()
            self.table_app.show_results(s)
            return
        if s.needs_handoff:
            if s.viewer is None:
                self.hand_off()  # nothing on screen yet: hand off at once
                return
            self.mode = "pass"
        elif s.is_bot_turn:
            self.mode = "watch"
            self.bots.start(self.table_app.computer_delay)
        else:
            self.mode = "play"
        self.redraw()

    def hand_off(self) -> None:
        pending = self.session.pending_viewer()
        assert pending is not None
        self.mode = "pass"
        self.redraw()

        def revealed() -> None:
            self.session.reveal()
            self.advance()

        self.table_app.show_handoff(self.session, pending, revealed)

    def _bot_played(self, move: str) -> None:
        self.session.play(move)
        self.advance()

    def _bot_failed(self, text: str) -> None:
        self.notice = text

    # ----- keys ----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":
            return self.mode == "play"
        if action == "pass_on":
            return self.mode == "pass"
        if action == "results":
            return self.mode == "done"
        return True

    def action_play(self, index: int) -> None:
        view = self._view()
        if self.mode != "play" or view is None or index >= len(view.hand):
            return
        try:
            self.session.play(view.hand[index])
        except IllegalMove as exc:
            self.notice = str(exc)
            self.redraw()
            return
        self.notice = ""
        self.advance()

    def action_pass_on(self) -> None:
        self.hand_off()

    def action_results(self) -> None:
        self.table_app.show_results(self.session)

    def on_key(self, event: Key) -> None:
        self.refresh_bindings()

    # ----- drawing -------------------------------------------------------------------------
    def _view(self) -> TinyView | None:
        seat = self.session.viewer
        if seat is None or self.mode == "pass":
            return None  # nobody's hand may show
        view = self.session.view(seat)
        assert isinstance(view, TinyView)
        return view

    def redraw(self) -> None:
        s = self.session
        names = s.names
        any_view = s.view(0)
        assert isinstance(any_view, TinyView)
        rows = [
            Content.from_markup(
                "Tricks: $t",
                t=", ".join(f"{n} {k}" for n, k in zip(names, any_view.tricks, strict=True)),
            ),
            Content.from_markup(
                "Trick: $t", t=" ".join(f"{names[p]} {c}" for p, c in any_view.trick) or "(empty)"
            ),
        ]
        if s.length > 1:  # a match: which hand, and from the second on the tricks in all
            stage = Content(s.stage_label())
            if s.hand_number > 1:
                totals = ", ".join(f"{n} {t}" for n, t in zip(names, s.totals(), strict=True))
                stage += Content.from_markup(" · in all: $t", t=totals)
            rows.insert(0, stage)
        view = self._view()
        if view is not None:
            hand = "  ".join(f"{i + 1}:{c}" for i, c in enumerate(view.hand))
            rows.append(Content.from_markup("$n's hand: $h", n=names[view.seat], h=hand))
        if self.mode == "pass":
            pending = s.pending_viewer()
            who = names[pending] if pending is not None else "the next player"
            rows.append(Content.from_markup("Enter: hide the hand and pass to $w", w=who))
        elif self.mode == "play" and s.current is not None:
            count = len(view.hand) if view is not None else 0
            keys = "1" if count == 1 else f"1-{count}"
            rows.append(Content.from_markup("$n to play: press $k", n=names[s.current], k=keys))
        if self.notice:
            rows.append(Content(self.notice))
        self.query_one("#tiny-table", Static).update(Content("\n").join(rows))
        self.query_one("#tiny-log", Static).update(
            Content("\n").join(Content(line) for line in s.log[-8:])
        )
        self.refresh_bindings()
