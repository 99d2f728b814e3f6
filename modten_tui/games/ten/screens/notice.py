"""A short announcement over the TEN table: a bust (T9), the final buy round (T16); Enter goes
on. A computer's bust closes itself after a moment."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.events import Click
from textual.timer import Timer
from textual.widgets import Static

from modten_tui.games.ten.rules.state import BUST_LINE
from modten_tui.games.ten.screens.coaching import coach_panel, show_coach
from modten_tui.games.ten.session.session import BustStory, TenSession
from modten_tui.games.ten.widgets.style import card, cards, clear_of_grids
from modten_tui.i18n import N_, _
from modten_tui.screens.app_link import by_touch
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.see_through import SeeThroughScreen
from modten_tui.widgets.key_bar import APP_BINDINGS, LEAVE_LESSON_BINDING, UNDO_BINDING, KeyBar
from modten_tui.widgets.repaint import show_text


class Notice(NamedTuple):
    """What a notice shows. A str is shown as plain text (it may hold names, which are never
    markup). `session`: the game's, so a lesson's coach shows in the notice too. `goes_on`:
    the last line, saying how to go on, by keys and by taps (markup), chosen once mounted."""

    title: str
    text: str | Text | Content
    auto_close: float | None = None
    session: TenSession | None = None
    goes_on: tuple[str, str] | None = None


class TenNoticeScreen(SeeThroughScreen[None]):
    CSS_PATH = "prompts.tcss"  # one sheet for the four prompts
    BINDINGS = [
        Binding("enter,space", "close", N_("Continue")),
        UNDO_BINDING,
        LEAVE_LESSON_BINDING,
        *APP_BINDINGS,
    ]

    def __init__(self, notice: Notice) -> None:
        super().__init__()
        self.timer: Timer | None = None  # closing it by itself
        self.refill(notice)

    def refill(self, notice: Notice) -> None:
        """A new notice (screens/kept.py: the notice is built once per table)."""
        title, text, auto_close, session, goes_on = notice
        self.goes_on = goes_on
        self.session = session
        self.title_text = title
        self.text = (
            Content(text)
            if isinstance(text, str)
            else Content.from_rich_text(text)
            if isinstance(text, Text)
            else text
        )
        self.auto_close = auto_close  # seconds until it closes itself (a computer's bust)
        self._due = False  # its time came while another screen was on top
        self.guard = KeyGuard(self)  # the last player's double press must not skip it
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        if self.is_mounted:
            self.fill()

    @staticmethod
    def bust(session: TenSession, bust: BustStory, auto_close: float | None) -> Notice:
        """The busting card and the tableau it broke, before the turn moves on."""
        name = session.names[bust.seat]
        body = Text()
        # translators: the cards of the tableau follow
        body.append(_("Tableau:") + " ")
        body.append_text(cards(bust.tableau[:-1], empty=_("(empty)")))
        body.append("  + ")
        body.append_text(card(bust.tableau[-1]))
        reached = (
            _("The number total reached {total}, over {line}.")
            if bust.kind == "number"
            else _("The currency total reached {total}, over {line}.")
        )
        body.append("\n" + reached.format(total=bust.total, line=BUST_LINE) + "\n\n")
        body.append("\n".join(line.strip() for line in bust.lines[1:] if line.strip()))
        goes_on = (
            (_("[b]Enter[/b] continues"), _("Tap [b]Continue[/b] to go on"))
            if auto_close is None
            else (_("[b]Enter[/b] goes on at once"), _("[b]Continue[/b] goes on at once"))
        )
        title = _("{name} busts on {card}").format(name=name, card=bust.tableau[-1])
        return Notice(title, body, auto_close=auto_close, session=session, goes_on=goes_on)

    @staticmethod
    def final_round(session: TenSession) -> Notice:
        order = session.table_view().final_order or []
        names = [session.names[s] for s in order]
        last = names[-1] if names else ""
        return Notice(
            _("Final buy round"),
            Content.from_markup(
                _(
                    "The last card of the draw pile is out, so the game ends after one more buy "
                    "for everyone, in this order:\n\n  $order\n\n"
                    "$last took the last turn and buys last. Anyone who can afford nothing passes "
                    "automatically."
                ),
                order=" → ".join(names),
                last=last,
            ),
            session=session,
            goes_on=(_("[b]Enter[/b] begins the round."), _("Tap [b]Continue[/b] to begin it.")),
        )

    def compose(self) -> ComposeResult:
        with Vertical(id="notice-box"):
            if self.session is not None:
                yield from coach_panel(self.session)  # a lesson: the coach stays in sight
            yield Static(id="notice-title")
            yield Static(id="notice-text")
        yield KeyBar()

    def on_mount(self) -> None:
        self.fill()

    def fill(self) -> None:
        """The notice's words, for this opening."""
        show_text(self.query_one("#notice-title", Static), Content(f" {self.title_text} "))
        text = self.text
        if self.goes_on is not None:
            line = self.goes_on[1] if by_touch(self) else self.goes_on[0]
            text = Content.assemble(text, "\n\n", Content.from_markup(line))
        show_text(self.query_one("#notice-text", Static), text)
        clear_of_grids(self)
        if self.session is not None:
            show_coach(self, self.session)
        self.refresh_bindings()
        if self.auto_close is not None:
            if self.auto_close > 0:
                self.timer = self.set_timer(self.auto_close, self._close_by_itself)
            else:  # Textual's timer divides by its interval: no pause means close next
                self.call_later(self._close_by_itself)

    def _close_by_itself(self) -> None:
        if not self.is_attached:
            return
        if not self.is_active:  # the help or the quit question is on top: wait for it to go
            self._due = True
            return
        self.guard.disarm()  # the time is up: no key is involved
        self.action_close()

    def on_screen_resume(self) -> None:
        # Back from the help: the notice shows for its whole time again, as the person at the
        # keyboard was reading the help, not the notice.
        if self._due and self.auto_close is not None:
            self._due = False
            self.timer = self.set_timer(max(self.auto_close, 0.01), self._close_by_itself)

    def on_click(self, event: Click) -> None:
        """A tap on the notice's words (the last of which say to tap Continue) goes on."""
        if event.widget is not None and event.widget.id in ("notice-text", "notice-title"):
            self.action_close()

    def action_close(self) -> None:
        if self.guard.open():  # only on top: the timer and Enter may both fire
            self.dismiss(None)
