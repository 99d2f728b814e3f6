"""`modten --serve`: the app in a browser, each tab its own process (textual-serve).

Only the address with the server's token gets a page or a game; a few tabs at once at most.
The heavy imports (aiohttp, textual-serve) are in `server`, loaded only when serving.
"""

SERVED_FLAG = "--served"
"""The hidden option the server starts each tab's app with: its input and output are the
browser's connection, not a terminal, and only this start skips the terminal check."""
