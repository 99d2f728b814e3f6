"""A careful rule-based TEN player that reads only its view.

- Draw or stop by a one-card lookahead: the chance of each unseen card (T21 counting) times
  what stopping after it would be worth, against stopping now. Busts are counted from the
  unseen cards (T9).
- Stop with the reward worth more: the run points the tableau's numbers add to the collection
  plus the buy it opens, less the tokens it hands every rival (T10); or the tokens.
- Bid up to what the wild adds to its runs (plus a little for keeping it from the rival it
  helps most), in tokens; outbid the later speakers' likely limits when it can (T13).
- Pay with whatever gives up least (T12); buy the card that adds most, net of its price (T11).
"""

from __future__ import annotations

from collections.abc import Sequence

from benchmarks.league.ten_value import (
    BUST,
    TOKEN_CAP,
    Purse,
    card_value,
    gain,
    is_currency,
    is_number,
    payment_cost,
    spare_worth,
    token_worth,
)
from modten_tui.games.ten.rules.view import TenView


class TenExpert:
    """Deterministic: `seed` is taken only so every league player is built alike."""

    name = "expert"

    def __init__(self, seed: int | None = None, boldness: float = 0.15) -> None:
        # boldness: points added to drawing on, for the turns after the next card that the
        # one-card lookahead does not see
        self.boldness = boldness
        self.spare = 0.0  # set per decision: see ten_value.spare_worth

    # ----- the decision -------------------------------------------------------------------
    def choose(self, view: TenView, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        me = view.seat
        coll = view.collections[me]
        worth = token_worth(view.players, view.draw_pile_count)
        self.spare = spare_worth(view.players, view.draw_pile_count)
        phase = view.phase
        if phase == "draw":
            return self._draw(view, legal, coll, worth)
        if phase == "auction":
            return self._bid(view, legal, worth)
        if phase == "pay":
            return min(legal, key=lambda m: payment_cost(m, coll, worth, self.spare))
        # buy or final_buy
        return self._buy(view, legal, coll, worth)

    # ----- draw phase ---------------------------------------------------------------------
    def _rival_weight(self, players: int) -> float:
        # tokens handed to every rival cost us most when there is one rival to beat
        return 1.0 if players == 2 else 0.7

    def _stop_value(
        self,
        view: TenView,
        coll: list[str],
        numbers: list[str],
        cur: int,
        worth: float,
        buy: float,
    ) -> tuple[float, str]:
        me = view.seat
        kept = min(cur, TOKEN_CAP - view.tokens[me])
        currency = kept * worth
        take = gain(coll, numbers, self.spare) - cur * worth * self._rival_weight(view.players)
        take += buy  # the buy that taking numbers opens (T11)
        if not numbers:
            return currency, "take currency"
        return (take, "take numbers") if take >= currency else (currency, "take currency")

    def _buy_option(self, view: TenView, coll: list[str], worth: float) -> float:
        """The best market card's points net of its price (priced from today's collection,
        once per decision: close enough, and the lookahead calls this many times)."""
        best = 0.0
        if not view.market:
            return best
        purse = self._purse(view, view.seat, worth)
        for card in set(view.market):
            if card in coll or card_value(card) > purse.means:
                continue
            best = max(best, gain(coll, [card], self.spare) - purse.cost(card_value(card)))
        return best

    def _draw(self, view: TenView, legal: list[str], coll: list[str], worth: float) -> str:
        numbers = [c for c in view.tableau if is_number(c)]
        cur = view.currency_total
        buy = self._buy_option(view, coll + numbers, worth)
        now, reward = self._stop_value(view, coll, numbers, cur, worth, buy)
        if "draw" not in legal:
            return reward
        bust_token = 3 * worth * 0.8  # a bust token pays 3, but only whole (T12)
        total = sum(view.unseen.values())
        expect = 0.0
        for code, k in view.unseen.items():
            p = k / total
            if is_number(code):
                if view.running_total + card_value(code) >= BUST:
                    lost = cur * worth * self._rival_weight(view.players)
                    expect += p * (bust_token - lost)
                else:
                    expect += p * self._stop_value(view, coll, numbers + [code], cur, worth, buy)[0]
            elif is_currency(code):
                if cur + card_value(code) >= BUST:
                    expect += p * bust_token
                else:
                    value = self._stop_value(
                        view, coll, numbers, cur + card_value(code), worth, buy
                    )
                    expect += p * value[0]
            else:  # a wild goes to auction and the turn goes on as it was
                expect += p * now
        return "draw" if expect + self.boldness > now else reward

    # ----- auctions -----------------------------------------------------------------------
    def _purse(self, view: TenView, seat: int, worth: float) -> Purse:
        coll = view.collections[seat]
        return Purse(view.tokens[seat], view.bust_tokens[seat], coll, worth, self.spare)

    def _limit(self, view: TenView, seat: int, wild: str, worth: float) -> int:
        """The most `seat` should pay for `wild`: its run points (plus a little for keeping
        it from the rival it helps most), against the cheapest way to pay."""
        own = gain(view.collections[seat], [wild], self.spare)
        rivals = [gain(view.collections[s], [wild]) for s in range(view.players) if s != seat]
        deny = 0.5 if view.players == 2 else 0.2
        value = own + deny * max(rivals, default=0)
        return self._purse(view, seat, worth).most_for(value)

    def _bid(self, view: TenView, legal: list[str], worth: float) -> str:
        auction = view.auction
        if auction is None:
            return "pass"
        mine = self._limit(view, view.seat, auction.wild, worth)
        high = auction.high_bid
        if mine <= high:
            return "pass"
        later: Sequence[int] = auction.order[auction.spoken + 1 :]
        theirs = max((self._limit(view, s, auction.wild, worth) for s in later), default=0)
        want = min(mine, max(high + 1, theirs + 1))
        bids = [int(m.split()[1]) for m in legal if m.startswith("bid ")]
        fitting = [b for b in bids if b <= want]
        return f"bid {max(fitting)}" if fitting else "pass"

    # ----- buying -------------------------------------------------------------------------
    def _buy(self, view: TenView, legal: list[str], coll: list[str], worth: float) -> str:
        purse = self._purse(view, view.seat, worth)
        best, choice = 0.05, "no buy"
        for move in legal:
            if not move.startswith("buy "):
                continue
            card = move.split()[1]  # the market holds number cards only (T9, T10)
            net = gain(coll, [card], self.spare) - purse.cost(card_value(card))
            if net > best:
                best, choice = net, move
        return choice
