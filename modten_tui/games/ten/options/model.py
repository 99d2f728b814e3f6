"""TEN's own setup options, typed and checked: who gets a wild nobody bids for (T13), the
bust-token cap (T4). How they are shown is `form.FORM`, which this model must match."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import field_validator

from modten_tui.games.ten.options.form import FORM
from modten_tui.i18n import _
from modten_tui.setup.models import GameOptions

MAX_BUST_CAP = 99


class TenSetupOptions(GameOptions):
    form = FORM

    all_pass: Literal["discard", "active_player"] = "discard"
    bust_token_cap: int | None = None

    @field_validator("bust_token_cap", mode="before")
    @classmethod
    def _cap_blank(cls, value: Any) -> Any:
        if isinstance(value, str):
            return value.strip() or None
        return value

    @field_validator("bust_token_cap")
    @classmethod
    def _cap(cls, value: int | None) -> int | None:
        if value is not None and not 0 <= value <= MAX_BUST_CAP:
            raise ValueError(_("a whole number from 0 to {most}").format(most=MAX_BUST_CAP))
        return value

    @classmethod
    def old_form_values(cls, old: Mapping[str, Any]) -> dict[str, Any]:
        values = super().old_form_values(old)
        if "bust_cap" in old:  # the old form's name for the cap
            values["bust_token_cap"] = old["bust_cap"]
        return values
