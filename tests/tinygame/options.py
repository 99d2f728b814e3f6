"""Tiny Tricks' own setup option: how many hands the match has (one: a single hand)."""

from __future__ import annotations

from pydantic import Field

from modten_tui.setup.models import GameOptions
from modten_tui.setup.options_form import OptionField, OptionsForm

MAX_HANDS = 9

FORM = OptionsForm(
    fields=(
        OptionField(
            "hands",
            title="Hands",
            description=f"a match of this many hands (1 to {MAX_HANDS}); tricks add up",
            kind="text",
            default="1",
            placeholder="hands",
        ),
    )
)


class TinyOptions(GameOptions):
    form = FORM

    hands: int = Field(1, ge=1, le=MAX_HANDS)
