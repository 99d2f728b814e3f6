"""TEN's state and everything that reads it: options, properties, copies, views, records.

The moves live in `ten.py` (`TenGame` extends `TenState`). The state is plain lists, ints and
tuples in a slots class, so `clone` is a handful of list copies.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, NamedTuple, Self

from pydantic import BaseModel, ConfigDict, Field

from modten_tui.games.ten.rules.scoring import ScoreDetails, best_score, solve
from modten_tui.rules.protocol import Record

__all__ = ["Auction", "BUST_LINE", "Phase", "TOKEN_CAP", "TenOptions", "TenState"]

TOKEN_CAP = 10  # T4, a rule rather than a choice
BUST_LINE = 10  # T9: a total of 11 or more busts, so 10 is the last safe total


class Phase(StrEnum):
    """Where a game of TEN stands. Members are strings: `Phase.DRAW == "draw"`."""

    DRAW = "draw"  # the active player draws or stops (T7-T10)
    AUCTION = "auction"  # a wild is bid for (T13)
    PAY = "pay"  # a winning bid or a purchase is paid (T12)
    BUY = "buy"  # after taking numbers, one market card may be bought (T11)
    FINAL_BUY = "final_buy"  # T16: one more buy each once the pile is out
    OVER = "over"


# The names the engine reads most.
DRAW, AUCTION, PAY = Phase.DRAW, Phase.AUCTION, Phase.PAY
BUY, FINAL_BUY, OVER = Phase.BUY, Phase.FINAL_BUY, Phase.OVER

# The auction as the engine keeps it (a plain tuple: cheap to copy); `Auction` names its fields.
AuctionTuple = tuple[str, int, int | None, tuple[int, ...], int]


class TenOptions(BaseModel):
    """The [choice]s of docs/rules.md that players might want the other way."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # T13: when every player passes, the wild is discarded ("discard") or the active player
    # takes it for nothing ("active_player").
    all_pass: Literal["discard", "active_player"] = "discard"
    # T4: bust tokens have no limit (None); a number caps each player's bust tokens (excess lost).
    bust_token_cap: int | None = Field(default=None, ge=0)


class Auction(NamedTuple):
    """T13 state: the wild, the best bid so far and who made it, speakers in order, who spoke."""

    wild: str
    high_bid: int
    high_bidder: int | None
    order: tuple[int, ...]
    spoken: int  # how many of `order` have bid or passed


