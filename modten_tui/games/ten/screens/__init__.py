"""modten_tui/games/ten/screens."""
