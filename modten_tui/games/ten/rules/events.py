"""What a TEN move causes: the kinds of `Event(kind, seat, detail)` the engine emits."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["TenEvent"]


class TenEvent(StrEnum):
    """`Event.kind` in TEN, with the event's seat and detail. Members are strings
    (`TenEvent.BUST == "bust"`), so code comparing kinds with text keeps working."""

    TURN_STARTED = "turn_started"  # seat: the new active player; detail: None
    REVEALED = "revealed"  # active player; the card drawn
    # active player; ("number" or "currency", numbers to the market, currency discarded) (T9)
    BUST = "bust"
    BUST_TOKEN = "bust_token"  # seat; (gained, lost to the cap) (T4)
    GAINED = "gained"  # seat; (currency tokens gained, lost to the T4 cap)
    TOOK_NUMBERS = "took_numbers"  # seat; (numbers, currency discarded) (T10)
    TOOK_CURRENCY = "took_currency"  # seat; (total, numbers to the market, currency discarded)
    AUCTION_STARTED = "auction_started"  # active player; the wild (T13)
    BID = "bid"  # seat; the amount
    PASSED = "passed"  # seat; None
    WON_AUCTION = "won_auction"  # seat; (wild, price)
    WILD_DISCARDED = "wild_discarded"  # active player; the wild nobody bid for
    PAID = "paid"  # seat; (tokens, bust tokens, cards, price, excess) (T12)
    COLLECTED = "collected"  # seat; the wild
    BUY_STARTED = "buy_started"  # seat; (code, price) (T11)
    BOUGHT = "bought"  # seat; the card
    NO_BUY = "no_buy"  # seat; None
    FINAL_BUY_ROUND = "final_buy_round"  # the final player; the seats in buying order (T16)
    GAME_OVER = "game_over"  # None; the winners (T19)
