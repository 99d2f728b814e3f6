"""Computer players for Tiny Tricks. Each sees its seat's view only, like every bot."""

from __future__ import annotations

from pydantic import BaseModel

from tests.tinygame.rules import TinyView, sort_key


def _rank(card: str) -> str:
    return card[0]


def _lowest(legal: list[str]) -> str:
    return min(legal, key=lambda c: (_rank(c), sort_key(c)))


def _view(view: BaseModel) -> TinyView:
    if not isinstance(view, TinyView):
        raise TypeError(f"a Tiny Tricks player needs a TinyView, not {type(view).__name__}")
    return view


class EasyTiny:
    """Throws its lowest legal card: never plans to win a trick."""

    name = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        _view(view)
        return _lowest(legal)


def sensible(view: TinyView, legal: list[str]) -> str:
    """Leads its best card; follows with the cheapest card that beats the trick, else its lowest."""
    if not view.trick:
        return max(legal, key=lambda c: (_rank(c), sort_key(c)))
    led = view.trick[0][1][1]
    best = max(_rank(c) for _, c in view.trick if c[1] == led)
    winning = [c for c in legal if c[1] == led and _rank(c) > best]
    return _lowest(winning) if winning else _lowest(legal)


class NormalTiny:
    """Plays `sensible`: wins a trick cheaply when it can."""

    name = "normal"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: BaseModel, legal: list[str]) -> str:
        return sensible(_view(view), legal)
