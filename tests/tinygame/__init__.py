"""Tiny Tricks: a third game that lives only in the tests (issue 12's acid test).

Everything generic (the random simulation, the session with hand-offs, saves, undo, the
computer players, the screens) must play it with no change outside this folder.
"""
