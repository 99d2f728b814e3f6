"""modten_tui/games/modten/widgets."""
