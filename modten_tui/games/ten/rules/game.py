"""TEN (T1–T21): the game state, its moves, and the record.

The state is plain lists and ints in a slots class, so `clone` is a handful of list copies and a
random playout steps at well over 100,000 moves a second. `apply` checks every move and changes
nothing when it raises; `legal_moves` offers only legal moves. Moves are read through
`moves.try_parse` (parsed once, cached); the events' kinds are `events.TenEvent`.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from modten_tui.games.ten.rules.deck import (
    CARD_INFO,
    COLOUR_WILD,
    NUMBER,
    SORT_KEY,
    check_codes,
    deck_for,
)
from modten_tui.games.ten.rules.events import TenEvent
from modten_tui.games.ten.rules.moves import MoveKind, TenMove, try_parse
from modten_tui.games.ten.rules.payment import combinations, format_pay, is_minimal, parse_pay
from modten_tui.games.ten.rules.scoring import disposal_order
from modten_tui.games.ten.rules.state import (
    AUCTION,
    BUST_LINE,
    BUY,
    DRAW,
    FINAL_BUY,
    OVER,
    PAY,
    TOKEN_CAP,
    Auction,
    Phase,
    TenOptions,
    TenState,
)
from modten_tui.games.ten.rules.view import TenView, build_view
from modten_tui.rules.protocol import Event, IllegalMove, Record, replay

__all__ = [
    "BUST_LINE",
    "TOKEN_CAP",
    "Auction",
    "Event",
    "IllegalMove",
    "Phase",
    "TenEvent",
    "TenGame",
    "TenMove",
    "TenOptions",
    "from_record",
    "new_game",
]

# Enum members bound once: reading a member off its enum class costs about ten global reads
# (Python 3.11), and a search applies moves hundreds of thousands of times.
_E_AUCTION_STARTED = TenEvent.AUCTION_STARTED
_E_BID = TenEvent.BID
_E_BOUGHT = TenEvent.BOUGHT
_E_BUST = TenEvent.BUST
_E_BUST_TOKEN = TenEvent.BUST_TOKEN
_E_BUY_STARTED = TenEvent.BUY_STARTED
_E_COLLECTED = TenEvent.COLLECTED
_E_FINAL_BUY_ROUND = TenEvent.FINAL_BUY_ROUND
_E_GAINED = TenEvent.GAINED
_E_GAME_OVER = TenEvent.GAME_OVER
_E_NO_BUY = TenEvent.NO_BUY
_E_PAID = TenEvent.PAID
_E_PASSED = TenEvent.PASSED
_E_REVEALED = TenEvent.REVEALED
_E_TOOK_CURRENCY = TenEvent.TOOK_CURRENCY
_E_TOOK_NUMBERS = TenEvent.TOOK_NUMBERS
_E_TURN_STARTED = TenEvent.TURN_STARTED
_E_WILD_DISCARDED = TenEvent.WILD_DISCARDED
_E_WON_AUCTION = TenEvent.WON_AUCTION
_M_BID = MoveKind.BID
_M_BUY = MoveKind.BUY
_M_DRAW = MoveKind.DRAW
_M_NO_BUY = MoveKind.NO_BUY
_M_PASS = MoveKind.PASS
_M_PAY = MoveKind.PAY
_M_TAKE_CURRENCY = MoveKind.TAKE_CURRENCY
_M_TAKE_NUMBERS = MoveKind.TAKE_NUMBERS

_BIDS = [f"bid {i}" for i in range(256)]
_BUY = {code: f"buy {code}" for code, info in CARD_INFO.items() if info[0] == NUMBER}
_START = ["draw"]
_ALL = ["draw", "take numbers", "take currency"]
_TAKE = ["take numbers", "take currency"]
_NO_BUY = "no buy"


class TenGame(TenState):
    """One game of TEN. Create it with `new_game`; step it with `apply`."""

    __slots__ = ()

    # ----- legal moves -------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        ph = self._phase
        if ph == DRAW:
            if not self._pile:
                return list(_TAKE)  # T15: the last card is out; they must stop
            return list(_ALL) if self._tableau else list(_START)
        seat = self._current
        if seat is None:  # only once the game is over
            return []
        if ph == AUCTION:
            assert self._auction is not None
            top = self.means(seat)
            if top >= len(_BIDS):
                _BIDS.extend(f"bid {i}" for i in range(len(_BIDS), top + 1))
            return ["pass", *_BIDS[self._auction[1] + 1 : top + 1]]
        if ph == PAY:
            order = self._disposal(seat)
            return [
                format_pay(t, b, order[:c])
                for t, b, c in combinations(
                    self._price, self._tokens[seat], self._bust[seat], len(order)
                )
            ]
        if ph == OVER:
            return []
        return [_NO_BUY, *(_BUY[code] for code in self._buyable(seat))]

    def view(self, seat: int) -> TenView:
        """What `seat` may know (T21): everything but the order of the draw pile."""
        return build_view(self, seat, self._pile)

    def _buyable(self, seat: int) -> list[str]:
        """T11: market cards not identical to one collected, costing no more than one's means."""
        own = set(self._colls[seat])
        top = self.means(seat)
        got = [c for c in set(self._market) if c not in own and CARD_INFO[c][2] <= top]
        got.sort(key=SORT_KEY.__getitem__)
        return got

    def payment_order(self, seat: int) -> list[str]:
        """T12's order of `seat`'s cards for a payment, least useful first (a copy): the order
        the first legal `pay` move names cards in, for screens that let a payer adjust it."""
        return list(self._disposal(seat))

    def _disposal(self, seat: int) -> list[str]:
        """The payer's cards, least useful first, judged with the item being paid for already
        in the collection: a card the new one joins into a run is worth keeping (T12)."""
        cached = self._orders[seat]
        item = self._item
        if cached is None or cached[0] != item:  # cached until the collection or item changes
            owned = self._colls[seat]
            order = disposal_order([*owned, item]) if item else disposal_order(owned)
            if item:
                order.remove(item)  # the item is not the payer's to spend yet
            cached = self._orders[seat] = (item, order)
        return cached[1]

    # ----- moves -------------------------------------------------------------------------------
    def apply(self, move: str) -> list[Event]:
        if not isinstance(move, str):
            raise IllegalMove(f"a move is a string, not {type(move).__name__}")
        ph = self._phase
        if ph == OVER:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        parsed = try_parse(move)
        kind = None if parsed is None else parsed.kind
        events: list[Event] = []
        if ph == DRAW:
            if kind is _M_DRAW and self._pile:
                self._draw(events)
            elif kind is _M_TAKE_NUMBERS and self._tableau:
                self._take_numbers(events)
            elif kind is _M_TAKE_CURRENCY and self._tableau:
                self._take_currency(events)
            else:
                raise IllegalMove(self._refusal(move))
        elif ph == AUCTION:
            if parsed is None or kind not in (_M_PASS, _M_BID):
                raise IllegalMove(self._refusal(move))
            move = self._speak(parsed, events)
        elif ph == PAY:
            if parsed is None or kind is not _M_PAY:
                parse_pay(move)  # raises with the reason: not a payment, a count named twice
                raise IllegalMove(f"{move!r} is not a payment")  # unreachable: parse_pay raised
            move = self._pay(move, parsed, events)
        else:  # BUY, FINAL_BUY
            self._buy(move, parsed, events)
        self._moves.append(move)
        return events

    def _refusal(self, move: str) -> str:
        legal = ", ".join(self.legal_moves())
        return f"{move!r} is not legal now (phase {self._phase}; legal: {legal})"

    def _draw(self, events: list[Event]) -> None:
        a = self._active
        assert a is not None  # the game is not over
        card = self._pile.pop()
        events.append(Event(_E_REVEALED, a, card))
        kind, _col, value = CARD_INFO[card]
        if kind >= COLOUR_WILD:  # T7: a wild is auctioned at once (T13)
            n = self.num_players
            order = tuple((a + i) % n for i in range(1, n + 1))
            self._auction = (card, 0, None, order, 0)
            self._phase = AUCTION
            self._current = order[0]
            events.append(Event(_E_AUCTION_STARTED, a, card))
            return
        self._tableau.append(card)
        if kind == NUMBER:
            self._run += value
            if self._run > BUST_LINE:
                self._bust_out("number", events)
        else:
            self._cur += value
            self._run -= value
            if self._cur > BUST_LINE:
                self._bust_out("currency", events)

    def _clear_tableau(self) -> tuple[int, int, tuple[str, ...], tuple[str, ...]]:
        """The active player's turn at the tableau ends (bust or take): who it was, the
        currency total, and the number and currency cards; the currency is discarded."""
        a = self._active
        assert a is not None  # the game is not over
        cur = self._cur
        nums = tuple(c for c in self._tableau if CARD_INFO[c][0] == NUMBER)
        money = tuple(c for c in self._tableau if CARD_INFO[c][0] != NUMBER)
        self._tableau = []
        self._run = 0
        self._cur = 0
        self._discard.extend(money)
        return a, cur, nums, money

    def _gain(self, seat: int, amount: int, events: list[Event]) -> None:
        if amount > 0:  # T4: the cap applies to every gain, excess lost
            have = self._tokens[seat]
            got = min(TOKEN_CAP, have + amount) - have
            self._tokens[seat] = have + got
            events.append(Event(_E_GAINED, seat, (got, amount - got)))

    def _others_gain(self, a: int, amount: int, events: list[Event]) -> None:
        n = self.num_players
        for i in range(1, n):
            self._gain((a + i) % n, amount, events)

    def _bust_out(self, kind: str, events: list[Event]) -> None:
        """T9: numbers to the market, currency discarded, a bust token, maybe others gain."""
        a, cur, nums, money = self._clear_tableau()
        self._market.extend(nums)
        events.append(Event(_E_BUST, a, (kind, nums, money)))
        have = self._bust[a]
        got = 1 if have < self._bust_cap else 0
        self._bust[a] = have + got
        events.append(Event(_E_BUST_TOKEN, a, (got, 1 - got)))
        if kind == "number":
            self._others_gain(a, cur, events)
        self._end_turn(a, events)

    def _take_numbers(self, events: list[Event]) -> None:
        """T10: numbers to the collection, others gain the currency total, then a buy."""
        a, cur, nums, money = self._clear_tableau()
        self._colls[a].extend(nums)
        self._orders[a] = None
        events.append(Event(_E_TOOK_NUMBERS, a, (nums, money)))
        self._others_gain(a, cur, events)
        self._phase = BUY

    def _take_currency(self, events: list[Event]) -> None:
        a, cur, nums, money = self._clear_tableau()
        self._market.extend(nums)
        events.append(Event(_E_TOOK_CURRENCY, a, (cur, nums, money)))
        self._gain(a, cur, events)
        self._end_turn(a, events)

    def _end_turn(self, last: int, events: list[Event]) -> None:
        """The active player `last`'s turn ends: the next turn, or the final buy round."""
        n = self.num_players
        if self._pile:
            a = self._active = self._current = (last + 1) % n
            self._phase = DRAW
            events.append(Event(_E_TURN_STARTED, a, None))
            return
        # T15–T16: one more buy each, from the final player's left
        order = tuple((last + i) % n for i in range(1, n + 1))
        self._final = (order, 0)
        self._phase = FINAL_BUY
        self._active = self._current = order[0]
        events.append(Event(_E_FINAL_BUY_ROUND, last, order))

    def _next_final(self, events: list[Event]) -> None:
        assert self._final is not None  # in the final buy round
        order, i = self._final
        i += 1
        if i < len(order):
            self._final = (order, i)
            self._active = self._current = order[i]
            return
        self._phase = OVER
        self._active = self._current = None
        events.append(Event(_E_GAME_OVER, None, tuple(self.winners)))

    def _speak(self, move: TenMove, events: list[Event]) -> str:
        """T13: a pass or a bid (`move` is one of those); returns the record's text for it."""
        assert self._auction is not None  # in an auction
        wild, high, bidder, order, spoken = self._auction
        seat = order[spoken]
        if move.kind is _M_PASS:
            events.append(Event(_E_PASSED, seat, None))
            text = "pass"
        else:
            bid = move.amount
            if bid <= high:
                raise IllegalMove(f"a bid must be higher than {high} (T13), not {bid}")
            if bid > self.means(seat):
                raise IllegalMove(f"seat {seat} can pay at most {self.means(seat)} (T12, T13)")
            high, bidder = bid, seat
            text = _BIDS[bid] if bid < len(_BIDS) else f"bid {bid}"  # canonical in the record
            events.append(Event(_E_BID, seat, bid))
        spoken += 1
        if spoken < len(order):
            self._auction = (wild, high, bidder, order, spoken)
            self._current = order[spoken]
            return text
        self._auction = None
        a = self._active
        assert a is not None  # the game is not over
        if bidder is None:  # T13 [choice]
            if self._all_pass_discard:
                self._discard.append(wild)
                events.append(Event(_E_WILD_DISCARDED, a, wild))
            else:
                self._colls[a].append(wild)
                self._orders[a] = None
                events.append(Event(_E_WON_AUCTION, a, (wild, 0)))
                events.append(Event(_E_COLLECTED, a, wild))
            self._resume(a, events)
            return text
        events.append(Event(_E_WON_AUCTION, bidder, (wild, high)))
        self._phase = PAY
        self._current = bidder
        self._price = high
        self._pay_for = AUCTION
        self._item = wild
        return text

    def _resume(self, a: int, events: list[Event]) -> None:
        """T14: the active player `a` goes on; T15: after a last-card wild they stop or are
        done."""
        if self._pile or self._tableau:
            self._phase = DRAW
            self._current = a
        else:
            self._end_turn(a, events)

    def _buy(self, move: str, parsed: TenMove | None, events: list[Event]) -> None:
        seat = self._current
        assert seat is not None  # the game is not over
        kind = None if parsed is None else parsed.kind
        if kind is _M_NO_BUY:
            events.append(Event(_E_NO_BUY, seat, None))
            self._after_buy(self._phase, events)
            return
        code = "" if parsed is None else parsed.code
        if kind is not _M_BUY or code not in self._market:
            raise IllegalMove(f"{move!r}: not a card in the market ({' '.join(self._market)})")
        if code in self._colls[seat]:
            raise IllegalMove(f"seat {seat} already has {code}: no identical card (T11)")
        price = CARD_INFO[code][2]
        if price > self.means(seat):
            raise IllegalMove(f"{code} costs {price}; seat {seat} can pay {self.means(seat)}")
        events.append(Event(_E_BUY_STARTED, seat, (code, price)))
        self._pay_for = self._phase
        self._phase = PAY
        self._price = price
        self._item = code

    def _after_buy(self, phase: Phase, events: list[Event]) -> None:
        if phase == FINAL_BUY:
            self._phase = FINAL_BUY
            self._next_final(events)
        else:
            assert self._active is not None  # the game is not over
            self._end_turn(self._active, events)

    def _pay(self, text: str, move: TenMove, events: list[Event]) -> str:
        """T12: settle the price with `move` (a payment, as `text`); returns the record's
        text for it."""
        seat = self._current
        assert seat is not None  # the game is not over
        t, b, cards = move.tokens, move.bust, move.cards
        price = self._price
        coll = self._colls[seat]
        if t > self._tokens[seat] or b > self._bust[seat]:
            raise IllegalMove(f"seat {seat} has {self._tokens[seat]}t {self._bust[seat]}b")
        need = Counter(cards)
        have = Counter(coll)
        short = [c for c, k in need.items() if have[c] < k]
        if short:
            raise IllegalMove(f"not in seat {seat}'s collection: {' '.join(short)}")
        if not is_minimal(price, t, b, len(cards)):
            raise IllegalMove(
                f"{text!r} does not pay {price} exactly: it must cover the price with nothing "
                "that could be left out (T12)"
            )
        self._tokens[seat] -= t
        self._bust[seat] -= b
        for c in cards:
            coll.remove(c)
        self._discard.extend(cards)
        excess = t + 3 * b + len(cards) - price
        events.append(Event(_E_PAID, seat, (t, b, cards, price, excess)))
        item = self._item
        assert item is not None and self._pay_for is not None  # in the pay phase
        coll.append(item)
        self._orders[seat] = None
        self._price = 0
        self._item = None
        if self._pay_for == AUCTION:
            events.append(Event(_E_COLLECTED, seat, item))
            assert self._active is not None  # the game is not over
            self._resume(self._active, events)
        else:
            self._market.remove(item)
            events.append(Event(_E_BOUGHT, seat, item))
            self._after_buy(self._pay_for, events)
        return format_pay(t, b, cards)


