"""Each rule of docs/rules.md by a name a player reads on screen: a lesson cites a rule by its
name ("following suit (M7)"), since a bare id means nothing to a new player. Marked for
translation here, translated where a lesson is built."""

from __future__ import annotations

from modten_tui.i18n import N_

RULE_NAMES = {
    "M1": N_("card values"),
    "M2": N_("the decks"),
    "M3": N_("which deck"),
    "M4": N_("rank order"),
    "M5": N_("dealing"),
    "M6": N_("leading"),
    "M7": N_("following suit"),
    "M8": N_("taking the table"),
    "M9": N_("going out"),
    "M10": N_("no stuck hands"),
    "M11": N_("open hands"),
    "M12": N_("scoring"),
    "M13": N_("matches"),
    "M14": N_("what each player sees"),
}
