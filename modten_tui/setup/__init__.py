"""What a game is started from: the seats, their names and the game's options."""
