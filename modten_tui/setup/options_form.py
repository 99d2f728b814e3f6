"""How a game's own options are shown: the setup screen's fields and the command line's options.

Plain data, so the command line builds its parser (and `--help`) without loading pydantic
(60-100 ms at every start). A game describes its options once here (its spec's
`Table.options_form`); its pydantic model (`setup.models.GameOptions`) only types and checks
them, and is refused at import if its fields, defaults or choices differ from the form's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from modten_tui.i18n import _

if TYPE_CHECKING:
    from modten_tui.registry import GameSpec


@dataclass(frozen=True)
class OptionField:
    """One option: its words (marked N_, shown as `_(...)`), its kind and default, and how the
    front ends place it.

    `choices`: (label, value) of each value a choice field takes. `placeholder`: shown in an
    empty text field. `in_row_of` + `shown_if`: the field sits in another (choice) field's row
    and applies only while that field has this value; on the command line, giving it sets that
    value. `players`: the player counts (low, high) the field applies to; the form disables it
    otherwise. `cli_says`: for a choice field that others sit beside, what each value means,
    for the message when two options ask for different ones."""

    name: str
    title: str
    description: str
    kind: Literal["choice", "check", "text"]
    default: str | bool
    choices: tuple[tuple[str, str], ...] = ()
    placeholder: str = ""
    in_row_of: str | None = None
    shown_if: str | None = None
    players: tuple[int, int] | None = None
    cli_says: Mapping[str, str] = field(default_factory=dict)

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def widget_id(self) -> str:
        return self.name.replace("_", "-")

    def applies_to(self, players: int) -> bool:
        return self.players is None or self.players[0] <= players <= self.players[1]

    def shown(self, values: Mapping[str, Any]) -> bool:
        """Whether the field applies, given the form's other values."""
        return self.in_row_of is None or values.get(self.in_row_of) == self.shown_if


class CliSwitch(NamedTuple):
    """A command-line switch a game adds (`--NAME`): a shorthand for some field values."""

    help: str
    sets: Mapping[str, Any]


@dataclass(frozen=True)
class OptionsForm:
    """A game's own options, in the order shown, and its extra command-line switches.

    A field's description or a switch's help may name a field of the same form in braces
    (`{target}`): `say` puts that field's default there, after translating the words."""

    fields: tuple[OptionField, ...] = ()
    switches: Mapping[str, CliSwitch] = field(default_factory=dict)

    def say(self, words: str) -> str:
        """`words` (marked N_) in the language shown, with the defaults they name."""
        return _(words).format_map({f.name: f.default for f in self.fields})


NO_OPTIONS = OptionsForm()


def options_form(spec: GameSpec) -> OptionsForm:
    """The game's options form; an empty one when it has no options."""
    return spec.table.options_form() or NO_OPTIONS
