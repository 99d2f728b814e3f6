"""Mod Ten's own setup options: the deck (M2), open hands (M11), one hand or a match (M13).

The setup screen and the command line are built from this model (see setup_models.hints)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, ValidationInfo, field_validator

from modten_tui.games.modten.rules.match import DEFAULT_TARGET
from modten_tui.i18n import N_, _, ngettext
from modten_tui.setup.models import CliSwitch, GameOptions, hints

OPEN_HANDS_PLAYERS = 2  # M11


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str):
        return value.strip() or None
    return value


class ModTenSetupOptions(GameOptions):
    """Validated in field order: `target` and `hands` read `length`."""

    cli_switches = {
        "match": CliSwitch(
            f"play a match to {DEFAULT_TARGET} points (like --target {DEFAULT_TARGET})",
            {"length": "target"},
        ),
    }

    deck: Literal["auto", "single", "double"] = Field(
        "auto",
        title=N_("Deck"),
        description=N_("the deck (auto: single or double by players)"),
        json_schema_extra=hints(
            choices={
                "auto": N_("auto (by players)"),
                "single": N_("single (32/30)"),
                "double": N_("double (72/60)"),
            }
        ),
    )
    open_hands: bool = Field(
        False,
        title=N_("Open hands"),
        description=N_("2 players, cards face up"),
        validate_default=True,
        json_schema_extra=hints(players=(OPEN_HANDS_PLAYERS,) * 2),
    )
    length: Literal["hand", "target", "hands"] = Field(
        "hand",
        title=N_("Length"),
        description=N_("one hand, or a match of several"),
        json_schema_extra=hints(
            choices={
                "hand": N_("One hand"),
                "target": N_("Match to a target"),
                "hands": N_("N hands"),
            },
            cli_says={
                "target": N_("plays to a target of points"),
                "hands": N_("plays a number of hands"),
            },
        ),
    )
    target: int | None = Field(
        DEFAULT_TARGET,
        title=N_("Target"),
        validate_default=True,
        description=f"play a match to this many points (default {DEFAULT_TARGET})",
        json_schema_extra=hints(placeholder=N_("points"), in_row_of="length", shown_if="target"),
    )
    hands: int | None = Field(
        None,
        title=N_("Hands"),
        validate_default=True,
        description=N_("play a match of this many hands"),
        json_schema_extra=hints(placeholder=N_("hands"), in_row_of="length", shown_if="hands"),
    )

    @field_validator("open_hands")
    @classmethod
    def _open(cls, value: bool, info: ValidationInfo) -> bool:
        players = cls.players_of(info)
        if value and players is not None and players != OPEN_HANDS_PLAYERS:
            raise ValueError(
                _("open hands are for {count} players only").format(count=OPEN_HANDS_PLAYERS)
            )  # M11
        return value

    @field_validator("target", "hands", mode="before")
    @classmethod
    def _blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("target")
    @classmethod
    def _target(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("length") != "target":
            return None
        if value is None:
            return DEFAULT_TARGET
        if not 1 <= value <= 999:
            raise ValueError(_("a target of 1 to 999 points"))
        return value

    @field_validator("hands")
    @classmethod
    def _hands(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("length") != "hands":
            return None
        if value is None:
            raise ValueError(_("how many hands? (1 to 99)"))
        if not 1 <= value <= 99:
            raise ValueError(_("1 to 99 hands"))
        return value

    @classmethod
    def old_form_values(cls, old: Mapping[str, Any]) -> dict[str, Any]:
        # The old form had one `count` field for the target or the number of hands.
        values = super().old_form_values(old)
        length = old.get("length")
        if isinstance(length, str) and length in ("target", "hands") and "count" in old:
            values[length] = old["count"]
        return values

    def describe_length(self) -> str:
        if self.length == "target":
            return _("match to {target}").format(target=self.target)
        if self.length == "hands":
            count = self.hands or 0
            return ngettext("match of {count} hand", "match of {count} hands", count).format(
                count=count
            )
        return _("one hand")
