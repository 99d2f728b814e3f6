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
        g.phase,
        g.current_player,
        g.active_player,
        tuple(g.pile),
        tuple(g.live_tableau),
        g.running_total,
        g.currency_total,
        tuple(g.market),
        tuple(map(tuple, g.live_collections)),
        tuple(g.live_tokens),
        tuple(g.live_bust_tokens),
        tuple(g.discard),
        g.auction,
        g.price,
        g.pay_for,
        g.paying_for,
        g.final_round,
        tuple(g.moves),
    )


def refused(g: TenGame, move: str) -> None:
    """The move raises IllegalMove and leaves the state exactly as it was."""
    before = snapshot(g)
    with pytest.raises(ten.IllegalMove):
        g.apply(move)
    assert snapshot(g) == before


def card_places(g: TenGame) -> list[str]:
    """Every card wherever it is, sorted (the wild under auction or being paid for included)."""
    held = [*g.pile, *g.live_tableau, *g.market, *g.discard]
    for c in g.live_collections:
        held.extend(c)
    if g.auction is not None:
        held.append(g.auction[0])
    elif g.phase == "pay" and g.paying_for is not None and g.pay_for == "auction":
        held.append(g.paying_for)  # the won wild joins the collection once paid for
    held.sort()
    return held


def kinds(events: list[ten.Event]) -> list[str]:
    return [e.kind for e in events]
