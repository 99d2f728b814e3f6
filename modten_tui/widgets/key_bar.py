"""The keys that work now, in one line at the bottom.

Textual's Footer rebuilds its child widgets whenever the bindings change, which on the table
is after nearly every key (play, pass, reveal): that doubled the time to the settled screen.
This bar redraws one line of text from the screen's active bindings instead (the same ones
`check_action` filters), and a click on a key runs its action.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.screen import Screen
from textual.widget import Widget

# Textual lists no app binding on a modal screen (`Screen.active_bindings` stops at the modal),
# though the app's priority keys still work there. The prompts under which `u` works list it
# with this: it shows while the app's `check_action("undo")` allows it (the app's own
# priority binding answers the key).
UNDO_BINDING = Binding("u", "app.undo", "Undo")
# A modal prompt hides the app's own keys, so a game's prompts carry q for leaving a lesson.
LEAVE_LESSON_BINDING = Binding("q", "app.leave_lesson", "Leave lesson", show=False)
ADVICE_BINDING = Binding("a", "app.advice", "Advice")  # the same for `a` (screens/advice.py)


class KeyBar(Widget):
    COMPONENT_CLASSES = {"key-bar--key", "key-bar--label"}

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
        if screen is self.screen:
            self._rebuild()

    def rebuild(self) -> None:
        """Redraw now (a screen that just changed what its keys do calls this, so the new keys
        appear in the same frame as the rest of the change)."""
        self._rebuild()

    def _rebuild(self) -> None:
        key_style = self.get_component_rich_style("key-bar--key", partial=True)
        label_style = self.get_component_rich_style("key-bar--label", partial=True)
        text = Text(no_wrap=True, overflow="ellipsis")
        spans: list[tuple[int, int, str, object]] = []
        seen: set[str] = set()
        said: set[str] = set()  # "q Quit" and "^q Quit": one is enough (80 columns are few)
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not binding.show or not active.enabled or binding.action in seen:
                continue
            if binding.description in said:
                continue
            seen.add(binding.action)
            said.add(binding.description)
            start = len(text)
            text.append(self.app.get_key_display(binding), key_style)
            text.append(f" {binding.description}", label_style)
            spans.append((start, len(text), binding.action, active.node))
            text.append("  ")
        if self.palette:
            text.append("^p", key_style)
            text.append(" Commands", label_style)
            spans.append((len(text) - 11, len(text), "app.command_palette", self.app))
        if text.plain != self._text.plain or spans != self._spans:
            self._text, self._spans = text, spans
            self.refresh()

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
