"""Learn to play TEN: the guided game's script and why a move is not the lesson's."""
