"""Advice for the person to move: the search's best few choices as plain data.

Built from the one search the hard players use (`analyse` of each game), so the first choice
is the hard player's move at the same seed and budget. Nothing here knows a game: each spec
supplies how a move reads and the one line of why (its `explain` module, from the view only).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from modten_tui.bots.protocol import MoveStat

TOP = 3  # choices shown: enough to compare, few enough to read at 80x24
BUDGET_S = 0.7  # the search's time at the table; with its set-up the answer is within 1 s


@dataclass(frozen=True)
class AdviceChoice:
    """One choice: the move, as players read it, and what the search thinks of it."""

    move: str
    label: str
    win: float  # the search's estimate of the chance to win, 0..1
    spread: float  # one standard error of `win`, 0..1 (0 when nothing was searched)
    visits: int
    points: float | None  # expected final points, where the game has them
    why: str  # one line of why, or ""

    def chance_text(self) -> str:
        """'about 62% ± 4', or "" when nothing was searched (see `Advice.note`)."""
        if not self.visits:
            return ""
        return f"about {self.percent}% ± {self.margin}"

    @property
    def percent(self) -> int:
        return round(100 * self.win)

    @property
    def margin(self) -> int:
        """The ± shown, in percentage points."""
        return max(1, round(100 * self.spread))


@dataclass(frozen=True)
class Advice:
    """The best choices for `seat`, best first, and how much searching stands behind them."""

    seat: int
    choices: tuple[AdviceChoice, ...]
    iterations: int
    note: str = ""  # why nothing was searched, when nothing was

    @property
    def best(self) -> str:
        return self.choices[0].move

    def order_note(self) -> str:
        """Why a lower choice may show a higher chance to win, in the numbers shown ("" when
        none does). The order is the search's (the move it tried most, which the hard computer
        plays); its estimates carry the ±, and a play-test read the first row as a mistake."""
        first = self.choices[0]
        higher = [c for c in self.choices[1:] if c.visits and c.percent > first.percent]
        if not first.visits or not higher:
            return ""
        c = higher[0]
        shown = f"{c.label} shows {c.percent}% to {first.label}'s {first.percent}%"
        if c.percent - first.percent <= c.margin + first.margin:
            return (f"{shown}, within the ±: the search cannot tell them apart, and the hard "
                    f"computer plays {first.label}.")  # fmt: skip
        return (f"{shown}, from fewer searched deals: the search still trusts "
                f"{first.label} more, and the hard computer plays it.")  # fmt: skip


def results_line(on: bool) -> str:
    """What the results say of advice, so a table knows how the game was played."""
    return "Advice was on (a: the best moves)." if on else "Played without advice."


def spread(stat: MoveStat) -> float:
    """One standard error of the mean reward. Rewards lie in [0, 1], whose variance is at most
    p(1 - p) for mean p (equal for plain 0/1 wins), so this never overstates how sure."""
    if stat.visits < 2:
        return 0.0 if not stat.visits else 0.5
    p = min(1.0, max(0.0, stat.mean))
    return math.sqrt(p * (1.0 - p) / stat.visits)


def build(
    seat: int,
    stats: Sequence[MoveStat],
    legal: Sequence[str],
    label: Callable[[str], str],
    why: Callable[[str], str],
    top: int = TOP,
) -> Advice:
    """The advice of `stats` as `analyse` ranked them (legal moves only, order kept: the hard
    player plays the first legal one). A move the search never tried is not advised."""
    ranked = [s for s in stats if s.move in legal]
    choices = tuple(
        AdviceChoice(s.move, label(s.move), s.mean, spread(s), s.visits, s.points, why(s.move))
        for s in ranked[:top]
    )
    if not choices:
        raise ValueError("no legal move to advise")
    done = sum(s.visits for s in stats)
    note = ""
    if len(legal) == 1:
        note = "It is your only legal move."
    elif not done:
        note = "Nothing is hidden any more: this is the best by points."
    return Advice(seat, choices, done, note)
