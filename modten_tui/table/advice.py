"""Advice for the person to move: the search's best few choices as plain data.

Built from the one search the hard players use (`analyse` of each game), so the first choice
is the hard player's move at the same seed and number of deals. Nothing here knows a game: each
spec supplies how a move reads and the one line of why (its `explain` module, from the view only).

The same position gives the same advice: the search runs a fixed number of deals (`deals`),
not seconds, from a seed taken from the mover's view (`position_seed`). A play-test pressed `a`
three times on one opening lead and was told three different best cards.

The order of the lines agrees with the numbers shown, with one exception that the panel
explains: the first line is the hard computer's choice (the move the search tried most),
and the lines under it are ordered by their chance to win. Where a lower line shows more than
the first, `Advice.order_note` says whether that is within the ± (the search cannot tell them
apart) or rests on fewer searched deals.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Unpack

from pydantic import BaseModel

from modten_tui.bots.protocol import Limits, MoveStat
from modten_tui.i18n import _, listed

if TYPE_CHECKING:
    from modten_tui.registry import GameSpec

TOP = 3  # choices shown: enough to compare, few enough to read at 80x24
# Deals searched at the first `a`: a fraction of a second in either game, and a ± of about 2
# to 3 points on the lines a player compares. Each further `a` doubles them, up to LONGEST.
DEALS = 1_500
LONGEST = 2  # doublings: 1x, 2x and 4x the deals


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
        return _("about {percent}% ± {margin}").format(percent=self.percent, margin=self.margin)

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
        """Why a lower line shows a higher chance to win than the first ("" when none does).
        The first line is the search's choice (the move it tried most, which the hard computer
        plays); its estimates carry the ±, and a play-test read the first row as a mistake.
        The lines under the first agree with their numbers (`build`), so only the first can
        disagree."""
        first = self.choices[0]
        higher = [c for c in self.choices[1:] if c.visits and c.percent > first.percent]
        if not first.visits or not higher:
            return ""
        # One sentence per case, the moves and numbers named: a language orders them its way.
        if len(higher) == 1:
            other = higher[0]
            within = other.percent - first.percent <= other.margin + first.margin
            if within:
                text = _(
                    "{other} shows {other_percent}% to {first}'s {first_percent}%, within the ±: "
                    "the search cannot tell them apart, and the hard computer plays {first}."
                )
            else:
                text = _(
                    "{other} shows {other_percent}% to {first}'s {first_percent}%, from fewer "
                    "searched deals: the search still trusts {first} more, and the hard "
                    "computer plays it."
                )
            return text.format(
                other=other.label,
                other_percent=other.percent,
                first=first.label,
                first_percent=first.percent,
            )
        # The panel shows TOP (3) lines, so two at most; a longer list reads "A, B and C".
        one, two = listed(c.label for c in higher[:-1]), higher[-1].label
        if all(c.percent - first.percent <= c.margin + first.margin for c in higher):
            text = _(
                "{one} and {two} show {numbers} to {first}'s {first_percent}%, within the ±: "
                "the search cannot tell them apart, and the hard computer plays {first}."
            )
        else:
            text = _(
                "{one} and {two} show {numbers} to {first}'s {first_percent}%, from fewer "
                "searched deals: the search still trusts {first} more, and the hard computer "
                "plays it."
            )
        return text.format(
            one=one,
            two=two,
            numbers=_numbers([c.percent for c in higher]),
            first=first.label,
            first_percent=first.percent,
        )


def _numbers(percents: list[int]) -> str:
    """'19%' once when all show it, else '21% and 23%'."""
    distinct = list(dict.fromkeys(percents))
    if len(distinct) == 1:
        return _("{percent}%").format(percent=distinct[0])
    return _("{one}% and {two}%").format(
        one="%, ".join(str(p) for p in distinct[:-1]), two=distinct[-1]
    )


def deals(first: int, press: int) -> int:
    """The deals searched at the `press`-th `a` on one position (0: the first): each further
    press doubles them, up to LONGEST doublings."""
    return first << min(press, LONGEST)  # times 2, 4


def position_seed(view: BaseModel) -> int:
    """The advice's seed for the position `view` shows: a digest of the view, which holds only
    what its player knows, so the seed tells nothing of the hidden cards. Keys sorted: a
    view's mapping (a count per card, say) may be built in any order."""
    text = json.dumps(view.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def results_line(on: bool) -> str:
    """What the results say of advice, so a table knows how the game was played."""
    return _("Advice was on (a: the best moves).") if on else _("Played without advice.")


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
    """The advice of `stats` as `analyse` ranked them (legal moves only): the first is the
    one the hard player plays, and the others shown follow it by the chance to win shown
    (ties in the search's order), so a lower line never shows more than the line above it,
    save the first (see `Advice.order_note`). A move the search never tried is not advised."""
    ranked = [s for s in stats if s.move in legal][:top]
    if not ranked:
        raise ValueError("no legal move to advise")
    below = sorted(ranked[1:], key=lambda s: -round(100 * s.mean) if s.visits else 1)
    choices = tuple(
        AdviceChoice(s.move, label(s.move), s.mean, spread(s), s.visits, s.points, why(s.move))
        for s in [ranked[0], *below]
    )
    done = sum(s.visits for s in stats)
    note = ""
    if len(legal) == 1:
        note = _("It is your only legal move.")
    elif not done:
        note = _("Nothing is hidden any more: this is the best by points.")
    return Advice(seat, choices, done, note)


def advise(
    spec: GameSpec,
    view: BaseModel,
    legal: list[str],
    *,
    top: int | None = None,
    only: list[str] | None = None,
    **limits: Unpack[Limits],
) -> Advice | None:
    """The best few choices for the seat whose `view` it is, who is to move, from that view
    alone: the hard player's search within `limits` (budget, iteration cap, seed), each choice
    read as players read it with one line of why; `top` of them (None: `TOP`; a review asks
    for every move searched); `only`: the moves to search (None: all). None: the game has no
    adviser (no `a` key)."""
    adviser = spec.advice
    if adviser is None:
        return None
    stats = adviser.analyse(view, legal, only=only, **limits)
    return build(
        adviser.seat(view),
        stats,
        legal,
        spec.move_label,
        lambda move: adviser.why(view, move),
        top=top or TOP,
    )
