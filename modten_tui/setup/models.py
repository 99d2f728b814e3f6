"""The options of a new game, validated once for the command line and the setup screen.

Both front ends hand in raw strings; pydantic turns them into a `GameSetup` or a list of
errors keyed by field (`seats.2.name`, `target`, `seed`, ...) so each error can be shown
beside the field it concerns, never as a traceback.

What every game has (the game's key, the seats, the seed) is `GameSetup`'s own; a game's own
options are a `GameOptions` model its spec provides (`Table.options_model`), held in
`GameSetup.options`. How those options are shown is the game's `OptionsForm` (plain data, in
`setup.options_form`); the model types and checks them and must agree with its form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializeAsAny,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.setup.names import clean_name
from modten_tui.setup.names import (
    name_key as name_key,  # duplicates are found by it, here and beyond
)
from modten_tui.setup.options_form import NO_OPTIONS, OptionsForm, options_form
from modten_tui.setup.seats import MIN_TABLE
from modten_tui.setup.seats import (
    parse_seat_list as parse_seat_list,  # a setup's seats are most often written so
)

if TYPE_CHECKING:
    from pydantic.fields import FieldInfo

    from modten_tui.registry import GameSpec


class SeatSpec(BaseModel):
    """One seat: who sits there and whether a person or a computer plays it.

    A name is cleaned the same way wherever it comes from (setup screen, command line, save
    file) by `names.clean_name`, so a save holding a name it refuses is itself refused.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    kind: Literal["human", "easy", "normal", "hard", "random"] = "human"

    @field_validator("name", mode="before")
    @classmethod
    def _name(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        return clean_name(value)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str) and not value.strip():
        return None
    return value.strip() if isinstance(value, str) else value


# ----- a game's own options --------------------------------------------------------------------
class GameOptions(BaseModel):
    """The base of a game's own options model (`Table.options_model`); it has none itself.

    Every field needs a default. The words, choices and layout are the game's `form`; the
    model's fields must match it one for one (names, order, defaults, a choice's values), which
    is checked as the model is made. Validation that needs the number of players reads it with
    `players_of(info)` (None when the model is checked on its own)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    form: ClassVar[OptionsForm] = NO_OPTIONS

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        problem = form_mismatch(cls.form, cls.model_fields)
        if problem:
            raise TypeError(f"{cls.__name__} does not match its form: {problem}")

    @classmethod
    def of(cls, setup: GameSetup) -> Self:
        """`setup.options` as this game's model (a TypeError if the setup is another game's)."""
        if not isinstance(setup.options, cls):
            raise TypeError(f"a {setup.game!r} setup has no {cls.__name__}")
        return setup.options

    @classmethod
    def old_form_values(cls, old: Mapping[str, Any]) -> dict[str, Any]:
        """This game's setup-screen values out of an old settings file, which kept every
        game's fields side by side at its top level. By default the fields of the same name;
        a game whose old form used other names says how they map."""
        return {name: old[name] for name in cls.model_fields if name in old}

    @staticmethod
    def players_of(info: ValidationInfo) -> int | None:
        players = (info.context or {}).get("players")
        return players if isinstance(players, int) else None


def form_mismatch(form: OptionsForm, fields: Mapping[str, FieldInfo]) -> str | None:
    """How a model's fields differ from its form, or None."""
    names = [f.name for f in form.fields]
    if list(fields) != names:
        return f"fields {list(fields)}, form {names}"
    for shown in form.fields:
        info = fields[shown.name]
        default = info.get_default(call_default_factory=True)
        values: tuple[str, ...] = ()
        as_shown: str | bool
        if get_origin(info.annotation) is Literal:
            values = tuple(str(v) for v in get_args(info.annotation))
            kind, as_shown = "choice", str(default)
        elif info.annotation is bool:
            kind, as_shown = "check", bool(default)
        else:
            kind, as_shown = "text", "" if default is None else str(default)
        form_says = (shown.kind, shown.default, tuple(v for _label, v in shown.choices))
        if form_says != (kind, as_shown, values):
            return f"{shown.name}: a {kind} of {values} defaulting to {as_shown!r} in the model"
    return None


def options_model(spec: GameSpec) -> type[GameOptions]:
    """The game's options model; `GameOptions` (no options) when it has none."""
    model = spec.table.options_model()
    if model is None:
        return GameOptions
    if not issubclass(model, GameOptions):
        raise TypeError(f"{spec.key}: options_model() must return a GameOptions subclass")
    if model.form != options_form(spec):
        raise TypeError(f"{spec.key}: options_model() has another form than options_form()")
    clash = set(model.model_fields) & OWN_FIELDS
    if clash:  # the front ends key options and the setup's own fields alike
        raise TypeError(f"{spec.key}: option names {sorted(clash)} are GameSetup's own")
    return model


# Old files (settings, saves) kept every game's options at the setup's top level.
def _flat_option_names() -> set[str]:
    return {name for spec in registry.all_specs() for name in options_model(spec).model_fields}


