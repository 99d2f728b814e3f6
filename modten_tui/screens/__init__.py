"""One screen per file: menu, setup, hand-off, the Mod Ten table, results, help, notices."""
