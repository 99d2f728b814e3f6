"""Mod Ten, Mark Steere's shedding game: rules, bots, session, screens, widgets, help."""

from modten_tui.games.modten.spec import SPEC

__all__ = ["SPEC"]
