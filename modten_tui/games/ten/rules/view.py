"""What one seat may know in TEN (T21): everything except the order of the draw pile."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from modten_tui.games.ten.rules.deck import CARD_INFO, CURRENCY, KIND_NAME, NUMBER, SORT_KEY
from modten_tui.games.ten.rules.state import BUST_LINE, Phase

if TYPE_CHECKING:
    from modten_tui.games.ten.rules.game import TenGame

__all__ = ["AuctionView", "TenView", "build_view"]


class AuctionView(BaseModel):
    model_config = ConfigDict(frozen=True)

    wild: str
    high_bid: int
    high_bidder: int | None
    order: list[int]  # every seat, in speaking order (T13)
    spoken: int  # how many of them have bid or passed


class TenView(BaseModel):
    """The public state (T21) from one seat's chair. The draw pile is only counted."""

    model_config = ConfigDict(frozen=True)

    seat: int
    players: int
    first_player: int
    phase: Phase
    current_player: int | None
    active_player: int | None
    draw_pile_count: int
    unseen: dict[str, int]  # the draw pile's cards by code, counted, never in order
    unseen_by_kind: dict[str, int]  # the same, by kind (number, currency, colour_wild, ...)
    tableau: list[str]
    running_total: int
    currency_total: int
    market: list[str]
    discard: list[str]
    collections: list[list[str]]
    tokens: list[int]
    bust_tokens: list[int]
    scores: list[int]  # each seat's best total now (T18)
    auction: AuctionView | None
    price: int | None  # owed by current_player during the pay phase
    paying_for: str | None
    pay_for: Phase | None  # what a payment settles: auction, buy or final_buy
    final_order: list[int] | None  # T16: the final buy round's order, once begun
    final_index: int | None  # the position in final_order of the seat buying now
    legal_moves: list[str]  # this seat's, when it is this seat's move; else empty
    options: dict[str, object]

    def bust_odds(self) -> tuple[int, int]:
        """(pile cards that would bust on the next draw, pile cards): T9 read from public counts."""
        busting = 0
        for code, k in self.unseen.items():
            kind, _colour, value = CARD_INFO[code]
            if (kind == NUMBER and self.running_total + value > BUST_LINE) or (
                kind == CURRENCY and self.currency_total + value > BUST_LINE
            ):
                busting += k
        return busting, sum(self.unseen.values())


def build_view(game: TenGame, seat: int, pile: list[str]) -> TenView:
    if not 0 <= seat < game.num_players:
        raise ValueError(f"seat must be 0..{game.num_players - 1}, not {seat}")
    counts = Counter(pile)
    by_kind: Counter[str] = Counter()
    for code, k in counts.items():
        by_kind[KIND_NAME[CARD_INFO[code][0]]] += k
    auction = game.auction
    final = game.final_round
    return TenView(
        seat=seat,
        players=game.num_players,
        first_player=game.first_player,
        phase=game.phase,
        current_player=game.current_player,
        active_player=game.active_player,
        draw_pile_count=len(pile),
        unseen={c: counts[c] for c in sorted(counts, key=SORT_KEY.__getitem__)},
        unseen_by_kind={k: by_kind[k] for k in KIND_NAME},
        tableau=game.tableau,
        running_total=game.running_total,
        currency_total=game.currency_total,
        market=sorted(game.market, key=SORT_KEY.__getitem__),
        discard=sorted(game.discard, key=SORT_KEY.__getitem__),
        collections=[sorted(c, key=SORT_KEY.__getitem__) for c in game.collections],
        tokens=game.tokens,
        bust_tokens=game.bust_tokens,
        scores=game.scores(),
        auction=None
        if auction is None
        else AuctionView(
            wild=auction.wild,
            high_bid=auction.high_bid,
            high_bidder=auction.high_bidder,
            order=list(auction.order),
            spoken=auction.spoken,
        ),
        price=game.price,
        paying_for=game.paying_for,
        pay_for=game.pay_for,
        final_order=None if final is None else list(final[0]),
        final_index=None if final is None else final[1],
        legal_moves=game.legal_moves() if game.current_player == seat else [],
        options=game.options.model_dump(),
    )
