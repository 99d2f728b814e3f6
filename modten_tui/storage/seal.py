"""A save's seal: a checksum keyed per data folder, so that a save changed outside the game (a
card moved from one hand to another in a text editor) is noticed and refused.

HMAC-SHA256 of the save's content (its JSON, keys sorted, without the seal itself) with a random
key kept in `save-key` in the data folder, for the owner only, made the first time a save is
written. This stops casual edits, not a determined user: whoever can read the key can seal an
edited file. Saves of format 1 were written before seals and are read unsealed.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import stat
import tempfile
from pathlib import Path
from typing import Any

from modten_tui.i18n import _

KEY_FILE = "save-key"
KEY_BYTES = 32
PREFIX = "hmac-sha256:"


class KeyProblem(Exception):
    """The folder's key is missing or damaged; the message names the file."""


def key_path(root: Path) -> Path:
    return root / KEY_FILE


def read_key(root: Path) -> bytes:
    """The folder's key, or KeyProblem saying why there is none to use."""
    path = key_path(root)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise KeyProblem(_("the save key {path} is missing").format(path=path)) from None
    except OSError as exc:
        problem = _("the save key {path} cannot be opened ({reason})")
        raise KeyProblem(problem.format(path=path, reason=exc.strerror)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise KeyProblem(
                _("the save key {path} is damaged (not a regular file)").format(path=path)
            )
        text = os.read(fd, 4 * KEY_BYTES).decode("ascii", "replace").strip()
    finally:
        os.close(fd)
    try:
        key = bytes.fromhex(text)
    except ValueError:
        key = b""
    if len(key) != KEY_BYTES:
        problem = _("the save key {path} is damaged (not {count} hex digits)")
        raise KeyProblem(problem.format(path=path, count=KEY_BYTES * 2))
    return key


def key_for_writing(root: Path) -> bytes:
    """The folder's key, made now if there is none. A damaged key is not replaced (saves sealed
    with it would never open again): saving fails with an OSError saying what to do."""
    path = key_path(root)
    if not path.exists() and not path.is_symlink():
        # Written whole under another name, then linked: a copy reading it never sees it half
        # written, and of two made at once the first stays.
        fd, tmp = tempfile.mkstemp(prefix=f".{KEY_FILE}.", suffix=".tmp", dir=root)
        try:
            with os.fdopen(fd, "w", encoding="ascii") as handle:
                handle.write(secrets.token_hex(KEY_BYTES) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            with contextlib.suppress(FileExistsError):
                os.link(tmp, path)
        finally:
            os.unlink(tmp)
    try:
        return read_key(root)
    except KeyProblem as exc:
        advice = _(
            "{problem}: move it away and a new one is made, but games sealed with it will not open"
        )
        raise OSError(advice.format(problem=exc)) from None


def key_id(key: bytes) -> str:
    """A short name of a key, kept in each seal: a save sealed with another key (the key file
    replaced) is told apart from a save changed by hand."""
    return hashlib.sha256(b"modten-tui save key " + key).hexdigest()[:8]


def seal_of(key: bytes, content: dict[str, Any]) -> str:
    """The seal of a save's content (its JSON object without the seal)."""
    data = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    mac = hmac.new(key, data.encode("ascii"), hashlib.sha256).hexdigest()
    return f"{PREFIX}{key_id(key)}:{mac}"


def sealed_with(raw: dict[str, Any]) -> str | None:
    """The id of the key a save read from disk says it was sealed with."""
    given = raw.get("seal")
    if not isinstance(given, str) or not given.startswith(PREFIX):
        return None
    return given.removeprefix(PREFIX).partition(":")[0]


def matches(key: bytes, raw: dict[str, Any]) -> bool:
    """Whether a save read from disk (as JSON) carries the seal of its content."""
    given = raw.get("seal")
    content = {k: v for k, v in raw.items() if k != "seal"}
    return isinstance(given, str) and hmac.compare_digest(given, seal_of(key, content))
