"""Each rule of docs/rules.md by a name a player reads on screen: a lesson cites a rule by its
name ("busting (T9)"), since a bare id means nothing to a new player. Where docs/rules.md
names a rule in bold (**Busting.**), this is that name."""

from __future__ import annotations

RULE_NAMES = {
    "T1": "colours and numbers",
    "T2": "wilds",
    "T3": "currency cards",
    "T4": "tokens",
    "T5": "deck size",
    "T6": "setting up",
    "T7": "drawing",
    "T8": "totals",
    "T9": "busting",
    "T10": "stopping",
    "T11": "buying",
    "T12": "paying",
    "T13": "auctions",
    "T14": "the turn goes on",
    "T15": "the end",
    "T16": "the final buy",
    "T17": "scoring runs",
    "T18": "placing wilds",
    "T19": "winning",
    "T20": "solo play",
    "T21": "what each player sees",
}
