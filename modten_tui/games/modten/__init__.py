"""modten_tui/games/modten."""
