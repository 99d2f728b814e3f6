"""modten_tui/games/ten."""
