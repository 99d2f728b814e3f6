"""Each rule of docs/rules.md by a name a player reads on screen: a lesson cites a rule by its
name ("following suit (M7)"), since a bare id means nothing to a new player."""

from __future__ import annotations

RULE_NAMES = {
    "M1": "card values",
    "M2": "the decks",
    "M3": "which deck",
    "M4": "rank order",
    "M5": "dealing",
    "M6": "leading",
    "M7": "following suit",
    "M8": "taking the table",
    "M9": "going out",
    "M10": "no stuck hands",
    "M11": "open hands",
    "M12": "scoring",
    "M13": "matches",
    "M14": "what each player sees",
}
