"""TEN in words: events as log lines, the stakes of each choice, and who won and why.

Pure functions of the game and the names, so the session tests can read them without a UI.
Log lines stay short (about 34 characters) because at 80 columns the log is a narrow column.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from modten_tui.games.ten.rules.deck import CARD_INFO, CURRENCY, NUMBER
from modten_tui.games.ten.rules.game import BUST_LINE, TOKEN_CAP, TenGame
from modten_tui.games.ten.rules.scoring import ScoreDetails, best_score, solve
from modten_tui.games.ten.rules.view import TenView
from modten_tui.rules.protocol import Event


@dataclass(frozen=True)
class Choice:
    """One move of the draw phase, its key, and what it would do."""

    key: str
    move: str
    label: str
    consequence: str
    short: str = ""  # the same in fewer words, for a narrow screen

    def text(self, width: int) -> str:
        """'Label: consequence' in at most `width` characters when the short form fits."""
        full = f"{self.label}: {self.consequence}"
        return full if len(full) <= width or not self.short else f"{self.label}: {self.short}"


def cards_text(cards: Sequence[str], empty: str = "nothing") -> str:
    return " ".join(cards) if cards else empty


def numbers_in(tableau: Sequence[str]) -> list[str]:
    return [c for c in tableau if CARD_INFO[c][0] == NUMBER]


def bust_chance(state: TenGame | TenView) -> tuple[int, int]:
    """(cards that would bust on the next draw, unseen cards), from public counts (T21)."""
    view = state if isinstance(state, TenView) else state.view(state.active_player or 0)
    return view.bust_odds()


@lru_cache(maxsize=4096)
def _score(codes: tuple[str, ...]) -> int:
    return best_score(list(codes))


@lru_cache(maxsize=512)
def _details(codes: tuple[str, ...]) -> ScoreDetails:
    return solve(list(codes))


def score_of(codes: Sequence[str]) -> int:
    """The engine's exact score of a collection, remembered: the screens ask for the same
    collections on every redraw, and each answer is a search over wild placements."""
    return _score(tuple(sorted(codes)))


def details_of(codes: Sequence[str]) -> ScoreDetails:
    """The engine's runs and wild placements for a collection (see `score_of`)."""
    return _details(tuple(sorted(codes)))


def wild_worth(game: TenGame | TenView, wild: str) -> list[int]:
    """Points each player would gain now by getting `wild`, by the engine's exact scoring
    (public: every collection is open)."""
    return [score_of([*coll, wild]) - score_of(coll) for coll in game.collections]


def standings(game: TenGame | TenView, names: Sequence[str]) -> str:
    """'Scores: Ann 3 · Bob 5 · Cy 0': everyone's points on one line, for prompts that cover
    the Players panel."""
    pts = [score_of(c) for c in game.collections]
    return "Scores: " + " · ".join(f"{names[s]} {pts[s]}" for s in range(len(pts)))


def points_text(n: int, *, signed: bool = False) -> str:
    """'1 pt', '3 pts' (or '+1 pt', '−3 pts' when signed)."""
    num = f"{n:+d}".replace("-", "−") if signed else str(n)
    return f"{num} pt" if abs(n) == 1 else f"{num} pts"


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def _gain_text(have: int, amount: int) -> str:
    if not amount:
        return "you gain nothing (no currency)"
    kept = min(TOKEN_CAP, have + amount) - have
    if kept == amount:
        return f"+{amount} for you ({have + kept}/{TOKEN_CAP})"
    return f"+{amount}, you keep {kept} ({have + kept}/{TOKEN_CAP}, the rest is lost)"


def draw_choices(game: TenGame, names: Sequence[str] = ()) -> list[Choice]:
    """The draw phase's moves with their consequences (T7, T9, T10), in key order."""
    legal = game.legal_moves()
    seat = game.active_player or 0
    nums = numbers_in(game.tableau)
    cur = game.currency_total
    out: list[Choice] = []
    if "draw" in legal:
        busting, unseen = bust_chance(game)
        odds = f"{percent(busting, unseen)} bust chance ({busting} of {unseen} unseen)"
        out.append(
            Choice(
                "d",
                "draw",
                "Draw",
                f"reveal the next card; {odds}",
                f"{percent(busting, unseen)} bust chance",
            )
        )
    if "take numbers" in legal:
        others = f"each other player gains {cur}" if cur else "nobody else gains"
        capped = [
            f"{names[o] if names else f'seat {o + 1}'} only {min(TOKEN_CAP, t + cur) - t}"
            for o, t in enumerate(game.tokens)
            if o != seat and t + cur > TOKEN_CAP
        ]
        if cur and capped:  # T4: what the cap takes away, before anyone chooses
            others += f" ({', '.join(capped)}: cap 10)"
        got = cards_text(nums)
        out.append(
            Choice(
                "n",
                "take numbers",
                "Take numbers",
                f"you get {got} and may buy; {others}",
                f"you get {got}, may buy; others +{cur}",
            )
        )
    if "take currency" in legal:
        verb = "goes" if len(nums) == 1 else "go"
        market = f", {cards_text(nums)} {verb} to the market" if nums else ""
        gain = _gain_text(game.tokens[seat], cur)
        kept = min(TOKEN_CAP, game.tokens[seat] + cur) - game.tokens[seat]
        short = f"+{cur} for you" if kept == cur else f"you keep {kept} of {cur}"
        short += f", {cards_text(nums)} to market" if nums else ""
        out.append(Choice("c", "take currency", "Take currency", gain + market, short))
    return out


