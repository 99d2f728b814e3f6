"""Preferences kept between runs: the last setup, the theme and fast computers.

A small `settings.json` beside the saves (the same XDG folder), validated by pydantic and
written atomically. Preferences are a convenience: a file that is missing, damaged, too big or
not a regular file is ignored (with one notice naming it), and a failed write is reported, never
raised, so no preference can stop a game from starting or going on.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from modten_tui.i18n import _
from modten_tui.storage.saves import atomic_write_text

SETTINGS = "settings.json"
MAX_BYTES = 64_000  # a real settings file is well under 2 kB
MAX_FORM_SEATS = 16  # sanity bounds for a hand-edited file; the form keeps what fits
Kind = Literal["human", "easy", "normal", "hard", "random"]
Key = Annotated[str, Field(max_length=32)]
# A field as the form shows it: a choice's value or a text field's text (str), a checkbox.
FormValue = Annotated[str, Field(max_length=16)] | bool | int | None


class SeatForm(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = Field(max_length=64)
    kind: Kind = "human"


class SetupForm(BaseModel):
    """The setup screen's fields as last used (never the seed: it would repeat the deal).
    `options` holds each game's option fields by game key, as shown (text as typed)."""

    model_config = ConfigDict(extra="ignore")

    game: Key = ""
    players: int = Field(default=2, ge=1, le=MAX_FORM_SEATS)
    seats: list[SeatForm] = Field(default_factory=list, max_length=MAX_FORM_SEATS)
    opponents: int = Field(default=2, ge=1, le=MAX_FORM_SEATS)
    opponent_level: Literal["easy", "normal", "hard", "random"] = "normal"
    advice: bool = True
    options: dict[Key, dict[Key, FormValue]] = Field(default_factory=dict, max_length=16)

    @model_validator(mode="before")
    @classmethod
    def _migrate(cls, data: Any) -> Any:
        """A form saved before options were per game kept every game's fields flat at the
        top (`deck`, `count`, `all_pass`, `bust_cap`...): each game takes its own back."""
        if not isinstance(data, dict) or "options" in data:
            return data
        from modten_tui import registry
        from modten_tui.setup.models import options_model

        options = {
            spec.key: options_model(spec).old_form_values(data) for spec in registry.all_specs()
        }
        return {**data, "options": {k: v for k, v in options.items() if v}}


class Preferences(BaseModel):
    # Unknown keys are ignored so that a newer version's file still gives its known values.
    model_config = ConfigDict(extra="ignore")

    theme: str | None = Field(default=None, max_length=64)
    language: str | None = Field(default=None, max_length=16)  # a code: fi, ca, ar, en
    # Arabic laid out right to left by the app; off for a terminal that does bidi itself.
    bidi: bool = True
    fast_computers: bool = False
    last_setup: SetupForm | None = None


class PrefsStore:
    """Reads and writes `settings.json` in `root`; `notice` holds the one thing to tell."""

    def __init__(self, root: Path, may_write: Callable[[], bool] = lambda: True) -> None:
        self.path = root / SETTINGS
        self.notice: str | None = None
        self._may_write = may_write  # False in a read-only copy: it writes nothing at all
        self._told_read_only = False

    def load(self) -> Preferences:
        try:
            return self._read()
        except FileNotFoundError:
            return Preferences()
        except (OSError, UnicodeDecodeError, ValueError, ValidationError, RecursionError) as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            notice = _("Settings in {path} were ignored ({reason}); defaults are used")
            self.notice = notice.format(path=self.path, reason=reason)
            return Preferences()

    def _read(self) -> Preferences:
        # O_NONBLOCK: a FIFO in its place must not hang the start; only a regular file is read.
        fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise ValueError(_("not a regular file"))
            if info.st_size > MAX_BYTES:
                raise ValueError(_("larger than {size} bytes").format(size=MAX_BYTES))
            data = os.read(fd, MAX_BYTES + 1)
        finally:
            os.close(fd)
        return Preferences.model_validate_json(data)

    def save(self, prefs: Preferences) -> str | None:
        """Write the preferences; the problem as a sentence if that failed, else None."""
        if not self._may_write():
            if self._told_read_only:  # said once: a theme tried after another is no news
                return None
            self._told_read_only = True
            return _(
                "Settings are kept for this run only: this copy is read-only (another copy "
                "of modten is using the data folder)"
            )
        try:
            atomic_write_text(self.path, prefs.model_dump_json(indent=1, exclude_none=True) + "\n")
        except OSError as exc:
            problem = _("Settings could not be saved to {path} ({reason})")
            return problem.format(path=self.path, reason=exc.strerror or exc)
        return None

    def update(self, prefs: Preferences, **changes: Any) -> tuple[Preferences, str | None]:
        """`prefs` with `changes` applied and saved; the new preferences and any problem."""
        new = prefs.model_copy(update=changes)
        return new, self.save(new)
