"""modten_tui/games/ten/rules."""
