"""Each game's own options are a model in its package (issue 12): `GameSetup.options`.

Setups written before (settings, saves) kept every game's options flat at the top; they still
load. The setup screen and the command line are built from the models, so each model must
describe itself fully (titles, a label per choice, rows that exist), in a plain-data form
that its model must match."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from pydantic import ValidationError

from modten_tui import registry
from modten_tui.games.modten.options.model import ModTenSetupOptions
from modten_tui.games.ten.options.model import TenSetupOptions
from modten_tui.setup.models import GameOptions, GameSetup, options_model, validate_setup
from modten_tui.setup.options_form import OptionField, OptionsForm, options_form

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "easy"}]
# A setup exactly as the previous version wrote it into saves and history: every field flat.
OLD_FLAT = {
    "seats": SEATS,
    "seed": 7,
    "deck": "double",
    "open_hands": True,
    "length": "hands",
    "target": None,
    "hands": 3,
    "all_pass": "active_player",
    "bust_token_cap": 4,
}


def test_an_old_flat_mod_ten_setup_loads_with_its_options_in_place() -> None:
    setup = GameSetup.model_validate({"game": "modten", **OLD_FLAT})
    assert setup.options == ModTenSetupOptions(
        deck="double", open_hands=True, length="hands", hands=3
    )
    assert (setup.game, setup.seed, setup.players) == ("modten", 7, 2)
    # The other game's fields, which old setups carried unused, are gone.
    assert "all_pass" not in setup.model_dump()["options"]


def test_an_old_flat_ten_setup_loads_with_its_options_in_place() -> None:
    setup = GameSetup.model_validate({"game": "ten", **OLD_FLAT}, strict=True)
    assert setup.options == TenSetupOptions(all_pass="active_player", bust_token_cap=4)
    assert setup.model_dump()["options"] == {"all_pass": "active_player", "bust_token_cap": 4}


@pytest.mark.parametrize("game", ["modten", "ten"])
def test_a_setup_comes_back_from_its_dump(game: str) -> None:
    setup = GameSetup.model_validate({"game": game, **OLD_FLAT})
    dumped = setup.model_dump(mode="json")
    assert set(dumped) == {"game", "seats", "seed", "advice", "options"}
    assert GameSetup.model_validate(dumped, strict=True) == setup


def test_an_option_given_both_flat_and_nested_is_refused() -> None:
    errors = validate_setup({"seats": SEATS, "deck": "single", "options": {"deck": "double"}})
    assert errors == {"setup": "deck given both in options and outside them"}


def test_a_rule_that_needs_the_player_count_is_checked_by_the_games_model() -> None:
    three = [*SEATS, {"name": "Cy"}]
    assert validate_setup({"seats": three, "options": {"open_hands": True}}) == {
        "open_hands": "open hands are for 2 players only"
    }
    assert isinstance(validate_setup({"seats": SEATS, "options": {"open_hands": True}}), GameSetup)
    # On its own the model cannot know the table, so it does not judge it.
    assert ModTenSetupOptions.model_validate({"open_hands": True}).open_hands


def test_an_option_of_another_game_is_refused_when_given_as_an_option() -> None:
    errors = validate_setup({"game": "ten", "seats": SEATS, "options": {"deck": "double"}})
    assert errors == {"deck": "Extra inputs are not permitted"}


def test_an_unknown_game_is_refused_with_the_games_there_are() -> None:
    errors = validate_setup({"game": "chess", "seats": SEATS})
    assert errors == {"game": "unknown game 'chess' (known: 'modten', 'ten')"}


def test_a_strict_reader_can_ask_for_strict_options() -> None:
    raw: dict[str, Any] = {"seats": SEATS, "options": {"open_hands": 1}}
    assert GameSetup.model_validate(raw, strict=True).options == ModTenSetupOptions(
        open_hands=True
    )  # the options model is lax unless asked
    with pytest.raises(ValidationError):
        GameSetup.model_validate(raw, strict=True, context={"strict": True})


def test_options_of_another_game_are_a_type_error_not_a_wrong_answer() -> None:
    setup = GameSetup.model_validate({"game": "ten", "seats": SEATS})
    assert TenSetupOptions.of(setup).all_pass == "discard"
    with pytest.raises(TypeError):
        ModTenSetupOptions.of(setup)


@pytest.mark.parametrize("spec", registry.all_specs(), ids=lambda s: s.key)
def test_every_games_options_describe_their_form(spec: registry.GameSpec) -> None:
    """What the setup screen and the command line need from a game's options form."""
    fields = options_form(spec).fields
    by_name = {f.name: f for f in fields}
    defaults = options_model(spec)()  # every field has a default
    for f in fields:
        assert f.title and f.description, f.name
        if f.kind == "choice":
            assert f.choices and all(label for label, _ in f.choices), f.name
            assert f.default in [v for _, v in f.choices], f.name
        if f.in_row_of is not None:
            host = by_name[f.in_row_of]
            assert host.kind == "choice" and host.in_row_of is None, f.name
            assert f.shown_if in [v for _, v in host.choices], f.name
    assert defaults.model_dump().keys() == by_name.keys()


def test_a_model_that_differs_from_its_form_is_refused_as_it_is_made() -> None:
    """The words live in the form and the types in the model: they must name the same fields
    with the same defaults and choices, or the front ends would offer what the model refuses."""
    sized = OptionsForm(
        fields=(
            OptionField(
                "size",
                "Size",
                "how big",
                kind="choice",
                default="s",
                choices=(("small", "s"), ("large", "l")),
            ),
        )
    )

    class Agrees(GameOptions):
        form = sized
        size: Literal["s", "l"] = "s"

    assert Agrees().size == "s"
    for annotation, default in ((Literal["s", "m"], "s"), (Literal["s", "l"], "l"), (str, "s")):
        with pytest.raises(TypeError, match="does not match its form"):
            type(
                "Differs",
                (GameOptions,),
                {
                    "form": sized,
                    "__annotations__": {"size": annotation},
                    "size": default,
                },
            )
    with pytest.raises(TypeError, match="does not match its form"):
        type(
            "Renamed",
            (GameOptions,),
            {
                "form": sized,
                "__annotations__": {"width": Literal["s", "l"]},
                "width": "s",
            },
        )
