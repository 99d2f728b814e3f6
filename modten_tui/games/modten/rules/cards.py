"""Mod Ten's cards and decks (M1–M3).

Cards are their codes (`"7H"`): strings are hashable, cheap to copy and already the notation,
so the engine never converts between a card object and its text.
"""

from __future__ import annotations

from typing import Literal

SUITS = "SHDC"  # M1: spades, hearts, diamonds, clubs
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAME = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = "A23456789"
DeckOption = Literal["auto", "single", "double"]
DECK_OPTIONS: tuple[str, ...] = ("auto", "single", "double")
DEFAULT_TARGET = 50  # M13: a match's target; here, where the options form reads it cheaply

# A card's value is its rank, A counting 1 (M1).
VALUE: dict[str, int] = {r + s: (1 if r == "A" else int(r)) for r in RANKS for s in SUITS}
SUIT_OF: dict[str, str] = {r + s: s for r in RANKS for s in SUITS}
# Sorting key for showing a hand: by suit, then by value (issue 4's hand view).
SORT_KEY: dict[str, tuple[int, int]] = {c: (SUITS.index(c[1]), VALUE[c]) for c in VALUE}


def default_deck(players: int) -> Literal["single", "double"]:
    """M3: the deck Board Game Arena uses for each player count."""
    return "single" if players <= 3 else "double"


def resolve_deck(players: int, deck: str) -> Literal["single", "double"]:
    if deck not in DECK_OPTIONS:
        raise ValueError(f"deck must be one of {', '.join(DECK_OPTIONS)}, not {deck!r}")
    if deck == "auto":
        return default_deck(players)
    return "single" if deck == "single" else "double"


def deck_cards(players: int, deck: str = "auto") -> list[str]:
    """The full deck for this player count (M2), in a fixed order, copies repeated."""
    if not 2 <= players <= 6:
        raise ValueError(f"Mod Ten is for 2 to 6 players, not {players}")
    kind = resolve_deck(players, deck)
    trimmed = players in (3, 5, 6)
    cards: list[str] = []
    if kind == "single":
        for s in SUITS:
            for r in "A2346789":  # no 5s, 10s or faces
                if trimmed and s == "S" and r in "A9":
                    continue
                cards.append(r + s)
    else:
        for s in SUITS:
            for r in RANKS:  # no 10s or faces; 5s stay
                if trimmed and s in "SCD" and r in "A9":
                    continue
                cards.extend((r + s, r + s))
    return cards


def format_card(code: str) -> str:
    """`7H` -> `7♥` for people; the code stays the notation."""
    return code[0] + SUIT_SYMBOL[code[1]]
