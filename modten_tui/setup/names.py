"""What a player's name may hold: the one rule for the command line, the setup screen, saves.

A name reaches every screen, each save and the history, so it must draw as itself, show at
least one visible character and take a known number of terminal cells: the app lays names out
by rich's cell widths, and a terminal that gives a character another width pushes the panel
borders out of line. `clean_name` says, in the order applied:

- whitespace of any kind (tabs, newlines, runs of spaces) becomes one space; ends trimmed;
- characters that draw as an empty cell (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0
  and the blank braille pattern U+2800) count as spaces: "Ann" padded with them is "Ann";
- control characters (Unicode Cc: Escape, Bell, NUL, DEL, C1 codes such as CSI) are REFUSED:
  they would drive the terminal, and stripping them would leave the rest of an escape sequence
  behind as a puzzling name;
- text-direction controls (U+202A–U+202E, U+2066–U+2069) are REFUSED: they reorder how the
  name and what follows it are drawn;
- invisible format characters (Unicode Cf: zero-width space and joiners, word joiner, marks,
  soft hyphen, byte-order mark, tag characters), variation selectors and skin-tone modifiers
  are STRIPPED: none is seen on its own, and terminals disagree on the width of the emoji they
  change ("❤️" is one cell or two, "👍🏽" two or four), so "❤️" is kept as "❤";
- a mark or other zero-width character at the start of a word is stripped: it would combine
  with whatever is drawn before the name;
- a few characters drawn several cells wide in one cell (Arabic word ligatures such as U+FDFD,
  the two- and three-em dashes) are REFUSED: their glyph covers what follows, borders included;
- a name with no visible character left is refused like an empty one;
- the result is NFC-normalised and at most MAX_NAME cells wide (a wide character such as "山"
  or "😀" counts two), and holds at most MAX_CHARS characters (stacked marks are still text).
"""

from __future__ import annotations

import re
import unicodedata

from rich.cells import cell_len, set_cell_size

from modten_tui.i18n import _

MAX_NAME = 12  # cells: what the seat panels can show at 80 columns
MAX_CHARS = 40  # characters, marks included (a history row keeps 60 with the seat's kind)

# Bidirectional embeddings, overrides and isolates: they change how the name and the text
# after it are laid out.
BIDI_CONTROLS = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))

# Letters and symbols whose glyph is empty: a name of them reads as no name at all.
BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")

# Drawn far wider than the one cell terminals give them (their glyph covers the next cells).
WIDE_GLYPHS = frozenset(
    map(chr, [0xFDCF, *range(0xFDF0, 0xFDFC), 0xFDFD, 0xFDFE, 0xFDFF, 0x2E3A, 0x2E3B])
)

_DROPPED = re.compile(
    "[\ufe00-\ufe0f\U000e0100-\U000e01ef\u180b-\u180d\u180f"  # variation selectors
    "\U0001f3fb-\U0001f3ff]"  # skin-tone modifiers
)

# For the setup screen's name fields: control and text-direction characters cannot even be
# typed or pasted there, because the field itself would send them to the terminal; nor the
# fillers U+1160, U+3164, U+FFA0, which rich measures as no cell and terminals as one or two,
# so the field itself would be drawn out of line (they only ever count as spaces).
_UNTYPEABLE = "\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u1160\u3164\uffa0"
TYPEABLE_NAME = f"[^{_UNTYPEABLE}]*"
UNTYPEABLE = re.compile(f"[{_UNTYPEABLE}]")


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def _control(char: str) -> str:
    return _("a control character ({code}) is not allowed").format(code=_code(char))


def cells(text: str) -> int:
    """The terminal cells `text` takes, as every layout in the app measures it."""
    return cell_len(text)


def fit(text: str, width: int) -> str:
    """`text` cut or padded with spaces to exactly `width` cells, for a column of names."""
    return set_cell_size(text, width)


def _shown(char: str) -> bool:
    """A character a person sees: it takes a cell and is neither a space nor blank-looking."""
    return char not in BLANK_LOOKING and not char.isspace() and cell_len(char) > 0


def _check_chars(value: str) -> None:
    for char in value:
        category = unicodedata.category(char)
        if category == "Cs":
            raise ValueError(
                _("not valid text (an undecodable byte, {code})").format(code=_code(char))
            )
        if char in BIDI_CONTROLS:
            raise ValueError(
                _("a text-direction control ({code}) is not allowed").format(code=_code(char))
            )
        if category == "Cc" and not char.isspace():
            raise ValueError(_control(char))
        if char in WIDE_GLYPHS:
            raise ValueError(
                _(
                    "{code} is drawn wider than the cell it is given: "
                    "it would cover what follows the name"
                ).format(code=_code(char))
            )


def clean_name(value: str) -> str:
    """A player's name as it will be shown, or ValueError saying what is wrong with it."""
    _check_chars(value)
    spaced = "".join(" " if c in BLANK_LOOKING else c for c in value)
    name = " ".join(spaced.split())  # tabs, newlines and runs of spaces: one space
    for char in name:  # a control character that str.split() took for a space
        if unicodedata.category(char) == "Cc":
            raise ValueError(_control(char))
    kept = _DROPPED.sub("", "".join(c for c in name if unicodedata.category(c) != "Cf"))
    kept = unicodedata.normalize("NFC", kept)
    out: list[str] = []
    for char in kept:
        # Nothing before it in the name to combine with: it would join the cell drawn before.
        if cell_len(char) == 0 and (not out or out[-1] == " "):
            continue
        out.append(char)
    name = " ".join("".join(out).split())
    if not any(_shown(c) for c in name):
        raise ValueError(
            _("a name is needed")
            if not value.strip()
            else _("a name is needed (this one has only invisible characters)")
        )
    if cell_len(name) > MAX_NAME:
        raise ValueError(
            _(
                "at most {most} columns wide (this one takes {width}; "
                "a wide character such as 山 or 😀 takes two)"
            ).format(most=MAX_NAME, width=cell_len(name))
        )
    if len(name) > MAX_CHARS:
        raise ValueError(_("at most {most} characters, accents included").format(most=MAX_CHARS))
    return name


def name_key(name: str) -> str:
    """What two names must not share: Unicode's NFKC case fold, so "Ann", "ANN" and the
    full-width "Ａｎｎ" count as the same player."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