def new_game(
    players: int,
    *,
    first_player: int | None,
    seed: int | None = None,
    cards: list[str] | None = None,
    **options: Any,
) -> TenGame:
    """A new game (T6). `cards` stacks the draw pile, top card first; otherwise the deck of T5
    is shuffled with `seed`. `first_player=None` draws the first player at random (T6)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError(f"TEN is played by 2 to 5 seats (T20), not {players!r}")
    unknown = sorted(set(options) - set(TenOptions.model_fields))
    if unknown:
        known = ", ".join(TenOptions.model_fields)
        raise ValueError(f"unknown TEN option(s): {', '.join(unknown)} (known: {known})")
    opts = TenOptions(**options)
    rng = random.Random(seed)
    if cards is None:
        pile = deck_for(players)
        rng.shuffle(pile)
    else:
        pile = list(cards)
        check_codes(pile)
        if not pile:
            raise ValueError("cards must hold at least one card")
    if first_player is None:
        first_player = rng.randrange(players)
    if (
        isinstance(first_player, bool)
        or not isinstance(first_player, int)
        or not (0 <= first_player < players)
    ):
        raise ValueError(f"first_player must be a seat 0..{players - 1}, not {first_player!r}")
    g = TenGame.__new__(TenGame)
    g.num_players = players
    g.options = opts
    g.first_player = first_player
    g._cards = tuple(pile)
    g._all_pass_discard = opts.all_pass == "discard"
    g._bust_cap = 1 << 62 if opts.bust_token_cap is None else opts.bust_token_cap
    g._pile = pile[::-1]  # top card last, so drawing is list.pop()
    g._tableau = []
    g._run = g._cur = 0
    g._market = []
    g._colls = [[] for _ in range(players)]
    g._tokens = [5] * players  # T6
    g._bust = [0] * players
    g._discard = []
    g._phase = DRAW
    g._active = g._current = first_player
    g._auction = None
    g._price = 0
    g._pay_for = None
    g._item = None
    g._final = None
    g._moves = []
    g._orders = [None] * players
    return g


def from_record(record: Record) -> TenGame:
    """Rebuild a game by replaying its record; a bad move names its number and text."""
    if record.game != "ten":
        raise ValueError(f"not a TEN record (game is {record.game!r})")
    return replay(new_game(record.players, **record.setup), record.moves)
