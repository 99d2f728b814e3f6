"""modten_tui/games/ten/widgets."""
