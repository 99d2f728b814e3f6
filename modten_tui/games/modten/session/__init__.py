"""modten_tui/games/modten/session."""
