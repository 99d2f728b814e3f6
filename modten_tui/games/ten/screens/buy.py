"""The buy phase (T11, and the final buy round of T16): pick one market card, or none.

Only the cards this player may buy can be highlighted; the others say why not. Choosing one
opens the payment prompt; backing out of it returns here. The answer is ("R5", "pay 5t"),
or the string "no buy".
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static
from textual.widgets.option_list import Option

from modten_tui.games.ten.rules.deck import COLOURS
from modten_tui.games.ten.screens.coaching import WRONG_NOTICE, refusal, show_coach
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.prompt import PROMPT_KEYS, TenPrompt
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.texts import means_text, points_text, standings
from modten_tui.games.ten.widgets.style import (
    COLOUR_NAME,
    card,
    colour_style,
    keep_board_visible,
)
from modten_tui.i18n import N_, _
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.screens.kept import KeptScreens
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.widgets.hanging_row import HangingRow
from modten_tui.widgets.option_list import OptionList
from modten_tui.widgets.repaint import show_text

NO_BUY = "no-buy"
LIST_ROWS = 12  # the list's most rows: the rest of the market is a scroll away
MIN_LIST_ROWS = 3  # however tall the lines above it: the row chosen and one each side
HELP = N_("↑↓ choose, [b]Enter[/b] buys (then pay), [b]n[/b] no buy")
TAP_HELP = N_("Tap a card to buy it (then pay), or [b]No buy[/b]")


class BuyScreen(TenPrompt[tuple[str, str] | str]):
    BOX = "buy"
    BINDINGS = [
        Binding("n", "no_buy", N_("No buy")),
        Binding("escape", "no_buy", show=False),
        *PROMPT_KEYS,
    ]

    def __init__(self, session: TenSession, kept: KeptScreens | None = None) -> None:
        """`kept`: the table's kept screens, where the payment prompt is kept too."""
        super().__init__()
        self.refill(session, kept)

    def refill(self, session: TenSession, kept: KeptScreens | None = None) -> None:
        """A new buy (screens/kept.py: the prompt is built once per table)."""
        self.session = session
        self.kept = kept
        self.buyer = session.current or 0
        self.guard = KeyGuard(self)  # Enter right after it opens was not meant for it
        # each option's colour (None: "No buy") and text, without the row mark
        self.rows: list[tuple[Text | None, Text]] = []
        self.indent = 0  # the colour names' column
        self.marked: int | None = None  # the row that shows the mark
        self.fitted_at = Size(0, 0)  # the terminal's size the box and list were fitted to
        if self.is_mounted:
            self.refilled()
            self.fill()

    def compose_rows(self) -> ComposeResult:
        yield Static(id="buy-info")
        yield OptionList(id="buy-list")
        yield Static(id="buy-help")

    def help(self) -> str:
        return _(TAP_HELP) if by_touch(self) else _(HELP)

    def on_mount(self) -> None:
        self.fill()

    def fill(self) -> None:
        """The box's words and the market's rows, for this opening."""
        s = self.session
        g = s.table_view()
        name = s.names[self.buyer]
        final = g.phase == "final_buy" and g.final_order is not None
        self.frame(_("Final buy round") if final else _("Buy phase"))
        if final and g.final_order is not None:
            order, i = g.final_order, g.final_index or 0
            head = _("Final buy round, {number} of {count}: {name} may buy one card")
            head = head.format(number=i + 1, count=len(order), name=name)
        else:
            head = _("{name}, you may buy one card from the market").format(name=name)
        head = f" {head} "
        show_text(
            self.query_one("#buy-banner", Static), Content(head)
        )  # names are text, not markup
        b = self.buyer
        means = means_text(g.tokens[b], g.bust_tokens[b], len(g.collections[b]))
        show_text(
            self.query_one("#buy-info", Static),
            Text.assemble(
                _("{name} can pay up to {amount} ({means}).").format(
                    name=name, amount=s.means(b), means=means
                )
                + "\n",
                (_("A card costs its number; no second copy of a card you hold.") + "\n", "dim"),
                (standings(g, s.names), "dim"),
            ),
        )  # Text: names stay text, never markup
        options = self.query_one(OptionList)
        options.clear_options()  # the last opening's
        best: tuple[int, int] | None = None  # (net points, option index) of the best buy
        shown: list[Option] = []  # added at once: each add lays the screen out again
        market = s.buy_options()  # worked out once: each call prices every card's payment
        by_colour = {c: [o for o in market if o.code[0] == c] for c in COLOURS}
        widest = max(len(_(n)) for n in COLOUR_NAME.values())  # the names in a column
        self.indent = widest + 1
        for colour, group in by_colour.items():
            for i, o in enumerate(group):  # grouped by colour, the colour named once
                named = Text(_(COLOUR_NAME[colour]) if i == 0 else "", colour_style(colour))
                line = Text()
                line.append_text(card(o.code))
                line.append("  " + _("cost {price}").format(price=o.price))
                line.append(f"  ×{o.copies}" if o.copies > 1 else "    ", "dim")
                if o.buyable:
                    net = points_text(o.net, signed=True)
                    line.append("  " + _("{points} after paying").format(points=net) + " ")
                    line.append(o.pay, "dim")
                    if best is None or o.net > best[0]:
                        best = (o.net, len(shown))
                else:
                    line.append("  " + _("cannot: {reason}").format(reason=o.reason), "dim")
                self.rows.append((named, line))
                shown.append(
                    Option(self._row("  ", len(self.rows) - 1), id=o.code, disabled=not o.buyable)
                )
        self.rows.append((None, Text(_("No buy: keep your means"), "bold")))
        shown.append(Option(self._row("  ", len(self.rows) - 1), id=NO_BUY))
        options.add_options(shown)
        # Start on the buy that raises the score most after its payment, or on "No buy" when
        # none does: two quick Enters must never buy a card that costs points (play-test).
        options.highlighted = (
            best[1] if best is not None and best[0] > 0 else (options.option_count - 1)
        )
        asked = s.coach.asked if s.coach is not None else None
        if asked is not None and asked.startswith("buy "):  # a lesson: the card it asks for
            options.highlighted = options.get_option_index(asked.removeprefix("buy "))
        options.focus()
        self._mark(options.highlighted)
        show_text(self.query_one("#buy-help", Static), self.help())
        show_coach(self, s)
        self._fit_list()

    def _fit_list(self) -> None:
        """The list takes the rows its box has left under the other lines, up to LIST_ROWS.
        Sized by the list's own height alone, a long list pushed the "No buy" row and the
        help out of the bottom of a box kept short to show the board (80x24)."""
        box = self.query_one("#buy-box")
        keep_board_visible(self, box)
        self.fitted_at = self.app.size
        options = self.query_one(OptionList)
        styles = box.styles
        width = self.app.size.width
        if styles.width is not None and styles.width.is_cells:
            width = min(width, int(styles.width.value))
        width -= styles.gutter.width
        room = self.app.size.height
        if styles.max_height is not None and styles.max_height.is_cells:
            room = min(room, int(styles.max_height.value))
        room -= styles.gutter.height
        others = sum(
            _rows(row, width, room) for row in box.children if row is not options and row.display
        )
        options.fit(max(MIN_LIST_ROWS, min(LIST_ROWS, room - others)), width)

    def on_resize(self, event: events.Resize) -> None:
        if event.size != self.fitted_at:  # not the Resize a screen gets as it opens
            self.call_after_refresh(self._fit_list)  # once the table below is laid out anew

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._mark(event.option_index)

    def _mark(self, index: int | None) -> None:
        """▶ before the selected row, as the payment prompt marks its row: the cursor's shade
        alone is lost without colour (NO_COLOR)."""
        if index == self.marked:
            return  # the highlight the prompt opened on, told again: redrawn, it painted twice
        options = self.query_one(OptionList)
        for row, sign in ((self.marked, "  "), (index, "▶ ")):
            if row is not None and row < len(self.rows):
                options.replace_option_prompt_at_index(row, self._row(sign, row))
        self.marked = index

    def _row(self, sign: str, row: int) -> HangingRow | Text:
        """The row's mark, its colour's name in a column of its own, then its text: a long
        text wraps under itself, not under the colour names (Finnish at 80x24)."""
        named, line = self.rows[row]
        if named is None:
            return Text(sign, "bold") + line  # "No buy" reads from the mark on
        return HangingRow(Text(sign, "bold") + named, line, 2 + self.indent)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if not self.guard.open():
            return
        code = event.option.id
        if code == NO_BUY or code is None:
            self.action_no_buy()
            return
        if self._refused(f"buy {code}"):
            return
        draft = self.session.buy_payment(code)

        def paid(move: str | None) -> None:
            if move is not None:
                self.dismiss((code, move))
            else:
                show_coach(self, self.session)  # an explanation given in the payment shows
                self._fit_list()

        if self.kept is None:
            prompt = PaymentScreen(draft, self.session, cancellable=True)
        else:
            prompt = self.kept.open(PaymentScreen, draft, self.session, cancellable=True)
        table_app(self).open_screen(prompt, paid)

    def action_no_buy(self) -> None:
        if self.guard.open() and not self._refused("no buy"):
            self.dismiss("no buy")

    def _refused(self, move: str) -> bool:
        """In a lesson, a choice it does not ask for: explained here, nothing changes."""
        if refusal(self.session, move) is None:
            return False
        help_line = self.query_one("#buy-help", Static)
        show_text(
            help_line, Content.from_markup(f"[b $warning]{_(WRONG_NOTICE)}[/] · {self.help()}")
        )
        show_coach(self, self.session)
        self._fit_list()
        return True


def _rows(widget: Widget, width: int, room: int) -> int:
    """The rows `widget` takes in a column `width` wide, as Textual lays out an auto height."""
    styles = widget.styles
    inner = width - styles.gutter.width
    rows = widget.get_content_height(Size(inner, room), widget.app.size, inner)
    rows += styles.gutter.height
    if styles.max_height is not None:
        rows = min(rows, int(styles.max_height.resolve(Size(width, room), widget.app.size)))
    return rows + styles.margin.height
