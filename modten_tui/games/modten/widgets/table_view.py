"""The table: its cards in the order played, the sum, what could capture, the led suit.

What could capture is told from the viewer's knowledge alone: their own cards that capture
("your 9♥ captures"), and the capturing cards they have not seen ("Still out: 9♥").

An empty table after a capture shows the captured cards, faint, with who took them, so the
next player sees what happened without reading the log.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.widget import Widget

from modten_tui.games.modten.rules.cards import SUIT_SYMBOL
from modten_tui.games.modten.widgets.card import (
    BIG_MIN_HEIGHT,
    CardStyles,
    card_size,
    draw_row,
    face,
    per_row,
)
from modten_tui.i18n import N_, _, ngettext

CAPTURE_HINT = "Still out:"  # English, as tests find it; the line is "Still out: {cards}"
# What the led suit is called under the table: one whole line per suit.
LED = {
    "S": N_("Led {symbol} spades"),
    "H": N_("Led {symbol} hearts"),
    "D": N_("Led {symbol} diamonds"),
    "C": N_("Led {symbol} clubs"),
}


@dataclass(frozen=True)
class TableState:
    cards: tuple[str, ...] = ()
    total: int = 0
    led: str | None = None
    discards: int = 0
    capturers: tuple[str, ...] = ()  # distinct unseen cards that would capture now
    yours: tuple[str, ...] = ()  # the shown hand's own cards that would capture now
    taken_by: str = ""  # who made the latest capture ("" when none this hand)
    taken: tuple[str, ...] = ()
    taken_total: int = 0


class TableView(Widget):
    # Styled by the table that mounts it: modten/screens/table.tcss.
    COMPONENT_CLASSES = {"table--black", "table--red", "table--info", "table--muted"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.state = TableState()

    def show(self, state: TableState) -> None:
        if state == self.state:
            return
        self.state = state
        self.refresh()

    def _info(self) -> list[Text]:
        info = self.get_component_rich_style("table--info", partial=True)
        muted = self.get_component_rich_style("table--muted", partial=True)
        st = self.state
        lines: list[Text] = []
        if not st.cards:
            if st.taken_by:
                took = _("{name} took {total}").format(name=st.taken_by, total=st.taken_total)
                count = len(st.taken)
                cards = ngettext("({count} card)", "({count} cards)", count).format(count=count)
                lines.append(Text.assemble((took, info), (" " + cards, muted)))
            lines.append(Text(_("Empty table: lead any card"), style=muted))
        else:
            first = Text(_("Sum {total}").format(total=st.total), style=info)
            lines.append(first)
            if st.yours:  # the one who can capture needs the hint most
                faces = " ".join(face(c) for c in st.yours)
                first.append(" · " + _("your {cards} captures").format(cards=faces))
            elif st.capturers:
                rank = st.capturers[0][0]
                # translators: under the table's sum: some card of this rank would capture
                said = {"A": _("an ace captures"), "8": _("an 8 captures")}.get(rank)
                said = said or _("a {rank} captures").format(rank=rank)
                first.append(" · " + said, muted)
            if st.capturers:  # only cards that may still be out there (the viewer's view)
                faces = " ".join(face(c) for c in st.capturers)
                lines.append(Text(_("Still out: {cards}").format(cards=faces), style=muted))
        if st.led:
            led = _(LED[st.led]).format(symbol=SUIT_SYMBOL[st.led])
            lines.append(Text(led, style=info))
        lines.append(Text(_("Discard pile: {count}").format(count=st.discards), style=muted))
        return lines

    def render(self) -> Text:
        get = self.get_component_rich_style
        styles = CardStyles(
            black=get("table--black", partial=True),
            red=get("table--red", partial=True),
            dim=get("table--muted", partial=True),
            dim_red=get("table--muted", partial=True),
            cursor=get("table--info", partial=True),
        )
        big = self.app.size.height >= BIG_MIN_HEIGHT
        width = per_row(self.size.width, big)
        room = max(1, (self.size.height - 4) // card_size(big)[1])  # rows of cards that fit
        faint = not self.state.cards
        cards = list(self.state.cards or self.state.taken)
        hidden = 0
        if len(cards) > room * width:  # show the newest; say how many are above
            keep = room * width - 1
            hidden = len(cards) - keep
            cards = cards[-keep:]
        out = Text(no_wrap=True, overflow="ellipsis")
        if hidden:
            out.append(f"+{hidden} earlier ", get("table--muted", partial=True))
        for start in range(0, len(cards), width):
            chunk = cards[start : start + width]
            for line in draw_row(chunk, styles, dim=[faint] * len(chunk), big=big):
                out.append_text(line)
                out.append("\n")
        if not cards:
            out.append("\n" * card_size(big)[1])
        for line in self._info():
            # A long language's line wraps under the cards rather than losing its end.
            for part in line.wrap(self.app.console, max(1, self.size.width)):
                out.append_text(part)
                out.append("\n")
        out.rstrip()
        return out
