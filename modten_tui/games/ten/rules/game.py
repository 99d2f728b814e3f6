"""TEN (T1–T21): the game state, its moves, and the record.

The state is plain lists and ints in a slots class, so `clone` is a handful of list copies and a
random playout steps at well over 100,000 moves a second. `apply` checks every move and changes
nothing when it raises; `legal_moves` offers only legal moves. Moves are read through
`moves.try_parse` (parsed once, cached); the events' kinds are `events.TenEvent`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any, Self

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
from modten_tui.games.ten.rules.payment import (
    format_pay,
    is_minimal,
    parse_pay,
    pay_moves,
    pay_plans,
)
from modten_tui.games.ten.rules.scoring import disposal_tuple
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

# An `Auction` or `Event` made as its own `_make` makes it, without a Python-level call (half
# the cost): look-aheads start and update auctions, and make events, thousands of times a second.
_new = _auction = tuple.__new__

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
_M_NO_BUY = MoveKind.NO_BUY
_M_PASS = MoveKind.PASS
_M_PAY = MoveKind.PAY

_BIDS = [f"bid {i}" for i in range(256)]
_BUY = {code: f"buy {code}" for code, info in CARD_INFO.items() if info[0] == NUMBER}
_START = ["draw"]
_ALL = ["draw", "take numbers", "take currency"]
_TAKE = ["take numbers", "take currency"]
_NO_BUY = "no buy"
_DEFAULT_OPTIONS = TenOptions()
_NUMBERS = frozenset(code for code, info in CARD_INFO.items() if info[0] == NUMBER)
_PRICE = {code: info[2] for code, info in CARD_INFO.items()}  # a number card's price is its number


def _not_text(move: object) -> str:
    return f"a move is a string, not {type(move).__name__}"


class TenGame(TenState):
    """One game of TEN. Create it with `new_game`; step it with `apply`."""

    __slots__ = ()

    @classmethod
    def from_view(cls, view: TenView, pile: list[str]) -> Self:
        """The game `view` shows with `pile` as its draw pile (top card last, as `pile` holds
        it): a search's sample of the hidden order (T21), taken as it is. The view tells
        neither the moves so far nor the starting pile, so the copy's record is not the game's.
        """
        a = view.auction
        final = view.final_order
        return cls(
            num_players=view.players,
            options=TenOptions.model_validate(view.options),
            first_player=view.first_player,
            cards=(),
            pile=pile,
            tableau=list(view.tableau),
            running_total=view.running_total,
            currency_total=view.currency_total,
            market=list(view.market),
            collections=[list(c) for c in view.collections],
            tokens=list(view.tokens),
            bust_tokens=list(view.bust_tokens),
            discard=list(view.discard),
            phase=view.phase,
            active_player=view.active_player,
            current_player=view.current_player,
            auction=None
            if a is None
            else Auction(a.wild, a.high_bid, a.high_bidder, tuple(a.order), a.spoken),
            price=view.price,
            pay_for=view.pay_for,
            paying_for=view.paying_for,
            final_round=None
            if final is None or view.final_index is None
            else (tuple(final), view.final_index),
            moves=[],
        )

    # ----- legal moves -------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        ph = self.phase
        if ph == DRAW:
            if not self.pile:
                return list(_TAKE)  # T15: the last card is out; they must stop
            return list(_ALL) if self.live_tableau else list(_START)
        seat = self.current_player
        if seat is None:  # only once the game is over
            return []
        if ph == AUCTION:
            assert self.auction is not None
            top = self.means(seat)
            if top >= len(_BIDS):
                _BIDS.extend(f"bid {i}" for i in range(len(_BIDS), top + 1))
            return ["pass", *_BIDS[self.auction[1] + 1 : top + 1]]
        if ph == PAY:
            price = self.price
            assert price is not None  # owed in the pay phase
            order = self._disposal(seat)
            plans = pay_plans(
                price, self.live_tokens[seat], self.live_bust_tokens[seat], len(order)
            )
            offered = pay_moves(plans, order)
            # Kept until the payment is made: nothing else changes the pay phase.
            self._offer = (tuple(offered), plans, order)
            return offered
        if ph == OVER:
            return []
        return [_NO_BUY, *[_BUY[code] for code in self._buyable(seat)]]

    def view(self, seat: int) -> TenView:
        """What `seat` may know (T21): everything but the order of the draw pile."""
        return build_view(self, seat, self.pile)

    def _buyable(self, seat: int) -> list[str]:
        """T11: market cards not identical to one collected, costing no more than one's means."""
        top = self.means(seat)
        got = set(self._market)
        got.difference_update(self.live_collections[seat])
        return sorted([c for c in got if _PRICE[c] <= top], key=SORT_KEY.__getitem__)

    def payment_order(self, seat: int) -> list[str]:
        """T12's order of `seat`'s cards for a payment, least useful first (a copy): the order
        the first legal `pay` move names cards in, for screens that let a payer adjust it."""
        return list(self._disposal(seat))

    def _disposal(self, seat: int) -> tuple[str, ...]:
        """The payer's cards, least useful first, judged with the item being paid for already
        in the collection: a card the new one joins into a run is worth keeping (T12)."""
        cached = self._orders[seat]
        item = self.paying_for
        if cached is None or cached[0] != item:  # cached until the collection or item changes
            owned = self.live_collections[seat]
            if item:
                order = disposal_tuple([*owned, item])
                i = order.index(item)  # the item is not the payer's to spend yet
                order = order[:i] + order[i + 1 :]
            else:
                order = disposal_tuple(owned)
            cached = self._orders[seat] = (item, order)
        return cached[1]

    # ----- moves -------------------------------------------------------------------------------
    def apply(self, move: str) -> list[Event]:
        ph = self.phase
        events: list[Event] = []
        if ph == DRAW:  # its moves are words, each parsed only from its own text
            if move == "draw" and self.pile:
                self._draw(events)
            elif move == "take numbers" and self.live_tableau:
                self._take_numbers(events)
            elif move == "take currency" and self.live_tableau:
                self._take_currency(events)
            else:
                raise IllegalMove(self._refusal(move))
            self._moves.append(move)
            return events
        if ph == PAY:
            offer = self._offer
            if offer is not None and move in offer[0]:  # one `legal_moves` offered: legal
                _head, t, b, c = offer[1][offer[0].index(move)]
                self._settle(t, b, offer[2][:c], events)
                self._moves.append(move)  # an offered move is already the canonical text
                return events
        elif ph == OVER:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        # Checked here, off the paths above: a non-string equals none of their moves.
        if not isinstance(move, str):
            raise IllegalMove(_not_text(move))
        parsed = try_parse(move)
        kind = None if parsed is None else parsed.kind
        if ph == AUCTION:
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

    def _refusal(self, move: object) -> str:
        if not isinstance(move, str):
            return _not_text(move)
        legal = ", ".join(self.legal_moves())
        return f"{move!r} is not legal now (phase {self.phase}; legal: {legal})"

    def _draw(self, events: list[Event]) -> None:
        a = self.active_player
        assert a is not None  # the game is not over
        card = self.pile.pop()
        events.append(_new(Event, (_E_REVEALED, a, card)))
        kind, _col, value = CARD_INFO[card]
        if kind >= COLOUR_WILD:  # T7: a wild is auctioned at once (T13)
            n = self.num_players
            order = tuple((a + i) % n for i in range(1, n + 1))
            self.auction = _auction(Auction, (card, 0, None, order, 0))
            self.phase = AUCTION
            self.current_player = order[0]
            events.append(_new(Event, (_E_AUCTION_STARTED, a, card)))
            return
        self.live_tableau.append(card)
        if kind == NUMBER:
            self.running_total += value
            if self.running_total > BUST_LINE:
                self._bust_out("number", events)
        else:
            self.currency_total += value
            self.running_total -= value
            if self.currency_total > BUST_LINE:
                self._bust_out("currency", events)

    def _clear_tableau(self) -> tuple[int, int, tuple[str, ...], tuple[str, ...]]:
        """The active player's turn at the tableau ends (bust or take): who it was, the
        currency total, and the number and currency cards; the currency is discarded."""
        a = self.active_player
        assert a is not None  # the game is not over
        cur = self.currency_total
        tableau = self.live_tableau
        nums = tuple([c for c in tableau if c in _NUMBERS])
        money = tuple([c for c in tableau if c not in _NUMBERS])
        self.live_tableau = []
        self.running_total = 0
        self.currency_total = 0
        self._discard.extend(money)
        return a, cur, nums, money

    def _gain(self, seats: Iterable[int], amount: int, events: list[Event]) -> None:
        """Each of `seats` in turn gains `amount` tokens (T4: the cap applies to every gain,
        excess lost)."""
        if amount > 0:
            tokens = self.live_tokens
            for seat in seats:
                have = tokens[seat]
                got = TOKEN_CAP - have if have + amount > TOKEN_CAP else amount
                tokens[seat] = have + got
                events.append(_new(Event, (_E_GAINED, seat, (got, amount - got))))

    def _others_gain(self, a: int, amount: int, events: list[Event]) -> None:
        """`_gain` for every seat but `a`, from its left."""
        n = self.num_players
        self._gain(((a + i) % n for i in range(1, n)), amount, events)

    def _bust_out(self, kind: str, events: list[Event]) -> None:
        """T9: numbers to the market, currency discarded, a bust token, maybe others gain."""
        a, cur, nums, money = self._clear_tableau()
        self._market.extend(nums)
        events.append(_new(Event, (_E_BUST, a, (kind, nums, money))))
        have = self.live_bust_tokens[a]
        got = 1 if have < self._bust_cap else 0
        self.live_bust_tokens[a] = have + got
        events.append(_new(Event, (_E_BUST_TOKEN, a, (got, 1 - got))))
        if kind == "number":
            self._others_gain(a, cur, events)
        self._end_turn(a, events)

    def _take_numbers(self, events: list[Event]) -> None:
        """T10: numbers to the collection, others gain the currency total, then a buy."""
        a, cur, nums, money = self._clear_tableau()
        self.live_collections[a].extend(nums)
        self._orders[a] = None
        events.append(_new(Event, (_E_TOOK_NUMBERS, a, (nums, money))))
        self._others_gain(a, cur, events)
        self.phase = BUY

    def _take_currency(self, events: list[Event]) -> None:
        a, cur, nums, money = self._clear_tableau()
        self._market.extend(nums)
        events.append(_new(Event, (_E_TOOK_CURRENCY, a, (cur, nums, money))))
        self._gain((a,), cur, events)
        self._end_turn(a, events)

    def _end_turn(self, last: int, events: list[Event]) -> None:
        """The active player `last`'s turn ends: the next turn, or the final buy round."""
        n = self.num_players
        if self.pile:
            a = self.active_player = self.current_player = (last + 1) % n
            self.phase = DRAW
            events.append(_new(Event, (_E_TURN_STARTED, a, None)))
            return
        # T15–T16: one more buy each, from the final player's left
        order = tuple((last + i) % n for i in range(1, n + 1))
        self.final_round = (order, 0)
        self.phase = FINAL_BUY
        self.active_player = self.current_player = order[0]
        events.append(_new(Event, (_E_FINAL_BUY_ROUND, last, order)))

    def _next_final(self, events: list[Event]) -> None:
        assert self.final_round is not None  # in the final buy round
        order, i = self.final_round
        i += 1
        if i < len(order):
            self.final_round = (order, i)
            self.active_player = self.current_player = order[i]
            return
        self.phase = OVER
        self.is_over = True
        self.active_player = self.current_player = None
        events.append(_new(Event, (_E_GAME_OVER, None, tuple(self.winners))))

    def _speak(self, move: TenMove, events: list[Event]) -> str:
        """T13: a pass or a bid (`move` is one of those); returns the record's text for it."""
        assert self.auction is not None  # in an auction
        wild, high, bidder, order, spoken = self.auction
        seat = order[spoken]
        if move.kind is _M_PASS:
            events.append(_new(Event, (_E_PASSED, seat, None)))
            text = "pass"
        else:
            bid = move.amount
            if bid <= high:
                raise IllegalMove(f"a bid must be higher than {high} (T13), not {bid}")
            if bid > self.means(seat):
                raise IllegalMove(f"seat {seat} can pay at most {self.means(seat)} (T12, T13)")
            high, bidder = bid, seat
            text = _BIDS[bid] if bid < len(_BIDS) else f"bid {bid}"  # canonical in the record
            events.append(_new(Event, (_E_BID, seat, bid)))
        spoken += 1
        if spoken < len(order):
            self.auction = _auction(Auction, (wild, high, bidder, order, spoken))
            self.current_player = order[spoken]
            return text
        self.auction = None
        a = self.active_player
        assert a is not None  # the game is not over
        if bidder is None:  # T13 [choice]
            if self._all_pass_discard:
                self._discard.append(wild)
                events.append(_new(Event, (_E_WILD_DISCARDED, a, wild)))
            else:
                self.live_collections[a].append(wild)
                self._orders[a] = None
                events.append(_new(Event, (_E_WON_AUCTION, a, (wild, 0))))
                events.append(_new(Event, (_E_COLLECTED, a, wild)))
            self._resume(a, events)
            return text
        events.append(_new(Event, (_E_WON_AUCTION, bidder, (wild, high))))
        self.phase = PAY
        self.current_player = bidder
        self.price = high
        self.pay_for = AUCTION
        self.paying_for = wild
        return text

    def _resume(self, a: int, events: list[Event]) -> None:
        """T14: the active player `a` goes on; T15: after a last-card wild they stop or are
        done."""
        if self.pile or self.live_tableau:
            self.phase = DRAW
            self.current_player = a
        else:
            self._end_turn(a, events)

    def _buy(self, move: str, parsed: TenMove | None, events: list[Event]) -> None:
        seat = self.current_player
        assert seat is not None  # the game is not over
        kind = None if parsed is None else parsed.kind
        if kind is _M_NO_BUY:
            events.append(_new(Event, (_E_NO_BUY, seat, None)))
            self._after_buy(self.phase, events)
            return
        code = "" if parsed is None else parsed.code
        if kind is not _M_BUY or code not in self._market:
            raise IllegalMove(f"{move!r}: not a card in the market ({' '.join(self._market)})")
        if code in self.live_collections[seat]:
            raise IllegalMove(f"seat {seat} already has {code}: no identical card (T11)")
        price = CARD_INFO[code][2]
        if price > self.means(seat):
            raise IllegalMove(f"{code} costs {price}; seat {seat} can pay {self.means(seat)}")
        events.append(_new(Event, (_E_BUY_STARTED, seat, (code, price))))
        self.pay_for = self.phase
        self.phase = PAY
        self.price = price
        self.paying_for = code

    def _after_buy(self, phase: Phase, events: list[Event]) -> None:
        if phase == FINAL_BUY:
            self.phase = FINAL_BUY
            self._next_final(events)
        else:
            assert self.active_player is not None  # the game is not over
            self._end_turn(self.active_player, events)

    def _pay(self, text: str, move: TenMove, events: list[Event]) -> str:
        """T12: settle the price with `move` (a payment, as `text`); returns the record's
        text for it."""
        seat = self.current_player
        assert seat is not None  # the game is not over
        t, b, cards = move.tokens, move.bust, move.cards
        price = self.price
        assert price is not None  # owed in the pay phase
        coll = self.live_collections[seat]
        if t > self.live_tokens[seat] or b > self.live_bust_tokens[seat]:
            raise IllegalMove(
                f"seat {seat} has {self.live_tokens[seat]}t {self.live_bust_tokens[seat]}b"
            )
        left = coll.copy()
        try:
            for c in cards:
                left.remove(c)
        except ValueError:
            need, have = Counter(cards), Counter(coll)
            short = [c for c, k in need.items() if have[c] < k]
            raise IllegalMove(f"not in seat {seat}'s collection: {' '.join(short)}") from None
        if not is_minimal(price, t, b, len(cards)):
            raise IllegalMove(
                f"{text!r} does not pay {price} exactly: it must cover the price with nothing "
                "that could be left out (T12)"
            )
        self._settle(t, b, cards, events)
        return format_pay(t, b, cards)

    def _settle(self, t: int, b: int, cards: tuple[str, ...], events: list[Event]) -> None:
        """T12: the payer pays `t` tokens, `b` bust tokens and `cards` (a legal payment) and
        collects the item."""
        seat = self.current_player
        price = self.price
        assert seat is not None and price is not None  # in the pay phase
        self._offer = None
        coll = self.live_collections[seat]
        self.live_tokens[seat] -= t
        self.live_bust_tokens[seat] -= b
        for c in cards:
            coll.remove(c)
        self._discard.extend(cards)
        excess = t + 3 * b + len(cards) - price
        events.append(_new(Event, (_E_PAID, seat, (t, b, cards, price, excess))))
        item, pay_for = self.paying_for, self.pay_for
        assert item is not None and pay_for is not None  # in the pay phase
        coll.append(item)
        self._orders[seat] = None
        self.price = self.pay_for = self.paying_for = None  # they describe the pay phase only
        if pay_for == AUCTION:
            events.append(_new(Event, (_E_COLLECTED, seat, item)))
            assert self.active_player is not None  # the game is not over
            self._resume(self.active_player, events)
        else:
            self._market.remove(item)
            events.append(_new(Event, (_E_BOUGHT, seat, item)))
            self._after_buy(pay_for, events)


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
    if options:
        unknown = sorted(set(options) - set(TenOptions.model_fields))
        if unknown:
            known = ", ".join(TenOptions.model_fields)
            raise ValueError(f"unknown TEN option(s): {', '.join(unknown)} (known: {known})")
        opts = TenOptions(**options)
    else:
        opts = _DEFAULT_OPTIONS  # frozen, so one instance serves every game
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
    return TenGame(
        num_players=players,
        options=opts,
        first_player=first_player,
        cards=tuple(pile),
        pile=pile[::-1],  # top card last, so drawing is list.pop()
        tableau=[],
        running_total=0,
        currency_total=0,
        market=[],
        collections=[[] for _ in range(players)],
        tokens=[5] * players,  # T6
        bust_tokens=[0] * players,
        discard=[],
        phase=DRAW,
        active_player=first_player,
        current_player=first_player,
        auction=None,
        price=None,
        pay_for=None,
        paying_for=None,
        final_round=None,
        moves=[],
    )


def from_record(record: Record) -> TenGame:
    """Rebuild a game by replaying its record; a bad move names its number and text."""
    if record.game != "ten":
        raise ValueError(f"not a TEN record (game is {record.game!r})")
    return replay(new_game(record.players, **record.setup), record.moves)
