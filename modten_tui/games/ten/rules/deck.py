"""TEN's cards (T1–T3) and the deck per player count (T5): the one data table.

Every **[assumed]** fact of docs/rules.md lives in `DECK_TABLE` and nowhere else, so a correction
(should the real currency distribution or the `4+`/`3` markings become known) is one edit here.
"""

from __future__ import annotations

__all__ = [
    "CARD_INFO",
    "COLOURS",
    "CURRENCY",
    "COLOUR_WILD",
    "DECK_TABLE",
    "FULL_WILD",
    "KIND_NAME",
    "NUMBER",
    "NUMBER_WILD",
    "SORT_KEY",
    "check_codes",
    "deck_for",
    "is_wild",
]

COLOURS = "RBOG"  # T1: red, blue, orange, green; index = colour number in the engine

# Card kinds: small ints, because the hot path compares them millions of times.
NUMBER, CURRENCY, COLOUR_WILD, NUMBER_WILD, FULL_WILD = range(5)
KIND_NAME = ("number", "currency", "colour_wild", "number_wild", "full_wild")

# The one data table. Row: (code, copies in the full box, copies marked "4+", copies marked "3").
# 4-5 players use every copy; 3 players leave out the "4+" copies; 2 players leave out the
# "4+" and the "3" copies (T5).
# T1 (published): per colour three each of 1-6, one each of 7-9, two colour wilds.
# T2 (published): W1..W9 and W#.
# T3 [assumed]: currency 1x7, 2x6, 3x6, 4x4, 5x4.
# T5 [assumed]: "4+" marks per colour one 2, 4, 6 and currency 1,1,2,2,3,3,4,5;
#               "3" marks per colour one 1, 3, 5 and currency 1,1,2,2,3,3,4,5.
_NUMBER_ROWS = {
    1: (3, 0, 1),
    2: (3, 1, 0),
    3: (3, 0, 1),
    4: (3, 1, 0),
    5: (3, 0, 1),
    6: (3, 1, 0),
    7: (1, 0, 0),
    8: (1, 0, 0),
    9: (1, 0, 0),
}
_CURRENCY_ROWS = {1: (7, 2, 2), 2: (6, 2, 2), 3: (6, 2, 2), 4: (4, 1, 1), 5: (4, 1, 1)}

DECK_TABLE: tuple[tuple[str, int, int, int], ...] = (
    *((f"{c}{n}", *_NUMBER_ROWS[n]) for c in COLOURS for n in range(1, 10)),
    *((f"{c}#", 2, 0, 0) for c in COLOURS),
    *((f"W{n}", 1, 0, 0) for n in range(1, 10)),
    ("W#", 1, 0, 0),
    *((f"${v}", *_CURRENCY_ROWS[v]) for v in range(1, 6)),
)

# code -> (kind, colour index or -1, number or currency value or 0)
CARD_INFO: dict[str, tuple[int, int, int]] = {}
for _code, *_ in DECK_TABLE:
    if _code[0] == "$":
        CARD_INFO[_code] = (CURRENCY, -1, int(_code[1]))
    elif _code == "W#":
        CARD_INFO[_code] = (FULL_WILD, -1, 0)
    elif _code[0] == "W":
        CARD_INFO[_code] = (NUMBER_WILD, -1, int(_code[1]))
    elif _code[1] == "#":
        CARD_INFO[_code] = (COLOUR_WILD, COLOURS.index(_code[0]), 0)
    else:
        CARD_INFO[_code] = (NUMBER, COLOURS.index(_code[0]), int(_code[1]))

# Display order: numbers by colour then number, then wilds, then currency (table order).
SORT_KEY: dict[str, int] = {row[0]: i for i, row in enumerate(DECK_TABLE)}


def is_wild(code: str) -> bool:
    return CARD_INFO[code][0] >= COLOUR_WILD


def deck_for(players: int) -> list[str]:
    """Every card of the deck for this player count (T5), in table order, copies repeated (a
    new list: every game shuffles its own)."""
    deck = _DECKS.get(players)
    if deck is None:
        cards: list[str] = []
        for code, copies, four_plus, three in DECK_TABLE:
            keep = copies
            if players < 4:
                keep -= four_plus
            if players < 3:
                keep -= three
            cards.extend([code] * keep)
        deck = _DECKS[players] = tuple(cards)
    return list(deck)


# Each player count's deck, built once: a search deals thousands of games a second.
_DECKS: dict[int, tuple[str, ...]] = {}


def check_codes(cards: list[str]) -> None:
    """Raise ValueError naming every element that is not a TEN card code."""
    bad = [c for c in cards if not isinstance(c, str) or c not in CARD_INFO]
    if bad:
        names = ", ".join(repr(c) for c in dict.fromkeys(map(str, bad)))
        raise ValueError(f"not TEN card codes: {names} (like R5, G#, W3, W#, $2)")
