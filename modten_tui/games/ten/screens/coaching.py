"""A lesson (modten_tui/table/lesson.py) at TEN's table and inside its prompts.

TEN asks for most moves in prompts over the table (auction, buy, payment), which cover the
table's own coach panel at 80×24; so each prompt shows the coach too, and vets its answer
before closing: a choice the lesson does not ask for is explained there and the prompt stays
open with nothing changed. Outside a lesson every function here does nothing.
"""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

from modten_tui.games.ten.session.session import TenSession
from modten_tui.i18n import N_
from modten_tui.table.lesson import Coach
from modten_tui.widgets.coach import CoachPanel, coach_words, progress_words

WRONG_NOTICE = N_("Not that one: the coach says why")  # translated where shown


class PromptCoach(CoachPanel):
    """The coach inside a prompt, where rows are few (80×24 with the board in sight): inside
    the prompt's own frame it has none of its own (a frame in a frame reads as two boxes), only
    a first line saying it is the coach and how far the lesson is. Styled by prompts.tcss."""

    def __init__(self, ahead: int = 0) -> None:
        super().__init__()
        self.ahead = ahead  # 1: the prompt answers the step after the current one

    def on_mount(self) -> None:
        pass  # no frame, so no frame title

    def show(self, coach: Coach) -> None:
        steps, at = coach.lesson.steps, coach.done + self.ahead
        step = steps[at] if self.ahead and at < len(steps) else None
        text = step.say if step is not None and step.say else coach.text
        ids = step.rules if step is not None and step.say else coach.rules
        head = Content.from_markup(
            "[b $success]Coach[/] · $progress\n", progress=progress_words(coach, self.ahead)
        )
        self.update(head + coach_words(text, coach.explanation, coach.name_rules(ids)))


def coach_panel(session: TenSession, ahead: int = 0) -> list[Widget]:
    """The coach's panel for a prompt's box, in a lesson (else nothing to compose). `ahead`:
    1 for a buy's payment, answered before the buy is played (buy.py)."""
    return [PromptCoach(ahead)] if session.coach is not None else []


def show_coach(screen: Widget, session: TenSession) -> None:
    """Bring every coach panel under `screen` up to date with the lesson."""
    if session.coach is not None:
        for panel in screen.query(CoachPanel):
            panel.show(session.coach)


def refusal(session: TenSession, move: str, *, buying: str | None = None) -> str | None:
    """Why the lesson refuses `move` by the person to move (kept as the coach's explanation),
    or None when it is the lesson's move or there is no lesson. `buying`: `move` is the
    payment for buying that market card, whose `buy` move is not played yet (the buy prompt
    plays both at once), so the payment is vetted against the step after the buy."""
    coach = session.coach
    seat = session.current
    if coach is None or seat is None:
        return None
    step = coach.step
    if buying is None:
        if step is not None and step.seat == seat and step.move == move:
            coach.explanation = ""  # the right choice: the last refusal no longer applies
            return None
        return coach.explain_refusal(session.view(seat), move)
    steps, at = coach.lesson.steps, coach.done
    if step is None or step.move != f"buy {buying}":  # the buy itself was vetted first
        return coach.explain_refusal(session.view(seat), f"buy {buying}")
    after = steps[at + 1] if at + 1 < len(steps) else None
    if after is not None and after.seat == seat and after.move == move:
        coach.explanation = ""
        return None
    trial = session.game.clone()  # the pay phase's view, as it will be once the buy is made
    trial.apply(f"buy {buying}")
    explain = after.explain if after is not None else None
    text = explain(trial.view(seat), move) if explain is not None else "The lesson is over."
    coach.explanation = text  # shown like any refusal, until the next move
    return text
