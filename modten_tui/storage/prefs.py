"""Preferences kept between runs: the last setup, the theme and fast computers.

A small `settings.json` beside the saves (the same XDG folder), written atomically.
Preferences are a convenience: a file that is missing, damaged, too big or not a regular file
is ignored (with one notice naming it), and a failed write is reported, never raised, so no
preference can stop a game from starting or going on.

The few values every start needs (theme, language, bidi, fast computers) are checked here by
hand, not by pydantic: every start reads them, and pydantic's first model costs about 100 ms,
half of a bare Textual start. The last setup, a form of many fields, is kept as written and
checked by pydantic (`prefs_model.SetupForm`) when the setup screen opens.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from modten_tui.i18n import _
from modten_tui.storage.saves import atomic_write_text

SETTINGS = "settings.json"
MAX_BYTES = 64_000  # a real settings file is well under 2 kB
LONGEST = {"theme": 64, "language": 16}  # characters; a longer name is no theme or language


@dataclass(frozen=True)
class Preferences:
    """What `settings.json` holds; every value has its default when the file has none."""

    theme: str | None = None
    language: str | None = None  # a code: fi, ca, ar, en
    # Arabic laid out right to left by the app; off for a terminal that does bidi itself.
    bidi: bool = True
    fast_computers: bool = False
    last_setup: dict[str, Any] | None = None  # the setup form's fields, as written

    @classmethod
    def from_json(cls, data: bytes) -> Preferences:
        """The preferences in a file's text; ValueError naming the first value refused.
        Unknown keys are ignored, so that a newer version's file still gives its known
        values."""
        raw = json.loads(data)
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(cls)}
        values = {name: value for name, value in raw.items() if name in known}
        for name, value in values.items():
            if name in LONGEST:
                fits = value is None or (isinstance(value, str) and len(value) <= LONGEST[name])
                if not fits:
                    raise ValueError(f"{name}: text of at most {LONGEST[name]} characters")
            elif name == "last_setup":
                if value is not None and not isinstance(value, dict):
                    raise ValueError(f"{name}: an object")
            elif not isinstance(value, bool):
                raise ValueError(f"{name}: true or false")
        return cls(**values)

    def to_json(self) -> str:
        kept = {name: value for name, value in asdict(self).items() if value is not None}
        return json.dumps(kept, indent=1, ensure_ascii=False)


class PrefsStore:
    """Reads and writes `settings.json` in `root`; `notice` holds the one thing to tell."""

    def __init__(self, root: Path, may_write: Callable[[], bool] = lambda: True) -> None:
        self.path = root / SETTINGS
        self.notice: str | None = None
        self._may_write = may_write  # False in a read-only copy: it writes nothing at all
        self._told_read_only = False

    def load(self) -> Preferences:
        try:
            return Preferences.from_json(self._read())
        except FileNotFoundError:
            return Preferences()
        except (OSError, ValueError, RecursionError) as exc:  # RecursionError: "[" * 100000
            self.notice = self._ignored(str(exc) or type(exc).__name__)
            return Preferences()

    def setup_form(self, prefs: Preferences) -> tuple[dict[str, Any] | None, str | None]:
        """The last setup's fields, checked (an older version's form is read too), for the
        setup screen; or None and why they were ignored."""
        if prefs.last_setup is None:
            return None, None
        from pydantic import ValidationError

        from modten_tui.storage.prefs_model import SetupForm

        try:
            return SetupForm.model_validate(prefs.last_setup).model_dump(), None
        except (ValidationError, RecursionError) as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            return None, self._ignored(f"last_setup: {reason}")

    def _ignored(self, reason: str) -> str:
        notice = _("Settings in {path} were ignored ({reason}); defaults are used")
        return notice.format(path=self.path, reason=reason)

    def _read(self) -> bytes:
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
        return data

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
            atomic_write_text(self.path, prefs.to_json() + "\n")
        except OSError as exc:
            problem = _("Settings could not be saved to {path} ({reason})")
            return problem.format(path=self.path, reason=exc.strerror or exc)
        return None

    def update(self, prefs: Preferences, **changes: Any) -> tuple[Preferences, str | None]:
        """`prefs` with `changes` applied and saved; the new preferences and any problem."""
        new = replace(prefs, **changes)
        return new, self.save(new)
