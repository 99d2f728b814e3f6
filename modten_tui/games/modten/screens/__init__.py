"""modten_tui/games/modten/screens."""
