"""TEN's state and everything that reads it: options, properties, copies, views, records.

The moves live in `game.py` (`TenGame` extends `TenState`). The state is plain lists, ints and
tuples in a slots class, so `clone` is a handful of list copies. A search reads it through
`TenFastState`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Literal, NamedTuple, Protocol, Self

from pydantic import BaseModel, ConfigDict, Field

from modten_tui.games.ten.rules.payment import PayPlan
from modten_tui.games.ten.rules.scoring import ScoreDetails, best_score, solve
from modten_tui.rules.protocol import Event, Record

__all__ = [
    "Auction",
    "BUST_LINE",
    "Phase",
    "TOKEN_CAP",
    "TenFastState",
    "TenOptions",
    "TenState",
]

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
    """The state of one game of TEN and its read-only questions (see `game.TenGame`).

    The fields without an underscore are the engine's own, read without a copy: a search reads
    them through `TenFastState`, where a write is a type error, and changes a game only through
    its moves. A `live_` list is the one the property named without `live_` copies.
    """

    game_name = "ten"
    __slots__ = (
        "num_players",
        "options",
        "first_player",
        "_cards",
        "_all_pass_discard",
        "_bust_cap",
        "pile",
        "live_tableau",
        "running_total",
        "currency_total",
        "_market",
        "live_collections",
        "live_tokens",
        "live_bust_tokens",
        "_discard",
        "phase",
        "is_over",
        "active_player",
        "current_player",
        "auction",
        "price",
        "pay_for",
        "paying_for",
        "final_round",
        "_moves",
        "_orders",
        "_offer",
    )
    num_players: int
    options: TenOptions
    first_player: int
    _cards: tuple[str, ...]  # the starting pile, top card first (the record's `cards`)
    _all_pass_discard: bool  # T13 [choice]: a wild nobody bids for is discarded
    _bust_cap: int  # T4: the bust-token cap (huge when unlimited)
    pile: list[str]  # the draw pile, top card last (drawing is list.pop()); hidden (T21)
    live_tableau: list[str]
    running_total: int  # T8
    currency_total: int  # T8
    _market: list[str]
    live_collections: list[list[str]]  # per seat, its collection
    live_tokens: list[int]  # per seat, currency tokens
    live_bust_tokens: list[int]  # per seat, bust tokens
    _discard: list[str]
    phase: Phase
    is_over: bool  # phase is OVER: a field, as a playout asks it before every move
    active_player: int | None  # whose turn; in the final buy round (T16), who buys
    current_player: int | None  # who decides now (None once the game is over)
    auction: Auction | None
    price: int | None  # in the pay phase, what the payer owes (a winning bid or a card's number)
    pay_for: Phase | None  # in the pay phase, what it settles: AUCTION, BUY or FINAL_BUY
    paying_for: str | None  # in the pay phase, the wild won at auction or the card bought
    final_round: tuple[tuple[int, ...], int] | None  # T16: the buying order, how far it got
    _moves: list[str]
    _orders: list[tuple[str | None, tuple[str, ...]] | None]  # per seat: (item, disposal order)
    # In the pay phase, once offered: the `pay` moves, their plans, the order they name cards in.
    _offer: tuple[tuple[str, ...], tuple[PayPlan, ...], tuple[str, ...]] | None

    def __init__(
        self,
        *,
        num_players: int,
        options: TenOptions,
        first_player: int,
        cards: tuple[str, ...],
        pile: list[str],
        tableau: list[str],
        running_total: int,
        currency_total: int,
        market: list[str],
        collections: list[list[str]],
        tokens: list[int],
        bust_tokens: list[int],
        discard: list[str],
        phase: Phase,
        active_player: int | None,
        current_player: int | None,
        auction: Auction | None,
        price: int | None,
        pay_for: Phase | None,
        paying_for: str | None,
        final_round: tuple[tuple[int, ...], int] | None,
        moves: list[str],
    ) -> None:
        """Every field, kept as given (no copies). A game starts here through `game.new_game`
        or `TenGame.from_view`; `with_pile` and `clone` copy one field by field."""
        self.num_players = num_players
        self.options = options
        self.first_player = first_player
        self._cards = cards
        self._all_pass_discard = options.all_pass == "discard"
        self._bust_cap = 1 << 62 if options.bust_token_cap is None else options.bust_token_cap
        self.pile = pile
        self.live_tableau = tableau
        self.running_total = running_total
        self.currency_total = currency_total
        self._market = market
        self.live_collections = collections
        self.live_tokens = tokens
        self.live_bust_tokens = bust_tokens
        self._discard = discard
        self.phase = phase
        self.is_over = phase == OVER
        self.active_player = active_player
        self.current_player = current_player
        self.auction = auction
        self.price = price
        self.pay_for = pay_for
        self.paying_for = paying_for
        self.final_round = final_round
        self._moves = moves
        self._orders = [None] * num_players
        self._offer = None

    # ----- reading the state -------------------------------------------------------------
    @property
    def draw_pile_count(self) -> int:
        return len(self.pile)

    @property
    def tableau(self) -> list[str]:
        return list(self.live_tableau)

    @property
    def market(self) -> list[str]:
        return list(self._market)

    @property
    def discard(self) -> list[str]:
        return list(self._discard)

    @property
    def collections(self) -> list[list[str]]:
        return [list(c) for c in self.live_collections]

    @property
    def tokens(self) -> list[int]:
        return list(self.live_tokens)

    @property
    def bust_tokens(self) -> list[int]:
        return list(self.live_bust_tokens)

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    def means(self, seat: int) -> int:
        """The most `seat` can pay (T12): tokens, 3 per bust token, 1 per collected card."""
        return (
            self.live_tokens[seat]
            + 3 * self.live_bust_tokens[seat]
            + len(self.live_collections[seat])
        )

    def scores(self) -> list[int]:
        """T17–T18: each seat's best possible total for its collection now."""
        return [best_score(c) for c in self.live_collections]

    def score_details(self, seat: int) -> ScoreDetails:
        """T18: the runs per colour, which wild filled which number, the bonus, the total."""
        colls = self.live_collections
        if not 0 <= seat < len(colls):  # a negative index would read another seat
            raise ValueError(f"seat must be 0..{len(colls) - 1}, not {seat}")
        return solve(colls[seat])

    def rank_keys(self) -> list[tuple[int, int, int]]:
        """T19, the one place it is decided: each seat's (points, currency tokens, −cards);
        a higher key places higher, equal keys share a place."""
        pts = self.scores()
        tokens, colls = self.live_tokens, self.live_collections
        return [(pts[s], tokens[s], -len(colls[s])) for s in range(self.num_players)]

    def finishing_order(self) -> list[int]:
        """Every seat by T19, best first (a shared place in seat order)."""
        keys = self.rank_keys()
        return sorted(range(self.num_players), key=lambda s: (tuple(-k for k in keys[s]), s))

    @property
    def winners(self) -> list[int]:
        """T19: most points, then most currency tokens, then fewest cards; else shared."""
        if self.phase != OVER:
            return []
        keys = self.rank_keys()
        top = max(keys)
        return [s for s in range(self.num_players) if keys[s] == top]

    # ----- copies, views and records ---------------------------------------------------------
    def clone(self) -> Self:
        return self.with_pile(self.pile.copy())

    def with_pile(self, pile: list[str]) -> Self:
        """A copy of this game with `pile` as its draw pile (top card last, as `pile` holds
        it), taken as it is: how a search deals each sample of the hidden order (T21). Field by
        field, not through `__init__`: a search copies a game for every sample."""
        cls = type(self)
        o = cls.__new__(cls)
        o.num_players = self.num_players
        o.options = self.options
        o.first_player = self.first_player
        o._cards = self._cards  # the starting pile never changes: share it
        o._all_pass_discard = self._all_pass_discard
        o._bust_cap = self._bust_cap
        o.pile = pile
        o.live_tableau = self.live_tableau.copy()
        o.running_total = self.running_total
        o.currency_total = self.currency_total
        o._market = self._market.copy()
        o.live_collections = [c.copy() for c in self.live_collections]
        o.live_tokens = self.live_tokens.copy()
        o.live_bust_tokens = self.live_bust_tokens.copy()
        o._discard = self._discard.copy()
        o.phase = self.phase
        o.is_over = self.is_over
        o.active_player = self.active_player
        o.current_player = self.current_player
        o.auction = self.auction  # tuples: immutable, shared
        o.price = self.price
        o.pay_for = self.pay_for
        o.paying_for = self.paying_for
        o.final_round = self.final_round
        o._moves = self._moves.copy()
        o._orders = self._orders.copy()  # cached orders are never mutated in place
        o._offer = self._offer  # a tuple, and as legal in the copy as in this game
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
            f"<{type(self).__name__} players={self.num_players} phase={self.phase} "
            f"active={self.active_player} current={self.current_player} pile={len(self.pile)}>"
        )


class TenFastState(Protocol):
    """What a search does with a TEN game it owns: read the engine's own fields, without
    copies, and move it on. Read-only here, so a write is a type error; `apply` is the one way
    to change the game. `pile` is the search's sample of the hidden order (T21)."""

    @property
    def num_players(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def active_player(self) -> int | None: ...
    @property
    def pile(self) -> Sequence[str]: ...  # top card last
    @property
    def live_tableau(self) -> Sequence[str]: ...
    @property
    def running_total(self) -> int: ...
    @property
    def currency_total(self) -> int: ...
    @property
    def live_collections(self) -> Sequence[Sequence[str]]: ...
    @property
    def live_tokens(self) -> Sequence[int]: ...
    @property
    def live_bust_tokens(self) -> Sequence[int]: ...
    @property
    def auction(self) -> Auction | None: ...
    @property
    def price(self) -> int | None: ...
    def legal_moves(self) -> list[str]: ...
    def apply(self, move: str) -> list[Event]: ...
