"""The last setup kept in the preferences (`settings.json`'s `last_setup`), checked by pydantic
when the setup screen opens: see prefs.py. Unknown keys are ignored, so that a newer version's
form still gives its known fields."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_FORM_SEATS = 16  # sanity bounds for a hand-edited file; the form keeps what fits
Kind = Literal["human", "easy", "normal", "hard", "random"]
Key = Annotated[str, Field(max_length=32)]
# A field as the form shows it: a choice's value or a text field's text (str), a checkbox.
FormValue = Annotated[str, Field(max_length=16)] | bool | int | None


class SeatForm(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = Field(max_length=64)
    kind: Kind = "human"


class SetupForm(BaseModel):
    """The setup screen's fields as last used (never the seed: it would repeat the deal).
    `options` holds each game's option fields by game key, as shown (text as typed)."""

    model_config = ConfigDict(extra="ignore")

    game: Key = ""
    players: int = Field(default=2, ge=1, le=MAX_FORM_SEATS)
    seats: list[SeatForm] = Field(default_factory=list, max_length=MAX_FORM_SEATS)
    opponents: int = Field(default=2, ge=1, le=MAX_FORM_SEATS)
    opponent_level: Literal["easy", "normal", "hard", "random"] = "normal"
    advice: bool = True
    options: dict[Key, dict[Key, FormValue]] = Field(default_factory=dict, max_length=16)

    @model_validator(mode="before")
    @classmethod
    def _migrate(cls, data: Any) -> Any:
        """A form saved before options were per game kept every game's fields flat at the
        top (`deck`, `count`, `all_pass`, `bust_cap`...): each game takes its own back."""
        if not isinstance(data, dict) or "options" in data:
            return data
        from modten_tui import registry
        from modten_tui.setup.models import options_model

        options = {
            spec.key: options_model(spec).old_form_values(data) for spec in registry.all_specs()
        }
        return {**data, "options": {k: v for k, v in options.items() if v}}
