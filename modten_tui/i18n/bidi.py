"""Arabic as a terminal must be sent it: letters joined, each line in visual order.

A terminal (and xterm.js in the browser) draws the characters of a line left to right in the
order they come and joins no Arabic letters, so a line of Arabic arrives reversed and
unjoined. `visual` takes one line as shown (already wrapped: each line is reordered on its
own, so a wrapped sentence's first line still holds its first words) and gives the same cells
in the order a terminal must draw them:

- letters in their joined forms (arabic-reshaper's presentation forms, one cell each; the
  lam-alef pair becomes its one-cell ligature, and the freed cell goes to the line's end);
- the cells reordered by the Unicode bidirectional algorithm (UAX #9): the levels from
  python-bidi, the reordering (rule L2) done here, so that every character keeps its style and
  a mark (a vowel sign, of no width) stays on its letter;
- a line holding right-to-left text runs right to left and ends at the right edge, a Latin
  word at its start included (the app's lines are short and wrapped: the paragraph's
  direction, not each line's first letter, as UAX #9's rule P2 would have it); but a line
  where a drawing (box-drawing characters) comes before the first right-to-left letter runs
  left to right, so the drawing keeps its place (the menu's cards, the tagline beside them);
- Latin words, numbers, card codes (7♠, R4, W2) and keys (^p) read left to right inside the
  line: a suit, a box-drawing character and a caret before a key count as Latin letters, so
  `7♠` is one left-to-right run.

A line with no right-to-left character is returned unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

from arabic_reshaper import ArabicReshaper
from bidi.bidi import get_display_inner
from bidi.mirror import MIRRORED
from rich.cells import cell_len

from modten_tui.i18n import LEFT_TO_RIGHT_LINE

S = TypeVar("S")
Cell = tuple[str, S]  # one character and its style

# Hebrew, Arabic, Syriac, Thaana, N'Ko... and the Arabic presentation forms; and the
# right-to-left mark the app puts before a table's cells (i18n.RIGHT_TO_LEFT_CELL).
_RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f]")
# Counted as a Latin letter when the levels are found: a suit keeps a card code together
# (`7♠`), a box-drawing or block character keeps a drawing's shape, and a code or a number
# keeps its signs in place: `$3`, `+1`, `−1`, `★10`, `48%`, `1-9` (left alone, the algorithm
# moved the sign to the number's other side), `R#`, `W#`, `#E03C32`.
_AS_LATIN = re.compile(
    "[\u2500-\u259f\u2660-\u2667]|\\^(?=\\w)|[$+\u2212\u2605](?=\\d)|(?<=\\d)[%\\-\u2013]"
    "|(?<=[A-Za-z0-9])#|#(?=[0-9A-Fa-f])"
)
_DRAWING = re.compile("[\u2500-\u259f]")
# The bidi controls (marks, embeddings, isolates) steer the levels; they are not sent to the
# terminal, which may draw them. A translation may isolate a placeholder holding a path or a
# name (FSI U+2068 ... PDI U+2069) so that it reads left to right as a whole.
_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Shaping only (one character in, one out): harakat are kept on their letters, and the
# ligatures, which would change the count, are made below, where the freed cell is placed.
_RESHAPER = ArabicReshaper(configuration={"delete_harakat": False, "support_ligatures": False})
_LAM_INITIAL, _LAM_MEDIAL = "\ufedf", "\ufee0"
# An alef's final form after lam -> (the ligature after an initial lam, after a medial one).
_LAM_ALEF = {
    "\ufe82": ("\ufef5", "\ufef6"),  # alef with madda above
    "\ufe84": ("\ufef7", "\ufef8"),  # alef with hamza above
    "\ufe88": ("\ufef9", "\ufefa"),  # alef with hamza below
    "\ufe8e": ("\ufefb", "\ufefc"),  # alef
}
# The debug answer's own field, on a line of its own (the text it quotes has its line breaks
# escaped, so a line's words cannot be taken for it).
_LEVELS = re.compile(r"\n {4}levels: \[(.*?)\n {4}\]", re.DOTALL)
_LEVEL = re.compile(r"Level\(\s*(\d+)")


def has_right_to_left(text: str) -> bool:
    return _RIGHT_TO_LEFT.search(text) is not None


def display(text: str) -> str:
    """`text` (one line) as a terminal must be sent it."""
    return "".join(char for char, _ in visual([(char, None) for char in text]))


def visual(cells: Sequence[Cell[S]]) -> list[Cell[S]]:
    """One line of characters with their styles, in the order a terminal draws them.

    Each character keeps its style; the line keeps its width in cells."""
    text = "".join(char for char, _ in cells)
    if not has_right_to_left(text):
        return list(cells)
    base, levels = _levels(text)
    shaped = _RESHAPER.reshape(text)
    if len(shaped) != len(text):  # not expected with ligatures off; then draw it unshaped
        shaped = text
    # Units that move together: a character and the marks of no width that follow it.
    units: list[list[Cell[S]]] = []
    unit_levels: list[int] = []
    freed: list[Cell[S]] = []
    for i, char in enumerate(shaped):
        style = cells[i][1]
        if char in _CONTROLS:  # no width: the line keeps its width without them
            continue
        if units and cell_len(char) == 0 and not char.isspace():
            units[-1].append((char, style))
            continue
        last = units[-1][-1][0] if units else ""
        if char in _LAM_ALEF and last in (_LAM_INITIAL, _LAM_MEDIAL) and len(units[-1]) == 1:
            after_initial, after_medial = _LAM_ALEF[char]
            ligature = after_initial if last == _LAM_INITIAL else after_medial
            units[-1] = [(ligature, units[-1][0][1])]
            freed.append((" ", cells[-1][1]))
            continue
        units.append([(char, style)])
        unit_levels.append(levels[i])
    units.extend([cell] for cell in freed)
    unit_levels.extend([base] * len(freed))
    # A line that ends in a mark of direction has no trailing blanks (UAX #9 rule L1): the
    # blanks that pad its last isolated cell stay in the cell (a game's panels side by side).
    if not text.rstrip("\u2066\u2067\u2068\u2069").endswith(("\u200e", "\u200f")):
        _reset_trailing_whitespace(units, unit_levels, base)
    out: list[Cell[S]] = []
    for index in visual_order(unit_levels):
        odd = unit_levels[index] % 2 == 1
        for char, style in units[index]:
            out.append((MIRRORED.get(char, char) if odd else char, style))
    return out


def visual_order(levels: Sequence[int]) -> list[int]:
    """The logical indices in visual order (UAX #9 rule L2): from the highest level to the
    lowest odd one, each run of characters at that level or higher is reversed."""
    order = list(range(len(levels)))
    current = list(levels)
    odd = [level for level in levels if level % 2 == 1]
    if not odd:
        return order
    for level in range(max(levels), min(odd) - 1, -1):
        i = 0
        while i < len(order):
            if current[i] < level:
                i += 1
                continue
            j = i
            while j < len(order) and current[j] >= level:
                j += 1
            order[i:j] = order[i:j][::-1]
            current[i:j] = current[i:j][::-1]
            i = j
    return order


def _reset_trailing_whitespace(units: list[list[Cell[S]]], levels: list[int], base: int) -> None:
    """Rule L1: whitespace at the line's end takes the line's own level (so the blank cells
    that fill a line stay on the side it ends)."""
    for i in range(len(units) - 1, -1, -1):
        if not units[i][0][0].isspace():
            break
        levels[i] = base


@lru_cache(maxsize=4096)
def _levels(text: str) -> tuple[int, tuple[int, ...]]:
    """The line's own level (1: right to left) and each character's embedding level.

    python-bidi 0.6 (the Rust unicode-bidi crate) gives levels only in its `debug` answer,
    one per byte of the UTF-8 text; each character takes its first byte's level."""
    proxy = _AS_LATIN.sub("a", text)
    first = _RIGHT_TO_LEFT.search(text)
    drawn_first = first is None or _DRAWING.search(text, 0, first.start())
    # the mark may follow the blanks that indent the line (a table's padding, an alignment)
    base = 0 if drawn_first or text.lstrip(" ").startswith(LEFT_TO_RIGHT_LINE) else 1
    answer = get_display_inner(proxy, "R" if base else "L", True)
    found = _LEVELS.search(answer)
    per_byte = [int(level) for level in _LEVEL.findall(found.group(1))] if found else []
    if len(per_byte) != len(proxy.encode()):
        raise RuntimeError("python-bidi gave no level per byte (its debug answer changed)")
    levels: list[int] = []
    offset = 0
    for char in proxy:
        levels.append(per_byte[offset])
        offset += len(char.encode())
    return base, tuple(levels)
