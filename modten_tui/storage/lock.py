"""One copy of the app writes a data folder at a time: an flock on `<folder>/lock`.

An flock belongs to the open file, not to its name: if the lock file is removed (or replaced)
while a copy holds it, a second copy creates a new file, locks that one and believes itself
alone. So the holder checks, before every write, that the name still leads to the file it
locked (same device and inode); once it does not, the lock is lost for the rest of the run and
this copy writes nothing more (the other copy may have the same game open).
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

NAME = "lock"


class FolderLock:
    """The lock of one data folder, as this process holds it (or not)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / NAME
        self._fd: int | None = None
        self.lost = False  # the lock was held, and its file was removed or replaced since

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool | None:
        """True: locked by this process. False: another copy holds it. None: no lock file can
        be made or opened here (read-only media), so the folder is used unlocked."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        except OSError:
            try:
                fd = os.open(self.path, os.O_RDONLY | os.O_CLOEXEC)
            except OSError:
                return None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def still_held(self) -> bool:
        """Whether the lock file this process locked is still the folder's lock file. Checked
        before each write; False from the first time it is not (never taken back: another copy
        may have started in between)."""
        if self.lost:
            return False
        if self._fd is None:
            return True  # never held: nothing to lose (an unlocked folder, or a test's store)
        try:
            mine = os.fstat(self._fd)
            now = os.stat(self.path)
        except OSError:  # removed, or the folder itself gone
            self._lose()
            return False
        if (mine.st_dev, mine.st_ino) != (now.st_dev, now.st_ino):
            self._lose()
            return False
        return True

    def _lose(self) -> None:
        self.lost = True
        self.release()

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing drops the flock
            self._fd = None
