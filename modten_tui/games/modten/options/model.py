"""Mod Ten's own setup options, typed and checked: the deck (M2), open hands (M11), one hand
or a match (M13). How they are shown is `form.FORM`, which this model must match."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, ValidationInfo, field_validator

from modten_tui.games.modten.options.form import FORM, OPEN_HANDS_PLAYERS
from modten_tui.games.modten.rules.cards import DEFAULT_TARGET
from modten_tui.i18n import _, ngettext
from modten_tui.setup.models import GameOptions


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str):
        return value.strip() or None
    return value


class ModTenSetupOptions(GameOptions):
    """Validated in field order: `target` and `hands` read `length`."""

    form = FORM

    deck: Literal["auto", "single", "double"] = "auto"
    open_hands: bool = Field(False, validate_default=True)
    length: Literal["hand", "target", "hands"] = "hand"
    target: int | None = Field(DEFAULT_TARGET, validate_default=True)
    hands: int | None = Field(None, validate_default=True)

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
