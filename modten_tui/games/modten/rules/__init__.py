"""modten_tui/games/modten/rules."""
