"""The options of a new game, validated once for the command line and the setup screen.

Both front ends hand in raw strings; pydantic turns them into a `GameSetup` or a list of
errors keyed by field (`seats.2.name`, `target`, `seed`, ...) so each error can be shown
beside the field it concerns, never as a traceback.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

GAMES: dict[str, str] = {"modten": "Mod Ten", "ten": "TEN"}
SEAT_LIMITS: dict[str, tuple[int, int]] = {"modten": (2, 6), "ten": (2, 5)}
KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard", "random")
KIND_LABEL: dict[str, str] = {
    "human": "Human",
    "easy": "Computer: easy",
    "normal": "Computer: normal",
    "hard": "Computer: hard",
    "random": "Computer: random",
}
DEFAULT_NAMES: tuple[str, ...] = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
LENGTHS: dict[str, str] = {"hand": "One hand", "target": "Match to a target", "hands": "N hands"}
MAX_NAME = 12  # what the seat panel can show at 80 columns
DEFAULT_TARGET = 50
TEN_READY = True  # the TEN screens exist
ALL_PASS: dict[str, str] = {"discard": "discard the wild", "active_player": "active player gets it"}
MAX_BUST_CAP = 99


def default_name(seat: int, kind: str = "human") -> str:
    if kind == "human":
        return DEFAULT_NAMES[seat]
    return f"Bot {seat + 1}"


# Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) change how
# the name and the text after it are laid out: refused, not silently dropped.
BIDI_CONTROLS = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))


# For the setup screen's name fields: control and text-direction characters cannot even be
# typed or pasted there, because the field itself would send them to the terminal.
TYPEABLE_NAME = "[^\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]*"
UNTYPEABLE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def clean_name(value: str) -> str:
    """A player's name as it will be shown, or ValueError saying what is wrong with it.

    Names reach the terminal, the saves and the history, so only text that draws as itself
    is kept (the reasons are in `SeatSpec`'s docstring)."""
    for char in value:
        category = unicodedata.category(char)
        if category == "Cs":
            raise ValueError(f"not valid text (an undecodable byte, {_code(char)})")
        if char in BIDI_CONTROLS:
            raise ValueError(f"a text-direction control ({_code(char)}) is not allowed")
    name = " ".join(value.split())  # tabs, newlines and runs of spaces: one space
    for char in name:
        if unicodedata.category(char) == "Cc":
            raise ValueError(f"a control character ({_code(char)}) is not allowed")
    visible = "".join(c for c in name if unicodedata.category(c) != "Cf")
    name = unicodedata.normalize("NFC", " ".join(visible.split()))
    if not name:
        raise ValueError("a name is needed" if not value.strip() else
                         "a name is needed (this one has only invisible characters)")
    if len(name) > MAX_NAME:
        raise ValueError(f"at most {MAX_NAME} characters")
    return name


def name_key(name: str) -> str:
    """What two names must not share: Unicode's NFKC case fold, so "Ann", "ANN" and the
    full-width "Ａｎｎ" count as the same player."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


class SeatSpec(BaseModel):
    """One seat: who sits there and whether a person or a computer plays it.

    A name is cleaned the same way wherever it comes from (setup screen, command line, save
    file), so a save holding a name this refuses is itself refused:
    - whitespace of any kind (tabs, newlines, runs of spaces) becomes one space; ends trimmed;
    - control characters (Unicode Cc: Escape, Bell, NUL, DEL, C1 codes such as CSI) are
      REFUSED: they would drive the terminal (retitle it, change colours), and stripping
      them would leave the rest of an escape sequence behind as a puzzling name;
    - text-direction controls (U+202A–U+202E, U+2066–U+2069) are REFUSED: they reorder how
      the name and what follows it are drawn;
    - other invisible format characters (Unicode Cf: zero-width space and joiners, word
      joiner, left-to-right and right-to-left marks, soft hyphen, byte-order mark) are
      STRIPPED: they cannot be seen, so removing them changes nothing a player sees, and it
      stops "Ann" and "Ann" with a zero-width space being two players;
    - a name empty after that is refused; the result is NFC-normalised;
    - duplicates are found after NFKC normalisation and case folding (`name_key`).
    """

    model_config = ConfigDict(frozen=True)

    name: str
    kind: Literal["human", "easy", "normal", "hard", "random"] = "human"

    @field_validator("name", mode="before")
    @classmethod
    def _name(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        return clean_name(value)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str) and not value.strip():
        return None
    return value.strip() if isinstance(value, str) else value


class GameSetup(BaseModel):
    """A new game. Fields are validated in order, so later checks may read earlier fields."""

    model_config = ConfigDict(frozen=True)

    game: Literal["modten", "ten"] = "modten"
    seats: list[SeatSpec]
    deck: Literal["auto", "single", "double"] = "auto"
    open_hands: bool = Field(default=False, validate_default=True)
    length: Literal["hand", "target", "hands"] = "hand"
    target: int | None = Field(default=None, validate_default=True)
    hands: int | None = Field(default=None, validate_default=True)
    seed: int | None = None
    # TEN's named options (docs/rules.md T13 and T4); Mod Ten ignores them.
    all_pass: Literal["discard", "active_player"] = "discard"
    bust_token_cap: int | None = None

    @field_validator("game")
    @classmethod
    def _game(cls, value: str) -> str:
        if value == "ten" and not TEN_READY:
            raise ValueError("TEN is coming soon; only Mod Ten can be played for now")
        return value

    @field_validator("seats")
    @classmethod
    def _seats(cls, value: list[SeatSpec], info: ValidationInfo) -> list[SeatSpec]:
        low, high = SEAT_LIMITS[info.data.get("game", "modten")]
        if not low <= len(value) <= high:
            raise ValueError(f"{low} to {high} players, not {len(value)}")
        seen: dict[str, int] = {}
        for i, seat in enumerate(value):
            key = name_key(seat.name)
            if key in seen:
                raise ValueError(f"two players are called {seat.name} "
                                 f"(seats {seen[key] + 1} and {i + 1})")  # fmt: skip
            seen[key] = i
        return value

    @field_validator("open_hands")
    @classmethod
    def _open(cls, value: bool, info: ValidationInfo) -> bool:
        seats = info.data.get("seats")
        if value and seats is not None and len(seats) != 2:
            raise ValueError("open hands are for 2 players only")  # M11
        return value

    @field_validator("target", mode="before")
    @classmethod
    def _target_blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("target")
    @classmethod
    def _target(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("length") != "target":
            return None
        if value is None:
            return DEFAULT_TARGET
        if not 1 <= value <= 999:
            raise ValueError("a target of 1 to 999 points")
        return value

    @field_validator("hands", mode="before")
    @classmethod
    def _hands_blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("hands")
    @classmethod
    def _hands(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("length") != "hands":
            return None
        if value is None:
            raise ValueError("how many hands? (1 to 99)")
        if not 1 <= value <= 99:
            raise ValueError("1 to 99 hands")
        return value

    @field_validator("seed", mode="before")
    @classmethod
    def _seed_blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("seed")
    @classmethod
    def _seed(cls, value: int | None) -> int | None:
        if value is not None and not 0 <= value < 2**32:
            raise ValueError("a whole number from 0 to 4294967295")
        return value

    @field_validator("bust_token_cap", mode="before")
    @classmethod
    def _cap_blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("bust_token_cap")
    @classmethod
    def _cap(cls, value: int | None) -> int | None:
        if value is not None and not 0 <= value <= MAX_BUST_CAP:
            raise ValueError(f"0 to {MAX_BUST_CAP}, or blank for no cap")
        return value

    @property
    def players(self) -> int:
        return len(self.seats)

    def describe_length(self) -> str:
        if self.length == "target":
            return f"match to {self.target}"
        if self.length == "hands":
            return f"match of {self.hands} hands"
        return "one hand"


_FRIENDLY = {
    "int_parsing": "a whole number, please",
    "int_from_float": "a whole number, please",
    "bool_parsing": "yes or no",
}


def error_map(exc: ValidationError) -> dict[str, str]:
    """Each error under its field's dotted path; the first error per field wins."""
    out: dict[str, str] = {}
    for err in exc.errors():
        key = ".".join(str(p) for p in err["loc"]) or "setup"
        message = _FRIENDLY.get(err["type"], err["msg"])
        message = message.removeprefix("Value error, ").replace("Input should be", "should be")
        out.setdefault(key, message)
    return out


def validate_setup(raw: dict[str, Any]) -> GameSetup | dict[str, str]:
    """A `GameSetup`, or the errors by field. Never raises for bad input."""
    try:
        return GameSetup.model_validate(raw)
    except ValidationError as exc:
        return error_map(exc)


# T20: a solo TEN game is one person against computers; this many normal ones unless asked.
SOLO_OPPONENTS = 2
SOLO_LEVEL = "normal"


def with_opponents(seats: list[dict[str, Any]], count: int, level: str) -> list[dict[str, Any]]:
    """One seat plus `count` computer seats of `level`, named as `bot:LEVEL` seats are (T20)."""
    extra = [{"name": default_name(i, level), "kind": level} for i in range(1, count + 1)]
    return [*seats, *extra]


def parse_seat_list(text: str) -> list[dict[str, str]]:
    """`Ann,bot:easy,Cy` -> seat dicts. `bot:LEVEL` takes a default name; `Name=bot:LEVEL` too."""
    seats: list[dict[str, str]] = []
    for i, part in enumerate(text.split(",")):
        entry = part.strip()
        name, _, kind = entry.partition("=") if "=" in entry else ("", "", entry)
        if kind.lower().startswith("bot:"):
            level = kind[4:].strip().lower()
            seats.append({"name": name.strip() or default_name(i, level), "kind": level})
        elif name:
            seats.append({"name": name.strip(), "kind": kind.strip().lower() or "human"})
        else:
            seats.append({"name": entry, "kind": "human"})
    return seats
