"""modten_tui/games/ten/bots."""
