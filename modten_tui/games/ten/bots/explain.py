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


def label(move: str) -> str:
    """'Draw', 'Bid 3', 'Pay 2 tokens, R1', 'Buy G4', 'No buy'."""
    if move.startswith("pay"):
        t, b, cards = parse_pay(move)
        parts = [f"{t} token{'s' * (t != 1)}"] if t else []
        parts += [f"{b} bust token{'s' * (b != 1)}"] if b else []
        return "Pay " + ", ".join([*parts, *cards] or ["nothing"])
    return move[:1].upper() + move[1:]


def bust_chance(view: TenView) -> float:
    """The chance the next card busts (T9), from the pile's public counts."""
    busting, total = view.bust_odds()
    return busting / total if total else 0.0


def _gain(collection: list[str], extra: list[str]) -> int:
    return best_score([*collection, *extra]) - best_score(collection)


def _pts(n: int) -> str:
    return f"{n:+d} pt{'s' * (abs(n) != 1)} now".replace("-", "−")


def why(view: TenView, move: str) -> str:
    """'busts 48% of the time', 'takes R3 B5: +4 pts now', 'pay 5 for W2 if you win it: +3 pts
    now'."""
    mine = view.collections[view.seat]
    if move == "draw":
        return f"busts {round(100 * bust_chance(view))}% of the time"
    if move == "take numbers":
        nums = [c for c in view.tableau if CARD_INFO[c][0] == NUMBER]
        return f"takes {' '.join(nums)}: {_pts(_gain(mine, nums))}" if nums else "takes nothing"
    if move == "take currency":
        have = view.tokens[view.seat]
        kept = min(TOKEN_CAP, have + view.currency_total) - have
        if not view.currency_total:
            return "there is no currency to take"
        return f"+{kept} token{'s' * (kept != 1)} ({have + kept}/{TOKEN_CAP})"
    if move.startswith("bid") and view.auction is not None:
        # What the bid costs and brings: a wild goes where its owner places it, not "at" the
        # bid (a play-test read 'W2 at 5' so).
        wild = view.auction.wild
        return f"pay {move.split()[1]} for {wild} if you win it: {_pts(_gain(mine, [wild]))}"
    if move.startswith("buy "):
        code = move.split()[1]
        return f"{_pts(_gain(mine, [code]))}, costs {CARD_INFO[code][2]}"
    if move.startswith("pay"):
        _t, _b, cards = parse_pay(move)
        if not cards:
            return "keeps every card"
        left = list(mine)
        for c in cards:
            left.remove(c)
        return f"gives up {' '.join(cards)}: {_pts(best_score(left) - best_score(mine))}"
    return ""
