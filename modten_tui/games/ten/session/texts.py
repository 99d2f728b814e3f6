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
from modten_tui.i18n import N_, _, listed, ngettext
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


def cards_text(cards: Sequence[str], empty: str = "") -> str:
    """The cards' codes, or `empty` (translated; "nothing" when not given) for none."""
    return " ".join(cards) if cards else (empty or _("nothing"))


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
    """'Scores: Ann (3) · Bob (5) · Cy (0)': everyone's points on one line, for prompts that
    cover the Players panel. The points stand in brackets: "Bot 2 3" did not say which number
    was the name's (a play-test)."""
    pts = [score_of(c) for c in game.collections]
    scores = " · ".join(f"{names[s]} ({pts[s]})" for s in range(len(pts)))
    return _("Scores: {scores}").format(scores=scores)


def points_text(n: int, *, signed: bool = False) -> str:
    """'1 pt', '3 pts' (or '+1 pt', '−3 pts' when signed)."""
    if signed:
        # translators: a change of points with its sign, as in "+3 pts": keep {signed} in
        # every form (the sign says gain or loss)
        pts = ngettext("{signed} pt", "{signed} pts", abs(n))
        return pts.format(signed=f"{n:+d}".replace("-", "−"))
    # translators: a short "points" after a number, as in "3 pts" (a form whose noun says
    # the number, as the Arabic dual, may leave {number} out)
    return ngettext("{number} pt", "{number} pts", abs(n)).format(number=n)


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def _gain_text(have: int, amount: int) -> str:
    if not amount:
        return _("you gain nothing (no currency)")
    kept = min(TOKEN_CAP, have + amount) - have
    if kept == amount:
        return _("+{amount} for you ({have}/{cap})").format(
            amount=amount, have=have + kept, cap=TOKEN_CAP
        )
    return _("+{amount}, you keep {kept} ({have}/{cap}, the rest is lost)").format(
        amount=amount, kept=kept, have=have + kept, cap=TOKEN_CAP
    )


def draw_choices(game: TenGame, names: Sequence[str] = ()) -> list[Choice]:
    """The draw phase's moves with their consequences (T7, T9, T10), in key order."""
    legal = game.legal_moves()
    seat = game.active_player or 0
    nums = numbers_in(game.tableau)
    cur = game.currency_total
    out: list[Choice] = []
    if "draw" in legal:
        busting, unseen = bust_chance(game)
        chance = percent(busting, unseen)
        odds = _("{percent} bust chance ({busting} of {unseen} unseen)").format(
            percent=chance, busting=busting, unseen=unseen
        )
        out.append(
            Choice(
                "d",
                "draw",
                _("Draw"),
                _("reveal the next card; {odds}").format(odds=odds),
                _("{percent} bust chance").format(percent=chance),
            )
        )
    if "take numbers" in legal:
        others = _("each other player gains {amount}") if cur else _("nobody else gains")
        capped = [
            _("{name} only {amount}").format(
                name=names[o] if names else _("seat {number}").format(number=o + 1),
                amount=min(TOKEN_CAP, t + cur) - t,
            )
            for o, t in enumerate(game.tokens)
            if o != seat and t + cur > TOKEN_CAP
        ]
        if cur and capped:  # T4: what the cap takes away, before anyone chooses
            others = _("each other player gains {amount} ({players}: cap {cap})")
        others = others.format(amount=cur, players=listed(capped), cap=TOKEN_CAP)
        got = cards_text(nums)
        out.append(
            Choice(
                "n",
                "take numbers",
                _("Take numbers"),
                _("you get {cards} and may buy; {others}").format(cards=got, others=others),
                _("you get {cards}, may buy; others +{amount}").format(cards=got, amount=cur),
            )
        )
    if "take currency" in legal:
        gain = _gain_text(game.tokens[seat], cur)
        if nums:
            gain = ngettext(
                "{gain}, {cards} goes to the market", "{gain}, {cards} go to the market", len(nums)
            ).format(gain=gain, cards=cards_text(nums))
        kept = min(TOKEN_CAP, game.tokens[seat] + cur) - game.tokens[seat]
        short = _("+{amount} for you") if kept == cur else _("you keep {kept} of {amount}")
        short = short.format(amount=cur, kept=kept)
        if nums:
            short = _("{gain}, {cards} to market").format(gain=short, cards=cards_text(nums))
        out.append(Choice("c", "take currency", _("Take currency"), gain, short))
    return out


