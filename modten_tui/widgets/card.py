"""A card drawn as a small box with its rank and suit; red suits in colour.

Cards are drawn as text rather than one widget each, so an 18-card hand is one cheap render.
Each card is 4 cells wide and 3 high:

    ┌──┐      ┏━━┓  (the cursor)
    │7♥│      ┃7♥┃
    └──┘      ┗━━┛
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from modten_tui.rules.modten_cards import SUIT_SYMBOL

CARD_WIDTH = 4
CARD_HEIGHT = 3
RED_SUITS = frozenset("HD")

_LIGHT = ("┌──┐", "│", "└──┘")
_HEAVY = ("┏━━┓", "┃", "┗━━┛")
_PICKED = Style(bold=True, reverse=True)


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
) -> list[Text]:
    """Three lines of text showing `cards` side by side."""
    lines = [Text(), Text(), Text()]
    for i, code in enumerate(cards):
        dimmed = bool(dim and dim[i])
        red = code[1] in RED_SUITS
        if dimmed:
            style = styles.dim_red if red else styles.dim
        else:
            style = styles.red if red else styles.black
        top, side, bottom = _HEAVY if i == cursor else _LIGHT
        frame = styles.cursor if i == cursor else style
        lines[0].append(top, frame)
        lines[1].append(side, frame)
        lines[1].append(face(code), style + _PICKED if i == cursor else style)
        lines[1].append(side, frame)
        lines[2].append(bottom, frame)
    return lines


def per_row(width: int) -> int:
    return max(1, width // CARD_WIDTH)
