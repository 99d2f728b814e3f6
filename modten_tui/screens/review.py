"""A finished game reviewed: the replay, with beside each move what the search thought of it.

The game is over, so every card is shown (as in the replay); each move is judged from what
its mover could see then (`modten_tui/review/verdicts.py` says why). The review is computed in a
thread worker with a progress bar (stepping through the game works meanwhile), its searches in
a worker process per core (`review/cores.py`), and kept beside the history (`cache.py`), so a
second look reads the file and searches nothing. Leaving early stops the workers; coming back
goes on from the decisions already made.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from modten_tui.i18n import N_, _, ngettext
from modten_tui.review import cache, verdicts
from modten_tui.review.text import short_settings, summary_line, verdict
from modten_tui.review.verdicts import Decision, Review, Settings
from modten_tui.screens.replay import Position, PositionsScreen
from modten_tui.storage.save_file import HistoryEntry
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.key_bar import KeyBar


class ReviewScreen(PositionsScreen):
    DEFAULT_CSS = """
    ReviewScreen #review-top { height: 1; background: $panel; padding: 0 1; }
    ReviewScreen #review-said { height: auto; padding: 0 1; color: $accent; }
    ReviewScreen #review-verdict { height: auto; padding: 0 1; }
    ReviewScreen #review-verdict.mistake { color: $error; text-style: bold; }
    ReviewScreen #review-body { padding: 0 1; }
    ReviewScreen #review-progress { height: 1; padding: 0 1; }
    ReviewScreen #review-summary {
        height: auto; max-height: 12; padding: 0 1;  /* five players' lines, wrapped at 80 */
        border-top: solid $primary;
    }
    """
    BINDINGS = [
        Binding("right,l,n,space", "step(1)", N_("Next"), key_display="→"),
        Binding("left,h,p,backspace", "step(-1)", N_("Back"), key_display="←"),
        Binding("m", "mistake(1)", N_("Next mistake")),
        Binding("M", "mistake(-1)", N_("Previous mistake"), show=False),
        Binding("pagedown,down", "step(10)", "+10", key_display="PgDn"),
        Binding("pageup,up", "step(-10)", "−10", key_display="PgUp"),
        Binding("home", "jump(0)", N_("Start"), show=False),
        Binding("end", "jump(-1)", N_("End"), show=False),
        Binding("escape,b", "back", N_("Back to list"), key_display="esc"),
    ]

    kind = "review"
    settings = Settings()  # the review's search; tests set a small one

    def __init__(self, entry: HistoryEntry, store: SaveStore) -> None:
        super().__init__(entry)
        self.store = store
        self.game_id = verdicts.game_id(entry.save)
        self.result: Review | None = None
        self.by_position: dict[int, Decision] = {}

    def compose(self) -> ComposeResult:
        yield Static(id="review-top")
        yield Static(id="review-said")
        yield Static(id="review-verdict")
        yield ProgressBar(id="review-progress", show_eta=False)
        with VerticalScroll():
            yield Static(id="review-body")
        yield Static(id="review-summary")
        yield KeyBar()

    def on_mount(self) -> None:
        kept = cache.load(self.store, self.game_id, self.settings)
        if kept is not None:
            self.done(kept)
        else:
            count = verdicts.to_search(self.positions)
            reviewing = ngettext(
                "Reviewing {count} choice… (← → step meanwhile)",
                "Reviewing {count} choices… (← → step meanwhile)",
                count,
            )
            self.query_one("#review-summary", Static).update(Content(reviewing.format(count=count)))
            self.compute()
        self.show()

    def compute(self) -> None:
        bar = self.query_one(ProgressBar)
        bar.update(total=max(1, verdicts.to_search(self.positions)), progress=0)
        save, settings, positions = self.entry.save, self.settings, self.positions

        def work() -> None:
            worker = get_current_worker()
            try:
                answer: Review | str | None = verdicts.review(
                    save,
                    settings,
                    positions=positions,
                    progress=lambda done, _: self.app.call_from_thread(bar.update, progress=done),
                    cancelled=lambda: worker.is_cancelled,
                    decided=lambda decision: self.app.call_from_thread(self.decided, decision),
                )
            except Exception as exc:  # a failing search costs the review, never the app
                answer = _("This game could not be reviewed: {problem}").format(problem=exc)
            if answer is not None and not worker.is_cancelled:
                self.app.call_from_thread(self.finished, answer)

        # The worker belongs to the screen: leaving the screen cancels it.
        self.run_worker(work, thread=True, group="review", exit_on_error=False)

    def decided(self, decision: Decision) -> None:
        """One move judged before the whole review is: shown if it is the move on screen."""
        self.by_position[decision.position] = decision
        if decision.position == self.index:
            self.show()

    def finished(self, answer: Review | str) -> None:
        if isinstance(answer, str):
            self.query_one(ProgressBar).display = False
            self.query_one("#review-summary", Static).update(Content(answer))
            return
        if not cache.keep(self.store, answer, self.settings):
            self.notify(
                _("The review could not be kept: it will be computed again next time."),
                severity="warning",
            )
        self.done(answer)
        self.show()

    def done(self, result: Review) -> None:
        self.result = result
        self.by_position = {d.position: d for d in result.decisions}
        self.query_one(ProgressBar).display = False
        lines = [Content(_("Summary · {settings}").format(settings=short_settings(result)))]
        lines += [Content(summary_line(p)) for p in result.players]
        self.query_one("#review-summary", Static).update(Content("\n").join(lines))
        self.refresh_bindings()

    def heading(self) -> str:
        return _("Review")

    def top_line(self, p: Position) -> str:
        over = _("the game is over: every card is shown")
        return f"{super().top_line(p)} · {over}"

    def show(self) -> None:
        super().show()
        self.query_one("#review-verdict", Static).update(Content(self.verdict_text()))
        decision = self.by_position.get(self.index)
        self.query_one("#review-verdict").set_class(bool(decision and decision.mistake), "mistake")

    def verdict_text(self) -> str:
        p = self.positions[self.index]
        if p.move == 0:
            return _("The deal. → steps to the first move.")
        decision = self.by_position.get(self.index)
        if decision is None:
            return _("Chance to win: still being reviewed…")
        who = self.names[decision.seat]
        if decision.computer:
            who = _("{name} (computer)").format(name=who)
        if decision.forced:
            return _("{name} had no other move.").format(name=who)
        if decision.before is None:
            return _("{name}: not judged ({reason})").format(name=who, reason=decision.note)
        return f"{who}, {decision.move}: {verdict(decision)}"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "mistake":
            return self.result is not None and any(d.mistake for d in self.result.decisions)
        return True

    def action_mistake(self, direction: int) -> None:
        """The next (or previous) mistake, round the game."""
        marked = sorted(d.position for d in self.by_position.values() if d.mistake)
        if not marked:
            return
        if direction > 0:
            self.index = next((i for i in marked if i > self.index), marked[0])
        else:
            self.index = next((i for i in reversed(marked) if i < self.index), marked[-1])
        self.show()