def bust_warning(game: TenGame, width: int | None = None) -> str:
    """What a bust on the next card would do (T9), for the acting player's banner: the
    longest wording that fits `width` characters (None: the full one)."""
    if not game.draw_pile_count:
        return _("the pile is empty: stop and take a reward")
    if not game.tableau:
        return _("draw a card")
    nums = numbers_in(game.tableau)
    cur = game.currency_total
    seat = game.active_player or 0
    cap = game.options.bust_token_cap
    capped = cap is not None and game.bust_tokens[seat] >= cap
    listed = cards_text(nums)
    lost = _("sends {cards} to the market") if nums else _("costs no numbers")
    token = (
        _("gives no bust token (you hold the limit of {cap})")
        if capped
        else _("gives you a bust token")
    )
    token_short = _("no bust token (limit {cap})") if capped else _("+1 bust token")
    # Each wording twice: without the others' gain, and with it when the tableau holds currency.
    pairs = [
        (
            _("a bust {lost} and {token}"),
            _("a bust {lost} and {token}; on a number bust the others get {amount}"),
        ),
        (_("a bust {lost}, {token}"), _("a bust {lost}, {token}; number bust: others +{amount}")),
    ]
    if nums:
        pairs += [
            (
                _("bust: {cards} to market, {token}"),
                _("bust: {cards} to market, {token}; number bust: others +{amount}"),
            ),
            (
                _("bust: {cards} lost, {token}"),
                _("bust: {cards} lost, {token}; number bust: others +{amount}"),
            ),
            (
                ngettext("bust: {count} number lost", "bust: {count} numbers lost", len(nums)),
                ngettext(
                    "bust: {count} number lost; number bust: others +{amount}",
                    "bust: {count} numbers lost; number bust: others +{amount}",
                    len(nums),
                ),
            ),
        ]
    else:
        pairs.append((_("bust: {token}"), _("bust: {token}; number bust: others +{amount}")))
    forms = []
    for i, (plain, with_others) in enumerate(pairs):
        clause = token if i == 0 else token_short
        forms.append(
            (with_others if cur else plain).format(
                lost=lost.format(cards=listed),
                token=clause.format(cap=cap),
                amount=cur,
                cards=listed,
                count=len(nums),
            )
        )
    fits = (f for f in forms if width is None or len(f) <= width)
    return next(fits, forms[-1])  # the shortest wraps where even it does not fit


def counted(n: int, noun: str) -> str:
    """'1 token', '3 tokens', '1 bust token', '2 cards' (`noun` one of the three)."""
    forms = {
        "token": ngettext("{count} token", "{count} tokens", n),
        "bust token": ngettext("{count} bust token", "{count} bust tokens", n),
        "card": ngettext("{count} card", "{count} cards", n),
    }
    return forms[noun].format(count=n)


def pay_text(tokens: int, bust: int, cards: Sequence[str]) -> str:
    """'2 tokens, 1 bust token, R1 G3' (T12), for people rather than the record."""
    parts = [counted(n, noun) for n, noun in ((tokens, "token"), (bust, "bust token")) if n]
    return listed([*parts, *cards]) or _("nothing")


def means_text(tokens: int, bust: int, cards: int) -> str:
    """'5 tokens, 1 bust token, 6 cards': what a player can pay with (T12)."""
    return pay_text(tokens, bust, [counted(cards, "card")] if cards else [])


BUST_CAUSE = {"number": N_("number"), "currency": N_("currency")}  # what a bust was on

