"""TEN's own setup options as the setup screen and the command line show them: who gets a wild
nobody bids for (T13), the bust-token cap (T4). Checked by `model.TenSetupOptions`.

The titles, descriptions and choices are marked for the catalogs here and translated where
the setup screen and the command line show them."""

from __future__ import annotations

from modten_tui.i18n import N_
from modten_tui.setup.options_form import OptionField, OptionsForm

FORM = OptionsForm(
    fields=(
        OptionField(
            "all_pass",
            title=N_("All pass"),
            description=N_(
                "a wild nobody bids for is discarded (default) or goes to the active player"
            ),
            kind="choice",
            default="discard",
            choices=(
                (N_("discard the wild"), "discard"),
                (N_("active player gets it"), "active_player"),
            ),
        ),
        OptionField(
            "bust_token_cap",
            title=N_("Bust cap"),
            description=N_("most bust tokens a player may hold"),
            kind="text",
            default="",
            placeholder=N_("blank: no cap"),
        ),
    ),
)
