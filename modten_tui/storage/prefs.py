"""Preferences kept between runs: the last setup, the theme and fast computers.

A small `settings.json` beside the saves (the same XDG folder), validated by pydantic (the
models are in prefs_model.py, loaded only when there is a file to read or a choice to keep, so
a first start loads no pydantic) and written atomically. Preferences are a convenience: a file
that is missing, damaged, too big or not a regular file is ignored (with one notice naming it),
and a failed write is reported, never raised, so no preference can stop a game from starting or
going on.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from modten_tui.i18n import _
from modten_tui.storage.saves import atomic_write_text

if TYPE_CHECKING:
    from modten_tui.storage.prefs_model import Preferences

SETTINGS = "settings.json"
MAX_BYTES = 64_000  # a real settings file is well under 2 kB


class PrefsStore:
    """Reads and writes `settings.json` in `root`; `notice` holds the one thing to tell."""

    def __init__(self, root: Path, may_write: Callable[[], bool] = lambda: True) -> None:
        self.path = root / SETTINGS
        self.notice: str | None = None
        self._may_write = may_write  # False in a read-only copy: it writes nothing at all
        self._told_read_only = False

    def load(self) -> Preferences | None:
        """The preferences in the file; None where there are none to read (no file yet, or one
        ignored): every preference is then its default."""
        try:
            data = self._read()
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            self._ignored(str(exc))
            return None
        from pydantic import ValidationError

        from modten_tui.storage.prefs_model import Preferences

        try:
            return Preferences.model_validate_json(data)
        except (ValueError, RecursionError) as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            self._ignored(reason)
            return None

    def _ignored(self, reason: str) -> None:
        notice = _("Settings in {path} were ignored ({reason}); defaults are used")
        self.notice = notice.format(path=self.path, reason=reason)

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
            atomic_write_text(self.path, prefs.model_dump_json(indent=1, exclude_none=True) + "\n")
        except OSError as exc:
            problem = _("Settings could not be saved to {path} ({reason})")
            return problem.format(path=self.path, reason=exc.strerror or exc)
        return None

    def update(self, prefs: Preferences | None, **changes: Any) -> tuple[Preferences, str | None]:
        """`prefs` (None: the defaults) with `changes` applied and saved; the new preferences
        and any problem."""
        from modten_tui.storage.prefs_model import Preferences

        new = (prefs or Preferences()).model_copy(update=changes)
        return new, self.save(new)
