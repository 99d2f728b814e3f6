"""Preferences kept between runs: the last setup, the theme and fast computers.

A small `settings.json` beside the saves (the same XDG folder), validated by pydantic and
written atomically. Preferences are a convenience: a file that is missing, damaged, too big or
not a regular file is ignored (with one notice naming it), and a failed write is reported, never
raised, so no preference can stop a game from starting or going on.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from modten_tui.saves import atomic_write_text

SETTINGS = "settings.json"
MAX_BYTES = 64_000  # a real settings file is well under 2 kB
Kind = Literal["human", "easy", "normal", "hard", "random"]


class SeatForm(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = Field(max_length=64)
    kind: Kind = "human"


class SetupForm(BaseModel):
    """The setup screen's fields as last used (never the seed: it would repeat the deal)."""

    model_config = ConfigDict(extra="ignore")

    game: Literal["modten", "ten"] = "modten"
    players: int = Field(default=2, ge=1, le=6)
    seats: list[SeatForm] = Field(default_factory=list, max_length=6)
    opponents: int = Field(default=2, ge=1, le=4)
    opponent_level: Literal["easy", "normal", "hard", "random"] = "normal"
    deck: Literal["auto", "single", "double"] = "auto"
    open_hands: bool = False
    length: Literal["hand", "target", "hands"] = "hand"
    count: str = Field(default="", max_length=8)
    all_pass: Literal["discard", "active_player"] = "discard"
    bust_cap: str = Field(default="", max_length=8)


class Preferences(BaseModel):
    # Unknown keys are ignored so that a newer version's file still gives its known values.
    model_config = ConfigDict(extra="ignore")

    theme: str | None = Field(default=None, max_length=64)
    fast_computers: bool = False
    last_setup: SetupForm | None = None


class PrefsStore:
    """Reads and writes `settings.json` in `root`; `notice` holds the one thing to tell."""

    def __init__(self, root: Path) -> None:
        self.path = root / SETTINGS
        self.notice: str | None = None

    def load(self) -> Preferences:
        try:
            return self._read()
        except FileNotFoundError:
            return Preferences()
        except (OSError, UnicodeDecodeError, ValueError, ValidationError, RecursionError) as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            self.notice = f"Settings in {self.path} were ignored ({reason}); defaults are used"
            return Preferences()

    def _read(self) -> Preferences:
        # O_NONBLOCK: a FIFO in its place must not hang the start; only a regular file is read.
        fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise ValueError("not a regular file")
            if info.st_size > MAX_BYTES:
                raise ValueError(f"larger than {MAX_BYTES} bytes")
            data = os.read(fd, MAX_BYTES + 1)
        finally:
            os.close(fd)
        return Preferences.model_validate_json(data)

    def save(self, prefs: Preferences) -> str | None:
        """Write the preferences; the problem as a sentence if that failed, else None."""
        try:
            atomic_write_text(self.path, prefs.model_dump_json(indent=1, exclude_none=True) + "\n")
        except OSError as exc:
            return f"Settings could not be saved to {self.path} ({exc.strerror or exc})"
        return None

    def update(self, prefs: Preferences, **changes: Any) -> tuple[Preferences, str | None]:
        """`prefs` with `changes` applied and saved; the new preferences and any problem."""
        new = prefs.model_copy(update=changes)
        return new, self.save(new)
