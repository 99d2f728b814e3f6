"""A name shows at least one visible character and takes a known width (issue 32, invisible
names): the rule every way in applies (command line, setup screen, saves), checked here on the
model and the command line."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from modten_tui.__main__ import build_parser, setup_from_args
from modten_tui.setup.models import GameSetup, validate_setup

NEEDED = "a name is needed (this one has only invisible characters)"
WIDE = "at most 12 columns wide"

INVISIBLE = {
    "hangul-filler": "\u3164",
    "braille-blank": "\u2800",
    "choseong-filler": "\u115f",
    "jungseong-filler": "\u1160",
    "halfwidth-filler": "\uffa0",
    "fillers-mixed": "\u3164\u2800 \u115f\u1160\uffa0",
    "lone-acute": "\u0301",
    "lone-enclosing-circle": "\u20dd",
    "combining-grapheme-joiner": "\u034f",
    "variation-selector-16": "\ufe0f",
    "variation-selector-15": "\ufe0e",
    "variation-selector-supplement": "\U000e0100",
    "mongolian-selector": "\u180b",
    "skin-tone-alone": "\U0001f3fd",
    "zero-width-space": "\u200b",
    "zero-width-joiners": "\u200c\u200d\u2060",
    "marks-after-filler": "\u3164\u0301\u0308",
}


def parse(*argv: str) -> GameSetup | str | None:
    return setup_from_args(build_parser().parse_args(list(argv)))


def name_error(name: str) -> str | None:
    errors = validate_setup({"seats": [{"name": "Ann"}, {"name": name}]})
    return None if isinstance(errors, GameSetup) else errors.get("seats.1.name")


def accepted(name: str) -> str:
    setup = validate_setup({"seats": [{"name": "Ann"}, {"name": name}]})
    assert isinstance(setup, GameSetup), setup
    return setup.seats[1].name


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_a_name_with_nothing_visible_is_refused_like_an_empty_one(name: str) -> None:
    assert name_error(name) == NEEDED
    assert name_error(f"  {name}\t{name} ") == NEEDED


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_the_command_line_refuses_it_naming_the_seat(name: str) -> None:
    # setup_from_args, not main(): on code that accepts the name, main() would start the game.
    error = parse("--seats", f"Ann,{name}")
    assert error == f"--seats: seat 2 (name): {NEEDED}"


def test_blank_looking_letters_count_as_spaces() -> None:
    assert accepted("\u3164Bob\u2800") == "Bob"
    assert accepted("Cy\u115f\u1160Lee") == "Cy Lee"
    assert accepted("Dee\uffa0") == "Dee"
    errors = validate_setup({"seats": [{"name": "Ann"}, {"name": "Ann\u3164"}]})
    assert errors == {"seats": "two players are called Ann (seats 1 and 2)"}


def test_marks_are_kept_on_a_letter_and_dropped_where_they_would_join_the_border() -> None:
    assert accepted("Zoe\u0308") == "Zo\u00eb"  # composed (NFC)
    assert accepted("\u0301Ann\u3164\u0301Lee") == "Ann Lee"  # nothing of the name under them


def test_width_changing_selectors_and_skin_tones_are_dropped() -> None:
    # "❤️" is one cell or two and "👍🏽" two or four, by terminal: what is kept has one width.
    assert accepted("\u2764\ufe0f Ann") == "\u2764 Ann"
    assert accepted("\U0001f44d\U0001f3fdBob") == "\U0001f44dBob"
    assert accepted("\u262e\ufe0e") == "\u262e"


@pytest.mark.parametrize(
    "name",
    ["\U0001f600" * 12, "\U0001f600" * 7, "山田太郎花子X", "A" * 13, "\U0001f600 " * 6 + "x"],
    ids=["twelve-emoji", "seven-emoji", "cjk-13-cells", "13-letters", "emoji-and-spaces"],
)
def test_the_length_is_counted_in_cells(name: str) -> None:
    error = name_error(name)
    assert error is not None and error.startswith(f"{WIDE} (this one takes {cell_len(name)};")
    assert parse("--seats", f"{name},Bob") == f"--seats: seat 1 (name): {error}"


@pytest.mark.parametrize(
    "name",
    ["\U0001f600" * 6, "山田太郎花子", "A" * 12, "Zo\u00eb Ann-Lee", "\U0001f1eb\U0001f1f7 Ann"],
)
def test_a_name_of_twelve_cells_fits(name: str) -> None:
    kept = accepted(name)
    assert kept == name and cell_len(kept) <= 12
    # Each character's own width adds up to the name's: no terminal can group it otherwise.
    assert cell_len(kept) == sum(cell_len(c) for c in kept)


@pytest.mark.parametrize("char", ["\ufdfd", "\ufdfa", "\ufdfb", "\u2e3b"])
def test_a_glyph_drawn_over_several_cells_is_refused(char: str) -> None:
    error = name_error(f"Ann{char}")
    assert error is not None and f"U+{ord(char):04X} is drawn wider than the cell" in error
    assert name_error(char * 12) == error  # one cell each in rich's count, too wide in fact


def test_stacked_marks_are_bounded() -> None:
    error = name_error("A" + "\u0301" * 41)
    assert error == "at most 40 characters, accents included"
