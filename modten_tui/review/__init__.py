"""Finished games read again: the review's verdicts, its cache and text, the statistics, and
the check that a finished game's record replays to its end."""
