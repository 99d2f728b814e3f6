"""modten_tui/games."""
