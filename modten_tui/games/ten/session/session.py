"""A hot-seat TEN session on top of the generic `Session`: the game and its story in words.

Nothing here knows Textual; the TEN screens drive a `TenSession` and the tests drive it
directly. TEN hides nothing but the order of the draw pile (T21), so there is no hand-off
(`hidden_hands` stays False); the generic session's `person_changes` tells the screens when the
person at the keyboard must change. TEN adds the auction's and the latest bust's stories, the
buy options and the payment being put together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from modten_tui.games.ten.options.model import TenSetupOptions
from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.deck import CARD_INFO, SORT_KEY
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.payment import format_pay, is_minimal, parse_pay
from modten_tui.games.ten.rules.scoring import ScoreDetails
from modten_tui.games.ten.rules.view import TenView
from modten_tui.games.ten.session.texts import (
    RECORDED,
    Choice,
    Describer,
    Wording,
    bust_warning,
    draw_choices,
    pay_text,
    score_of,
    tie_break_text,
    winners_text,
)
from modten_tui.i18n import _
from modten_tui.rules.protocol import Event, IllegalMove
from modten_tui.setup.models import GameSetup
from modten_tui.table.session import Factory, Session


@dataclass
class AuctionStory:
    """One auction as the prompt tells it (T13): who spoke, what they said, how it ended."""

    wild: str
    active: int
    order: tuple[int, ...]
    said: list[tuple[int, int | None]] = field(default_factory=list)  # (seat, bid or None)
    could_not: set[int] = field(default_factory=set)  # passed because they could not outbid
    winner: int | None = None
    price: int = 0
    result: str = ""  # set when the auction is over

    @property
    def done(self) -> bool:
        return bool(self.result)


@dataclass(frozen=True)
class BustStory:
    """A bust as the table shows it before the turn moves on (T9): the tableau with the card
    that broke it, which total went over, and what the bust did."""

    seat: int
    tableau: list[str]  # the busting card last
    kind: str  # "number" or "currency"
    total: int  # the total that went over the line
    lines: list[str]  # the log lines of the move


@dataclass(frozen=True)
class BuyOption:
    """A market card from one buyer's chair (T11): its cost and whether they may buy it."""

    code: str
    copies: int
    price: int
    buyable: bool
    reason: str  # why not, when not buyable
    gain: int  # points it would add before paying
    net: int = 0  # points after the default payment (what buying really does to the score)
    pay: str = ""  # that default payment, in words


@dataclass
class PaymentDraft:
    """A payment being put together (T12): the screen adjusts it, `move` is its notation."""

    price: int
    item: str
    purpose: str  # "auction", "buy" or "final_buy"
    tokens_have: int
    bust_have: int
    cards: list[str]  # the payer's collection, least useful first
    tokens: int = 0
    bust: int = 0
    chosen: set[int] = field(default_factory=set)  # indices into `cards`

    @classmethod
    def default(cls, game: TenGame) -> PaymentDraft:
        """The engine's preferred payment (its first legal `pay` move), pre-selected."""
        seat = game.current_player
        assert seat is not None and game.phase == "pay"
        item = game.paying_for or ""
        cards = game.payment_order(seat)  # T12's order, least useful first: the engine's
        t, b, named = parse_pay(game.legal_moves()[0])
        draft = cls(
            game.price or 0,
            item,
            game.pay_for or "buy",
            game.tokens[seat],
            game.bust_tokens[seat],
            cards,
            t,
            b,
        )
        for code in named:  # the engine names the cards from the front of the same order
            draft.chosen.add(
                next(i for i, c in enumerate(cards) if c == code and i not in draft.chosen)
            )
        return draft

    @property
    def paid_cards(self) -> list[str]:
        return [self.cards[i] for i in sorted(self.chosen)]

    @property
    def value(self) -> int:
        return self.tokens + 3 * self.bust + len(self.chosen)

    @property
    def excess(self) -> int:
        return max(0, self.value - self.price)

    @property
    def legal(self) -> bool:
        return is_minimal(self.price, self.tokens, self.bust, len(self.chosen))

    @property
    def problem(self) -> str:
        """Why it cannot be confirmed, in words (empty when it can)."""
        if self.value < self.price:
            return _("short by {amount}").format(amount=self.price - self.value)
        if self.legal:
            return ""
        return _("too much: leave something out (no change is given, except for a bust token)")

    @property
    def move(self) -> str:
        return format_pay(self.tokens, self.bust, self.paid_cards)

    def score_after(self, collection: Sequence[str]) -> int:
        left = list(collection)
        for code in self.paid_cards:
            left.remove(code)
        return score_of([*left, self.item])

    def adjust(self, what: str, step: int) -> None:
        if what == "tokens":
            self.tokens = max(0, min(self.tokens_have, self.tokens + step))
        elif what == "bust":
            self.bust = max(0, min(self.bust_have, self.bust + step))

    def toggle(self, index: int) -> None:
        if 0 <= index < len(self.cards):
            self.chosen ^= {index}


