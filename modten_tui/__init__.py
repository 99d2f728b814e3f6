"""modten-tui: a terminal card table for the card games under `games/` (unofficial)."""

__version__ = "0.1.0"
