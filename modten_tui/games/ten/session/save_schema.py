"""The strict shape of TEN's part of a save file (see `modten_tui/storage/schema.py`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from modten_tui.storage.schema import Cards, Strict

# Every draw, take, bid, payment and buy is a move. Random games of 2 to 5 players take at
# most about 420; the deck and the token supply bound it well below the generic MAX_MOVES.


class RecordSetup(BaseModel):
    model_config = Strict

    first_player: Annotated[int, Field(ge=0, le=5)]
    cards: Cards
    all_pass: Literal["discard", "active_player"]
    bust_token_cap: Annotated[int, Field(ge=0, le=99)] | None


def check_record(setup: Mapping[str, Any], moves: Sequence[str]) -> None:
    RecordSetup.model_validate(setup, strict=True)
