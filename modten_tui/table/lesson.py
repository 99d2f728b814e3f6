"""Learn to play (issue 13): a lesson is a scripted hand on the real table, written once for
every game. A game offers one through its spec's `lessons`; nothing here knows a game.

The interface, for a game writing its lesson (`modten_tui/games/<key>/lesson.py`):

- `Step(seat, move, say, rules=(), explain=None, check=None, auto=False)`: one move of the
  script. `seat` makes `move` (a move string of the game's notation). `say` is what the coach
  says when this step comes up: for the learner's step, what to do and why; for a computer's
  step, what is about to happen ("" keeps the previous text on screen). Words on screen cite no
  rule ids (they mean nothing to a player): `rules` are the ids of the rules the step
  introduces (docs/rules.md), shown in small text by their names (`Lesson.rule_names`).
  `auto`: a learner's step the table plays by itself (a forced move, such as a buy with
  nothing affordable); not counted among the learner's decisions. `explain(view, move) -> str`
  (required on the learner's steps) says why `move` is not the one asked for, from the
  learner's view: if it is illegal, the rule it breaks in words; if legal, what it would do
  and why the lesson asks for `move` instead. `check(game) -> bool` (optional) is the state
  the game must be in after the step; the lesson's test asserts it.
- `Lesson(title, seats, learner, start, steps, closing, intro="", rule_names={})`: `rule_names`
  names each rule id in words (the game's table, e.g. `games/ten/rules/rule_names.py`);
  `seats` are the names at
  the table, `learner` the seat of the person learning (every other seat is a computer that
  plays its scripted moves), `start()` builds the stacked starting game (the engine's own
  `Game`), `steps` the whole script to the end of the game, `closing` what the coach says
  when it is over, `intro` what it says until the learner's first step comes up (while
  computers move first; "" for none).
- `replay(lesson)` plays the script on the engine and raises `ScriptError` at the first step
  that is out of turn, illegal, or misses its `check`; a game's lesson test calls it, and
  checks the state at the steps it cares about with the game it returns per step.

A game offers its lesson through its spec's `lessons` capability (registry/capabilities.py:
the menu then lists "Learn to play <title>" without loading anything), which answers
`lesson()` and `session(lesson)`.

At the table (the generic session and app do this; a game's table only shows the panel):

- the spec's `lessons.session(lesson)` builds the game's session playing `lesson.start()`;
  `Session.coach_with(lesson)` attaches a `Coach`: the learner becomes the viewer (no
  hand-off), the other seats become computers playing the script (`ScriptedBot`).
- `Session.play(move)` asks the coach first: a move that is not the step's is refused with
  `WrongMove` (an `IllegalMove`, so the state is unchanged and every table already shows its
  text), whose message is the step's explanation; the coach keeps it in `coach.explanation`
  until the next move.
- A table screen shows `coach.text` (the step's words), `coach.rule_words` and
  `coach.explanation` (which replaces the step's words while it stands) in
  `widgets.coach.CoachPanel`; a card the table refuses before it reaches the session (not
  playable now) gets `coach.explain_refusal(view, move)` rather than the table's own words.
  `coach.asked` is the learner's move the step asks for, which the table selects beforehand
  (so Enter does what the coach says).
- A lesson is not saved, not in Finished games or statistics, has no undo or advice, and
  Escape or q leaves it for the menu (nothing is lost, so nothing is asked).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from modten_tui.i18n import _
from modten_tui.rules.protocol import Game, IllegalMove


class WrongMove(IllegalMove):
    """A move the lesson does not ask for now; its message explains why (nothing changed)."""


class ScriptError(AssertionError):
    """A lesson's script does not play on the engine as written (a bug in the lesson)."""


@dataclass(frozen=True)
class Step:
    """One move of a lesson's script (see the module docstring)."""

    seat: int
    move: str
    say: str = ""
    rules: tuple[str, ...] = ()
    # Any: each game's explanation reads its own view type and its check its own game class.
    explain: Callable[[Any, str], str] | None = None
    check: Callable[[Any], bool] | None = None
    auto: bool = False


@dataclass(frozen=True)
class Lesson:
    """A scripted game for one learner (see the module docstring)."""

    title: str
    seats: tuple[str, ...]
    learner: int
    start: Callable[[], Game]
    steps: tuple[Step, ...]
    closing: str
    intro: str = ""
    rule_names: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 0 <= self.learner < len(self.seats):
            raise ValueError(f"the learner's seat {self.learner} is not at the table")
        for number, step in enumerate(self.steps, start=1):
            if not 0 <= step.seat < len(self.seats):
                raise ValueError(f"step {number}: seat {step.seat} is not at the table")
            if step.seat == self.learner and step.explain is None:
                raise ValueError(f"step {number} is the learner's and explains no wrong move")

    @property
    def learner_steps(self) -> int:
        """The learner's decisions: their steps, less those the table plays by itself."""
        return sum(1 for step in self.steps if step.seat == self.learner and not step.auto)


