"""One screen per file: menu, setup, hand-off, help, notices; each game's table and results
are in its own package (`games/<game>/screens/`)."""
