"""Each rule of docs/rules.md by a name a player reads on screen: a lesson cites a rule by its
name ("busting (T9)"), since a bare id means nothing to a new player. Where docs/rules.md
names a rule in bold (**Busting.**), this is that name. Marked for translation here,
translated where the lesson is built."""

from __future__ import annotations

from modten_tui.i18n import N_

RULE_NAMES = {
    "T1": N_("colours and numbers"),
    "T2": N_("wilds"),
    "T3": N_("currency cards"),
    "T4": N_("tokens"),
    "T5": N_("deck size"),
    "T6": N_("setting up"),
    "T7": N_("drawing"),
    "T8": N_("totals"),
    "T9": N_("busting"),
    "T10": N_("stopping"),
    "T11": N_("buying"),
    "T12": N_("paying"),
    "T13": N_("auctions"),
    "T14": N_("the turn goes on"),
    "T15": N_("the end"),
    "T16": N_("the final buy"),
    "T17": N_("scoring runs"),
    "T18": N_("placing wilds"),
    "T19": N_("winning"),
    "T20": N_("solo play"),
    "T21": N_("what each player sees"),
}
