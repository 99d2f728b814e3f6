"""A text box whose editing keys act in the order they were typed."""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.widgets import Input


class TextField(Input):
    """Input, with its own bound keys (Backspace, Delete, arrows, Home/End, Enter) run at once.

    Textual (8.2) inserts a printable key in the Input as soon as the Input gets it, but runs a
    bound key only after the key has bubbled back up to the app. Keys that arrive in one read
    (a quick typist, a paste of keys) are all handed to the Input first, so "Backspace, Z"
    inserted Z and then deleted it (a play-test; Textual issue 6605). Running the field's own
    bindings here keeps every key in the order typed. Keys bound above the field (Tab, the
    screen's keys) still bubble as before."""

    async def on_key(self, event: events.Key) -> None:
        if event.is_printable:
            return  # Input inserts it
        for binding in self._own_bindings(event.key):
            if await self.app.run_action(binding.action, self):
                event.stop()
                event.prevent_default()
                return

    @classmethod
    def _own_bindings(cls, key: str) -> list[Binding]:
        """The non-priority bindings for `key` that this class or its Input bases declare,
        the subclass's first (as Textual lets a subclass override a key)."""
        found: list[Binding] = []
        for klass in cls.__mro__:
            if not (isinstance(klass, type) and issubclass(klass, Input)):
                break
            declared = klass.__dict__.get("BINDINGS", [])
            found += [b for b in Binding.make_bindings(declared) if b.key == key and not b.priority]
        return found


class FormField(TextField):
    """A field of a form (setup), where Enter moves on to the next field: the app moves the
    focus as it reads the Enter (TableApp._move_focus_now), so keys typed after it follow."""
