"""TEN, the push-your-luck auction game (AEG): rules, bots, session, screens, widgets, help."""

from modten_tui.games.ten.spec import SPEC

__all__ = ["SPEC"]
