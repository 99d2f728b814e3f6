"""TEN's moves as typed values, parsed once (the notation is docs/rules.md's).

The record and the protocol keep moves as text; the engine reads each text through
`parse_move`, which caches what it parsed (like python-chess's `Move.from_uci`), so a computer
player applying the same few moves thousands of times never splits a string twice. `str(move)`
is the canonical text, the one the record keeps.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from modten_tui.games.ten.rules.payment import format_pay, parse_pay
from modten_tui.rules.protocol import IllegalMove

__all__ = ["MoveKind", "TenMove", "parse_move", "try_parse"]


class MoveKind(StrEnum):
    """What a move does; members are its first words (`MoveKind.NO_BUY == "no buy"`)."""

    DRAW = "draw"
    TAKE_NUMBERS = "take numbers"
    TAKE_CURRENCY = "take currency"
    PASS = "pass"
    BID = "bid"
    BUY = "buy"
    NO_BUY = "no buy"
    PAY = "pay"


class TenMove(NamedTuple):
    """One move. Only the fields of its kind are set; the others keep their defaults."""

    kind: MoveKind
    amount: int = 0  # bid: the amount
    code: str = ""  # buy: the market card named (checked against the market when played)
    tokens: int = 0  # pay: currency tokens
    bust: int = 0  # pay: bust tokens
    cards: tuple[str, ...] = ()  # pay: cards from the collection

    def __str__(self) -> str:
        kind = self.kind
        if kind is MoveKind.BID:
            return f"bid {self.amount}"
        if kind is MoveKind.BUY:
            return f"buy {self.code}"
        if kind is MoveKind.PAY:
            return format_pay(self.tokens, self.bust, self.cards)
        return kind.value


_WORDS = {
    kind.value: TenMove(kind)
    for kind in (
        MoveKind.DRAW,
        MoveKind.TAKE_NUMBERS,
        MoveKind.TAKE_CURRENCY,
        MoveKind.PASS,
        MoveKind.NO_BUY,
    )
}


# text -> its move, or None for no move. A plain dict, cleared when full: a lookup costs a third
# of an lru_cache hit, and `apply` reads every move through it.
_PARSED: dict[str, TenMove | None] = {}
_PARSED_LIMIT = 1 << 14


def try_parse(text: str) -> TenMove | None:
    """The move `text` names, or None when it names none in any phase (cached).

    Exactly as `apply` has always read moves: the word moves and `buy <code>` letter for letter,
    `bid <digits>` with ASCII digits, and a payment by its words (`pay 2t 1b R1`, items in any
    order). A payment naming a count twice is no move.
    """
    try:
        return _PARSED[text]
    except KeyError:
        pass
    if len(_PARSED) >= _PARSED_LIMIT:
        _PARSED.clear()
    move = _PARSED[text] = _parse(text)
    return move


def _parse(text: str) -> TenMove | None:
    word = _WORDS.get(text)
    if word is not None:
        return word
    if text.startswith("bid "):
        amount = text[4:]
        if amount.isdigit() and amount.isascii():
            return TenMove(MoveKind.BID, amount=int(amount))
        return None
    if text.startswith("buy "):
        return TenMove(MoveKind.BUY, code=text[4:])
    try:
        t, b, cards = parse_pay(text)
    except IllegalMove:
        return None
    return TenMove(MoveKind.PAY, tokens=t, bust=b, cards=tuple(cards))


def parse_move(text: str) -> TenMove:
    """The move `text` names; IllegalMove saying why when it names none."""
    move = try_parse(text)
    if move is not None:
        return move
    if text.split()[:1] == ["pay"]:
        parse_pay(text)  # raises with the payment's own reason (a count named twice)
    raise IllegalMove(f"{text!r} is not a TEN move (like draw, bid 3, buy R5, pay 2t R1)")
