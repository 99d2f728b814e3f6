"""TEN's own setup options: who gets a wild nobody bids for (T13), the bust-token cap (T4).

The setup screen and the command line are built from this model (see setup_models.hints)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, field_validator

from modten_tui.i18n import N_
from modten_tui.setup.models import GameOptions, hints

MAX_BUST_CAP = 99


# The titles, descriptions and choices are marked for the catalogs here and translated where
# the setup screen and the command line show them.
class TenSetupOptions(GameOptions):
    all_pass: Literal["discard", "active_player"] = Field(
        "discard",
        title=N_("All pass"),
        description=N_(
            "a wild nobody bids for is discarded (default) or goes to the active player"
        ),
        json_schema_extra=hints(
            choices={
                "discard": N_("discard the wild"),
                "active_player": N_("active player gets it"),
            }
        ),
    )
    bust_token_cap: int | None = Field(
        None,
        title=N_("Bust cap"),
        description=N_("most bust tokens a player may hold"),
        json_schema_extra=hints(placeholder=N_("blank: no cap")),
    )

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
            raise ValueError(f"0 to {MAX_BUST_CAP}, or blank for no cap")
        return value

    @classmethod
    def old_form_values(cls, old: Mapping[str, Any]) -> dict[str, Any]:
        values = super().old_form_values(old)
        if "bust_cap" in old:  # the old form's name for the cap
            values["bust_token_cap"] = old["bust_cap"]
        return values