def bust_warning(game: TenGame, width: int | None = None) -> str:
    """What a bust on the next card would do (T9), for the acting player's banner: the
    longest wording that fits `width` characters (None: the full one)."""
    if not game.draw_pile_count:
        return "the pile is empty: stop and take a reward"
    if not game.tableau:
        return "draw a card"
    nums = numbers_in(game.tableau)
    cur = game.currency_total
    seat = game.active_player or 0
    cap = game.options.bust_token_cap
    capped = cap is not None and game.bust_tokens[seat] >= cap
    listed = cards_text(nums)
    lost = f"sends {listed} to the market" if nums else "costs no numbers"
    token = (
        f"gives no bust token (you hold the limit of {cap})"
        if capped
        else ("gives you a bust token")
    )
    others = f"; on a number bust the others get {cur}" if cur else ""
    token_short = f"no bust token (limit {cap})" if capped else "+1 bust token"
    others_short = f"; number bust: others +{cur}" if cur else ""
    forms = [
        f"a bust {lost} and {token}{others}",
        f"a bust {lost}, {token_short}{others_short}",
        f"bust: {listed} to market, {token_short}{others_short}" if nums else "",
        f"bust: {listed} lost, {token_short}{others_short}" if nums else "",
        f"bust: {counted(len(nums), 'number')} lost{others_short}"
        if nums
        else (f"bust: {token_short}{others_short}"),
    ]
    fits = (f for f in forms if f and (width is None or len(f) <= width))
    return next(fits, forms[-1])  # the shortest wraps where even it does not fit


def counted(n: int, noun: str) -> str:
    """'1 token', '3 tokens'."""
    return f"{n} {noun}{'s' * (n != 1)}"


def pay_text(tokens: int, bust: int, cards: Sequence[str]) -> str:
    """'2 tokens, 1 bust token, R1 G3' (T12), for people rather than the record."""
    parts = [counted(n, noun) for n, noun in ((tokens, "token"), (bust, "bust token")) if n]
    return ", ".join([*parts, *cards]) or "nothing"


def means_text(tokens: int, bust: int, cards: int) -> str:
    """'5 tokens, 1 bust token, 6 cards': what a player can pay with (T12)."""
    return pay_text(tokens, bust, [counted(cards, "card")] if cards else [])


# What a seat's panel says it did last, by the event that says so (its detail `d`); the
# other events leave the note as it was.
LAST_ACTION: dict[str, Callable[[Any], str]] = {
    "revealed": lambda d: f"drew {d}",
    "bust": lambda d: f"bust ({d[0]})",
    "took_numbers": lambda d: f"took {cards_text(d[0], 'nothing')}",
    "took_currency": lambda d: f"took ${d[0]}",
    "won_auction": lambda d: f"won {d[0]}",
    "buy_started": lambda d: f"bought {d[0]}",
}