class TenState:
    """The state of one game of TEN and its read-only questions (see `ten.TenGame`)."""

    game_name = "ten"
    __slots__ = (
        "num_players",
        "options",
        "first_player",
        "_cards",
        "_all_pass_discard",
        "_bust_cap",
        "_pile",
        "_tableau",
        "_run",
        "_cur",
        "_market",
        "_colls",
        "_tokens",
        "_bust",
        "_discard",
        "_phase",
        "_active",
        "_current",
        "_auction",
        "_price",
        "_pay_for",
        "_item",
        "_final",
        "_moves",
        "_orders",
    )
    num_players: int
    options: TenOptions
    first_player: int
    _cards: tuple[str, ...]  # the starting pile, top card first (the record's `cards`)
    _all_pass_discard: bool  # T13 [choice]: a wild nobody bids for is discarded
    _bust_cap: int  # T4: the bust-token cap (huge when unlimited)
    _pile: list[str]  # the draw pile, top card last (drawing is list.pop())
    _tableau: list[str]
    _run: int  # the running total (T8)
    _cur: int  # the currency total (T8)
    _market: list[str]
    _colls: list[list[str]]  # per seat, its collection
    _tokens: list[int]  # per seat, currency tokens
    _bust: list[int]  # per seat, bust tokens
    _discard: list[str]
    _phase: Phase
    _active: int | None  # whose turn (None once the game is over)
    _current: int | None  # who decides now (None once the game is over)
    _auction: AuctionTuple | None
    _price: int  # owed in the pay phase
    _pay_for: Phase | None  # what a payment settles: AUCTION, BUY or FINAL_BUY
    _item: str | None  # in the pay phase: the wild won or the card bought
    _final: tuple[tuple[int, ...], int] | None  # T16: the final round's order, its position
    _moves: list[str]
    _orders: list[tuple[str | None, list[str]] | None]  # per seat: (item, disposal order) cache

    # ----- reading the state -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def active_player(self) -> int | None:
        """Whose turn it is; in the final buy round (T16), the player buying."""
        return self._active

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def draw_pile_count(self) -> int:
        return len(self._pile)

    @property
    def tableau(self) -> list[str]:
        return list(self._tableau)

    @property
    def running_total(self) -> int:
        return self._run

    @property
    def currency_total(self) -> int:
        return self._cur

    @property
    def market(self) -> list[str]:
        return list(self._market)

    @property
    def discard(self) -> list[str]:
        return list(self._discard)

    @property
    def collections(self) -> list[list[str]]:
        return [list(c) for c in self._colls]

    @property
    def tokens(self) -> list[int]:
        return list(self._tokens)

    @property
    def bust_tokens(self) -> list[int]:
        return list(self._bust)

    @property
    def auction(self) -> Auction | None:
        return None if self._auction is None else Auction(*self._auction)

    @property
    def price(self) -> int | None:
        """What the payer owes during the pay phase (a winning bid or a card's number)."""
        return self._price if self._phase == PAY else None

    @property
    def paying_for(self) -> str | None:
        """During the pay phase: the wild won at auction or the market card being bought."""
        return self._item if self._phase == PAY else None

    @property
    def pay_for(self) -> Phase | None:
        """During the pay phase, what it settles: "auction", "buy" or "final_buy"."""
        return self._pay_for if self._phase == PAY else None

    @property
    def final_round(self) -> tuple[tuple[int, ...], int] | None:
        """T16: the buying order and how far it has got, once the final buy round has begun."""
        return self._final

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    def means(self, seat: int) -> int:
        """The most `seat` can pay (T12): tokens, 3 per bust token, 1 per collected card."""
        return self._tokens[seat] + 3 * self._bust[seat] + len(self._colls[seat])

    def scores(self) -> list[int]:
        """T17–T18: each seat's best possible total for its collection now."""
        return [best_score(c) for c in self._colls]

    def score_details(self, seat: int) -> ScoreDetails:
        """T18: the runs per colour, which wild filled which number, the bonus, the total."""
        if not 0 <= seat < len(self._colls):  # a negative index would read another seat
            raise ValueError(f"seat must be 0..{len(self._colls) - 1}, not {seat}")
        return solve(self._colls[seat])

    def rank_keys(self) -> list[tuple[int, int, int]]:
        """T19, the one place it is decided: each seat's (points, currency tokens, −cards);
        a higher key places higher, equal keys share a place."""
        pts = self.scores()
        return [(pts[s], self._tokens[s], -len(self._colls[s])) for s in range(self.num_players)]

    def finishing_order(self) -> list[int]:
        """Every seat by T19, best first (a shared place in seat order)."""
        keys = self.rank_keys()
        return sorted(range(self.num_players), key=lambda s: (tuple(-k for k in keys[s]), s))

    @property
    def winners(self) -> list[int]:
        """T19: most points, then most currency tokens, then fewest cards; else shared."""
        if self._phase != OVER:
            return []
        keys = self.rank_keys()
        top = max(keys)
        return [s for s in range(self.num_players) if keys[s] == top]

    # ----- copies, views and records ---------------------------------------------------------
    def clone(self) -> Self:
        cls = type(self)
        o = cls.__new__(cls)
        o.num_players = self.num_players
        o.options = self.options
        o.first_player = self.first_player
        o._cards = self._cards  # the starting pile never changes: share it
        o._all_pass_discard = self._all_pass_discard
        o._bust_cap = self._bust_cap
        o._pile = self._pile.copy()
        o._tableau = self._tableau.copy()
        o._run = self._run
        o._cur = self._cur
        o._market = self._market.copy()
        o._colls = [c.copy() for c in self._colls]
        o._tokens = self._tokens.copy()
        o._bust = self._bust.copy()
        o._discard = self._discard.copy()
        o._phase = self._phase
        o._active = self._active
        o._current = self._current
        o._auction = self._auction  # tuples: immutable, shared
        o._price = self._price
        o._pay_for = self._pay_for
        o._item = self._item
        o._final = self._final
        o._moves = self._moves.copy()
        o._orders = self._orders.copy()  # cached orders are never mutated in place
        return o

    @property
    def setup(self) -> dict[str, Any]:
        return {
            "first_player": self.first_player,
            "cards": list(self._cards),
            **self.options.model_dump(),
        }

    @property
    def record(self) -> Record:
        return Record(
            game="ten", players=self.num_players, setup=self.setup, moves=list(self._moves)
        )

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} players={self.num_players} phase={self._phase} "
            f"active={self._active} current={self._current} pile={len(self._pile)}>"
        )
