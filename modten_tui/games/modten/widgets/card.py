"""A card drawn as a small box with its rank and suit; red suits in colour.

Cards are drawn as text rather than one widget each, so an 18-card hand is one cheap render.
Small cards (4×3) fit 19 to a row at 80 columns; tall terminals get big ones (5×4). A card's
key, when it has one, sits in its top edge, so labels cost no line of the screen; a mark (the
total a capturing card would make) sits in its bottom edge the same way:

    ┌1─┐  ┏2━┓ (selected)       ┌─3─┐
    │7♥│  ┃9♥┃                   │7  │
    └──┘  ┗10┛                   │  ♥│
                                 └───┘
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from modten_tui.games.modten.rules.cards import SUIT_SYMBOL

CARD_WIDTH = 4
CARD_HEIGHT = 3
BIG_WIDTH = 5
BIG_HEIGHT = 4
BIG_MIN_HEIGHT = 34  # terminal rows from which cards are drawn big
RED_SUITS = frozenset("HD")

_LIGHT = ("┌──┐", "│", "└──┘")
_HEAVY = ("┏━━┓", "┃", "┗━━┛")
_BIG_LIGHT = ("┌───┐", "│", "└───┘")
_BIG_HEAVY = ("┏━━━┓", "┃", "┗━━━┛")
_PICKED = Style(bold=True, reverse=True)


def card_size(big: bool) -> tuple[int, int]:
    return (BIG_WIDTH, BIG_HEIGHT) if big else (CARD_WIDTH, CARD_HEIGHT)


@dataclass(frozen=True)
class CardStyles:
    """Rich styles for drawing, taken from a widget's component classes (so themes apply)."""

    black: Style
    red: Style
    dim: Style
    dim_red: Style
    cursor: Style


def face(code: str) -> str:
    """`7H` -> `7♥`: two cells, always."""
    return code[0] + SUIT_SYMBOL[code[1]]


def draw_row(
    cards: Sequence[str],
    styles: CardStyles,
    *,
    dim: Sequence[bool] | None = None,
    cursor: int | None = None,
    big: bool = False,
    keys: Sequence[str] | None = None,
    marks: Sequence[str] | None = None,
) -> list[Text]:
    """Three (or, big, four) lines of text showing `cards` side by side; `keys[i]` (one
    character, or "") is drawn in card i's top edge, `marks[i]` (up to two, or "") at the
    right of its bottom edge."""
    lines = [Text() for _ in range(card_size(big)[1])]
    for i, code in enumerate(cards):
        dimmed = bool(dim and dim[i])
        red = code[1] in RED_SUITS
        if dimmed:
            style = styles.dim_red if red else styles.dim
        else:
            style = styles.red if red else styles.black
        picked = i == cursor
        if big:
            top, side, bottom = _BIG_HEAVY if picked else _BIG_LIGHT
        else:
            top, side, bottom = _HEAVY if picked else _LIGHT
        # The selected card is filled in (reversed), frame and face: it stands out in every
        # theme and without colour (NO_COLOR keeps reverse video and the heavy frame).
        frame = styles.cursor + _PICKED if picked else style
        inner = style + _PICKED if picked else style
        key = keys[i] if keys else ""
        if key:
            at = 2 if big else 1
            lines[0].append(top[:at], frame)
            lines[0].append(key, inner)
            lines[0].append(top[at + 1 :], frame)
        else:
            lines[0].append(top, frame)
        if big:
            rank, suit = code[0], SUIT_SYMBOL[code[1]]  # face(code), in its two parts
            for line, text in ((lines[1], f"{rank}  "), (lines[2], f"  {suit}")):
                line.append(side, frame)
                line.append(text, inner)
                line.append(side, frame)
        else:
            lines[1].append(side, frame)
            lines[1].append(face(code), inner)
            lines[1].append(side, frame)
        mark = marks[i][:2] if marks else ""
        if mark:
            at = len(bottom) - 1 - len(mark)
            lines[-1].append(bottom[:at], frame)
            lines[-1].append(mark, inner)
            lines[-1].append(bottom[at + len(mark) :], frame)
        else:
            lines[-1].append(bottom, frame)
    return lines


def per_row(width: int, big: bool = False) -> int:
    return max(1, width // card_size(big)[0])