@dataclass(frozen=True)
class PlayerResult:
    seat: int
    name: str
    place: int  # 1 for the winners; equal T19 keys share a place
    score: int
    details: ScoreDetails
    tokens: int
    bust_tokens: int
    cards: int


@dataclass(frozen=True)
class TenOutcome:
    """What the results screen shows: players in finishing order (T19), winners, why."""

    players: list[PlayerResult]
    winners: list[int]
    headline: str
    tie_break: str


class TenSession(Session):
    """One game of TEN at one screen. Tests may stack the pile with `cards` (top first)."""

    log_wrap = True  # the log is a narrow column; its lines name cards and totals

    def __init__(
        self,
        setup: GameSetup,
        *,
        cards: Sequence[str] | None = None,
        first_player: int | None = None,
        bot_budget_s: float = 1.0,
        bot_factory: Factory | None = None,
    ) -> None:
        if setup.game != "ten":
            raise ValueError("a TenSession plays TEN")
        super().__init__(setup, bot_budget_s=bot_budget_s, bot_factory=bot_factory)
        self.game: TenGame = ten.new_game(
            setup.players,
            first_player=first_player,
            seed=setup.seed,
            cards=None if cards is None else list(cards),
            all_pass=TenSetupOptions.of(setup).all_pass,
            bust_token_cap=TenSetupOptions.of(setup).bust_token_cap,
        )
        self.describer = Describer(self.names)
        self.auction: AuctionStory | None = None  # the latest auction, kept after it ends
        self.last_bust: BustStory | None = None  # the latest bust, for the screens to show
        self.busts = 0  # how many busts this session has seen (a screen compares counts)
        self._view: tuple[tuple[int, int, int], TenView] | None = None  # see table_view
        first = self.game.active_player or 0
        begins = _("TEN, {count} players. {name} begins.")
        self._start_log([begins.format(count=setup.players, name=self.names[first])])

    # ----- reading ----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.game.phase

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def choices(self) -> list[Choice]:
        return draw_choices(self.game, self.names) if self.phase == "draw" else []

    def auction_story(self) -> AuctionStory | None:
        """The auction the table shows: the latest one, begun from the engine's state when
        this session did not see it start (a game rebuilt another way); who already spoke
        shows from then on."""
        live = self.game.auction
        story = self.auction
        if live is not None and (story is None or story.done or story.wild != live.wild):
            story = self.auction = AuctionStory(live.wild, self.game.active_player or 0, live.order)
        return story

    def table_view(self) -> TenView:
        """Everything public (T21), from the chair of the seat to move (or the active one):
        what the table screens draw from."""
        g = self.game
        seat = g.current_player if g.current_player is not None else g.active_player or 0
        key = (id(g), len(g.moves), seat)
        if self._view is None or self._view[0] != key:  # a redraw asks many times a move
            view = g.view(seat)
            assert isinstance(view, TenView)
            self._view = (key, view)
        return self._view[1]

    def bust_warning(self, width: int | None = None) -> str:
        return bust_warning(self.game, width)

    def means(self, seat: int) -> int:
        return self.game.means(seat)

    def buy_options(self) -> list[BuyOption]:
        """Every distinct market card, for the seat buying now (T11), in table order."""
        g = self.game
        seat = g.current_player
        if seat is None:
            return []
        legal = set(g.legal_moves())
        coll = g.collections[seat]
        base = score_of(coll)
        means = g.means(seat)
        market = g.market
        out = []
        for code in sorted(set(market), key=SORT_KEY.__getitem__):
            price = CARD_INFO[code][2]
            ok = f"buy {code}" in legal
            if ok:
                reason = ""
            elif code in coll:
                reason = _("you have one")
            else:
                reason = _("you can pay {amount}").format(amount=means)
            gain = score_of([*coll, code]) - base
            net, pay = gain, ""
            if ok:  # the payment may cost cards of a run: judge the buy after paying
                draft = self.buy_payment(code)
                net = draft.score_after(coll) - base
                pay = pay_text(draft.tokens, draft.bust, draft.paid_cards)
            out.append(BuyOption(code, market.count(code), price, ok, reason, gain, net, pay))
        return out

    def payment(self) -> PaymentDraft:
        """The default payment for the current payer (pay phase)."""
        return PaymentDraft.default(self.game)

    def buy_payment(self, code: str) -> PaymentDraft:
        """The default payment for buying `code`, without committing to the buy yet."""
        trial = self.game.clone()
        trial.apply(f"buy {code}")
        return PaymentDraft.default(trial)

    # ----- moves: the presenter's words, the auction's and the bust's stories -------------
    def _before_move(self) -> Any:
        g = self.game  # the log's totals, and the tableau a bust is about to clear
        return g.running_total, g.currency_total, list(g.tableau)

    def _describe(self, events: Sequence[Event], before: Any) -> tuple[list[str], dict[int, str]]:
        run, cur, _tableau = before
        return self.describer.lines(events, self.game, run, cur)

    def _after_move(
        self, seat: int, events: Sequence[Event], before: Any, lines: list[str]
    ) -> None:
        self._follow_auction(events)
        run, cur, tableau = before
        self._follow_bust(events, run, cur, tableau, lines)

    def buy(self, code: str, pay: str) -> list[str]:
        """A buy and its payment as one step, so a screen never strands a half-bought card."""
        trial = self.game.clone()
        trial.apply(f"buy {code}")
        trial.apply(pay)  # raises IllegalMove before anything real changes
        lines = self.play(f"buy {code}")
        lines += self.play(pay)
        self.recent = lines
        return lines

    def forced_move(self) -> str | None:
        """A person's only legal move where it needs no thought (docs/rules.md: a bidder who cannot
        outbid passes, a buyer who can afford nothing buys nothing); the screens play it."""
        legal = self.legal_moves()
        if self.is_human_turn and len(legal) == 1 and legal[0] in ("pass", "no buy"):
            return legal[0]
        return None

    def play_forced(self) -> list[str]:
        """Play the forced move (see `forced_move`) and say why it was forced."""
        move = self.forced_move()
        if move is None:
            raise IllegalMove("there is a choice to make")
        g = self.game
        why = _("market empty") if move == "no buy" and not g.market else _("nothing buyable")
        if move == "pass":
            why = _("cannot outbid")
        lines = self.play(move)
        if lines:
            # translators: a log line and, in brackets, why the move was the only one
            lines[0] = _("{line} ({why})").format(line=lines[0], why=why)
            self.log[len(self.log) - len(lines)] = lines[0]
        return lines

    def _follow_bust(
        self, events: Sequence[Event], run: int, cur: int, tableau: list[str], lines: list[str]
    ) -> None:
        shown = [ev.detail for ev in events if ev.kind == "revealed"]
        for ev in events:
            if ev.kind == "bust" and shown:
                card = shown[-1]
                what, value = ev.detail[0], CARD_INFO[card][2]
                total = run + value if what == "number" else cur + value
                self.last_bust = BustStory(ev.seat or 0, [*tableau, card], what, total, lines)
                self.busts += 1

    def _follow_auction(self, events: Sequence[Event]) -> None:
        for ev in events:
            if ev.kind == "auction_started":
                a = self.game.auction
                assert a is not None
                self.auction = AuctionStory(ev.detail, ev.seat or 0, a.order)
            elif self.auction is None or self.auction.done:
                continue
            elif ev.kind == "bid":
                self.auction.said.append((ev.seat or 0, ev.detail))
            elif ev.kind == "passed":
                seat = ev.seat or 0
                high = max((b for _, b in self.auction.said if b is not None), default=0)
                if self.game.means(seat) <= high:
                    self.auction.could_not.add(seat)  # T13: nothing left to outbid with
                self.auction.said.append((seat, None))
            elif ev.kind == "won_auction":
                wild, price = ev.detail
                self.auction.winner, self.auction.price = ev.seat, price
                name = self.names[ev.seat or 0]
                free = _("Everyone passed: {name} gets {card} for nothing")
                won = free if price == 0 else _("{name} wins {card} for {price}")
                self.auction.result = won.format(name=name, card=wild, price=price)
            elif ev.kind == "wild_discarded":
                said = _("Everyone passed: {card} is discarded")
                self.auction.result = said.format(card=ev.detail)

    # ----- the end ----------------------------------------------------------------------------
    def outcome(self, tr: Wording = RECORDED) -> TenOutcome:
        g = self.game
        if not g.is_over:
            raise ValueError("the game is still in play")
        pts, keys = g.scores(), g.rank_keys()
        order = g.finishing_order()  # T19 is the engine's; places follow its keys
        places = {s: 1 + next(i for i, o in enumerate(order) if keys[o] == keys[s]) for s in order}
        players = [
            PlayerResult(
                s,
                self.names[s],
                places[s],
                pts[s],
                g.score_details(s),
                g.tokens[s],
                g.bust_tokens[s],
                len(g.collections[s]),
            )
            for s in order
        ]
        return TenOutcome(
            players,
            g.winners,
            tr._("{winners}!").format(winners=winners_text(g.winners, self.names, tr)),
            tie_break_text(g, self.names, tr),
        )
