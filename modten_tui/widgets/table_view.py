"""The table: its cards in the order played, the sum, what would capture, the led suit."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from modten_tui.rules.modten import capture_value
from modten_tui.rules.modten_cards import SUIT_NAME, SUIT_SYMBOL
from modten_tui.widgets.card import BIG_MIN_HEIGHT, CardStyles, card_size, draw_row, per_row


class TableView(Widget):
    COMPONENT_CLASSES = {"table--black", "table--red", "table--info", "table--muted"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[str] = []
        self.total = 0
        self.led: str | None = None
        self.discards = 0

    def show(self, cards: list[str], total: int, led: str | None, discards: int) -> None:
        state = (list(cards), total, led, discards)
        if state == (self.cards, self.total, self.led, self.discards):
            return
        self.cards, self.total, self.led, self.discards = state
        self.refresh()

    def _info(self) -> list[Text]:
        info = self.get_component_rich_style("table--info", partial=True)
        muted = self.get_component_rich_style("table--muted", partial=True)
        if not self.cards:
            first = Text("Empty table: lead any card", style=muted)
        else:
            first = Text()
            first.append(f"Sum {self.total}", info)
            first.append(f" · a {capture_value(self.total)} captures", muted)
        second = Text()
        if self.led:
            second.append(f"Led {SUIT_SYMBOL[self.led]} {SUIT_NAME[self.led]}", info)
        return [first, second, Text(f"Discard pile: {self.discards}", style=muted)]

    def render(self) -> Text:
        get = self.get_component_rich_style
        styles = CardStyles(
            black=get("table--black", partial=True),
            red=get("table--red", partial=True),
            dim=get("table--muted", partial=True),
            dim_red=get("table--red", partial=True),
            cursor=get("table--info", partial=True),
        )
        big = self.app.size.height >= BIG_MIN_HEIGHT
        width = per_row(self.size.width, big)
        room = max(1, (self.size.height - 3) // card_size(big)[1])  # rows of cards that fit
        cards = self.cards
        hidden = 0
        if len(cards) > room * width:  # show the newest; say how many are above
            keep = room * width - 1
            hidden = len(cards) - keep
            cards = cards[-keep:]
        out = Text(no_wrap=True, overflow="ellipsis")
        if hidden:
            out.append(f"+{hidden} earlier ", get("table--muted", partial=True))
        for start in range(0, len(cards), width):
            for line in draw_row(cards[start : start + width], styles, big=big):
                out.append_text(line)
                out.append("\n")
        if not cards:
            out.append("\n" * card_size(big)[1])
        for line in self._info():
            out.append_text(line)
            out.append("\n")
        out.rstrip()
        return out
