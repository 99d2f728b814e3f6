"""The strict shape of Mod Ten's part of a save file (see `modten_tui/storage/schema.py`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from modten_tui.storage.schema import Cards, Strict

# A Mod Ten hand deals at most 72 cards (docs/rules.md M2: the double deck), one play each.
MAX_MOVES = 72
Seat = Annotated[int, Field(ge=0, le=5)]  # M1: 2 to 6 players


class HandSetup(BaseModel):
    model_config = Strict

    dealer: Seat
    seed: Annotated[int, Field(ge=0, lt=2**64)] | None
    cards: Cards
    deck: Literal["single", "double"]
    open_hands: bool


class MatchSetup(BaseModel):
    model_config = Strict

    target: Annotated[int, Field(ge=1, le=999)] | None
    hands: Annotated[int, Field(ge=1, le=99)] | None
    seed: Annotated[int, Field(ge=0, lt=2**32)] | None
    deck: Literal["auto", "single", "double"]
    open_hands: bool
    first_dealer: Seat


def check_record(setup: Mapping[str, Any], moves: Sequence[str]) -> None:
    HandSetup.model_validate(setup, strict=True)
    if len(moves) > MAX_MOVES:
        raise ValueError(f"a Mod Ten hand has at most {MAX_MOVES} plays")


def check_save(match: Mapping[str, Any], records: int) -> None:
    MatchSetup.model_validate(match, strict=True)
