"""modten_tui/games/modten/bots."""
