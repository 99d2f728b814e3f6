"""A finished game reviewed: each decision's chance to win before and after it.

For every decision (people's and computers', the latter marked) the game's own adviser, the
search the hard computer plays by, ranks the mover's choices at that moment. "After" is the
move made's estimated chance to win; it is compared with the search's best other choice (its
first, or its second where the move made was its first), and "before", the best choice's
chance, is the higher of the two: the best shown is never below the move made (a play-test
read '29% → 32%' under "best → made"). The difference is what the move cost; a move that cost
more than `Settings.threshold` is a mistake.

Judged from the MOVER's view, not with every card shown. The review may show every card (the
game is over), but a move can only be fairly judged by what its player could know: with all
cards shown, a draw that happened to bust, or a lead into a void nobody had shown, would look
like a blunder though it was the right bet. So each decision is searched over the deals
consistent with the mover's view (`Game.view(seat)`), exactly as advice at the table would have.

Reproducible: the search runs a fixed number of ITERATIONS (not seconds) from a seed derived
from `Settings.seed` and the decision's place in the game, so a review is the same on any
machine, and its results can be kept (`review_cache.py`). Nothing here names a game.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

from pydantic import BaseModel, ConfigDict

from modten_tui import i18n, registry
from modten_tui.i18n import _
from modten_tui.registry.positions import names_of, positions_of
from modten_tui.table.advice import advise

if TYPE_CHECKING:
    from modten_tui.registry.positions import Position
    from modten_tui.storage.save_file import SaveFile
    from modten_tui.table.advice import Advice, AdviceChoice

ITERATIONS = 400  # per decision: about the table's advice at its 0.7 s on a slow machine
SEED = 1
# A 10-point drop in the chance to win: more than the search's noise at ITERATIONS on the
# moves players dither over (tests/test_review.py checks marks against a longer run), and a
# loss a player feels (one game in ten).
THRESHOLD = 0.10
CONFIRM = 4  # a suspected mistake is searched again this many times longer
SURE = 2.0  # standard errors a mistake's loss must clear the threshold by
# Reviews left before their end (the screen closed), newest last: opened again, each goes on
# from where it was rather than search its decided moves again. A few games' worth.
UNFINISHED = 3
FORMAT = 2  # of the kept results; another number is recomputed, not read (2: best ≥ made)


# Decisions of reviews left before their end, by game, settings and language (their words).
_unfinished: dict[tuple[str, Settings, str], dict[int, Decision]] = {}


class ReviewUnavailable(ValueError):
    """This game has no search to review with (no adviser)."""


@dataclass(frozen=True)
class Settings:
    """How hard the review searches. Part of the cache key: other settings, another review."""

    iterations: int = ITERATIONS
    seed: int = SEED
    threshold: float = THRESHOLD

    @property
    def key(self) -> str:
        return f"i{self.iterations}-s{self.seed}-t{round(self.threshold * 1000)}"


class Decision(BaseModel):
    """One move of the game and what the search thought of it at the time."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    position: int  # index in the replay's positions of the position after the move
    hand: int
    number: int  # the move's number within its hand
    seat: int
    computer: bool
    move: str  # as players read it
    forced: bool = False  # the only legal move: not searched
    before: float | None = None  # the best choice's chance to win, never below `after`
    after: float | None = None  # the move made's chance (None: the search did not try it)
    top_move: str | None = None  # the search's best move, as the rules spell it
    best: str | None = None  # the best other choice, as players read it
    best_move: str | None = None  # the same, as the rules spell it
    best_win: float | None = None
    why: str = ""  # the move made's one line of why, as advice gives it
    best_why: str = ""  # the best other choice's
    points_before: float | None = None  # expected final points, where the game has points
    points_after: float | None = None
    spread: float = 0.0  # best minus worst searched choice: how much the decision mattered
    mistake: bool = False
    note: str = ""  # why a decision was not judged

    @property
    def loss(self) -> float | None:
        """Chance to win the move gave away (never below 0: the best by the search's own
        ranking may be estimated a hair below a rarely tried move)."""
        if self.before is None or self.after is None:
            return None
        return max(0.0, self.before - self.after)

    @property
    def points_loss(self) -> float | None:
        if self.points_before is None or self.points_after is None:
            return None
        return max(0.0, self.points_before - self.points_after)


