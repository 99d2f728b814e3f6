"""Why a move is not the lesson's, in words, from the learner's view alone (T21: everything
but the pile's order is public, so nothing here can tell what the next card is).

`what_it_does(view, move, names)` says why an illegal move breaks a rule, or what a legal
one would do; the lesson adds why it asks for its own move instead (`lesson.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from modten_tui.games.ten.rules.deck import CARD_INFO
from modten_tui.games.ten.rules.moves import MoveKind, try_parse
from modten_tui.games.ten.rules.payment import is_minimal
from modten_tui.games.ten.rules.scoring import best_score
from modten_tui.games.ten.rules.state import BUST_LINE, TOKEN_CAP
from modten_tui.games.ten.rules.view import TenView
from modten_tui.games.ten.session.texts import numbers_in, pay_text
from modten_tui.i18n import _, ngettext

__all__ = ["what_it_does"]


def _score_change(before: Sequence[str], after: Sequence[str]) -> str:
    a, b = best_score(list(before)), best_score(list(after))
    if a != b:
        return _("your score would go from {before} to {after}").format(before=a, after=b)
    return _("your score would stay {score}").format(score=a)


def what_it_does(view: TenView, move: str, names: Sequence[str]) -> str:
    """One or two sentences: the rule `move` breaks, or what it would do if played now."""
    if move in view.legal_moves or _payable(view, move):
        return _legal(view, move, names)
    return _illegal(view, move)


def _payable(view: TenView, move: str) -> bool:
    """A payment T12 allows (the engine lists only one per mix of counts, the cards least
    useful first; the payment prompt lets the payer pick any cards)."""
    parsed = try_parse(move)
    if view.phase != "pay" or parsed is None or parsed.kind is not MoveKind.PAY:
        return False
    seat = view.seat
    left = list(view.collections[seat])
    for code in parsed.cards:
        if code not in left:
            return False
        left.remove(code)
    return (
        parsed.tokens <= view.tokens[seat]
        and parsed.bust <= view.bust_tokens[seat]
        and is_minimal(view.price or 0, parsed.tokens, parsed.bust, len(parsed.cards))
    )


def _illegal(view: TenView, move: str) -> str:
    parsed = try_parse(move)
    kind = None if parsed is None else parsed.kind
    seat = view.seat
    if view.phase == "draw":
        if kind in (MoveKind.TAKE_NUMBERS, MoveKind.TAKE_CURRENCY) and not view.tableau:
            return _("You may not stop yet: a turn reveals at least one card first.")
        if kind is MoveKind.DRAW and not view.draw_pile_count:
            return _("The draw pile is empty: you must stop and take a reward.")
    if view.phase == "auction" and view.auction is not None and parsed is not None:
        if kind is MoveKind.BID and parsed.amount <= view.auction.high_bid:
            said = _("A bid must be higher than the high bid, {amount}.")
            return said.format(amount=view.auction.high_bid)
        if kind is MoveKind.BID:
            means = view.tokens[seat] + 3 * view.bust_tokens[seat] + len(view.collections[seat])
            return _("You can pay at most {amount}, so you may not bid more.").format(amount=means)
    if view.phase in ("buy", "final_buy") and kind is MoveKind.BUY and parsed is not None:
        code = parsed.code
        if code in view.collections[seat]:
            return _("You already have {card}: no second copy of a card you hold.").format(
                card=code
            )
        if code not in view.market:
            return _("{card} is not in the market.").format(card=code)
        said = _("{card} costs {price}: more than you can pay.")
        return said.format(card=code, price=CARD_INFO[code][2])
    if view.phase == "pay" and kind is MoveKind.PAY and parsed is not None:
        price = view.price or 0
        value = parsed.tokens + 3 * parsed.bust + len(parsed.cards)
        if value < price:
            said = _("That makes {value}: it does not cover the price, {price}.")
            return said.format(value=value, price=price)
        if not is_minimal(price, parsed.tokens, parsed.bust, len(parsed.cards)):
            said = _(
                "That pays {value} for {price}: a payment may hold nothing that could be "
                "left out, and only a bust token gives no change."
            )
            return said.format(value=value, price=price)
    return _("That is not a move you can make now.")


def _legal(view: TenView, move: str, names: Sequence[str]) -> str:
    parsed = try_parse(move)
    assert parsed is not None  # a legal move always parses
    kind = parsed.kind
    seat = view.seat
    mine = view.collections[seat]
    run, cur = view.running_total, view.currency_total
    if kind is MoveKind.DRAW:
        need = BUST_LINE + 1 - run
        money = BUST_LINE + 1 - cur
        # Only a bust a real card can cause (numbers 1-9, currency 1-5).
        if need <= 9 and money <= 5:
            risk = _(
                "a number card of {need} or more or a currency card of {money} or more busts you"
            )
        elif need <= 9:
            risk = _("a number card of {need} or more busts you")
        elif money <= 5:
            risk = _("a currency card of {money} or more busts you")
        else:
            risk = _("no card can bust you yet")
        said = _("Drawing reveals another card: with a running total of {total}, {risk}.")
        return said.format(total=run, risk=risk.format(need=need, money=money))
    if kind is MoveKind.TAKE_NUMBERS:
        nums = " ".join(numbers_in(view.tableau))
        said = (
            _(
                "Taking numbers would end your drawing: {cards} into your collection, "
                "then a buy. Each other player would gain {amount}."
            )
            if cur
            else _(
                "Taking numbers would end your drawing: {cards} into your collection, "
                "then a buy. Nobody else would gain."
            )
        )
        return said.format(cards=nums, amount=cur)
    if kind is MoveKind.TAKE_CURRENCY:
        market = numbers_in(view.tableau)
        gain = min(TOKEN_CAP, view.tokens[seat] + cur) - view.tokens[seat]
        got = (
            ngettext("{count} token", "{count} tokens", gain).format(count=gain)
            if gain
            else _("nothing (no currency is out)")
        )
        said = (
            _("Taking currency would give you {got}; {cards} would go to the market.")
            if market
            else _("Taking currency would give you {got}; no numbers are lost.")
        )
        return said.format(got=got, cards=" ".join(market))
    if kind is MoveKind.PASS:
        a = view.auction
        if a is not None and a.high_bidder is not None and a.order[-1] == seat:
            said = _("Passing would let {name} have {card} for {price}.")
            return said.format(name=names[a.high_bidder], card=a.wild, price=a.high_bid)
        return _("Passing leaves the wild to the others; if all pass it is discarded.")
    if kind is MoveKind.BID:
        a = view.auction
        if a is not None and a.order[-1] == seat:
            said = _(
                "A bid of {amount} wins too, but you speak last (each player "
                "speaks once), so {enough} is enough: {amount} would cost {more} more."
            )
            return said.format(
                amount=parsed.amount, enough=a.high_bid + 1, more=parsed.amount - a.high_bid - 1
            )
        return _("A bid of {amount} would be the new high bid.").format(amount=parsed.amount)
    if kind is MoveKind.BUY:
        code = parsed.code
        said = _("{card} costs {price}: with it {change} before paying.")
        change = _score_change(mine, [*mine, code])
        return said.format(card=code, price=CARD_INFO[code][2], change=change)
    if kind is MoveKind.NO_BUY:
        return _("No buy would keep your tokens and cards; the market stays as it is.")
    # A payment: what it spends, and what that does to the score with the new card.
    left = list(mine)
    for code in parsed.cards:
        left.remove(code)
    item = view.paying_for or ""
    spent = pay_text(parsed.tokens, parsed.bust, parsed.cards)
    said = _("Paying {means} is allowed; with {card}, {change}.")
    return said.format(means=spent, card=item, change=_score_change([*mine, item], [*left, item]))