# ----- the setup -------------------------------------------------------------------------------
class GameSetup(BaseModel):
    """A new game. Fields are validated in order, so later checks may read earlier fields."""

    model_config = ConfigDict(frozen=True)

    game: str = Field(default_factory=lambda: registry.default().key)
    seats: list[SeatSpec]
    seed: int | None = None
    advice: bool = True  # `a` gives the person to move the search's advice (issue 13)
    # The game's own options: an instance of its spec's options model (dumped as that model).
    options: SerializeAsAny[GameOptions] = Field(default_factory=GameOptions, validate_default=True)

    @model_validator(mode="before")
    @classmethod
    def _migrate(cls, data: Any) -> Any:
        return migrate_setup(data)

    @field_validator("game")
    @classmethod
    def _game(cls, value: str) -> str:
        registry.get(value)  # UnknownGame (a ValueError) names the games there are
        return value

    @field_validator("seats")
    @classmethod
    def _seats(cls, value: list[SeatSpec], info: ValidationInfo) -> list[SeatSpec]:
        if "game" in info.data:
            spec = registry.get(info.data["game"])
            low, high = max(MIN_TABLE, spec.min_players), spec.max_players
            if not low <= len(value) <= high:
                raise ValueError(
                    _("{low} to {high} players, not {count}").format(
                        low=low, high=high, count=len(value)
                    )
                )
        seen: dict[str, int] = {}
        for i, seat in enumerate(value):
            key = name_key(seat.name)
            if key in seen:
                raise ValueError(
                    _("two players are called {name} (seats {first} and {second})").format(
                        name=seat.name, first=seen[key] + 1, second=i + 1
                    )
                )
            seen[key] = i
        return value

    @field_validator("seed", mode="before")
    @classmethod
    def _seed_blank(cls, value: Any) -> Any:
        return _blank_to_none(value)

    @field_validator("seed")
    @classmethod
    def _seed(cls, value: int | None) -> int | None:
        if value is not None and not 0 <= value < 2**32:
            raise ValueError(_("a whole number from 0 to {most}").format(most=2**32 - 1))
        return value

    @field_validator("options", mode="plain")
    @classmethod
    def _options(cls, value: Any, info: ValidationInfo) -> GameOptions:
        if "game" not in info.data:  # the game is refused already: its options mean nothing
            return GameOptions()
        model = options_model(registry.get(info.data["game"]))
        if isinstance(value, GameOptions):
            value = value.model_dump()  # checked again: the player count may differ
        seats = info.data.get("seats")
        context = {"players": None if seats is None else len(seats)}
        # Saves are read strictly (save_schema): they ask with context {"strict": True}.
        strict = bool((info.context or {}).get("strict")) or None
        return model.model_validate(value, strict=strict, context=context)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def spec(self) -> GameSpec:
        return registry.get(self.game)


OWN_FIELDS = frozenset(GameSetup.model_fields)


def migrate_setup(data: Any) -> Any:
    """An old setup (every game's options flat at the top: `deck`, `target`, `all_pass`, ...)
    in today's shape: the game's own options under `options`; options of other games, which
    old setups carried unused, dropped. Anything else is left for validation to judge."""
    if not isinstance(data, Mapping):
        return data
    flat = _flat_option_names() & set(data)
    if not flat:
        return data
    out = {k: v for k, v in data.items() if k not in flat}
    key = data.get("game")
    try:
        spec = registry.get(key) if isinstance(key, str) else registry.default()
    except registry.UnknownGame:
        return out  # validation names the unknown game
    own = {k: data[k] for k in flat if k in options_model(spec).model_fields}
    if own:
        given = out.get("options")
        if given is not None and not isinstance(given, GameOptions):
            if not isinstance(given, Mapping):
                return out  # validation says what is wrong with it
            twice = sorted(set(given) & set(own))
            if twice:
                raise ValueError(
                    _("{names} given both in options and outside them").format(
                        names=", ".join(twice)
                    )
                )
            own = {**given, **own}
        elif isinstance(given, GameOptions):
            own = {**given.model_dump(), **own}
        out["options"] = own
    return out


_FRIENDLY = {  # English (N_): shown as _(message)
    "int_parsing": N_("a whole number, please"),
    "int_from_float": N_("a whole number, please"),
    "bool_parsing": N_("yes or no"),
}


def error_map(exc: ValidationError) -> dict[str, str]:
    """Each error under its field's dotted path; the first error per field wins. A game
    option's error is keyed by the option's name alone (`target`, not `options.target`): the
    front ends place option fields and the setup's own fields alike."""
    out: dict[str, str] = {}
    for err in exc.errors():
        loc = err["loc"]
        if loc[:1] == ("options",) and len(loc) > 1:
            loc = loc[1:]
        key = ".".join(str(p) for p in loc) or "setup"
        friendly = _FRIENDLY.get(err["type"])
        message = _(friendly) if friendly else err["msg"]
        message = message.removeprefix("Value error, ").replace("Input should be", "should be")
        out.setdefault(key, message)
    return out


def validate_setup(raw: dict[str, Any]) -> GameSetup | dict[str, str]:
    """A `GameSetup`, or the errors by field. Never raises for bad input."""
    try:
        return GameSetup.model_validate(raw)
    except ValidationError as exc:
        return error_map(exc)
