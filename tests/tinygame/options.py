"""Tiny Tricks' own setup option: how many hands the match has (one: a single hand)."""

from __future__ import annotations

from pydantic import Field

from modten_tui.setup.models import GameOptions, hints

MAX_HANDS = 9


class TinyOptions(GameOptions):
    hands: int = Field(
        1,
        ge=1,
        le=MAX_HANDS,
        title="Hands",
        description=f"a match of this many hands (1 to {MAX_HANDS}); tricks add up",
        json_schema_extra=hints(placeholder="hands"),
    )
