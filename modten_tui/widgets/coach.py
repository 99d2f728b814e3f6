"""The coach's panel at a lesson's table (lesson.py): what to do now, or, while it stands,
why the latest move was refused (in place of the step's words, never piled under them), and
the rules the step introduces by name (in small text). Any game's table docks one."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from modten_tui.i18n import _
from modten_tui.table.lesson import Coach


def coach_words(text: str, explanation: str, rule_words: str) -> Content:
    """The words a coach panel shows: the explanation of a refused move if there is one (it
    ends by saying what the lesson asks for), else the step's words; then the rules by name."""
    # Lesson texts are plain words (they may hold a name): $-variables, never markup.
    markup = "[b $warning]$refused[/] $why" if explanation else "$text"
    if rule_words:
        markup += "\n[dim]$rules[/dim]"
        several = "), " in rule_words
        label = _("Rules: {rules}") if several else _("Rule: {rule}")
        rule_words = label.format(rules=rule_words, rule=rule_words)
    return Content.from_markup(
        markup, text=text, why=explanation, rules=rule_words, refused=_("Not that one.")
    )


def progress_words(coach: Coach, ahead: int = 0) -> str:
    """ "move 3 of 15" (the learner's decisions), or "done" once the lesson is over."""
    made, total = coach.progress
    if coach.finished:
        return _("done")
    return _("move {move} of {total}").format(move=min(made + 1 + ahead, total), total=total)


class CoachPanel(Static):
    DEFAULT_CSS = """
    CoachPanel { height: auto; max-height: 60%; border: round $success; padding: 0 1;
                 overflow-y: auto; }
    """

    def on_mount(self) -> None:
        self.border_title = _("Coach")

    def show(self, coach: Coach) -> None:
        self.border_subtitle = progress_words(coach)
        self.update(coach_words(coach.text, coach.explanation, coach.rule_words))
