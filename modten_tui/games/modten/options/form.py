"""Mod Ten's own setup options as the setup screen and the command line show them: the deck
(M2), open hands (M11), one hand or a match (M13). Checked by `model.ModTenSetupOptions`.

The titles, descriptions and choices are marked for the catalogs here and translated where
the setup screen and the command line show them."""

from __future__ import annotations

from modten_tui.games.modten.rules.cards import DEFAULT_TARGET
from modten_tui.i18n import N_
from modten_tui.setup.options_form import CliSwitch, OptionField, OptionsForm

OPEN_HANDS_PLAYERS = 2  # M11

FORM = OptionsForm(
    fields=(
        OptionField(
            "deck",
            title=N_("Deck"),
            description=N_("the deck (auto: single or double by players)"),
            kind="choice",
            default="auto",
            choices=(
                (N_("auto (by players)"), "auto"),
                (N_("single (32/30)"), "single"),
                (N_("double (72/60)"), "double"),
            ),
        ),
        OptionField(
            "open_hands",
            title=N_("Open hands"),
            description=N_("2 players, cards face up"),
            kind="check",
            default=False,
            players=(OPEN_HANDS_PLAYERS, OPEN_HANDS_PLAYERS),
        ),
        OptionField(
            "length",
            title=N_("Length"),
            description=N_("one hand, or a match of several"),
            kind="choice",
            default="hand",
            choices=(
                (N_("One hand"), "hand"),
                (N_("Match to a target"), "target"),
                (N_("N hands"), "hands"),
            ),
            cli_says={
                "target": N_("plays to a target of points"),
                "hands": N_("plays a number of hands"),
            },
        ),
        OptionField(
            "target",
            title=N_("Target"),
            description=N_("play a match to this many points (default {target})"),
            kind="text",
            default=str(DEFAULT_TARGET),
            placeholder=N_("points"),
            in_row_of="length",
            shown_if="target",
        ),
        OptionField(
            "hands",
            title=N_("Hands"),
            description=N_("play a match of this many hands"),
            kind="text",
            default="",
            placeholder=N_("hands"),
            in_row_of="length",
            shown_if="hands",
        ),
    ),
    switches={
        "match": CliSwitch(
            N_("play a match to {target} points (like --target {target})"), {"length": "target"}
        ),
    },
)
