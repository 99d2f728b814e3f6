"""The keys that work now, in one line at the bottom.

Textual's Footer rebuilds its child widgets whenever the bindings change, which on the table
is after nearly every key (play, pass, reveal): that doubled the time to the settled screen.
This bar redraws one line of text from the screen's active bindings instead (the same ones
`check_action` filters), and a click on a key runs its action.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.screen import Screen
from textual.widget import Widget

from modten_tui.i18n import N_, _

# Textual lists no app binding on a modal screen (`Screen.active_bindings` stops at the modal),
# though the app's priority keys still work there. The prompts under which `u` works list it
# with this: it shows while the app's `check_action("undo")` allows it (the app's own
# priority binding answers the key).
UNDO_BINDING = Binding("u", "app.undo", N_("Undo"))
# A modal prompt hides the app's own keys, so a game's prompts carry q for leaving a lesson.
LEAVE_LESSON_BINDING = Binding("q", "app.leave_lesson", N_("Leave lesson"), show=False)
ADVICE_BINDING = Binding("a", "app.advice", N_("Advice"))  # the same for `a` (screens/advice.py)
# The app's own keys, quit and help, work on every screen: a modal prompt carries them too, as
# the table shows them (Ctrl+Q named, q after LEAVE_LESSON_BINDING, which answers q first).
APP_BINDINGS = [
    Binding("ctrl+q", "app.quit", N_("Quit")),
    Binding("q", "app.quit", show=False),
    Binding("question_mark,f1", "app.help", N_("Help"), key_display="?"),
]
# What a narrow bar leaves out first, by action name (KeyBar._fit): keys a player also finds
# in the help, or whose choice is spelled out above the bar.
DROP_FIRST = ("command_palette", "quit", "fast", "inspect", "help")
DROP_LATER = ("row",)  # once the keys stand one space apart: ↑↓ between a prompt's rows


class KeyBar(Widget):
    COMPONENT_CLASSES = {"key-bar--key", "key-bar--label"}
    ALLOW_SELECT = False  # two quick taps on a key (+ +1 twice) are a double click, not a copy

    DEFAULT_CSS = """
    KeyBar { dock: bottom; height: 1; background: $footer-background; padding: 0 1; }
    KeyBar > .key-bar--key { color: $footer-key-foreground; text-style: bold; }
    KeyBar > .key-bar--label { color: $footer-description-foreground; }
    """

    def __init__(self, *, palette: bool = True) -> None:
        super().__init__()
        self.palette = palette
        self._spans: list[tuple[int, int, str, object]] = []  # start, end, action, namespace
        self._text = Text()

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._rebuild()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        # Not for a screen out of sight (the hand-off kept for next time): its bar is redrawn
        # when it shows again, and a redraw now cost the shown screen a frame.
        if screen is self.screen and screen.is_current:
            self._rebuild()

    def rebuild(self) -> None:
        """Redraw now (a screen that just changed what its keys do calls this, so the new keys
        appear in the same frame as the rest of the change)."""
        self._rebuild()

    def _rebuild(self) -> None:
        key_style = self.get_component_rich_style("key-bar--key", partial=True)
        label_style = self.get_component_rich_style("key-bar--label", partial=True)
        # key, words, action, namespace
        items: list[tuple[str, str, str, object]] = []
        seen: set[str] = set()
        said: set[str] = set()  # "q Quit" and "^q Quit": one is enough (80 columns are few)
        # The app may word a key for the moment (whose move `u` takes back).
        describe = getattr(self.app, "key_description", None)
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not binding.show or not active.enabled or binding.action in seen:
                continue
            if binding.description in said:
                continue
            seen.add(binding.action)
            said.add(binding.description)
            # Bindings are written in English (N_); the words are the shown language's.
            words = _(binding.description) if describe is None else describe(binding)
            items.append((self.app.get_key_display(binding), words, binding.action, active.node))
        if self.palette:
            items.append(("^p", _("Commands"), "app.command_palette", self.app))
        items, gap = self._fit(items)
        text = Text(no_wrap=True, overflow="ellipsis")
        spans: list[tuple[int, int, str, object]] = []
        for key, words, action, node in items:
            if text:
                text.append(gap)
            start = len(text)
            text.append(key, key_style)
            text.append(f" {words}", label_style)
            spans.append((start, len(text), action, node))
        if text.plain != self._text.plain or spans != self._spans:
            self._text, self._spans = text, spans
            self.refresh()

    def _fit(
        self, items: list[tuple[str, str, str, object]]
    ) -> tuple[list[tuple[str, str, str, object]], str]:
        """At a width too small for every key (80 columns), the keys a player finds elsewhere
        go first, whole, rather than the line's end being cut mid-word: the command palette
        (Ctrl+P still opens it), Quit, the speed, inspecting players, then Help (each is in
        the help, and ? still opens it). Where the keys left still do not fit (the payment's
        seven in Catalan lost "esc Enrere"), one space instead of two goes between them: the
        keys stand apart by their colour; then the arrows that move between rows (the rows
        show it); then the last keys go, whole, the way back (esc) last of all. Returns the
        keys and the space between them."""
        width = self.content_size.width or self.app.size.width - 2  # inside the padding

        def length(shown: list[tuple[str, str, str, object]], gap: int = 2) -> int:
            return sum(cell_len(f"{k} {w}") for k, w, _, _ in shown) + gap * (len(shown) - 1)

        def without(name: str) -> list[tuple[str, str, str, object]]:
            return [item for item in items if item[2].split("(")[0].split(".")[-1] != name]

        for name in DROP_FIRST:
            if length(items) <= width:
                break
            items = without(name)
        if length(items) <= width:
            return items, "  "
        for name in DROP_LATER:
            if length(items, 1) > width:
                items = without(name)
        while len(items) > 1 and length(items, 1) > width:  # the last keys go, whole
            last = max((i for i, item in enumerate(items) if item[0] != "esc"), default=0)
            items = items[:last] + items[last + 1 :]
        return items, " "

    def on_resize(self) -> None:
        self._rebuild()

    def render(self) -> Text:
        return self._text

    async def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for start, end, action, node in self._spans:
            if start <= offset.x < end:
                await self.app.run_action(action, node)  # type: ignore[arg-type]
                return
