"""modten_tui/games/ten/session."""
