"""The auction prompt (T13): the wild, the high bid and bidder, whose turn and their means.

One prompt stays open for the whole auction, so the change of bidder is visible: the table
screen refreshes it after every bid, the computers' ones included. A person bids by typing
digits or with + and −, then Enter; p passes. When everyone has spoken the result stays up
for a moment and play goes on by itself (Enter goes on at once).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.timer import Timer
from textual.widgets import Static

from modten_tui.games.ten.screens.coaching import WRONG_NOTICE, refusal, show_coach
from modten_tui.games.ten.screens.prompt import PROMPT_KEYS, TenPrompt
from modten_tui.games.ten.session.session import AuctionStory, TenSession
from modten_tui.games.ten.session.texts import details_of, means_text, wild_worth
from modten_tui.games.ten.widgets.players import grid_lines, points
from modten_tui.games.ten.widgets.style import card, describe_wild
from modten_tui.i18n import N_, _
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.repaint import show_text


class AuctionScreen(TenPrompt[None]):
    BOX = "auction"
    BINDINGS = [
        *[Binding(str(d), f"digit({d})", show=False) for d in range(10)],
        Binding("plus,equals_sign,up,right", "step(1)", "+1", key_display="+"),
        Binding("minus,down,left", "step(-1)", "−1", key_display="−"),
        Binding("backspace", "erase", show=False),
        Binding("enter", "bid", N_("Bid")),
        Binding("p", "pass_bid", N_("Pass")),
        Binding("enter,space", "close", N_("Continue")),
        Binding("f", "fast(True)", N_("Fast computers")),
        Binding("f", "fast(False)", N_("Normal speed")),
        Binding("tab,i", "inspect(1)", N_("Collections"), key_display="Tab"),
        Binding("shift+tab", "inspect(-1)", show=False),
        *PROMPT_KEYS,
    ]

    def __init__(
        self, session: TenSession, on_move: Callable[[str], None], on_fast: Callable[[bool], None]
    ) -> None:
        super().__init__()
        self.ready = False  # the table may refresh the prompt before it has mounted
        self.timers: list[Timer] = []  # this auction's, stopped if it closes another way
        self.refill(session, on_move, on_fast)

    def refill(
        self, session: TenSession, on_move: Callable[[str], None], on_fast: Callable[[bool], None]
    ) -> None:
        """A new auction (screens/kept.py: the prompt is built once per table)."""
        self.session = session
        self.on_move = on_move
        self.on_fast = on_fast
        for timer in self.timers:
            timer.stop()
        self.timers.clear()
        self.entry = ""
        self.fresh = True  # the next digit replaces the suggested bid
        self.bidder: int | None = None
        self.done = False
        self.error = ""
        # Keys count only once the prompt has been seen as it stands (a double press by the
        # last bidder is not this one's bid, nor the last bid's Enter "go on").
        self.guard = KeyGuard(self)
        self.inspected: int | None = None  # whose collection shows; None: the bidder's own
        if self.ready:
            self.frame(_("Auction"))
            self.refilled()
            self.refresh_view()

    def compose_rows(self) -> ComposeResult:
        yield Static(id="auction-body")
        yield Static(id="auction-entry")

    def on_mount(self) -> None:
        self.frame(_("Auction"))
        self.ready = True
        self.refresh_view()

    # ----- what the table screen calls --------------------------------------------------------
    def refresh_view(self) -> None:
        s = self.session
        if s.phase == "auction" and s.current != self.bidder:
            self.bidder = s.current  # a new bidder: suggest the lowest legal bid
            self.entry = str(self.low) if self.human_to_bid else ""
            if self.human_to_bid:
                self.inspected = None  # a person bids: their own collection first
            asked = s.coach.asked if s.coach is not None else None
            if self.human_to_bid and asked is not None and asked.startswith("bid "):
                self.entry = asked.removeprefix("bid ")  # a lesson: the bid its coach asks for
            self.fresh = True
            self.error = ""
        if self.ready:
            self._draw()
            self.refresh_bindings()

    def show_result(self, *, pause: float) -> None:
        """Show who won, then go on by itself after `pause` seconds (Enter goes on sooner)."""
        self.done = True
        self.refresh_view()
        # No pause (tests only: the app always pauses) leaves the result up until Enter, as a
        # zero timer did in effect: Textual's timer divides by its interval and never fired.
        if pause > 0:
            self.timers.append(self.set_timer(pause, self._close_when_ready))

    def _close_when_ready(self) -> None:
        self.guard.disarm()  # the pause is over: the guard has nothing left to protect
        self.action_close()

    # ----- reading ----------------------------------------------------------------------------
    @property
    def human_to_bid(self) -> bool:
        s = self.session
        return not self.done and s.phase == "auction" and s.is_human_turn

    @property
    def low(self) -> int:
        a = self.session.table_view().auction
        return (a.high_bid if a else 0) + 1

    @property
    def high(self) -> int:
        seat = self.session.current
        return self.session.means(seat) if seat is not None else 0

    def _draw(self) -> None:
        s = self.session
        story = s.auction_story()
        if story is None:
            return
        names = s.names
        banner = self.query_one("#auction-banner", Static)
        person = self.human_to_bid
        banner.set_class(person, "-person")
        seat = s.current
        if self.done:
            show_text(banner, _("The auction is over"))
        elif person and seat is not None:  # names are text, not markup
            show_text(banner, Content(" " + _("{name}, your bid").format(name=names[seat]) + " "))
        elif seat is not None:
            show_text(banner, Content(_("{name} (computer) is bidding…").format(name=names[seat])))
        body = Text()
        # translators: the wild card up for auction follows, as a card code
        body.append(_("Wild:") + " ")
        body.append_text(card(story.wild))
        body.append("  ")
        revealed = _("({kind}), revealed by {name}")
        body.append(revealed.format(kind=describe_wild(story.wild), name=names[story.active]))
        body.append("\n")
        # translators: the bidders in turn follow
        body.append(_("Order:") + " ")
        spoken = dict(story.said)
        for i, who in enumerate(story.order):
            if i:
                body.append(" · ", "dim")
            named = _("{name} (last)") if who == story.active else "{name}"
            named = named.format(name=names[who])
            if who in spoken:
                said = _("{name} pass") if spoken[who] is None else _("{name} bid {amount}")
                if who in story.could_not:
                    said = _("{name} pass (no means)")
                said = said.format(name=names[who], amount=spoken[who])
                body.append(said, "dim" if spoken[who] is None else "bold")
            elif who == seat and not self.done:
                body.append(f"▶ {named}", "bold reverse")
            else:
                body.append(named, "dim")
        body.append("\n")
        a = s.table_view().auction
        if self.done:
            body.append(story.result, "bold")
            if story.winner is not None and story.price:
                pays = _("; {name} pays {price} next")
                body.append(pays.format(name=names[story.winner], price=story.price))
        elif a is not None and a.high_bidder is not None:
            high = _("High bid: {amount} by {name}")
            body.append(high.format(amount=a.high_bid, name=names[a.high_bidder]), "bold")
        else:
            body.append(_("No bid yet (the first is at least 1)"), "bold")
        if not self.done and seat is not None:
            body.append_text(self._means(seat))
        body.append_text(self._worth(story.wild, seat))
        body.append_text(self._collection(story))
        show_text(self.query_one("#auction-body", Static), body)
        show_coach(self, s)
        self._draw_entry()

    def _means(self, seat: int) -> Text:
        """What the bidder can pay (T12)."""
        g = self.session.table_view()
        coll = g.collections[seat]
        name = self.session.names[seat]
        means = means_text(g.tokens[seat], g.bust_tokens[seat], len(coll))
        said = _("{name} can pay up to {amount} ({means})")
        return Text("\n" + said.format(name=name, amount=self.session.means(seat), means=means))

    def _worth(self, wild: str, seat: int | None) -> Text:
        """The wild's worth to every player now (points gained), the bidder's first."""
        gains = wild_worth(self.session.table_view(), wild)
        names = self.session.names
        order = sorted(range(len(gains)), key=lambda s: s != seat)
        out = Text("\n" + _("{card} is worth now:").format(card=wild) + " ")
        if len(set(gains)) == 1:  # one short line instead of five names (found in play)
            out.append(_("{points} to everyone").format(points=f"{gains[0]:+d}"), "bold")
            return out
        for i, s in enumerate(order):
            if i:
                out.append(" · ", "dim")
            out.append(f"{names[s]} {gains[s]:+d}", "bold" if s == seat else "")
        return out

    def shown_seat(self, story: AuctionStory) -> int:
        """Whose collection the prompt shows: the one picked with Tab, else the bidder's own
        (the box covers their panel, and the wild is judged against their own cards); once
        the auction is over, the winner's."""
        if self.inspected is not None:
            return self.inspected
        seat = self.session.current
        if not self.done and seat is not None:
            return seat
        return story.winner if story.winner is not None else story.active

    def _collection(self, story: AuctionStory) -> Text:
        g = self.session.table_view()
        who = self.shown_seat(story)
        name = self.session.names[who]
        details = details_of(g.collections[who])
        said = (
            _("{name}'s collection ({points}; Collections: another player)")
            if by_touch(self)
            else _("{name}'s collection ({points}, Tab: another player)")
        )
        out = Text("\n" + said.format(name=name, points=points(details.total)), "dim")
        for line in grid_lines(g.collections[who], details):
            out.append("\n")
            out.append_text(line)
        return out

    def _draw_entry(self) -> None:
        """One line: the bid being typed and the keys; an error gets a line of its own."""
        found = self.query("#auction-entry")
        if not found:  # a key read while the prompt is put up or taken down: nothing to draw
            return
        entry = found.first(Static)
        if self.done:
            show_text(
                entry,
                _("Play goes on in a moment ([b]Continue[/b]: at once)")
                if by_touch(self)
                else _("Play goes on in a moment ([b]Enter[/b]: at once)"),
            )
        elif not self.human_to_bid:
            fast = table_app(self).fast_computers
            show_text(entry, _("[b]f[/b]: normal speed") if fast else _("[b]f[/b]: fast computers"))
        elif self.low > self.high:
            said = _("You cannot outbid {amount}: [b]p[/b] passes")
            show_text(entry, said.format(amount=self.low - 1))
        else:
            shown = self.entry or "_"
            span = _("only {low}") if self.low == self.high else _("{low} to {high}")
            span = span.format(low=self.low, high=self.high)
            error = f"\n[red]{self.error}[/red]" if self.error else ""
            said = (
                _(
                    "Your bid: [reverse b] {bid} [/] ({span}) · [b]+[/b] [b]−[/b] change it, "
                    "then [b]Bid[/b] or [b]Pass[/b]"
                )
                if by_touch(self)
                else _(
                    "Your bid: [reverse b] {bid} [/] ({span}) · digits, + −, "
                    "[b]Enter[/b] bids, [b]p[/b] passes"
                )
            )
            show_text(entry, said.format(bid=shown, span=span) + error)

    # ----- keys ------------------------------------------------------------------------------
    @property
    def guarded(self) -> bool:
        return not self.guard.open()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "close":
            return self.done
        if action == "fast":  # shown as "Fast computers" or "Normal speed", whichever applies
            s = self.session
            fast = table_app(self).fast_computers
            return len(s.humans) < len(s.names) and not self.done and parameters[0] != fast
        if action in ("digit", "step", "erase", "bid", "pass_bid"):
            return self.human_to_bid
        return True

    def action_digit(self, digit: int) -> None:
        self.entry = str(digit) if self.fresh else (self.entry + str(digit))[-3:]
        self.fresh = False
        self.error = ""
        self._draw_entry()

    def action_step(self, step: int) -> None:
        value = int(self.entry or "0") + step
        self.entry = str(max(self.low, min(self.high, value)))
        self.fresh = False
        self.error = ""
        self._draw_entry()

    def action_erase(self) -> None:
        self.entry = self.entry[:-1]
        self.fresh = False
        self._draw_entry()

    def action_bid(self) -> None:
        if self.guarded:
            return
        if not self.entry:
            self.error = _("type a bid first, or p to pass")
        else:
            bid = int(self.entry)
            if self.low <= bid <= self.high:
                self.on_move(f"bid {bid}")
                return
            self.error = _("a bid must be {low} to {high}").format(low=self.low, high=self.high)
            self.fresh = True  # the next digit starts a new bid, not "95" after a refused 9
            if refusal(self.session, f"bid {bid}") is not None:  # a lesson explains the rule
                self.error = _(WRONG_NOTICE)
                show_coach(self, self.session)
        self._draw_entry()

    def action_pass_bid(self) -> None:
        if not self.guarded:
            self.on_move("pass")

    def action_fast(self, fast: bool) -> None:
        self.on_fast(fast)
        self.refresh_bindings()
        self.refresh_view()

    def action_inspect(self, step: int) -> None:
        story = self.session.auction
        if story is None:
            return
        n = len(self.session.seats)
        self.inspected = (self.shown_seat(story) + step) % n
        self._draw()

    def action_close(self) -> None:
        if not (self.done and self.is_attached):
            return
        if not self.is_active:  # the "terminal too small" notice is on top: close once it has gone
            self.timers.append(self.set_timer(0.5, self.action_close))
        elif not self.guarded:
            self.dismiss(None)
