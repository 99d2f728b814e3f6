"""Save files and the history of finished games: pydantic on disk, written atomically.

A save is the record of ARCHITECTURE.md (setup plus moves), never a dump of live state, so
loading one replays and re-checks every move. A file that cannot be read is moved aside (kept,
never deleted) and reported with its path and the problem; the app starts regardless.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from modten_tui.rules.protocol import Record

FORMAT_VERSION = 1
APP_DIR = "modten-tui"
CURRENT = "current.json"


class SaveError(Exception):
    """A save file that cannot be used. `str()` names the file and the problem."""

    def __init__(self, path: Path, problem: str, kept_as: Path | None = None) -> None:
        self.path = path
        self.problem = problem
        self.kept_as = kept_as
        where = f" (kept as {kept_as})" if kept_as else ""
        super().__init__(f"{path}: {problem}{where}")


class SaveFile(BaseModel):
    """One game in progress or finished. `records` holds a record per hand (one for TEN)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["modten-tui-save"] = "modten-tui-save"
    version: int = FORMAT_VERSION
    saved_at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    game: Literal["modten", "ten"]
    setup: dict[str, Any]  # the GameSetup, as the setup screen or command line made it
    match: dict[str, Any] = Field(default_factory=dict)  # match-level setup (Mod Ten, M13)
    records: list[Record]


class HistoryEntry(BaseModel):
    """A finished game: when, what, who, how it ended, and the save to step through."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    finished_at: str
    game: Literal["modten", "ten"]
    players: list[str]
    result: str
    save: SaveFile


def data_dir() -> Path:
    """XDG: `$XDG_DATA_HOME/modten-tui`, else `~/.local/share/modten-tui`."""
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".local" / "share"
    return root / APP_DIR


def atomic_write_text(path: Path, text: str) -> None:
    """Write a temporary file beside `path`, flush it to disk, then rename it over `path`.

    A crash at any moment leaves either the old file or the new one, never half of either.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:  # make the rename itself durable; not every file system allows opening a folder
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def keep_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never delete it) and return its new name."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    path.rename(target)
    return target


def parse_save(text: str) -> SaveFile:
    """Parse and validate a save's text; raise ValueError with a one-line reason."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON (line {exc.lineno}, column {exc.colno})") from exc
    if not isinstance(raw, dict) or raw.get("format") != "modten-tui-save":
        raise ValueError("not a modten-tui save file")
    version = raw.get("version")
    if version != FORMAT_VERSION:
        raise ValueError(
            f"save format version {version!r} is not supported (this version reads "
            f"{FORMAT_VERSION})"
        )
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise ValueError(f"{where}: {first['msg']}") from exc


class SaveStore:
    """The game in progress and the history, under one data folder."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else data_dir()

    @property
    def current_path(self) -> Path:
        return self.root / CURRENT

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    def has_current(self) -> bool:
        return self.current_path.is_file()

    def save_current(self, save: SaveFile) -> None:
        atomic_write_text(self.current_path, save.model_dump_json(indent=1))

    def clear_current(self) -> None:
        self.current_path.unlink(missing_ok=True)

    def load_current(self) -> SaveFile | None:
        """The saved game, or None if there is none. A bad file is kept aside and reported."""
        path = self.current_path
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            self.reject(f"cannot be read: {exc}")
        try:
            return parse_save(text)
        except ValueError as exc:
            self.reject(str(exc))

    def reject(self, problem: str) -> Any:
        """Move the current save aside and raise a SaveError naming both files."""
        path = self.current_path
        kept = keep_aside(path) if path.exists() else None
        raise SaveError(path, problem, kept)

    def add_history(self, entry: HistoryEntry) -> Path:
        stamp = entry.finished_at.replace(":", "").replace("-", "")
        path = self.history_dir / f"{stamp}-{entry.game}.json"
        n = 1
        while path.exists():
            n += 1
            path = self.history_dir / f"{stamp}-{entry.game}-{n}.json"
        atomic_write_text(path, entry.model_dump_json(indent=1))
        return path

    def history(self) -> tuple[list[HistoryEntry], list[str]]:
        """Finished games, newest first, and a message for each file that could not be read."""
        entries: list[HistoryEntry] = []
        problems: list[str] = []
        if not self.history_dir.is_dir():
            return entries, problems
        for path in sorted(self.history_dir.glob("*.json"), reverse=True):
            try:
                entries.append(HistoryEntry.model_validate_json(path.read_text("utf-8")))
            except (OSError, UnicodeDecodeError, ValidationError) as exc:
                problems.append(f"{path}: {str(exc).splitlines()[0]}")
        return entries, problems