# What a seat's panel says it did last, by the event that says so (its detail `d`); the
# other events leave the note as it was.
LAST_ACTION: dict[str, Callable[[Any], str]] = {
    "revealed": lambda d: _("drew {card}").format(card=d),
    # translators: a seat's last action; {kind} is "number" or "currency" (what caused it)
    "bust": lambda d: _("bust ({kind})").format(kind=_(BUST_CAUSE[d[0]])),
    "took_numbers": lambda d: _("took {cards}").format(cards=cards_text(d[0])),
    "took_currency": lambda d: _("took ${amount}").format(amount=d[0]),
    "won_auction": lambda d: _("won {card}").format(card=d[0]),
    "buy_started": lambda d: _("bought {card}").format(card=d[0]),
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
                lines.append(_("— {name}'s turn —").format(name=who))
            elif kind == "revealed":
                info = CARD_INFO[d]
                if info[0] == NUMBER:
                    run += info[2]
                    lines.append(
                        _("{name} drew {card} → {total}/{line}").format(
                            name=who, card=d, total=run, line=BUST_LINE
                        )
                    )
                elif info[0] == CURRENCY:
                    run -= info[2]
                    cur += info[2]
                    lines.append(
                        _("{name} drew {card} → {total}/{line}, ${currency}/{line}").format(
                            name=who, card=d, total=run, currency=cur, line=BUST_LINE
                        )
                    )
                else:
                    lines.append(_("{name} drew {card}: auction!").format(name=who, card=d))
            elif kind == "bust":
                what, nums, _money = d
                total = f"{run}/{BUST_LINE}" if what == "number" else f"$ {cur}/{BUST_LINE}"
                lines.append(_("{name} BUSTS ({total})").format(name=who, total=total))
                if nums:
                    lines.append("  " + _("{cards} to the market").format(cards=cards_text(nums)))
            elif kind == "bust_token":
                got, lost = d
                said = _("{name} +1 bust token") if got else _("{name}: bust token lost (cap)")
                lines.append("  " + said.format(name=who))
            elif kind == "gained":
                got, lost = d
                have = game.tokens[ev.seat]  # type: ignore[index]
                if got:
                    # "+5 (10/10, 5 lost)" read as 5 of 5 lost (a play-test): say what is lost.
                    said = (
                        ngettext(
                            "{name} +{count} token ({have}/{cap}; {lost} more over the cap lost)",
                            "{name} +{count} tokens ({have}/{cap}; {lost} more over the cap lost)",
                            got,
                        )
                        if lost
                        else ngettext(
                            "{name} +{count} token ({have}/{cap})",
                            "{name} +{count} tokens ({have}/{cap})",
                            got,
                        )
                    )
                    said = said.format(name=who, count=got, have=have, cap=TOKEN_CAP, lost=lost)
                    lines.append("  " + said)
                else:
                    said = _("{name} is at {cap}/{cap}: {lost} lost")
                    lines.append("  " + said.format(name=who, cap=TOKEN_CAP, lost=lost))
            elif kind == "took_numbers":
                nums, _money = d
                got = cards_text(nums, _("no numbers"))
                lines.append(_("{name} takes {cards}").format(name=who, cards=got))
            elif kind == "took_currency":
                total, nums, _money = d
                lines.append(_("{name} takes ${amount}").format(name=who, amount=total))
                if nums:
                    lines.append("  " + _("{cards} to the market").format(cards=cards_text(nums)))
            elif kind == "auction_started":
                pass  # the reveal line says it
            elif kind == "bid":
                lines.append("  " + _("{name} bids {amount}").format(name=who, amount=d))
            elif kind == "passed":
                lines.append("  " + _("{name} passes").format(name=who))
            elif kind == "won_auction":
                wild, price = d
                won = (
                    _("{name} wins {card} (all passed)")
                    if price == 0
                    else _("{name} wins {card} for {price}")
                )
                lines.append(won.format(name=who, card=wild, price=price))
            elif kind == "wild_discarded":
                lines.append(_("All passed: {card} discarded").format(card=d))
            elif kind == "paid":
                t, b, cards, _price, excess = d
                paid = (
                    _("{name} pays {means} ({excess} lost)") if excess else _("{name} pays {means}")
                )
                lines.append(
                    "  " + paid.format(name=who, means=pay_text(t, b, cards), excess=excess)
                )
            elif kind == "buy_started":
                code, _price = d
                lines.append(_("{name} buys {card}").format(name=who, card=code))
            elif kind == "no_buy":
                lines.append(_("{name} buys nothing").format(name=who))
            elif kind == "final_buy_round":
                order = listed(n[s] for s in d)
                lines.append(_("Last card out! Final buys:"))
                lines.append(f"  {order}")
            elif kind == "game_over":
                said = _("Game over: {winners}")
                lines.append(said.format(winners=winners_text(list(d), n)))
            elif kind not in ("collected", "bought"):
                lines.append(f"{who}: {kind} {d or ''}".rstrip())
            if ev.seat is not None and kind in LAST_ACTION:
                last[ev.seat] = LAST_ACTION[kind](d)
        return lines, last


@dataclass(frozen=True)
class Wording:
    """Where a text goes: the screen reads it in the shown language, a record (the
    history's result line) in English, because saves and history are language-neutral."""

    _: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]


