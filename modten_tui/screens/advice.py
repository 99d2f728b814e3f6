"""Advice for the person to move: a panel over the table with the search's best few choices.

A panel rather than a modal screen, so the table (or the prompt under it) keeps taking keys
while the search thinks and while the advice is read. It is mounted on whichever screen asks
for a move (the table, or a game's prompt), thinks in a thread worker from the mover's view
only, and goes away with Escape or any move (`close_all`): an answer for a position that has
changed is never shown. A further `a` thinks longer (twice the deals, up to four times; the ±
narrows), and the `a` after the longest closes it. Nothing here names a game; the spec advises.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.content import Content
from textual.widgets import Input, Static
from textual.worker import get_current_worker

from modten_tui import registry
from modten_tui.i18n import _, ngettext
from modten_tui.i18n.numbers import decimal, number
from modten_tui.screens.app_link import by_touch
from modten_tui.table.advice import DEALS, LONGEST, Advice, advise, deals, position_seed

if TYPE_CHECKING:
    from pydantic import BaseModel
    from textual.app import App
    from textual.screen import Screen

    from modten_tui.app.table_app import TableApp
    from modten_tui.registry import GameSpec
    from modten_tui.table.session import Session

WIDTH = 58  # columns of the panel on a wide screen; narrower screens get less


@dataclass(frozen=True)
class Limits:
    """How much the advice searches: `iterations` deals at the first `a` (doubled by each
    further one), from `seed`, or where that is None from a seed taken from the position
    (`advice.position_seed`): the same position gets the same advice on any machine. Tests
    and snapshots fix smaller counts."""

    iterations: int = DEALS
    seed: int | None = None


def position_key(session: Session) -> tuple[int, int, int | None]:
    """What must not change between the question and the answer: the game, its moves, the
    seat to move."""
    return session.position


def advisable(app: TableApp) -> tuple[Session, GameSpec, int] | None:
    """The session, spec and seat to advise now, or None: advice is off for this table, a
    computer or nobody is to move, the hand is hidden behind a hand-off, a text field is
    taking keys, or the screen on top asks nothing of the mover."""
    session = app.session
    if session is None or not session.setup.advice or session.match_over:
        return None
    spec = registry.get(session.setup.game)
    seat = session.current
    if spec.advice is None or seat is None or not session.is_human_turn:
        return None
    if session.needs_handoff:  # the mover's hand is not on screen yet
        return None
    if isinstance(app.focused, Input):
        return None
    top = app.screen
    if top is not app.table and not spec.table.is_prompt_screen(top):
        return None
    return session, spec, seat


def switched_off(app: TableApp) -> bool:
    """Whether `a` would have advised, but the table was set up without advice (then `a`
    says so rather than nothing). Not in a lesson: its coach says what to play."""
    session = app.session
    if session is None or session.setup.advice or session.coach is not None:
        return False
    if registry.get(session.setup.game).advice is None or isinstance(app.focused, Input):
        return False
    top = app.screen
    return top is app.table or registry.get(session.setup.game).table.is_prompt_screen(top)


def panel_on(screen: Screen[Any]) -> AdvicePanel | None:
    found = screen.query(AdvicePanel)
    return found.first() if found else None


def toggle(app: TableApp) -> None:
    """`a`: advice for the mover on the screen on top; with advice shown, think longer, and
    after the longest search, away with it."""
    shown = panel_on(app.screen)
    if shown is not None:
        if shown.press >= LONGEST:
            shown.remove()
        elif (found := advisable(app)) is not None:
            session, spec, seat = found
            shown.longer(spec, session.view(seat), session.legal_moves())
        return
    found = advisable(app)
    if found is None:
        return
    session, spec, seat = found
    panel = AdvicePanel(session.names[seat], position_key(session))
    # First among the screen's children: Textual aligns a screen's children by the bounds of
    # all of them, this overlay's included, and a prompt aligned to the foot of the screen rose
    # by the panel's height when it came last (a play-test). First, it starts where the prompt
    # does and moves nothing while it is no taller than the prompt.
    app.screen.mount(panel, before=0)
    # The question is built here, on the UI thread; the worker sees the mover's view only.
    panel.think(spec, session.view(seat), session.legal_moves())


def close_all(app: App[Any]) -> None:
    """Every advice panel away (after any move: its advice is about a position now gone)."""
    for screen in app.screen_stack:
        for panel in screen.query(AdvicePanel):
            panel.remove()


class AdvicePanel(Static):
    """The advice: thinking at first, then the best choices with how sure each estimate is."""

    limits = Limits()  # smaller and seeded in tests and snapshots

    DEFAULT_CSS = """
    AdvicePanel {
        overlay: screen;  /* over the table, taking no room from its layout */
        position: absolute;
        width: 58;
        height: auto;
        border: round $accent;
        border-title-color: $accent;
        background: $surface;
        padding: 0 1;
    }
    """

    def __init__(self, name: str, key: tuple[int, int, int | None]) -> None:
        super().__init__()
        self.mover = name
        self.key = key
        self.advice: Advice | None = None
        self.press = 0  # the further presses of `a` on this position: each doubles the deals

    def on_mount(self) -> None:
        width = min(WIDTH, self.screen.size.width - 2)
        self.styles.width = width
        self.styles.offset = (max(0, self.screen.size.width - width - 1), 1)
        # Text: a name is not markup.
        self.border_title = Content(_("Advice for {name}").format(name=self.mover))
        self.update(
            Content(
                _("Thinking… (a tap closes)") if by_touch(self) else _("Thinking… (Esc closes)")
            )
        )
        self.border_subtitle = (
            _("Advice thinks longer · a tap here closes")
            if by_touch(self)
            else _("a thinks longer · Esc closes")
        )

    @property
    def deals(self) -> int:
        return deals(self.limits.iterations, self.press)

    def longer(self, spec: GameSpec, view: BaseModel, legal: list[str]) -> None:
        """Search the same position again with twice the deals (the shorter search, if still
        running, is dropped: its answer is about to be bettered)."""
        self.workers.cancel_group(self, "advice")
        self.press += 1
        if self.press >= LONGEST:
            self.border_subtitle = self.closes()
        longer = ngettext(
            "Thinking longer: {count} deal…", "Thinking longer: {count} deals…", self.deals
        )
        wait = Content(longer.format(count=number(self.deals)))
        self.update(
            wait if self.advice is None else Content("\n").join([render(self.advice), wait])
        )
        self.think(spec, view, legal)

    def think(self, spec: GameSpec, view: BaseModel, legal: list[str]) -> None:
        # The seed is the position's (a digest of the view, so nothing hidden): the same
        # position, the same deals, the same advice.
        seed = self.limits.seed if self.limits.seed is not None else position_seed(view)
        iterations = self.deals

        def work() -> None:
            worker = get_current_worker()  # cancelled when the panel goes or the app quits
            try:
                answer: Advice | str = advise(
                    spec,
                    view,
                    legal,
                    budget_s=None,
                    iterations=iterations,
                    seed=seed,
                    stop=lambda: worker.is_cancelled,
                ) or _("This game gives no advice.")
            except Exception as exc:  # a failing search costs the advice, never the game
                answer = _("No advice this time ({problem})").format(problem=exc)
            if not worker.is_cancelled:
                self.app.call_from_thread(self.show, answer, iterations)

        # The worker belongs to the panel: removing the panel cancels it (a stale answer).
        self.run_worker(work, thread=True, group="advice", exit_on_error=False)

    def show(self, advice: Advice | str, iterations: int) -> None:
        app: TableApp = self.app  # type: ignore[assignment]
        session = app.session
        if not self.is_attached or session is None or position_key(session) != self.key:
            return  # the position changed while it thought
        if iterations != self.deals:
            return  # a shorter search's answer, come in after `a` asked for a longer one
        if isinstance(advice, str):
            self.update(Content(advice))
            return
        self.advice = advice
        self.update(render(advice))
        if not advice.iterations:  # nothing to search (one legal move): longer adds nothing
            self.press = LONGEST
            self.border_subtitle = self.closes()

    def closes(self) -> str:
        return _("a tap here closes") if by_touch(self) else _("a or Esc closes")

    def on_click(self) -> None:
        """A tap on the advice puts it away: a tablet has no Esc."""
        self.remove()


def render(advice: Advice) -> Content:
    """The choices best first: the move, the win estimate ± one standard error, expected
    points where the game has them, and the why-line."""
    lines: list[Content] = []
    for i, c in enumerate(advice.choices, start=1):
        head = f"[b]{i}. $label[/b]"
        if c.visits:
            head += "  " + _("win {chance}").format(chance=c.chance_text())
        if c.points is not None:
            head += " · " + _("{points} pts").format(points=decimal(c.points))
        lines.append(Content.from_markup(head, label=c.label))
        if c.why:
            lines.append(Content("   " + c.why))
    if advice.note:
        lines.append(Content(advice.note))
    else:
        lines.append(
            Content.from_markup(
                "[dim]$pick\n$deals[/dim]",
                pick=_("1. is the hard computer's pick, the rest by chance."),
                deals=ngettext(
                    "From {count} deal that fits what you can see.",
                    "From {count} deals that fit what you can see.",
                    advice.iterations,
                ).format(count=number(advice.iterations)),
            )
        )
        # Names a move: text, not markup.
        if note := advice.order_note():
            lines.append(Content(note))
    return Content("\n").join(lines)
