"""Shared helpers for the TEN tests (no tests here): stacked games, snapshots, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame

PAD = ["B1"] * 6  # cards left in the pile so a scenario does not end the game (T15)


def stacked(*cards: str, players: int = 3, first: int = 0, **options: Any) -> TenGame:
    return ten.new_game(players, first_player=first, cards=list(cards), **options)


def play(game: TenGame, *moves: str) -> list[ten.Event]:
    """Apply moves in order; return the events of the last one."""
    events: list[ten.Event] = []
    for move in moves:
        events = game.apply(move)
    return events


def snapshot(g: TenGame) -> tuple[Any, ...]:
    """Everything that makes up the state, the hidden pile order included (copied)."""
    return (
        g._phase,
        g._current,
        g._active,
        tuple(g._pile),
        tuple(g._tableau),
        g._run,
        g._cur,
        tuple(g._market),
        tuple(map(tuple, g._colls)),
        tuple(g._tokens),
        tuple(g._bust),
        tuple(g._discard),
        g._auction,
        g._price,
        g._pay_for,
        g._item,
        g._final,
        tuple(g._moves),
    )


def refused(g: TenGame, move: str) -> None:
    """The move raises IllegalMove and leaves the state exactly as it was."""
    before = snapshot(g)
    with pytest.raises(ten.IllegalMove):
        g.apply(move)
    assert snapshot(g) == before


def card_places(g: TenGame) -> list[str]:
    """Every card wherever it is, sorted (the wild under auction or being paid for included)."""
    held = [*g._pile, *g._tableau, *g._market, *g._discard]
    for c in g._colls:
        held.extend(c)
    if g._auction is not None:
        held.append(g._auction[0])
    elif g.phase == "pay" and g.paying_for is not None and g._pay_for == "auction":
        held.append(g.paying_for)  # the won wild joins the collection once paid for
    held.sort()
    return held


def kinds(events: list[ten.Event]) -> list[str]:
    return [e.kind for e in events]
