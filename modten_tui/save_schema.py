"""The strict shape of a save file on disk: what a hand edit must not slip past.

`SaveFile` (saves.py) is what the app builds and reads; this model checks a file's text first,
with strict types (no "3" for 3, no 1.5 for 1), no extra keys anywhere, and every number and
list bounded by the rules, so a hostile or hand-edited file is refused before anything is
replayed. The game setup inside is checked by `GameSetup` itself in strict mode (one source of
truth for what a setup may hold) plus a check that it carries no keys that model does not know.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from modten_tui.setup_models import GameSetup, SeatSpec

# A Mod Ten hand deals at most 72 cards (docs/rules.md M2: the double deck), one play each.
MAX_MODTEN_MOVES = 72
# TEN: every draw, take, bid, payment and buy is a move. Random games of 2 to 5 players take
# at most about 420; the deck and the token supply bound it well below this.
MAX_TEN_MOVES = 5000
MAX_HANDS = 1000  # a match to 999 points ends far sooner: every hand scores points
MAX_CARDS = 200

Strict = ConfigDict(strict=True, extra="forbid", frozen=True)
Move = Annotated[str, Field(min_length=1, max_length=40)]
CardCode = Annotated[str, Field(min_length=1, max_length=4)]
Seat = Annotated[int, Field(ge=0, le=5)]


class ModTenHandSetup(BaseModel):
    model_config = Strict

    dealer: Seat
    seed: Annotated[int, Field(ge=0, lt=2**64)] | None
    cards: Annotated[list[CardCode], Field(max_length=MAX_CARDS)]
    deck: Literal["single", "double"]
    open_hands: bool


class TenRecordSetup(BaseModel):
    model_config = Strict

    first_player: Seat
    cards: Annotated[list[CardCode], Field(max_length=MAX_CARDS)]
    all_pass: Literal["discard", "active_player"]
    bust_token_cap: Annotated[int, Field(ge=0, le=99)] | None


class StrictRecord(BaseModel):
    model_config = Strict

    game: Literal["modten", "ten"]
    players: Annotated[int, Field(ge=2, le=6)]
    setup: dict[str, Any]
    moves: Annotated[list[Move], Field(max_length=MAX_TEN_MOVES)]

    @model_validator(mode="after")
    def _per_game(self) -> StrictRecord:
        if self.game == "modten":
            ModTenHandSetup.model_validate(self.setup, strict=True)
            if len(self.moves) > MAX_MODTEN_MOVES:
                raise ValueError(f"a Mod Ten hand has at most {MAX_MODTEN_MOVES} plays")
        else:
            TenRecordSetup.model_validate(self.setup, strict=True)
        return self


class MatchSetup(BaseModel):
    model_config = Strict

    target: Annotated[int, Field(ge=1, le=999)] | None
    hands: Annotated[int, Field(ge=1, le=99)] | None
    seed: Annotated[int, Field(ge=0, lt=2**32)] | None
    deck: Literal["auto", "single", "double"]
    open_hands: bool
    first_dealer: Seat


def check_setup(raw: Any) -> GameSetup:
    """The setup, strictly: GameSetup's own checks, strict types and no unknown keys."""
    if not isinstance(raw, dict):
        raise ValueError("the setup must be an object")
    extra = set(raw) - set(GameSetup.model_fields)
    seats = raw.get("seats")
    if isinstance(seats, list):
        for seat in seats:
            if isinstance(seat, dict):
                extra |= set(seat) - set(SeatSpec.model_fields)
    if extra:
        raise ValueError(f"unknown setup keys: {', '.join(sorted(map(str, extra)))}")
    return GameSetup.model_validate(raw, strict=True)


class StrictSave(BaseModel):
    model_config = Strict

    format: Literal["modten-tui-save"]
    version: Literal[1]
    saved_at: Annotated[str, Field(max_length=40)]
    game: Literal["modten", "ten"]
    setup: dict[str, Any]
    match: dict[str, Any]
    records: Annotated[list[StrictRecord], Field(min_length=1, max_length=MAX_HANDS)]

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
        if self.game == "modten":
            MatchSetup.model_validate(self.match, strict=True)
        elif self.match:
            raise ValueError("a TEN save has no match setup")
        elif len(self.records) != 1:
            raise ValueError("a TEN save holds one record")
        return self


class StrictHistory(BaseModel):
    model_config = Strict

    finished_at: Annotated[str, Field(max_length=40)]
    game: Literal["modten", "ten"]
    players: Annotated[list[Annotated[str, Field(max_length=60)]], Field(max_length=6)]
    result: Annotated[str, Field(max_length=500)]
    save: StrictSave

    @model_validator(mode="after")
    def _players_match_setup(self) -> StrictHistory:
        # A person turned into a computer (or back) by hand shows here: the list of players
        # was written from the same seats the setup holds.
        setup = GameSetup.model_validate(self.save.setup)
        want = [s.name if s.is_human else f"{s.name} ({s.kind})" for s in setup.seats]
        if self.players != want or self.game != self.save.game:
            raise ValueError("the players do not match the game's setup")
        return self
