"""The coach's panel at a lesson's table (lesson.py): what to do now, the rules it introduces
(in small text), and why the latest move was refused. Any game's table docks one."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from modten_tui.lesson import Coach


class CoachPanel(Static):
    DEFAULT_CSS = """
    CoachPanel { height: auto; max-height: 60%; border: round $success; padding: 0 1;
                 overflow-y: auto; }
    """

    def on_mount(self) -> None:
        self.border_title = "Coach"

    def show(self, coach: Coach) -> None:
        made, total = coach.progress
        self.border_subtitle = f"move {min(made + 1, total)} of {total}" if not coach.finished \
            else "done"
        # Lesson texts are plain words (they may hold a name): $-variables, never markup.
        # The explanation of a refused move first: on a short screen the rest may scroll.
        markup = "[b $warning]Not that one.[/] $why\n\n" if coach.explanation else ""
        markup += "$text"
        values = {"text": coach.text, "rules": "", "why": coach.explanation}
        if coach.rules:
            markup += "\n[dim]rules $rules[/dim]"
            values["rules"] = " ".join(coach.rules)
        self.update(Content.from_markup(markup, **values))
