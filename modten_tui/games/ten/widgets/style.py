"""How TEN cards look: a colour-blind-safe palette, and the colour letter on every card.

The palette (written down in help/ten.md): red #E03C32, blue #3C8CFF, green #30C080 and
orange #FFC428. Red/blue/orange are told apart by every common kind of colour blindness, and
the four have clearly different brightness (grey levels 94, 131, 157 and 197 by Textual's own
NO_COLOR conversion), so they stay distinct in monochrome too. Colour is never the only cue:
each card keeps its letter (R3, B#), and runs are marked by reverse video, not by hue.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.screen import Screen
from textual.widget import Widget

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, CURRENCY, FULL_WILD, NUMBER_WILD
from modten_tui.i18n import N_, _

PALETTE: dict[str, str] = {"R": "#E03C32", "B": "#3C8CFF", "O": "#FFC428", "G": "#30C080"}
# The colours' names, translated where shown (T1).
COLOUR_NAME: dict[str, str] = {"R": N_("red"), "B": N_("blue"), "O": N_("orange"), "G": N_("green")}
# What a colour wild stands for, one whole message per colour (a language may inflect it).
COLOUR_WILD_TEXT = {
    "R": N_("colour wild: any red number"),
    "B": N_("colour wild: any blue number"),
    "O": N_("colour wild: any orange number"),
    "G": N_("colour wild: any green number"),
}
WILD_STYLE = Style(color="#E8E8E8", bold=True, italic=True)
MONEY_STYLE = Style(color="#C8C8C8", bold=True)


def colour_style(colour: str, *, bold: bool = True) -> Style:
    return Style(color=PALETTE[colour], bold=bold)


def card_style(code: str) -> Style:
    if code[0] in PALETTE:
        return colour_style(code[0])
    return MONEY_STYLE if code[0] == "$" else WILD_STYLE


def card(code: str) -> Text:
    """One card code in its colour: the letter stays, so colour is only a second cue."""
    return Text(code, card_style(code))


def cards(codes: list[str] | tuple[str, ...], sep: str = " ", empty: str = "—") -> Text:
    out = Text()
    if not codes:
        out.append(empty, Style(dim=True))
    for i, code in enumerate(codes):
        if i:
            out.append(sep)
        out.append_text(card(code))
    return out


def describe_wild(code: str) -> str:
    """What a wild may stand for (T1, T2), for the auction prompt."""
    kind = CARD_INFO[code][0]
    if kind == COLOUR_WILD:
        return _(COLOUR_WILD_TEXT[code[0]])
    if kind == NUMBER_WILD:
        if code[1] == "8":  # "an 8"
            return _("number wild: an {number} of any colour").format(number=code[1])
        return _("number wild: a {number} of any colour").format(number=code[1])
    if kind == FULL_WILD:
        return _("full wild: any colour, any number")
    if kind == CURRENCY:
        return _("currency")
    return _("number card")


def meter(value: int, limit: int = 10) -> str:
    """A ten-cell gauge: ▰ for each point used, ▱ for the room left (clamped at 0..limit)."""
    full = max(0, min(limit, value))
    return "▰" * full + "▱" * (limit - full)


def clear_of_grids(prompt: Screen[Any]) -> None:
    """Where the TEN table sets its grids side by side with the log below them (a wide
    screen), a centred prompt would cover the middle of the grids: it sits over the log."""
    if any(screen.query("#ten-middle.-grids") for screen in prompt.app.screen_stack):
        prompt.styles.align_vertical = "bottom"


def keep_board_visible(prompt: Screen[Any], box: Widget) -> None:
    """Cap a bottom-aligned prompt's height so the TEN table's board (tableau, totals, market)
    stays readable above it: a buy is chosen by looking at the market."""
    from modten_tui.games.ten.widgets.tableau import TenTableau  # the tableau imports this module

    for screen in prompt.app.screen_stack:
        for board in screen.query(TenTableau):
            room = prompt.app.size.height - board.region.bottom - 1  # the key bar
            box.styles.max_height = max(10, room)
            return