def replay(lesson: Lesson) -> list[Game]:
    """Play the script on the engine: the game after each step (a clone per step). Raises
    ScriptError at the first step out of turn, illegal, or failing its check, and when the
    game is not over after the last step."""
    game = lesson.start()
    after: list[Game] = []
    for number, step in enumerate(lesson.steps, start=1):
        where = f"step {number} ({step.move!r} by seat {step.seat})"
        if game.current_player != step.seat:
            raise ScriptError(f"{where}: seat {game.current_player} is to move")
        try:
            game.apply(step.move)
        except IllegalMove as exc:
            raise ScriptError(f"{where}: {exc}") from exc
        if step.check is not None and not step.check(game):
            raise ScriptError(f"{where}: the game is not in the state the step describes")
        after.append(game.clone())
    if not game.is_over:
        raise ScriptError("the script ends before the game does")
    return after


class ScriptedBot:
    """A computer seat of a lesson: it plays the script's move, which the coach hands it."""

    name = "lesson"

    def __init__(self, move: str = "") -> None:
        self.move = move

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        if self.move not in legal:
            raise ValueError(f"the lesson's move {self.move!r} is not legal here")
        return self.move


def scripted_factory(game: str, level: str, seed: int | None, budget_s: float) -> ScriptedBot:
    """A `session.Factory` for a lesson's computer seats: they start nothing (no search)."""
    return ScriptedBot()


class Coach:
    """Where a lesson stands at the table: the step to play, what the coach says, and the
    explanation of the latest wrong move. No Textual: the session and the tests drive it."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.done = 0  # steps played
        self.explanation = ""  # why the latest refused move was wrong ("" after a good one)

    @property
    def step(self) -> Step | None:
        """The step to play now, or None once the script is played out."""
        steps = self.lesson.steps
        return steps[self.done] if self.done < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.done >= len(self.lesson.steps)

    @property
    def learner_turn(self) -> bool:
        step = self.step
        return step is not None and step.seat == self.lesson.learner

    @property
    def text(self) -> str:
        """What the coach says now: the closing words at the end; else the latest step's
        words up to the current one; the intro until the learner's first step comes up; while
        a computer's step that says nothing is played, a word that the move was right."""
        if self.finished:
            return self.lesson.closing
        said = next((s.say for s in reversed(self.lesson.steps[: self.done + 1]) if s.say), "")
        made = self.progress[0]
        if made == 0 and not self.learner_turn and self.lesson.intro:
            return self.lesson.intro  # while the computers make the first moves
        step = self.step
        if made and step is not None and step.seat != self.lesson.learner and not step.say:
            # not the old step's words
            return _("Good. {name} plays next…").format(name=self.lesson.seats[step.seat])
        return said

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids of the step shown (its own, or the latest step that had words); none
        once the lesson is over (the closing words sum the lesson up)."""
        if self.finished:
            return ()
        for step in reversed(self.lesson.steps[: self.done + 1]):
            if step.say:
                return step.rules
        return ()

    @property
    def rule_words(self) -> str:
        """The shown step's rules by name (`name_rules`)."""
        return self.name_rules(self.rules)

    def name_rules(self, ids: Sequence[str]) -> str:
        """Rules by name, each with its id for docs/rules.md ("busting (T9)"); "" for none."""
        names = self.lesson.rule_names
        return ", ".join(f"{names[r]} ({r})" if r in names else r for r in ids)

    @property
    def progress(self) -> tuple[int, int]:
        """(learner decisions made, learner decisions in the lesson)."""
        learner = self.lesson.learner
        made = sum(1 for s in self.lesson.steps[: self.done] if s.seat == learner and not s.auto)
        return made, self.lesson.learner_steps

    @property
    def asked(self) -> str | None:
        """The learner's move the step asks for now (for the table to select beforehand), or
        None while it is not the learner's turn."""
        step = self.step
        return step.move if step is not None and self.learner_turn else None

    def scripted(self, seat: int) -> str | None:
        """The move the script has `seat` make now, or None if it is not that seat's step."""
        step = self.step
        return step.move if step is not None and step.seat == seat else None

    def explain_refusal(self, view: BaseModel, move: str) -> str:
        """Why `move` is not the one to play now, as the step explains it (and kept as the
        latest explanation). For the table's own refusals too (a card not playable now)."""
        step = self.step
        if step is None:
            text = _("The lesson is over.")
        elif step.seat != self.lesson.learner:
            text = _("Wait: it is not your turn yet.")
        elif step.explain is None:  # Lesson refuses this; kept for a hand-built Coach
            text = _("The lesson asks for {move} here.").format(move=step.move)
        else:
            text = step.explain(view, move)
        self.explanation = text
        return text

    def vet(self, seat: int, move: str, view: BaseModel) -> None:
        """Before the session applies `move` by `seat`: WrongMove (explained) unless it is
        the step's move."""
        step = self.step
        if step is None or step.seat != seat or step.move != move:
            raise WrongMove(self.explain_refusal(view, move))

    def played(self) -> None:
        """The step's move was applied."""
        self.done += 1
        self.explanation = ""


def learner_moves(lesson: Lesson) -> Sequence[str]:
    """The learner's moves in order (what a test or a player types to finish the lesson)."""
    return [step.move for step in lesson.steps if step.seat == lesson.learner]
