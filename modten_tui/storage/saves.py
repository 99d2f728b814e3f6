"""Save files and the history of finished games, in their folders, written atomically.

A save is the record of ARCHITECTURE.md (setup plus moves), never a dump of live state, so
loading one replays and re-checks every move. Every unfinished game has a file of its own under
`games/`; a finished game moves to `history/`. Files are for the owner only (they hold every
card still to come). A file that cannot be read is moved aside (kept, never deleted) and
reported with its path and the problem; one from a newer version of the app, or one this user
may not read, is left where it is (a newer version or a fixed permission can still use it).
The app starts regardless of what it finds. What a file holds is checked in save_file.py.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from modten_tui.i18n import _
from modten_tui.storage.lock import FolderLock

if TYPE_CHECKING:
    from modten_tui.storage.save_file import HistoryEntry, SaveFile

FORMAT_VERSION = 2  # 2: sealed (seal.py); 1, unsealed, is still read
READS = (1, 2)
APP_DIR = "modten-tui"
LEGACY = "current.json"  # the one save of versions before games/ (migrated on start)
LEGACY_ID = "current"
MAX_BYTES = 4 * 1024 * 1024  # a 1000-hand match is under 2 MB; anything larger is refused
GAME_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z-]{0,63}\.json$")


class SaveError(Exception):
    """A save file that cannot be used. `str()` names the file and the problem.

    `kept_as` is where a damaged file was moved; `left` says it was left in place on purpose
    (a newer format, or not readable by this user)."""

    def __init__(
        self, path: Path, problem: str, kept_as: Path | None = None, left: bool = False
    ) -> None:
        self.path = path
        self.problem = problem
        self.kept_as = kept_as
        self.left = left
        said = _("{path}: {problem} (kept as {kept})") if kept_as else _("{path}: {problem}")
        super().__init__(said.format(path=path, problem=problem, kept=kept_as))


class Refused(Exception):
    """A file's problem, and whether the file should stay where it is (said by the store as a
    SaveError; raised by the reading here and in save_file.py)."""

    def __init__(self, problem: str, leave: bool = False) -> None:
        super().__init__(problem)
        self.leave = leave


def _recency(slot: Slot) -> tuple[bool, str, int]:
    """Most recent first. `saved_at` has whole seconds, so two games saved in the same second
    are told apart by the file's modification time."""
    try:
        mtime = slot.path.stat().st_mtime_ns
    except OSError:
        mtime = 0
    return (slot.save is not None, slot.save.saved_at if slot.save else "", mtime)


@dataclass(frozen=True)
class Slot:
    """One unfinished game on disk: its id, and the save or why it cannot be opened."""

    id: str
    path: Path
    save: SaveFile | None
    problem: str | None = None


def data_dir() -> Path:
    """XDG: `$XDG_DATA_HOME/modten-tui`, else `~/.local/share/modten-tui`."""
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".local" / "share"
    return root / APP_DIR


def private_dir(path: Path) -> None:
    """Create `path` (and parents) for the owner only; tighten it if it already exists."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        if stat.S_IMODE(path.stat().st_mode) != 0o700:
            path.chmod(0o700)
    except OSError:  # not ours to change (a shared folder): saving still works
        pass


def _fsync_dir(folder: Path) -> None:
    try:  # make a rename durable; not every file system allows opening a folder
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _write_temp(folder: Path, name: str, text: str) -> str:
    """A fully written, fsynced owner-only temporary file in `folder`; returns its path."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def atomic_write_text(path: Path, text: str) -> None:
    """Write a temporary file beside `path`, flush it to disk, then rename it over `path`.

    A crash at any moment leaves either the old file or the new one, never half of either.
    """
    private_dir(path.parent)
    tmp = _write_temp(path.parent, path.name, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def create_new_text(folder: Path, name_of: Callable[[], str], text: str) -> Path:
    """Write `text` to a file that did not exist, never over another: a unique name from
    `name_of()` and a hard link (which fails if the name is taken) from a complete temporary
    file, so two copies of the app writing at once both keep their file."""
    private_dir(folder)
    tmp = _write_temp(folder, "new", text)
    try:
        for _attempt in range(100):
            path = folder / name_of()
            try:
                os.link(tmp, path)
            except FileExistsError:
                continue
            _fsync_dir(folder)
            return path
        raise FileExistsError(errno.EEXIST, "no free file name", str(folder))
    finally:
        Path(tmp).unlink(missing_ok=True)


def keep_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never delete it) and return its new name."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}-{uuid.uuid4().hex[:6]}")
    path.rename(target)
    return target


