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


def _usable(name: str, value: object) -> bool:
    """Whether a value from the file can be the preference `name`."""
    if name in LONGEST:
        return value is None or (isinstance(value, str) and len(value) <= LONGEST[name])
    if name == "last_setup":
        return value is None or isinstance(value, dict)
    return isinstance(value, bool)


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
    def from_json(cls, data: bytes) -> tuple[Preferences, list[str]]:
        """The preferences in a file's text, and the names of the values that could not be
        used (each left at its default, the others kept); ValueError saying why when the text
        is no settings at all. Unknown keys are ignored, so that a newer version's file still
        gives its known values."""
        try:
            raw = json.loads(data)
        except json.JSONDecodeError as exc:
            problem = _("not valid JSON (line {line}, column {column})")
            raise ValueError(problem.format(line=exc.lineno, column=exc.colno)) from exc
        if not isinstance(raw, dict):
            raise ValueError(_("not a settings file"))
        values: dict[str, Any] = {}
        refused: list[str] = []
        for f in fields(cls):
            if f.name in raw and _usable(f.name, raw[f.name]):
                values[f.name] = raw[f.name]
            elif f.name in raw:
                refused.append(f.name)
        return cls(**values), refused

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
            prefs, refused = Preferences.from_json(self._read())
        except FileNotFoundError:
            return Preferences()
        except (OSError, ValueError, RecursionError) as exc:  # RecursionError: "[" * 100000
            notice = _("Settings in {path} were ignored ({reason}); defaults are used")
            self.notice = notice.format(path=self.path, reason=str(exc) or type(exc).__name__)
            return Preferences()
        if refused:
            notice = _("Settings in {path}: {names} could not be used; their defaults are used")
            self.notice = notice.format(path=self.path, names=", ".join(refused))
        return prefs

    def setup_form(self, prefs: Preferences) -> tuple[dict[str, Any] | None, str | None]:
        """The last setup's fields, checked (an older version's form is read too), for the
        setup screen; or None and why they were not used."""
        if prefs.last_setup is None:
            return None, None
        from pydantic import ValidationError

        from modten_tui.storage.prefs_model import SetupForm

        try:
            return SetupForm.model_validate(prefs.last_setup).model_dump(), None
        except (ValidationError, RecursionError) as exc:
            errors = exc.errors() if isinstance(exc, ValidationError) else []
            field = ".".join(str(p) for p in errors[0]["loc"]) if errors else "last_setup"
            problem = _(
                "The choices of the last new game in {path} could not be used ({field}); "
                "New game starts from its defaults"
            )
            return None, problem.format(path=self.path, field=field or "last_setup")

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