class Describer:
    """Turns a move's events into log lines and per-seat 'last action' notes.

    It keeps the running totals itself, because a bust clears the tableau before the
    revealing event can be read back from the game.
    """

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def lines(
        self, events: Sequence[Event], game: TenGame, run: int, cur: int
    ) -> tuple[list[str], dict[int, str]]:
        lines: list[str] = []
        last: dict[int, str] = {}
        n = self.names
        for ev in events:
            who = n[ev.seat] if ev.seat is not None else ""
            kind, d = ev.kind, ev.detail
            if kind == "turn_started":
                lines.append(f"— {who}'s turn —")
            elif kind == "revealed":
                info = CARD_INFO[d]
                if info[0] == NUMBER:
                    run += info[2]
                    lines.append(f"{who} drew {d} → {run}/{BUST_LINE}")
                elif info[0] == CURRENCY:
                    run -= info[2]
                    cur += info[2]
                    lines.append(f"{who} drew {d} → {run}/{BUST_LINE}, ${cur}/{BUST_LINE}")
                else:
                    lines.append(f"{who} drew {d}: auction!")
            elif kind == "bust":
                what, nums, _money = d
                total = f"{run}/{BUST_LINE}" if what == "number" else f"$ {cur}/{BUST_LINE}"
                lines.append(f"{who} BUSTS ({total})")
                if nums:
                    lines.append(f"  {cards_text(nums)} to the market")
            elif kind == "bust_token":
                got, lost = d
                lines.append(f"  {who} +1 bust token" if got else f"  {who}: bust token lost (cap)")
            elif kind == "gained":
                got, lost = d
                have = game.tokens[ev.seat]  # type: ignore[index]
                if got:
                    # "+5 (10/10, 5 lost)" read as 5 of 5 lost (a play-test): say what is lost.
                    extra = f"; {lost} more over the cap lost" if lost else ""
                    tokens = f"token{'s' * (got != 1)}"
                    lines.append(f"  {who} +{got} {tokens} ({have}/{TOKEN_CAP}{extra})")
                else:
                    lines.append(f"  {who} is at {TOKEN_CAP}/{TOKEN_CAP}: {lost} lost")
            elif kind == "took_numbers":
                nums, _money = d
                lines.append(f"{who} takes {cards_text(nums, 'no numbers')}")
            elif kind == "took_currency":
                total, nums, _money = d
                lines.append(f"{who} takes ${total}")
                if nums:
                    lines.append(f"  {cards_text(nums)} to the market")
            elif kind == "auction_started":
                pass  # the reveal line says it
            elif kind == "bid":
                lines.append(f"  {who} bids {d}")
            elif kind == "passed":
                lines.append(f"  {who} passes")
            elif kind == "won_auction":
                wild, price = d
                free = " (all passed)" if price == 0 else f" for {price}"
                lines.append(f"{who} wins {wild}{free}")
            elif kind == "wild_discarded":
                lines.append(f"All passed: {d} discarded")
            elif kind == "paid":
                t, b, cards, _price, excess = d
                over = f" ({excess} lost)" if excess else ""
                lines.append(f"  {who} pays {pay_text(t, b, cards)}{over}")
            elif kind == "buy_started":
                code, _price = d
                lines.append(f"{who} buys {code}")
            elif kind == "no_buy":
                lines.append(f"{who} buys nothing")
            elif kind == "final_buy_round":
                order = ", ".join(n[s] for s in d)
                lines.append("Last card out! Final buys:")
                lines.append(f"  {order}")
            elif kind == "game_over":
                lines.append("Game over: " + winners_text(list(d), n))
            elif kind not in ("collected", "bought"):
                lines.append(f"{who}: {kind} {d or ''}".rstrip())
            if ev.seat is not None and kind in LAST_ACTION:
                last[ev.seat] = LAST_ACTION[kind](d)
        return lines, last


def winners_text(winners: Sequence[int], names: Sequence[str]) -> str:
    if len(winners) == 1:
        return f"{names[winners[0]]} wins"
    return " and ".join(names[s] for s in winners) + " share the win"


def tie_break_text(game: TenGame, names: Sequence[str]) -> str:
    """How T19 decided the game, in one sentence (empty when points alone did). The engine's
    rank keys decide; this only says which part of them separated the players."""
    keys = game.rank_keys()  # (points, tokens, -cards) per seat
    top = max(k[0] for k in keys)
    tied = [s for s in range(game.num_players) if keys[s][0] == top]
    if len(tied) == 1:
        return ""
    who = " and ".join(names[s] for s in tied)
    points = f"{top} point{'s' * (top != 1)}"
    best_t = max(keys[s][1] for s in tied)
    by_t = [s for s in tied if keys[s][1] == best_t]
    if len(by_t) == 1:
        rest = ", ".join(str(keys[s][1]) for s in tied if s != by_t[0])
        return (
            f"{who} tie on {points}; {names[by_t[0]]} has the most currency tokens "
            f"({best_t} to {rest}; bust tokens don't count)."
        )
    fewest = -max(keys[s][2] for s in by_t)
    by_c = [s for s in by_t if -keys[s][2] == fewest]
    same_t = f"{who} tie on {points} and {best_t} tokens"
    if len(by_c) == 1:
        rest = ", ".join(str(-keys[s][2]) for s in by_t if s != by_c[0])
        return f"{same_t}; {names[by_c[0]]} has the fewest cards ({fewest} to {rest})."
    return f"{same_t} and {fewest} cards: the win is shared."
