"""'Pass to Ann': a screen with nothing private on it (invariant 3).

It is a full screen, not a modal, so the table (and any hand on it) cannot show through.
Only public facts appear: whose turn it is and what happened since that player last saw the
table (their own latest move, then everyone's plays, skips and captures).
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.events import Click
from textual.widgets import Static

from modten_tui.i18n import N_, _, ngettext
from modten_tui.screens.app_link import by_touch
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.whole_frame import WholeFrameScreen
from modten_tui.widgets.key_bar import KeyBar

RECENT_LINES = 10


class HandoffScreen(WholeFrameScreen[None]):
    BINDINGS = [Binding("enter,space", "reveal", N_("Show my hand"))]

    def __init__(self) -> None:
        super().__init__()
        self.player = ""
        self.stage = ""
        self.recent: list[str] = []
        self.on_reveal: Callable[[], None] | None = None
        # A double press of Enter by the player who just passed must not reveal the next
        # player's hand to them: keys from before this screen showed do not count.
        self.guard = KeyGuard(self)

    def prepare(
        self, name: str, stage: str, recent: list[str], on_reveal: Callable[[], None]
    ) -> None:
        """The app keeps one hand-off screen and fills it before each showing (cheaper)."""
        self.on_reveal = on_reveal
        self.player = name
        self.stage = stage  # e.g. "Hand 2", or "" for a game of one deal
        self.recent = list(recent)
        if self.is_mounted:
            self._fill()

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="handoff-box"):
            yield Static(id="handoff-name")
            yield Static(id="handoff-recent")
            yield Static(id="handoff-help")
        yield KeyBar()

    def on_mount(self) -> None:
        self._fill()

    def _fill(self) -> None:
        # Names and log lines are text, not markup: Content, with names as $-variables.
        name = self.player
        self.query_one("#handoff-name", Static).update(
            Content(_("Pass to {name}").format(name=name))
        )
        recent = self.query_one("#handoff-recent", Static)
        # What happened since this player last saw the table (all public, M14): as much as
        # fits at 80×24; the log on the table holds the rest. Content: names are text.
        lines = self.recent[-RECENT_LINES:]
        if len(self.recent) > len(lines):
            earlier = len(self.recent) - len(lines) + 1
            more = ngettext(
                "… {count} earlier line in the log", "… {count} earlier lines in the log", earlier
            )
            lines = [more.format(count=earlier)] + lines[1:]
        recent.update(Content("\n".join(lines)))
        recent.display = bool(self.recent)
        # The stage once: a hand's first line in the log ("Hand 1: Ann deals") already says it.
        stage = self.stage if not any(line.startswith(f"{self.stage}:") for line in lines) else ""
        self.query_one("#handoff-help", Static).update(
            Content.from_markup(self._help(bool(stage)), name=name, stage=stage)
        )

    def _help(self, staged: bool) -> str:
        if by_touch(self):
            # translators: "Show my hand" is the key bar's label for it, as translated there
            return (
                _("$stage. $name: tap [b]Show my hand[/b] when only you can see the screen.")
                if staged
                else _("$name: tap [b]Show my hand[/b] when only you can see the screen.")
            )
        # translators: $stage ("Hand 2") and $name stay as they are; [b]…[/b] is bold
        return (
            _("$stage. $name: press [b]Enter[/b] when only you can see the screen.")
            if staged
            # translators: $name stays as it is; [b]…[/b] is bold
            else _("$name: press [b]Enter[/b] when only you can see the screen.")
        )

    def on_click(self, event: Click) -> None:
        """A tap on the box's words (which say to tap "Show my hand") does what the key bar's
        does: on a tablet that is where the finger goes. Elsewhere a tap does nothing, so the
        hand passed over the screen shows nothing."""
        if event.widget is not None and event.widget.id == "handoff-help":
            self.action_reveal()

    def action_reveal(self) -> None:
        if not self.guard.open() or self.on_reveal is None:
            return
        reveal, self.on_reveal = self.on_reveal, None
        # The table is drawn for its new viewer in this same step, under the screen being
        # popped, so the first frame shows it whole (a result callback would come a message
        # later: a second layout and frame on the key's way).
        self.app.pop_screen()
        reveal()
