"""TEN (T1–T21): the game state, its moves, and the record.

The state is plain lists and ints in a slots class, so `clone` is a handful of list copies and a
random playout steps at well over 100,000 moves a second. `apply` checks every move and changes
nothing when it raises; `legal_moves` offers only legal moves.

Event kinds (`Event(kind, seat, detail)`):
turn_started (seat, None) · revealed (active, code) · bust (active, (kind "number"|"currency",
numbers to the market, currency discarded)) · bust_token (seat, (gained, lost to a cap)) ·
gained (seat, (currency tokens gained, lost to the T4 cap)) · took_numbers (seat, (numbers,
currency discarded)) · took_currency (seat, (total, numbers to the market, currency discarded))
· auction_started (active, wild) · bid (seat, amount) · passed (seat, None) · won_auction (seat,
(wild, price)) · wild_discarded (active, wild) · paid (seat, (tokens, bust tokens, cards, price,
excess)) · collected (seat, wild) · buy_started (seat, (code, price)) · bought (seat, code) ·
no_buy (seat, None) · final_buy_round (final player, seats in order) · game_over (None, winners).
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
    TenOptions,
    TenState,
)
from modten_tui.rules.protocol import Event, IllegalMove, Record

__all__ = [
    "BUST_LINE",
    "TOKEN_CAP",
    "Auction",
    "Event",
    "IllegalMove",
    "TenGame",
    "TenOptions",
    "from_record",
    "new_game",
]

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
        if ph == AUCTION:
            top = self.means(seat)  # type: ignore[arg-type]
            if top >= len(_BIDS):
                _BIDS.extend(f"bid {i}" for i in range(len(_BIDS), top + 1))
            return ["pass", *_BIDS[self._auction[1] + 1 : top + 1]]
        if ph == PAY:
            order = self._disposal(seat)  # type: ignore[arg-type]
            return [
                format_pay(t, b, order[:c])
                for t, b, c in combinations(
                    self._price, self._tokens[seat], self._bust[seat], len(order)
                )  # fmt: skip
            ]
        if ph == OVER:
            return []
        return [_NO_BUY, *(_BUY[code] for code in self._buyable(seat))]  # type: ignore[arg-type]

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
            order = disposal_order(owned + [item]) if item else disposal_order(owned)
            if item:
                order.remove(item)  # the item is not the payer's to spend yet
            cached = self._orders[seat] = (item, order)
        return cached[1]

    # ----- moves -------------------------------------------------------------------------------
    def apply(self, move: str) -> list[Event]:
        if not isinstance(move, str):
            raise IllegalMove(f"a move is a string, not {type(move).__name__}")
        ph = self._phase
        events: list[Event] = []
        if ph == DRAW:
            if move == "draw" and self._pile:
                self._draw(events)
            elif move == "take numbers" and self._tableau:
                self._take_numbers(events)
            elif move == "take currency" and self._tableau:
                self._take_currency(events)
            else:
                raise IllegalMove(self._refusal(move))
        elif ph == AUCTION:
            move = self._speak(move, events)
        elif ph == PAY:
            move = self._pay(move, events)
        elif ph in (BUY, FINAL_BUY):
            self._buy(move, events)
        else:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        self._moves.append(move)
        return events

    def _refusal(self, move: str) -> str:
        legal = ", ".join(self.legal_moves())
        return f"{move!r} is not legal now (phase {self._phase}; legal: {legal})"

    def _draw(self, events: list[Event]) -> None:
        a = self._active
        card = self._pile.pop()
        events.append(Event("revealed", a, card))
        kind, _col, value = CARD_INFO[card]
        if kind >= COLOUR_WILD:  # T7: a wild is auctioned at once (T13)
            n = self.num_players
            order = tuple((a + i) % n for i in range(1, n + 1))
            self._auction = (card, 0, None, order, 0)
            self._phase = AUCTION
            self._current = order[0]
            events.append(Event("auction_started", a, card))
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

    def _split_tableau(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        nums = tuple(c for c in self._tableau if CARD_INFO[c][0] == NUMBER)
        money = tuple(c for c in self._tableau if CARD_INFO[c][0] != NUMBER)
        self._tableau = []
        self._run = 0
        self._discard.extend(money)
        return nums, money

    def _gain(self, seat: int, amount: int, events: list[Event]) -> None:
        if amount > 0:  # T4: the cap applies to every gain, excess lost
            have = self._tokens[seat]
            got = min(TOKEN_CAP, have + amount) - have
            self._tokens[seat] = have + got
            events.append(Event("gained", seat, (got, amount - got)))

    def _others_gain(self, amount: int, events: list[Event]) -> None:
        n = self.num_players
        for i in range(1, n):
            self._gain((self._active + i) % n, amount, events)

    def _bust_out(self, kind: str, events: list[Event]) -> None:
        """T9: numbers to the market, currency discarded, a bust token, maybe others gain."""
        a = self._active
        cur = self._cur
        nums, money = self._split_tableau()
        self._cur = 0
        self._market.extend(nums)
        events.append(Event("bust", a, (kind, nums, money)))
        have = self._bust[a]
        got = 1 if have < self._bust_cap else 0
        self._bust[a] = have + got
        events.append(Event("bust_token", a, (got, 1 - got)))
        if kind == "number":
            self._others_gain(cur, events)
        self._end_turn(events)

    def _take_numbers(self, events: list[Event]) -> None:
        """T10: numbers to the collection, others gain the currency total, then a buy."""
        a = self._active
        cur = self._cur
        nums, money = self._split_tableau()
        self._cur = 0
        self._colls[a].extend(nums)
        self._orders[a] = None
        events.append(Event("took_numbers", a, (nums, money)))
        self._others_gain(cur, events)
        self._phase = BUY

    def _take_currency(self, events: list[Event]) -> None:
        a = self._active
        cur = self._cur
        nums, money = self._split_tableau()
        self._cur = 0
        self._market.extend(nums)
        events.append(Event("took_currency", a, (cur, nums, money)))
        self._gain(a, cur, events)
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        n = self.num_players
        if self._pile:
            a = self._active = self._current = (self._active + 1) % n
            self._phase = DRAW
            events.append(Event("turn_started", a, None))
            return
        last = self._active  # T15–T16: one more buy each, from the final player's left
        self._final = (tuple((last + i) % n for i in range(1, n + 1)), 0)
        self._phase = FINAL_BUY
        self._active = self._current = self._final[0][0]
        events.append(Event("final_buy_round", last, self._final[0]))

    def _next_final(self, events: list[Event]) -> None:
        order, i = self._final
        i += 1
        if i < len(order):
            self._final = (order, i)
            self._active = self._current = order[i]
            return
        self._phase = OVER
        self._active = self._current = None
        events.append(Event("game_over", None, tuple(self.winners)))

    def _speak(self, move: str, events: list[Event]) -> str:
        wild, high, bidder, order, spoken = self._auction
        seat = order[spoken]
        if move == "pass":
            events.append(Event("passed", seat, None))
        else:
            amount = move[4:]
            if not (move.startswith("bid ") and amount.isdigit() and amount.isascii()):
                raise IllegalMove(self._refusal(move))
            bid = int(amount)
            if bid <= high:
                raise IllegalMove(f"a bid must be higher than {high} (T13), not {bid}")
            if bid > self.means(seat):
                raise IllegalMove(f"seat {seat} can pay at most {self.means(seat)} (T12, T13)")
            high, bidder = bid, seat
            move = _BIDS[bid] if bid < len(_BIDS) else f"bid {bid}"  # canonical in the record
            events.append(Event("bid", seat, bid))
        spoken += 1
        if spoken < len(order):
            self._auction = (wild, high, bidder, order, spoken)
            self._current = order[spoken]
            return move
        self._auction = None
        a = self._active
        if bidder is None:  # T13 [choice]
            if self._all_pass_discard:
                self._discard.append(wild)
                events.append(Event("wild_discarded", a, wild))
            else:
                self._colls[a].append(wild)
                self._orders[a] = None
                events.append(Event("won_auction", a, (wild, 0)))
                events.append(Event("collected", a, wild))
            self._resume(events)
            return move
        events.append(Event("won_auction", bidder, (wild, high)))
        self._phase = PAY
        self._current = bidder
        self._price = high
        self._pay_for = AUCTION
        self._item = wild
        return move

    def _resume(self, events: list[Event]) -> None:
        """T14: the active player goes on; T15: after a last-card wild they stop or are done."""
        if self._pile or self._tableau:
            self._phase = DRAW
            self._current = self._active
        else:
            self._end_turn(events)

    def _buy(self, move: str, events: list[Event]) -> None:
        seat = self._current
        if move == _NO_BUY:
            events.append(Event("no_buy", seat, None))
            self._after_buy(self._phase, events)
            return
        code = move[4:]
        if not move.startswith("buy ") or code not in self._market:
            raise IllegalMove(f"{move!r}: not a card in the market ({' '.join(self._market)})")
        if code in self._colls[seat]:
            raise IllegalMove(f"seat {seat} already has {code}: no identical card (T11)")
        price = CARD_INFO[code][2]
        if price > self.means(seat):
            raise IllegalMove(f"{code} costs {price}; seat {seat} can pay {self.means(seat)}")
        events.append(Event("buy_started", seat, (code, price)))
        self._pay_for = self._phase
        self._phase = PAY
        self._price = price
        self._item = code

    def _after_buy(self, phase: str, events: list[Event]) -> None:
        if phase == FINAL_BUY:
            self._phase = FINAL_BUY
            self._next_final(events)
        else:
            self._end_turn(events)

    def _pay(self, move: str, events: list[Event]) -> str:
        seat = self._current
        t, b, cards = parse_pay(move)
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
                f"{move!r} does not pay {price} exactly: it must cover the price with nothing "
                "that could be left out (T12)"
            )
        self._tokens[seat] -= t
        self._bust[seat] -= b
        for c in cards:
            coll.remove(c)
        self._discard.extend(cards)
        excess = t + 3 * b + len(cards) - price
        events.append(Event("paid", seat, (t, b, tuple(cards), price, excess)))
        item = self._item
        coll.append(item)
        self._orders[seat] = None
        self._price = 0
        self._item = None
        if self._pay_for == AUCTION:
            events.append(Event("collected", seat, item))
            self._resume(events)
        else:
            self._market.remove(item)
            events.append(Event("bought", seat, item))
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
    game = new_game(record.players, **record.setup)
    for number, move in enumerate(record.moves, start=1):
        try:
            game.apply(move)
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} ({move!r}) is not legal: {exc}") from exc
    return game