def read_capped(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_BYTES, without ever blocking.

    O_NONBLOCK: opening a FIFO for reading would wait for a writer forever. A FIFO, a device
    (a link to /dev/zero), a folder or a huge file is refused before anything is read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Refused(
                _("is a symbolic link loop (it leads back to itself), not a save")
            ) from exc
        raise _unreadable(exc, _("cannot be opened")) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            if stat.S_ISDIR(info.st_mode):
                raise Refused(_("is a folder, not a save"))
            raise Refused(_("is not a regular file, not a save"))
        if info.st_size > MAX_BYTES:
            raise Refused(_too_large())
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_BYTES:
            raise Refused(_too_large())
        return b"".join(chunks)
    except OSError as exc:
        raise _unreadable(exc, _("cannot be read")) from exc
    finally:
        os.close(fd)


def _unreadable(exc: OSError, failed: str) -> Refused:
    """The refusal of a file the system would not open or read: one without permission stays
    where it is (its owner can fix that); any other says what `failed`."""
    if isinstance(exc, PermissionError):
        problem = _("can't open: no permission to read it ({reason})")
        return Refused(problem.format(reason=exc.strerror), leave=True)
    return Refused(_("{failed}: {reason}").format(failed=failed, reason=exc.strerror or exc))


def _listing_failed(exc: OSError) -> str:
    return _("cannot be listed: {reason}").format(reason=exc.strerror or exc)


def _too_large() -> str:
    return _("is larger than {size} MB, too large for a save").format(
        size=MAX_BYTES // (1024 * 1024)
    )


def check_version(raw: object) -> None:
    if not isinstance(raw, dict) or raw.get("format") != "modten-tui-save":
        raise Refused(_("not a modten-tui save file"))
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        problem = _(
            "can't open: saved by a newer version of modten (format {version}; this version "
            "reads {reads})"
        )
        raise Refused(problem.format(version=version, reads=FORMAT_VERSION), leave=True)
    if version not in READS or isinstance(version, bool):
        problem = _("save format version {version} is not supported (this version reads {reads})")
        raise Refused(problem.format(version=repr(version), reads=FORMAT_VERSION))


def load_json(data: bytes | str) -> Any:
    try:
        return json.loads(data)
    except json.JSONDecodeError as exc:
        problem = _("not valid JSON (line {line}, column {column})")
        raise Refused(problem.format(line=exc.lineno, column=exc.colno)) from exc
    except RecursionError as exc:  # '[' * 100000: deeper than any save
        raise Refused(_("not a save: nested too deeply")) from exc
    except (UnicodeDecodeError, ValueError) as exc:
        raise Refused(_("not valid JSON text: {problem}").format(problem=exc)) from exc


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S")


class SaveStore:
    """The unfinished games and the history, under one data folder.

    `read_only`: another copy of the app holds the folder's lock; nothing is written, moved or
    deleted (saving raises `ReadOnlyStore`, an OSError the app shows as "not saved")."""

    def __init__(self, root: Path | None = None, *, read_only: bool = False) -> None:
        self.root = root if root is not None else data_dir()
        self.read_only = read_only
        self._lock = FolderLock(self.root)

    @property
    def games_dir(self) -> Path:
        return self.root / "games"

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    @property
    def legacy_path(self) -> Path:
        return self.root / LEGACY

    def path_of(self, game_id: str) -> Path:
        if game_id == LEGACY_ID:
            return self.legacy_path
        return self.games_dir / f"{game_id}.json"

    # ----- one copy of the app at a time ----------------------------------------------------
    def acquire(self) -> bool:
        """Lock the data folder for this process (kept until it exits). False, and read-only
        from then on, when another copy holds it. A folder where no lock file can be made
        (read-only media) is used unlocked: nothing can be written there anyway."""
        with contextlib.suppress(OSError):
            private_dir(self.root)
        if self._lock.acquire() is False:
            self.read_only = True
            return False
        return True

    def release(self) -> None:
        self._lock.release()

    @property
    def lock_lost(self) -> bool:
        """The lock this copy held was removed or replaced while it ran (folder_lock.py)."""
        return self._lock.lost

    def may_write(self) -> bool:
        """Whether this copy may write the folder now; asked before every write. A copy whose
        lock is no longer the folder's lock turns read-only for the rest of its run."""
        if not self.read_only and not self._lock.still_held():
            self.read_only = True
        return not self.read_only

    def _writable(self) -> None:
        if not self.may_write():
            if self.lock_lost:
                raise OSError(
                    errno.EROFS,
                    "this copy's lock on the data folder was removed or "
                    "taken over by another copy, so it saves nothing more",
                )
            raise OSError(errno.EROFS, "another copy of modten is using the data folder")
        private_dir(self.root)  # before its subfolders, which would make it world-readable

    # ----- start-up -----------------------------------------------------------------------
    def prepare(self) -> list[str]:
        """Owner-only folders and files, no half-written temporary files left by a killed copy,
        and the old single save moved into games/.

        Returns a message for anything that could not be done (the app starts regardless)."""
        if not self.root.exists() or not self.may_write():
            return []
        problems: list[str] = []
        try:
            for folder in (self.root, self.games_dir, self.history_dir):
                if folder.is_dir():
                    private_dir(folder)
                    for path in folder.iterdir():
                        if path.name.startswith(".") and path.name.endswith(".tmp"):
                            # Half-written by a copy killed mid-save (this one holds the lock).
                            path.unlink(missing_ok=True)
                        elif path.is_file() and not path.is_symlink():
                            path.chmod(0o600)
        except OSError:
            pass
        if self.legacy_path.is_file() or self.legacy_path.is_symlink():
            try:
                private_dir(self.games_dir)
                target = self.path_of(self.new_game_id())
                os.rename(self.legacy_path, target)
                _fsync_dir(self.games_dir)
                _fsync_dir(self.root)
            except OSError as exc:  # the game stays listed from where it is
                problems.append(
                    f"{self.legacy_path}: could not be moved into {self.games_dir} "
                    f"({exc.strerror or exc})"
                )
        return problems

    # ----- unfinished games -----------------------------------------------------------------
    @staticmethod
    def new_game_id() -> str:
        return f"{_stamp()}-{uuid.uuid4().hex[:8]}"

    def save_game(self, game_id: str, save: SaveFile) -> None:
        self._writable()
        atomic_write_text(self.path_of(game_id), self._sealed(save).model_dump_json(indent=1))

    def delete_game(self, game_id: str) -> None:
        self._writable()
        self.path_of(game_id).unlink(missing_ok=True)
        _fsync_dir(self.path_of(game_id).parent)

    def game_ids(self) -> list[str]:
        ids: list[str] = []
        if self.games_dir.is_dir():
            ids = [p.stem for p in self.games_dir.iterdir() if GAME_NAME.match(p.name)]
        if self.legacy_path.exists() or self.legacy_path.is_symlink():
            ids.append(LEGACY_ID)
        return ids

    def has_games(self) -> bool:
        try:
            return bool(self.game_ids())
        except OSError:
            return False

    def load_game(self, game_id: str) -> SaveFile:
        """The game's save, or SaveError (a damaged file is kept aside; see SaveError)."""
        path = self.path_of(game_id)
        try:
            data = read_capped(path)
            from modten_tui.storage.save_file import read_save

            save = read_save(data)
            self._check_seal(data)
            return save
        except FileNotFoundError as exc:
            if path.is_symlink():  # a link to nothing, or one a loop's other link was set aside
                to = os.readlink(path)
                problem = (
                    f"is a symbolic link to {to}, which does not exist (a broken link or loop)"
                )
                raise self.refuse(game_id, problem) from exc
            raise SaveError(path, _("is gone (deleted by another program?)")) from exc
        except Refused as exc:
            if exc.leave:
                raise SaveError(path, str(exc), left=True) from exc
            raise self.refuse(game_id, str(exc)) from exc
        except Exception as exc:  # anything else reading a file is the file's problem
            raise self.refuse(game_id, f"cannot be read: {exc or type(exc).__name__}") from exc

    def refuse(self, game_id: str, problem: str) -> SaveError:
        """Move a refused save aside (when this copy may) and return the error naming both."""
        return self.refuse_file(self.path_of(game_id), problem)

    def refuse_file(self, path: Path, problem: str) -> SaveError:
        """Move a refused file aside (when this copy may) and return the error naming both."""
        if not self.may_write():
            return SaveError(path, problem, left=True)
        try:
            kept = keep_aside(path)
        except FileNotFoundError:
            return SaveError(path, problem)
        except OSError as exc:  # a read-only folder: say so, leave it, start anyway
            return SaveError(
                path,
                _("{problem}; it could not be moved aside ({reason}) and stays").format(
                    problem=problem, reason=exc.strerror or exc
                ),
                left=True,
            )
        return SaveError(path, problem, kept)

    def games(self) -> tuple[list[Slot], list[SaveError]]:
        """Every unfinished game, most recently saved first, and each file refused on the way.

        A damaged file is moved aside (and not listed); one left in place is listed with why
        it cannot be opened."""
        slots: list[Slot] = []
        refused: list[SaveError] = []
        try:
            ids = self.game_ids()
        except OSError as exc:
            return [], [SaveError(self.games_dir, _listing_failed(exc))]
        for game_id in ids:
            try:
                slots.append(Slot(game_id, self.path_of(game_id), self.load_game(game_id)))
            except SaveError as exc:
                refused.append(exc)
                if exc.left and exc.path.exists():
                    slots.append(Slot(game_id, exc.path, None, exc.problem))
        slots.sort(key=_recency, reverse=True)
        return slots, refused

    # ----- seals: a save changed outside the game (seal.py) ---------------------------------
    def _sealed(self, save: SaveFile) -> SaveFile:
        """The save with the seal of its content, as it is written (the newest format)."""
        from modten_tui.storage import seal

        key = seal.key_for_writing(self.root)
        content = json.loads(save.model_dump_json(exclude={"seal"}))
        return save.model_copy(update={"seal": seal.seal_of(key, content)})

    def _check_seal(self, data: bytes) -> None:
        """Refused for a save of the sealed format whose seal is missing or wrong (kept
        aside), or that cannot be checked because the folder's key is missing, damaged or
        another (left where it is: the right key put back opens it)."""
        from modten_tui.storage import seal

        raw = json.loads(data)
        if raw.get("version") == 1:  # written before seals
            return
        if not isinstance(raw.get("seal"), str):
            raise Refused(_("was changed outside the game: it has no seal"))
        try:
            key = seal.read_key(self.root)
        except seal.KeyProblem as exc:
            problem = _("its seal cannot be checked: {problem}").format(problem=exc)
            raise Refused(problem, leave=True) from exc
        if seal.sealed_with(raw) not in (None, seal.key_id(key)):
            where = seal.key_path(self.root)
            problem = _(
                "its seal cannot be checked: it was sealed with another save key than {key} "
                "(was that file replaced?)"
            )
            raise Refused(problem.format(key=where), leave=True)
        if not seal.matches(key, raw):
            raise Refused(_("was changed outside the game (its seal does not match its content)"))

    # ----- finished games -------------------------------------------------------------------
    def add_history(self, entry: HistoryEntry) -> Path:
        """A new history file, created atomically under a unique name (two copies finishing
        in the same second both keep their entry)."""
        self._writable()
        entry = entry.model_copy(update={"save": self._sealed(entry.save)})
        stamp = entry.finished_at.replace(":", "").replace("-", "")[:15]
        return create_new_text(
            self.history_dir,
            lambda: f"{stamp}-{entry.game}-{uuid.uuid4().hex[:8]}.json",
            entry.model_dump_json(indent=1),
        )

    def history(
        self, check: Callable[[HistoryEntry], HistoryEntry] | None = None
    ) -> tuple[list[HistoryEntry], list[str]]:
        """Finished games, newest first, and a message for each file that could not be read.

        A damaged record, or one `check` refuses (`history_check`: it does not replay to the
        end of its game), is moved aside like a damaged save; one of a game this version does
        not have is left in place."""
        entries: list[HistoryEntry] = []
        problems: list[str] = []
        if not self.history_dir.is_dir():
            return entries, problems
        try:
            paths = sorted(self.history_dir.glob("*.json"), reverse=True)
        except OSError as exc:
            return entries, [f"{self.history_dir}: {exc.strerror or exc}"]
        from modten_tui.storage.save_file import parse_history

        for path in paths:
            try:
                entry = parse_history(read_capped(path))
                entries.append(check(entry) if check else entry)
            except Refused as exc:
                left = SaveError(path, str(exc), left=True)
                problems.append(str(left if exc.leave else self.refuse_file(path, str(exc))))
            except Exception as exc:  # any failure is this file's, not the list's
                problem = str(exc).splitlines()[0] if str(exc) else repr(exc)
                problems.append(str(self.refuse_file(path, problem)))
        return entries, problems
