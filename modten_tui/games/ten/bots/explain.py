"""TEN's moves as players read them, and one line of why, from the player's view alone.

Everything in TEN is public except the pile's order (T21); the view counts the pile's cards,
so a bust chance read from it is what any player at the table could work out.
"""

from __future__ import annotations

from modten_tui.games.ten.rules.deck import CARD_INFO, NUMBER
from modten_tui.games.ten.rules.payment import parse_pay
from modten_tui.games.ten.rules.scoring import best_score
from modten_tui.games.ten.rules.state import TOKEN_CAP
from modten_tui.games.ten.rules.view import TenView
from modten_tui.i18n import N_, _, listed, ngettext


def label(move: str) -> str:
    """'Draw', 'Bid 3', 'Pay 2 tokens, R1', 'Buy G4', 'No buy', in the language shown."""
    kind, _space, rest = move.partition(" ")
    if move.startswith("pay"):
        t, b, cards = parse_pay(move)
        parts = [ngettext("{count} token", "{count} tokens", t).format(count=t)] if t else []
        if b:
            parts.append(ngettext("{count} bust token", "{count} bust tokens", b).format(count=b))
        return _("Pay {what}").format(what=listed([*parts, *cards]) or _("nothing"))
    if kind == "bid":
        return _("Bid {amount}").format(amount=rest)
    if kind == "buy":
        return _("Buy {card}").format(card=rest)
    words = {
        "draw": N_("Draw"),
        "take numbers": N_("Take numbers"),
        "take currency": N_("Take currency"),
        "pass": N_("Pass"),
        "no buy": N_("No buy"),
    }
    return _(words[move]) if move in words else move[:1].upper() + move[1:]


def bust_chance(view: TenView) -> float:
    """The chance the next card busts (T9), from the pile's public counts."""
    busting, total = view.bust_odds()
    return busting / total if total else 0.0


def _gain(collection: list[str], extra: list[str]) -> int:
    return best_score([*collection, *extra]) - best_score(collection)


def _pts(n: int) -> str:
    points = f"{n:+d}".replace("-", "−")
    return ngettext("{points} pt now", "{points} pts now", abs(n)).format(points=points)


def why(view: TenView, move: str) -> str:
    """'busts 48% of the time', 'takes R3 B5: +4 pts now', 'pay 5 for W2 if you win it: +3 pts
    now'."""
    mine = view.collections[view.seat]
    if move == "draw":
        return _("busts {percent}% of the time").format(percent=round(100 * bust_chance(view)))
    if move == "take numbers":
        nums = [c for c in view.tableau if CARD_INFO[c][0] == NUMBER]
        if not nums:
            return _("takes nothing")
        return _("takes {cards}: {points}").format(
            cards=" ".join(nums), points=_pts(_gain(mine, nums))
        )
    if move == "take currency":
        have = view.tokens[view.seat]
        kept = min(TOKEN_CAP, have + view.currency_total) - have
        if not view.currency_total:
            return _("there is no currency to take")
        return ngettext(
            "+{count} token ({total}/{cap})", "+{count} tokens ({total}/{cap})", kept
        ).format(count=kept, total=have + kept, cap=TOKEN_CAP)
    if move.startswith("bid") and view.auction is not None:
        # What the bid costs and brings: a wild goes where its owner places it, not "at" the
        # bid (a play-test read 'W2 at 5' so).
        wild = view.auction.wild
        return _("pay {amount} for {wild} if you win it: {points}").format(
            amount=move.split()[1], wild=wild, points=_pts(_gain(mine, [wild]))
        )
    if move.startswith("buy "):
        code = move.split()[1]
        return _("{points}, costs {cost}").format(
            points=_pts(_gain(mine, [code])), cost=CARD_INFO[code][2]
        )
    if move.startswith("pay"):
        _t, _b, cards = parse_pay(move)
        if not cards:
            return _("keeps every card")
        left = list(mine)
        for c in cards:
            left.remove(c)
        return _("gives up {cards}: {points}").format(
            cards=" ".join(cards), points=_pts(best_score(left) - best_score(mine))
        )
    return ""
