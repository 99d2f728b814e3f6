"""A screen that paints a change in one frame, not in two a tick apart.

A Textual widget does not tell its screen of a refresh at once: it posts a message from its
own task when it next goes idle. The screen paints on its own timer, which can fire before
those messages are read. A key that changes the screen and several widgets at once (a hand
revealed as its hand-off closes) then painted the screen as it was first and the widgets'
changes in a second frame, 20–40 ms later. Here a screen whose messages are still waiting
paints once they are read, in the same turn of the event loop.

Nor does a layout that resized widgets paint again a tick later, unless a widget's scroll bars
came or went: that second layout and frame showed what the first had shown. Nor is a screen
laid out or painted whole again when Textual asks for it as the screen opens, once its widgets
have mounted, or once a screen over it is removed, where the last layout had already placed
every widget it shows.
"""

from __future__ import annotations

from math import inf
from typing import Any, Self, TypeVar

from textual import events, messages
from textual._time import get_time  # the clock Textual stamps its messages with
from textual.geometry import Region
from textual.screen import Screen
from textual.widget import Widget

R = TypeVar("R")


class WholeFrameScreen(Screen[R]):
    """A screen that reads the refreshes already posted to it before it paints."""

    _waited_for_messages = False
    _opening_resume = False  # the resume that opens the screen is being handled
    _painted_whole_at = -inf  # when the layout began that drew every widget whole
    _shown_again = False  # kept and refilled (screens/kept.py): opens as a new screen does
    # When a screen over this one began a frame that drew all of this one as it then was
    # (screens/see_through.py): a repaint asked before that is done.
    _drawn_above_at = -inf

    def show_again(self) -> None:
        """The screen, kept, is about to be pushed again with new contents: it is laid out
        and painted whole as it opens, as a new screen is, not at its next tick."""
        self._shown_again = True

    def _screens_to_read(self) -> list[Screen[Any]]:
        """The screens whose waiting messages this screen's frame should show."""
        return [self]

    def _on_timer_update(self) -> None:
        # Textual has no public hook between a screen's timer and its paint. The paint is put
        # off once, behind the messages already queued (call_later queues after them), so it
        # can never be put off for longer than reading those.
        if not self._waited_for_messages:
            waiting = [s for s in self._screens_to_read() if not s._message_queue.empty()]
            if waiting:
                self._waited_for_messages = True
                self._update_timer.pause()
                waiting[0].call_later(self._on_timer_update)
                return
        self._waited_for_messages = False
        self._update_now()

    def _update_now(self) -> None:
        """Textual's own update: lay out and paint what changed."""
        self._opening_resume = False
        super()._on_timer_update()

    def _refresh_layout(self, size: Any = None, scroll: bool = False) -> None:
        # Textual's layout stores each resized widget's new size through a reactive that asks
        # for one more layout, and a frame, a tick later. That layout finds what this one
        # found (every size came from this pass) unless a widget's scroll bars came or went,
        # which changes the room inside it, so the other asks are dropped. So is the repaint
        # asked with them where this pass painted the widget after marking it for redrawing:
        # a widget shown before, or any in the screen's first layout, which paints it whole.
        # A widget redrawn by its size still asks through the Resize event this pass posts.
        # An ask made before this pass is kept, as is every ask around a pass that does not
        # paint, or only scrolls (which stores sizes without asking).
        super_layout = super()._refresh_layout
        app = self.app
        scroll_only = scroll and not self._layout_widgets
        if not (self.is_current and app._running) or app._batch_count or scroll_only:
            super_layout(size, scroll)
            return
        widgets = self._compositor.widgets
        # The screen's first layout, or its first since it was shown again: it paints every
        # widget whole.
        first = not widgets or self._shown_again
        if self._shown_again:
            # The terminal shows another screen: this one's last frame is no guide to what
            # changed, so all of it is painted, as a new screen's first frame is.
            self._shown_again = False
            self._compositor._dirty_regions.add((size or self.outer_size).region)
        # Each widget's scroll bars as this pass begins: a list can show its bar before its
        # first layout (widgets/option_list.py), and that is no change this pass must redo.
        bars = {w: _bars(w) for w in (self.walk_children(Widget) if first else widgets)}
        # A screen shown again was refilled just before this pass, which lays out its new
        # contents: what its widgets asked then is done here.
        asked = set() if first else {w for w in widgets if w._layout_required}
        started = get_time()
        super_layout(size, scroll)
        placed: list[Widget] = list(self._compositor.widgets)
        if first:
            self._painted_whole_at = started
            self._painted_whole()
            placed += _scroll_parts(placed)  # painted whole too, whatever they asked before
        for widget in placed:
            if (
                widget._layout_required
                and widget not in asked
                and _bars(widget) == bars.get(widget, _NO_BARS)
            ):
                widget._layout_required = False
                if first or widget in bars:
                    widget._repaint_required = False
            elif first and not widget._layout_required:
                # Painted whole after the pass placed (and scrolled) it: a list scrolled to
                # its highlighted option during the pass asked for a paint a tick later.
                widget._repaint_required = False

    def _painted_whole(self) -> None:
        """Called once the screen's first layout has painted all of it."""

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler, which lays a new screen out (painting it whole)
        # and then asks for the whole screen to be painted again: a tick later, the same frame.
        self._opening_resume = self.stack_updates == 0 or self._shown_again
        if self._shown_again:
            # Screen's handler lays out at once only a screen whose size it has not laid out
            # (a new one); a kept one would wait for its next tick, up to a frame later. It is
            # laid out once the changes already told are read (those of the screen below too,
            # as the key that opened it changed both), as at a tick.
            self._layout_required = True
            self.call_later(self._on_timer_update)

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> Self:
        whole = not (regions or recompose)  # the whole screen, repainted or laid out
        if whole and not layout and self._opening_resume and self._painted_whole_at > -inf:
            self._opening_resume = False  # the repaint asked as the screen opened
            return self
        if whole and layout and self.is_current and self._all_placed():
            # Textual asks the screen for a layout once the widgets it mounted have mounted
            # (AwaitMount), and the app once a screen popped over it is removed. A widget that
            # changed asks for its own layout; with every widget shown already placed by the
            # last layout, this one would find the same, and paint it all again a tick later.
            return self
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _all_placed(self) -> bool:
        """Whether the last layout placed exactly the widgets this screen now shows."""
        shown: set[Widget] = set()
        waiting: list[Widget] = [self]
        while waiting:
            widget = waiting.pop()
            shown.add(widget)
            waiting.extend(child for child in widget._nodes if child.display)
        return shown == self._compositor.widgets  # scroll bars are placed, never listed there

    async def _on_update(self, message: messages.Update) -> None:
        if message.time < self._drawn_above_at:  # a widget's change, drawn already
            message.stop()
            message.prevent_default()
            return
        self._drop_if_painted(message)

    async def _on_layout(self, message: messages.Layout) -> None:
        self._drop_if_painted(message)

    def _drop_if_painted(self, message: messages.Update | messages.Layout) -> None:
        # A widget's change is told by a message read after its own task goes idle: a new
        # screen's widgets, filled in as they mount, tell theirs after the screen's first
        # frame had already drawn them whole. Told again, they laid out and painted the same
        # screen a tick later. (Textual's handler runs unless the message is stopped here.)
        if message.time < self._painted_whole_at:
            message.stop()
            message.prevent_default()


_NO_BARS = (False, False)


def _scroll_parts(widgets: list[Widget]) -> list[Widget]:
    """The scroll bars and corners the layout placed beside these widgets (not their children,
    and not among the compositor's widgets)."""
    parts = ((w._vertical_scrollbar, w._horizontal_scrollbar, w._scrollbar_corner) for w in widgets)
    return [part for trio in parts for part in trio if part is not None and part.display]


def _bars(widget: Widget) -> tuple[bool, bool]:
    return widget.show_vertical_scrollbar, widget.show_horizontal_scrollbar
