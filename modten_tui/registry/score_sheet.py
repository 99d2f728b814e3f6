"""What a finished game scored: the one type a game's spec reads its saves into for the
statistics (`GameSpec.score_sheet`), kept beside the spec so the registry needs no statistics."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ScoreSheet:
    """What one finished game scored, as its spec reads it from the save.

    `score_name` says what a final score counts ("points"); `hand_name` what a hand's score
    counts when the game is played in hands that are scored one by one ("cards shed"), else
    None. `hands` holds each hand's score per seat, `final` the game's score per seat."""

    score_name: str
    hand_name: str | None
    hands: list[list[int]]
    final: list[int]
    winners: list[int]
