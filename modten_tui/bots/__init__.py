"""Computer players. Every bot sees only its seat's view (invariant 2); the registry's
`make_bot` builds one for a game and a level."""

from modten_tui.bots.base import LEVELS, Bot, RandomBot

__all__ = ["LEVELS", "Bot", "RandomBot"]
