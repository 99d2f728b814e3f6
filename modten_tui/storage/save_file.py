"""A save file's content, checked by pydantic: the game in progress (`SaveFile`) and a finished
game's history entry (`HistoryEntry`), parsed from their text.

Apart from the store (saves.py), which loads this module only when it reads or writes a game:
an empty data folder starts the app without pydantic.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from modten_tui import registry
from modten_tui.i18n import _
from modten_tui.rules.protocol import Record
from modten_tui.storage.saves import FORMAT_VERSION, Refused, check_version, load_json


def _registered(key: str) -> str:
    """A game key the registry knows, or UnknownGame (a ValueError) naming those it does."""
    registry.get(key)
    return key


class SaveFile(BaseModel):
    """One game in progress or finished: its registered game, the setup, the game's own
    game-level setup (`GameSpec.save_parts`) and a record per hand."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["modten-tui-save"] = "modten-tui-save"
    version: int = FORMAT_VERSION
    saved_at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    game: str
    setup: dict[str, Any]  # the GameSetup, as the setup screen or command line made it
    match: dict[str, Any] = Field(default_factory=dict)  # the game's own (a match's setup)
    records: list[Record]
    seal: str | None = None  # written by SaveStore (seal.py); format 1 has none

    check_game = field_validator("game")(_registered)

    @property
    def move_count(self) -> int:
        return sum(len(r.moves) for r in self.records)


class HistoryEntry(BaseModel):
    """A finished game: when, what, who, how it ended, and the save to step through."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    finished_at: str
    game: str
    players: list[str]
    result: str
    save: SaveFile

    check_game = field_validator("game")(_registered)


def _unknown_game(exc: ValidationError) -> Refused | None:
    """A file refused only because its game is not one this version knows: it is left where
    it is, like a newer format (a version that has the game can still open it). A file with
    anything else wrong is damaged, whatever its game."""
    found = [e.get("ctx", {}).get("error") for e in exc.errors()]
    unknown = [f for f in found if isinstance(f, registry.UnknownGame)]
    if not unknown or len(unknown) != len(found):
        return None
    has = ", ".join(spec.title for spec in registry.all_specs())
    problem = _("can't open: a game this version does not have ({key}; it has {games})")
    return Refused(problem.format(key=repr(unknown[0].key), games=has), leave=True)


def _first_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    return f"{where}: {message}" if where else message


def read_save(data: bytes | str) -> SaveFile:
    """The save in `data`, or Refused saying why not."""
    from modten_tui.storage.schema import StrictSave  # pydantic models: only when a file is read

    raw = load_json(data)
    check_version(raw)
    try:
        StrictSave.model_validate_json(data)
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise _unknown_game(exc) or Refused(_first_error(exc)) from exc


def parse_save(text: str | bytes) -> SaveFile:
    """Parse and strictly validate a save's text; raise ValueError with a one-line reason."""
    try:
        return read_save(text)
    except Refused as exc:
        raise ValueError(str(exc)) from exc


def parse_history(data: str | bytes) -> HistoryEntry:
    from modten_tui.storage.schema import StrictHistory

    raw = load_json(data)
    if not isinstance(raw, dict):
        raise Refused(_("not a history entry"))
    check_version(raw.get("save"))
    try:
        StrictHistory.model_validate_json(data)
        return HistoryEntry.model_validate(raw)
    except ValidationError as exc:
        raise _unknown_game(exc) or Refused(_first_error(exc)) from exc
