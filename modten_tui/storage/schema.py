"""The strict shape of a save file on disk: what a hand edit must not slip past.

`SaveFile` (save_file.py) is what the app builds and reads; this model checks a file's text first,
with strict types (no "3" for 3, no 1.5 for 1), no extra keys anywhere, and every number and
list bounded, so a hostile or hand-edited file is refused before anything is replayed. The game
setup inside is checked by `GameSetup` itself in strict mode (one source of truth for what a
setup may hold) plus a check that it carries no keys that model does not know. What a game
keeps in its records and its game-level setup is checked by the game (`GameSpec.check_record`,
`GameSpec.check_save`, in each game's `session/save_schema.py`).

A game this version does not know is refused with `UnknownGame` (a ValueError): saves.py
leaves such a file where it is, when nothing else is wrong with it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from modten_tui import registry
from modten_tui.setup.models import GameSetup, SeatSpec

# No game's record is longer: a game's own check bounds it more tightly where it can.
MAX_MOVES = 5000
MAX_HANDS = 1000  # a match to 999 points ends far sooner: every hand scores points
MAX_CARDS = 200
MAX_PLAYERS = 99  # a size bound only: each game's own player count is checked too

Strict = ConfigDict(strict=True, extra="forbid", frozen=True)
Move = Annotated[str, Field(min_length=1, max_length=40)]
CardCode = Annotated[str, Field(min_length=1, max_length=4)]
Cards = Annotated[list[CardCode], Field(max_length=MAX_CARDS)]
GameKey = Annotated[str, Field(min_length=1, max_length=40)]


def known_game(key: str) -> str:
    """The key of a registered game, or UnknownGame naming the games there are."""
    registry.get(key)
    return key


class StrictRecord(BaseModel):
    model_config = Strict

    game: GameKey
    players: Annotated[int, Field(ge=1, le=MAX_PLAYERS)]
    setup: dict[str, Any]
    moves: Annotated[list[Move], Field(max_length=MAX_MOVES)]

    check_game = field_validator("game")(known_game)

    @model_validator(mode="after")
    def _per_game(self) -> StrictRecord:
        spec = registry.get(self.game)
        if not spec.min_players <= self.players <= spec.max_players:
            raise ValueError(
                f"{spec.title} is for {spec.min_players} to {spec.max_players} "
                f"players, not {self.players}"
            )
        spec.saves.check_record(self.setup, self.moves)
        return self


def _setup_keys() -> set[str]:
    """The keys a saved setup may hold: GameSetup's own, and any game's option names, which
    older saves kept at the setup's top level (GameSetup moves them where they belong)."""
    keys = set(GameSetup.model_fields)
    for spec in registry.all_specs():
        model = spec.table.options_model()
        if model is not None:
            keys |= set(model.model_fields)
    return keys


def check_setup(raw: Any) -> GameSetup:
    """The setup, strictly: GameSetup's own checks, strict types and no unknown keys."""
    if not isinstance(raw, dict):
        raise ValueError("the setup must be an object")
    extra = set(raw) - _setup_keys()
    seats = raw.get("seats")
    if isinstance(seats, list):
        for seat in seats:
            if isinstance(seat, dict):
                extra |= set(seat) - set(SeatSpec.model_fields)
    if extra:
        raise ValueError(f"unknown setup keys: {', '.join(sorted(map(str, extra)))}")
    # The context asks a game's own options (validated inside GameSetup) to be strict too.
    return GameSetup.model_validate(raw, strict=True, context={"strict": True})


class StrictSave(BaseModel):
    model_config = Strict

    format: Literal["modten-tui-save"]
    version: Literal[1, 2]
    saved_at: Annotated[str, Field(max_length=40)]
    game: GameKey
    setup: dict[str, Any]
    match: dict[str, Any]
    records: Annotated[list[StrictRecord], Field(min_length=1, max_length=MAX_HANDS)]
    seal: Annotated[str, Field(max_length=100)] | None = None  # checked by SaveStore (seal.py)

    check_game = field_validator("game")(known_game)

    @field_validator("saved_at")
    @classmethod
    def _when(cls, value: str) -> str:
        datetime.fromisoformat(value)  # a ValueError names the bad date
        return value

    @model_validator(mode="after")
    def _consistent(self) -> StrictSave:
        setup = check_setup(self.setup)
        if setup.game != self.game:
            raise ValueError(f"the save is for {self.game!r} but its setup is for {setup.game!r}")
        for number, record in enumerate(self.records, start=1):
            if record.game != self.game or record.players != setup.players:
                raise ValueError(f"record {number} does not match the setup")
        registry.get(self.game).saves.check_save(self.match, len(self.records))
        return self


class StrictHistory(BaseModel):
    model_config = Strict

    finished_at: Annotated[str, Field(max_length=40)]
    game: GameKey
    players: Annotated[list[Annotated[str, Field(max_length=60)]], Field(max_length=MAX_PLAYERS)]
    result: Annotated[str, Field(max_length=500)]
    save: StrictSave

    check_game = field_validator("game")(known_game)

    @model_validator(mode="after")
    def _players_match_setup(self) -> StrictHistory:
        # A person turned into a computer (or back) by hand shows here: the list of players
        # was written from the same seats the setup holds.
        # Compared as written (the setup is valid by now): a name the name rule has tidied
        # since (an emoji's variation selector dropped) is no sign of a hand edit.
        seats = self.save.setup["seats"]
        want = [
            s["name"] if s.get("kind", "human") == "human" else f"{s['name']} ({s['kind']})"
            for s in seats
        ]
        if self.players != want or self.game != self.save.game:
            raise ValueError("the players do not match the game's setup")
        return self
