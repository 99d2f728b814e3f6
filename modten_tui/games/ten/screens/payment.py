"""The payment prompt (T12): the default payment pre-selected, adjustable, excess shown.

Rows: currency tokens, bust tokens, then the payer's cards (least useful first, as the
engine's default picks them). ↑ ↓ choose a row; ← → or − + change a count or move along the
cards; Space takes a card in or out; d restores the default. Enter pays, and only a legal
payment (it covers the price and holds nothing that could be left out) can be confirmed.
It answers the `pay` move, or None when the payer backs out of a purchase.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.events import Click
from textual.widgets import Static

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD
from modten_tui.games.ten.rules.scoring import best_score, solve
from modten_tui.games.ten.screens.coaching import WRONG_NOTICE, refusal, show_coach
from modten_tui.games.ten.screens.prompt import PROMPT_KEYS, TenPrompt
from modten_tui.games.ten.session.session import PaymentDraft, TenSession
from modten_tui.games.ten.session.texts import pay_text, standings
from modten_tui.games.ten.widgets.style import card
from modten_tui.i18n import N_, _
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.repaint import show_text

ROWS = ("tokens", "bust", "cards")
CHIP = 8  # "[x]R5°  ": one card's cell in the list
SPARE = "°"  # a card the best scoring leaves unused: paying it costs no points
BOX_WIDTH = 76
INDENT = 4  # the cards' lines start under the rows' labels
CHIPS_PER_LINE = (BOX_WIDTH - 2 * INDENT) // CHIP  # inside the border, padding and indent
PURPOSE = {
    "auction": N_("won at auction"),
    "buy": N_("bought from the market"),
    "final_buy": N_("bought in the final buy round"),
}


class PaymentScreen(TenPrompt[str | None]):
    BOX = "pay"
    BINDINGS = [
        Binding("up,k", "row(-1)", N_("Row"), key_display="↑↓"),
        Binding("down,j", "row(1)", show=False),
        Binding("right,l,plus,equals_sign", "step(1)", N_("More"), key_display="→ +"),
        Binding("left,h,minus", "step(-1)", N_("Less"), key_display="← −"),
        Binding("space", "toggle_card", N_("Card in/out")),
        Binding("d", "default", N_("Default")),
        Binding("enter", "confirm", N_("Pay")),
        Binding("escape", "cancel", N_("Back")),
        *PROMPT_KEYS,
    ]

    def __init__(self, draft: PaymentDraft, session: TenSession, *, cancellable: bool) -> None:
        super().__init__()
        self.refill(draft, session, cancellable=cancellable)

    def refill(self, draft: PaymentDraft, session: TenSession, *, cancellable: bool) -> None:
        """A new payment (screens/kept.py: the prompt is built once per table)."""
        self.draft = draft
        self.session = session
        self.cancellable = cancellable
        self.payer = session.current or 0
        self.collection = session.table_view().collections[self.payer]
        self._default = (draft.tokens, draft.bust, set(draft.chosen))
        self.row = 0
        self.cursor = 0  # along the cards
        self.arrows: list[tuple[int, int]] = []  # each number row's ◀ and ▶ columns (taps)
        self.error = ""
        self.guard = KeyGuard(self)  # Enter right after it opens was not meant for it
        # Cards the best assignment (with the new card) leaves unused: paying them is free.
        self.free = set(solve([*self.collection, draft.item]).unused)
        if self.is_mounted:
            self.refilled()
            self.fill()

    def coach_ahead(self) -> int:
        return 0 if self.session.phase == "pay" else 1  # a buy's payment comes before its buy

    def compose_rows(self) -> ComposeResult:
        yield Static(id="pay-body")
        yield Static(id="pay-help")

    def on_mount(self) -> None:
        self.fill()

    def fill(self) -> None:
        self.frame(_("Payment"))
        self._draw()

    # ----- drawing ---------------------------------------------------------------------------
    def _draw(self) -> None:
        d = self.draft
        name = self.session.names[self.payer]
        purpose = _(PURPOSE[d.purpose]) if d.purpose in PURPOSE else d.purpose
        show_text(
            self.query_one("#pay-banner", Static),
            Content(  # names are text, not markup
                " "
                + _("{name}, pay {price} for {card} ({purpose})").format(
                    name=name, price=d.price, card=d.item, purpose=purpose
                )
                + " "
            ),
        )
        body = Text()
        rows = [
            ("tokens", _("Currency tokens"), d.tokens, d.tokens_have, _("1 each")),
            ("bust", _("Bust tokens"), d.bust, d.bust_have, _("3 each, no change")),
        ]
        cards_label = _("Cards")
        wide = max(16, *(len(label) + 1 for label in (rows[0][1], rows[1][1], cards_label)))
        self.arrows = []
        for key, label, value, have, note in rows:
            here = ROWS[self.row] == key
            self.arrows.append((2 + wide + 1, 2 + wide + 1 + 2 + len(str(value)) + 1))
            body.append("▶ " if here else "  ", "bold")
            body.append(label.ljust(wide))
            body.append(f" ◀ {value} ▶ ", "reverse bold" if here else "bold")
            body.append(" " + _("of {have}").format(have=have) + f"   ({note})\n", "dim")
        here = ROWS[self.row] == "cards"
        body.append("▶ " if here else "  ", "bold")
        chosen = _("{count} chosen").format(count=len(d.chosen))
        body.append(f"{cards_label.ljust(wide)} {chosen}", "bold" if here else "")
        spare = _("(1 each, least useful first; {mark} = spare)").format(mark=SPARE)
        body.append(f"   {spare}\n", "dim")
        body.append_text(self._cards(here))
        body.append("\n")
        body.append_text(self._verdict())
        body.append(f"\n{standings(self.session.table_view(), self.session.names)}", "dim")
        show_text(self.query_one("#pay-body", Static), body)
        # The footer lists the keys; this line only speaks up when a key did nothing.
        help_line = self.query_one("#pay-help", Static)
        show_text(help_line, Content.from_markup("[red]$error[/red]", error=self.error))
        help_line.display = bool(self.error)
        show_coach(self, self.session)

    def _cards(self, active: bool) -> Text:
        d = self.draft
        out = Text(" " * INDENT)
        if not d.cards:
            out.append(_("(no cards in the collection)"), "dim")
            return out
        for i, code in enumerate(d.cards):
            if i and i % CHIPS_PER_LINE == 0:
                out.append("\n" + " " * INDENT)
            picked = i in d.chosen
            cursor = active and i == self.cursor
            out.append(
                "[x]" if picked else "[ ]",
                "reverse bold" if cursor else "bold" if picked else "dim",
            )
            out.append_text(card(code))
            # ° marks a spare: `*` already means a full wild in the players' grids
            out.append(SPARE if code in self.free else " ", "dim")
            out.append(" " * (CHIP - 4 - len(code)))
        return out

    def _verdict(self) -> Text:
        d = self.draft
        out = Text()
        paid = pay_text(d.tokens, d.bust, d.paid_cards)
        if d.legal:
            out.append("✓ ", "bold")
            out.append(
                _("pays {value} for {price}: {means}").format(
                    value=d.value, price=d.price, means=paid
                )
            )
            if d.excess:
                lost = _("; {amount} lost (no change for a bust token)")
                out.append(lost.format(amount=d.excess))
        else:
            out.append(f"✗ {d.problem}: ", "bold red")
            make = _("{means} make {value} of {price}")
            out.append(make.format(means=paid, value=d.value, price=d.price))
        before = best_score(self.collection)
        after = d.score_after(self.collection)
        score = _("Score {before} → {after} ({change}) with {card}").format(
            before=before, after=after, change=f"{after - before:+d}", card=d.item
        )
        out.append("\n" + score)
        wilds = [c for c in d.paid_cards if CARD_INFO[c][0] >= COLOUR_WILD]
        if wilds:
            out.append(_("; paying wilds {cards}").format(cards=" ".join(wilds)), "bold")
        return out

    # ----- taps ------------------------------------------------------------------------------
    def on_click(self, event: Click) -> None:
        """On a tablet the rows are the targets: a tap on a row chooses it, on its ◀ or ▶
        takes one off or adds one, on a card takes it in or out (as the keys do)."""
        body = self.query_one("#pay-body", Static)
        where = event.get_content_offset(body) if event.widget is body else None
        if where is None:
            return
        x, y = where
        if y < len(self.arrows):
            self.row = y
            left, right = self.arrows[y]
            if abs(x - left) <= 1 or abs(x - right) <= 1:
                self.action_step(-1 if abs(x - left) <= 1 else 1)
                return
        elif y == len(self.arrows):
            self.row = ROWS.index("cards")
        else:
            column = (x - INDENT) // CHIP
            index = (y - len(self.arrows) - 1) * CHIPS_PER_LINE + column
            if x < INDENT or column >= CHIPS_PER_LINE or index >= len(self.draft.cards):
                return
            self.row, self.cursor = ROWS.index("cards"), index
            self.action_toggle_card()
            return
        self.error = ""
        self._draw()

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.cancellable
        if action == "confirm":
            return True if self.draft.legal else None  # shown greyed out while illegal
        return True

    def action_row(self, step: int) -> None:
        self.row = (self.row + step) % len(ROWS)
        self.error = ""
        self._draw()

    def action_step(self, step: int) -> None:
        what = ROWS[self.row]
        if what == "cards":
            if self.draft.cards:
                self.cursor = (self.cursor + step) % len(self.draft.cards)
        else:
            self.draft.adjust(what, step)
        self.error = ""
        self._changed()

    def action_toggle_card(self) -> None:
        if ROWS[self.row] == "cards":
            self.draft.toggle(self.cursor)
        else:
            self.error = _("Space takes cards in or out: ↓ to the cards first")
        self._changed()

    def action_default(self) -> None:
        t, b, chosen = self._default
        self.draft.tokens, self.draft.bust, self.draft.chosen = t, b, set(chosen)
        self.error = ""
        self._changed()

    def _changed(self) -> None:
        self._draw()
        self.refresh_bindings()

    def action_confirm(self) -> None:
        if not self.guard.open():
            return
        if not self.draft.legal:
            said = _("This payment cannot be made: {problem}")
            self.error = said.format(problem=self.draft.problem)
            self._draw()
            return
        # A buy's payment is answered with the buy, which is not played yet (buy.py).
        buying = None if self.session.phase == "pay" else self.draft.item
        if refusal(self.session, self.draft.move, buying=buying) is not None:
            self.error = _(WRONG_NOTICE)
            self._draw()
            return
        self.dismiss(self.draft.move)

    def action_cancel(self) -> None:
        if self.cancellable:
            self.dismiss(None)
