"""Random games checked against the protocol (after OpenSpiel's random_sim_test), for any game.

`play_random` plays one game to its end with uniformly random legal moves and checks, through
`modten_tui.rules.protocol` and the game's `GameSpec` only, what every game must keep:

- until the end there is a seat to act and at least one legal move, none repeated; afterwards
  neither;
- every legal move is accepted (by a copy), and the copies never touch the game (clones are
  independent both ways);
- a move that is not legal (text from other positions, junk, a non-string) raises IllegalMove
  and leaves the game exactly as it was;
- the record rebuilds the same game, in the middle and at the end;
- a seat's view hides what the seat cannot see: in a world dealt again from that view
  (`spec.rules.determinize`) the seat's view, and its legal moves when it is to act, are the same.

"The same game" is judged by `observe`: the record, every seat's view, the turn, the legal
moves, the scores and the winners. Per-game tests pass `on_move` for their own invariants
(card conservation and the like) and may add `junk` moves that only their game could confuse.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pytest

from modten_tui.registry import GameSpec
from modten_tui.rules.protocol import Event, Game, IllegalMove

MAX_MOVES = 5000  # a random game of any game here takes at most a few hundred moves
NOT_MOVES: list[Any] = ["", " ", "no such move", "pass pass", "\x1b[2J", None, 7, ["x"]]

OnMove = Callable[[Game, str, list[Event]], None]


def observe(game: Game) -> tuple[object, ...]:
    """Everything the protocol shows of a game: two games alike here are the same to anyone."""
    return (
        game.record,
        tuple(game.view(s) for s in range(game.num_players)),
        game.current_player,
        game.is_over,
        tuple(game.legal_moves()),
        tuple(game.scores()),
        tuple(game.winners),
    )


@dataclass
class Tally:
    """What a run saw, so a test can tell that its checks had something to check."""

    games: int = 0
    moves: int = 0
    deep_steps: int = 0
    illegal_refused: int = 0
    worlds: int = 0
    worlds_differing: int = 0  # dealt-again worlds that went another way when played on
    move_pool: set[str] = field(default_factory=set)  # every move seen legal, for junk


def play_random(
    spec: GameSpec,
    game: Game,
    rng: random.Random,
    tally: Tally,
    *,
    deep_share: float = 1.0,
    junk: Iterable[str] = (),
    on_move: OnMove | None = None,
) -> Game:
    """Play `game` to its end at random, checking every invariant above.

    `deep_share` is the share of steps that get the costly checks (copies, illegal moves,
    rebuild, dealt-again worlds); at least one step of every game gets them.
    """
    extra_junk = list(junk)
    forced = rng.randrange(8)  # one early step always gets the deep checks
    steps = 0
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, "no legal move before the game is over"
        assert len(set(legal)) == len(legal), f"a legal move is offered twice: {legal}"
        assert game.current_player is not None
        assert all(isinstance(m, str) for m in legal)
        tally.move_pool.update(legal)
        move = rng.choice(legal)
        deep = steps == forced or rng.random() < deep_share
        before = _deep_checks(spec, game, legal, rng, tally, extra_junk) if deep else None
        copy = game.clone() if deep else None
        events = game.apply(move)
        assert isinstance(events, list)
        if copy is not None:
            assert observe(copy) == before, "a move on the game changed its earlier copy"
        if on_move is not None:
            on_move(game, move, events)
        steps += 1
        assert steps < MAX_MOVES, "the game does not end"
    assert game.current_player is None and game.legal_moves() == []
    assert game.winners and all(0 <= s < game.num_players for s in game.winners)
    assert len(game.scores()) == game.num_players
    with pytest.raises(IllegalMove):
        game.apply(rng.choice(sorted(tally.move_pool)))
    assert observe(spec.rules.rebuild(game.record)) == observe(game)
    tally.games += 1
    tally.moves += steps
    return game


def _deep_checks(
    spec: GameSpec,
    game: Game,
    legal: list[str],
    rng: random.Random,
    tally: Tally,
    extra_junk: list[str],
) -> tuple[object, ...]:
    """The costly checks of one step; returns what `observe` saw (the game is unchanged)."""
    before = observe(game)
    for move in legal:  # every offered move is accepted, by a copy
        game.clone().apply(move)
    candidates = [m for m in tally.move_pool if m not in legal] + extra_junk
    bad = rng.sample(sorted(candidates), min(3, len(candidates)))
    bad = [m for m in [*bad, rng.choice(NOT_MOVES)] if m not in legal]
    for move in bad:
        with pytest.raises(IllegalMove):
            game.apply(move)
        tally.illegal_refused += 1
    # Once for all of them (observing is the costly part): a change names the suspects.
    assert observe(game) == before, f"a copy's move or a refused move ({bad}) changed the game"
    assert observe(spec.rules.rebuild(game.record)) == before, "the record rebuilds another game"
    _check_hidden(spec, game, rng, tally)
    tally.deep_steps += 1
    return before


def _check_hidden(spec: GameSpec, game: Game, rng: random.Random, tally: Tally) -> None:
    """A world dealt again from a seat's view looks the same to that seat (what it may know is
    all in the view, and the view carries nothing more); and it is a different world often
    enough for that to mean something (counted in `tally.worlds_differing`)."""
    seat = rng.randrange(game.num_players)
    view = game.view(seat)
    world = spec.rules.determinize(view, rng)
    assert world.view(seat) == view, "a seat's view depends on what it cannot see"
    if game.current_player == seat:
        # As sets: the order may follow the deal, which the seat's own cards alone decide.
        assert sorted(world.legal_moves()) == sorted(game.legal_moves()), "choices leak"
    tally.worlds += 1
    if _diverges(game.clone(), world, rng):
        tally.worlds_differing += 1


def _diverges(game: Game, world: Game, rng: random.Random, limit: int = 60) -> bool:
    """Whether some seat could tell the two apart: a view differs now, or the same random
    moves played in both bring different events or choices within `limit` moves."""
    if any(world.view(s) != game.view(s) for s in range(game.num_players)):
        return True
    for _ in range(limit):
        legal = game.legal_moves()
        if not legal:
            return False
        if sorted(world.legal_moves()) != sorted(legal):
            return True
        move = rng.choice(legal)
        if game.apply(move) != world.apply(move):
            return True
    return False