class PlayerSummary(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    name: str
    computer: bool
    decisions: int  # real choices (more than one legal move)
    mattered: int  # choices whose best and worst options differed by more than the threshold
    lost: float  # chance to win given away, summed
    mistakes: int
    points_lost: float | None  # expected points given away, where the game has points


class Review(BaseModel):
    """The whole review, as kept beside the history (plain data: it round-trips JSON)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: int = FORMAT
    game_id: str
    game: str
    iterations: int
    seed: int
    threshold: float
    names: list[str]
    decisions: list[Decision]
    players: list[PlayerSummary]

    def matches(self, game_id: str, settings: Settings) -> bool:
        return (
            self.format == FORMAT
            and self.game_id == game_id
            and Settings(self.iterations, self.seed, self.threshold) == settings
        )


def game_id(save: SaveFile) -> str:
    """A finished game's id: a digest of its setup and moves (what the review depends on), so
    the same game has the same id whether read from its history record or a save."""
    text = save.model_dump_json(include={"game", "setup", "match", "records"})
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def computers_of(save: SaveFile) -> list[bool]:
    return [s.get("kind", "human") != "human" for s in save.setup["seats"]]


def moves_of(positions: list[Position]) -> list[int]:
    """The indexes of the positions that follow a move (not a hand's start)."""
    return [i for i in range(1, len(positions)) if positions[i].move > 0]


def to_search(positions: list[Position]) -> int:
    """How many decisions the search will judge (for the progress bar): forced ones are not."""
    return sum(1 for i in moves_of(positions) if len(positions[i - 1].state.legal_moves()) > 1)


@dataclass(frozen=True)
class Search:
    """One search a review runs, as plain data, so that a worker process can run it: the
    mover's view (never the hidden cards), the legal moves, and a fixed number of iterations
    from a fixed seed, so that it gives the same answer in any process."""

    game: str
    view: BaseModel
    legal: tuple[str, ...]
    iterations: int
    seed: int
    only: tuple[str, ...] | None = None  # the moves to search (None: all)
    # The language its answer is worded in (moves, reasons): a worker process starts in
    # English, and the review is read in the language shown where it was asked for.
    language: str = field(default_factory=i18n.current)


def run(search: Search, stop: Callable[[], bool] | None = None) -> Advice | None:
    """The search's every choice ranked (a review reads them all); `stop()` true ends it
    early (the review is being cancelled: its answer is not read)."""
    if i18n.current() != search.language:  # in a worker process
        i18n.use(search.language)
    legal = list(search.legal)
    return advise(
        registry.get(search.game),
        search.view,
        legal,
        budget_s=None,
        iterations=search.iterations,
        seed=search.seed,
        top=len(legal),
        only=list(search.only) if search.only is not None else None,
        stop=stop,
    )


# A decision being judged: it yields the searches it needs next, is sent their answers in the
# same order, and returns the decision. The review runs the searches where it likes (this
# thread or worker processes) and the decision is the same.
Judging: TypeAlias = "Generator[list[Search], list[Advice | None], Decision]"


def judge(
    save: SaveFile,
    positions: list[Position],
    index: int,
    settings: Settings,
) -> Decision:
    """The move that led to `positions[index]`, judged from its mover's view at the time,
    every search run here."""
    steps = judging(save, positions, index, settings)
    try:
        wanted = next(steps)
        while True:
            wanted = steps.send([run(s) for s in wanted])
    except StopIteration as finished:
        return finished.value  # type: ignore[no-any-return]


def judging(save: SaveFile, positions: list[Position], index: int, settings: Settings) -> Judging:
    """The steps of `judge`.

    A move the search finds costly is checked before it is called a mistake: the move made
    and the best choice are each searched again ON THEIR OWN, `CONFIRM` times longer and from
    another seed, and the move is a mistake only if that still puts it more than the
    threshold below the best, beyond doubt (by `SURE` standard errors of the difference).
    The first search's figure for a weak-looking move rests on the few visits it left it
    (the search spends its time on the best), the noisiest number it has; a mark is a claim
    a player should be able to trust, and few moves are ever in doubt."""
    spec = registry.get(save.game)
    before, after = positions[index - 1], positions[index]
    state = before.state
    seat = state.current_player
    if seat is None:
        raise ValueError(f"move {after.move} of hand {after.hand} follows the game's end")
    move = _move(save, after)
    legal = tuple(state.legal_moves())
    base = Decision(
        position=index,
        hand=after.hand,
        number=after.move,
        seat=seat,
        computer=computers_of(save)[seat],
        move=spec.move_label(move),
    )
    if len(legal) == 1:
        return base.model_copy(update={"forced": True, "note": _("the only move")})
    view = state.view(seat)
    seed = settings.seed * 100_003 + index
    (advice,) = yield [Search(save.game, view, legal, settings.iterations, seed)]
    if advice is None:
        raise ReviewUnavailable(_("{game} has no search to review with").format(game=spec.title))
    first = _read(base, advice, move)
    loss = first.loss
    if loss is None or loss <= settings.threshold or first.best_move is None:
        return first
    again = [
        Search(save.game, view, legal, CONFIRM * settings.iterations, seed + 50_000, (choice,))
        for choice in (move, first.best_move)
    ]
    made, top = (_alone(a, s) for a, s in zip((yield again), again, strict=True))
    if made is None or top is None:
        return first
    doubt = SURE * math.hypot(top.spread, made.spread)  # standard errors of the difference
    return first.model_copy(
        update={
            **_chances(made, top),
            "best": top.label,
            "best_win": top.win,
            "best_why": top.why,
            "mistake": top.win - made.win - doubt > settings.threshold,
        }
    )


def _alone(advice: Advice | None, search: Search) -> AdviceChoice | None:
    """The one move `search` searched, if it was searched at all."""
    assert search.only is not None
    choice = search.only[0]
    found = next((c for c in advice.choices if c.move == choice), None) if advice else None
    return None if found is None or not found.visits else found


def _move(save: SaveFile, after: Position) -> str:
    return save.records[after.hand - 1].moves[after.move - 1]


def _read(base: Decision, advice: Advice, move: str) -> Decision:
    """The decision as the first search of it saw it (no mistake mark yet)."""
    made = next((c for c in advice.choices if c.move == move), None)
    label = made.label if made is not None else base.move
    top = advice.choices[0]
    if not top.visits:
        return base.model_copy(update={"move": label, "note": advice.note or _("not searched")})
    tried = [c for c in advice.choices if c.visits]
    other = next((c for c in tried if c.move != move), None)
    common: dict[str, Any] = {
        "move": label,
        "top_move": top.move,
        "before": top.win,
        "points_before": top.points,
        "spread": max(c.win for c in tried) - min(c.win for c in tried),
        "best": other.label if other else None,
        "best_move": other.move if other else None,
        "best_win": other.win if other else None,
        "best_why": other.why if other else "",
    }
    if made is None or not made.visits:
        return base.model_copy(update={**common, "note": _("a choice the search does not try")})
    return base.model_copy(update={**common, **_chances(made, other), "why": made.why})


def _chances(made: AdviceChoice, rival: AdviceChoice | None) -> dict[str, Any]:
    """The move made's chance to win and points ("after"), and the best's ("before"): the
    rival's where it is higher, else the move made's own, so the best shown is never below
    the move made."""
    best = rival if rival is not None and rival.win > made.win else made
    return {
        "after": made.win,
        "points_after": made.points,
        "before": best.win,
        "points_before": best.points,
    }


def summarise(save: SaveFile, decisions: list[Decision], threshold: float) -> list[PlayerSummary]:
    names, computers = names_of(save), computers_of(save)
    out = []
    for seat, name in enumerate(names):
        mine = [d for d in decisions if d.seat == seat and not d.forced]
        losses = [d.loss for d in mine if d.loss is not None]
        points = [d.points_loss for d in mine if d.points_loss is not None]
        out.append(
            PlayerSummary(
                seat=seat,
                name=name,
                computer=computers[seat],
                decisions=len(mine),
                mattered=sum(1 for d in mine if d.spread > threshold),
                lost=sum(losses),
                mistakes=sum(1 for d in mine if d.mistake),
                points_lost=sum(points) if points else None,
            )
        )
    return out


def review(
    save: SaveFile,
    settings: Settings = Settings(),
    *,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    positions: list[Position] | None = None,
    workers: int | None = None,
    decided: Callable[[Decision], None] | None = None,
) -> Review | None:
    """The review of a finished game. `progress(done, total)` is called after each searched
    decision; `cancelled()` true stops it early (then None), and the decisions made so far
    are kept for the next review of the game. The decisions are independent:
    with `workers` above 1 (None: one per core) they are searched in as many worker
    processes, and the review is the same as one process's. `decided(decision)` is told of
    each decision as soon as it is made (those kept from before first), roughly in the
    game's order."""
    from modten_tui.review import cores

    spec = registry.get(save.game)
    if spec.advice is None:
        raise ReviewUnavailable(_("{game} has no search to review with").format(game=spec.title))
    positions = positions if positions is not None else positions_of(save)
    key = (game_id(save), settings, i18n.current())
    known = _unfinished.pop(key, {})
    _unfinished[key] = known  # the newest
    while len(_unfinished) > UNFINISHED:
        del _unfinished[next(iter(_unfinished))]
    total = to_search(positions)
    done = sum(1 for d in known.values() if not d.forced)
    if decided is not None:
        for decision in known.values():
            decided(decision)

    def judged(decision: Decision) -> None:
        nonlocal done
        known[decision.position] = decision
        if decided is not None:
            decided(decision)
        if not decision.forced:
            done += 1
            if progress is not None:
                progress(done, total)

    moves = moves_of(positions)
    steps = [judging(save, positions, i, settings) for i in moves if i not in known]
    if cores.decide(steps, workers, cancelled or (lambda: False), judged) is None:
        return None
    _unfinished.pop(key, None)
    decisions = [known[i] for i in moves]
    return Review(
        game_id=key[0],
        game=save.game,
        iterations=settings.iterations,
        seed=settings.seed,
        threshold=settings.threshold,
        names=names_of(save),
        decisions=decisions,
        players=summarise(save, decisions, settings.threshold),
    )
