"""modten-tui: a terminal card table for Mod Ten and TEN (unofficial)."""

__version__ = "0.1.0"
