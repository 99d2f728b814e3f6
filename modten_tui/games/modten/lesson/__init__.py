"""Learn to play Mod Ten: the guided hand's script."""