SHOWN = Wording(_, ngettext)
RECORDED = Wording(lambda message: message, lambda one, many, n: one if n == 1 else many)


def joined_names(names: Sequence[str], tr: Wording = SHOWN) -> str:
    """'Ann', 'Ann and Bob', 'Ann and Bob and Cy'."""
    out = names[0]
    for name in names[1:]:
        out = tr._("{names} and {name}").format(names=out, name=name)
    return out


def winners_text(winners: Sequence[int], names: Sequence[str], tr: Wording = SHOWN) -> str:
    if len(winners) == 1:
        return tr._("{name} wins").format(name=names[winners[0]])
    both = joined_names([names[s] for s in winners], tr)
    return tr._("{names} share the win").format(names=both)


def tie_break_text(game: TenGame, names: Sequence[str], tr: Wording = SHOWN) -> str:
    """How T19 decided the game, in one sentence (empty when points alone did). The engine's
    rank keys decide; this only says which part of them separated the players."""
    keys = game.rank_keys()  # (points, tokens, -cards) per seat
    top = max(k[0] for k in keys)
    tied = [s for s in range(game.num_players) if keys[s][0] == top]
    if len(tied) == 1:
        return ""
    who = joined_names([names[s] for s in tied], tr)
    best_t = max(keys[s][1] for s in tied)
    by_t = [s for s in tied if keys[s][1] == best_t]
    if len(by_t) == 1:
        rest = ", ".join(str(keys[s][1]) for s in tied if s != by_t[0])
        said = tr.ngettext(
            "{names} tie on {points} point; {name} has the most currency tokens "
            "({tokens} to {rest}; bust tokens don't count).",
            "{names} tie on {points} points; {name} has the most currency tokens "
            "({tokens} to {rest}; bust tokens don't count).",
            top,
        )
        return said.format(names=who, points=top, name=names[by_t[0]], tokens=best_t, rest=rest)
    fewest = -max(keys[s][2] for s in by_t)
    by_c = [s for s in by_t if -keys[s][2] == fewest]
    if len(by_c) == 1:
        rest = ", ".join(str(-keys[s][2]) for s in by_t if s != by_c[0])
        said = tr.ngettext(
            "{names} tie on {points} point and {tokens} tokens; "
            "{name} has the fewest cards ({cards} to {rest}).",
            "{names} tie on {points} points and {tokens} tokens; "
            "{name} has the fewest cards ({cards} to {rest}).",
            top,
        )
        return said.format(
            names=who, points=top, tokens=best_t, name=names[by_c[0]], cards=fewest, rest=rest
        )
    said = tr.ngettext(
        "{names} tie on {points} point and {tokens} tokens and {cards} cards: the win is shared.",
        "{names} tie on {points} points and {tokens} tokens and {cards} cards: the win is shared.",
        top,
    )
    return said.format(names=who, points=top, tokens=best_t, cards=fewest)
