"""Every seat at a glance: turn marker, name, dealer mark, cards left, what they did last."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.widget import Widget

from modten_tui.i18n import N_, _, pgettext, right_to_left_cell
from modten_tui.setup.names import cells, fit

# A computer seat's kind beside its name ("Bob·normal"): its level, or a lesson's "computer".
KINDS = {
    # translators: a computer player's level, shown short beside its name ("Bob·easy")
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
    "random": N_("random"),
    "computer": N_("computer"),
}


@dataclass(frozen=True)
class SeatLine:
    name: str
    kind: str
    cards: int
    dealer: bool
    turn: bool
    last: str
    total: int | None = None  # running match total, when a match is played


class PlayerPanel(Widget):
    # Styled by the table that mounts it: modten/screens/table.tcss.
    COMPONENT_CLASSES = {"panel--turn", "panel--name", "panel--muted"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats: list[SeatLine] = []

    def show(self, seats: list[SeatLine]) -> None:
        if seats == self.seats:
            return
        resized = len(seats) != len(self.seats)
        self.seats = seats
        self.refresh(layout=resized)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return max(1, len(self.seats))

    def render(self) -> Text:
        turn = self.get_component_rich_style("panel--turn", partial=True)
        name_style = self.get_component_rich_style("panel--name", partial=True)
        muted = self.get_component_rich_style("panel--muted", partial=True)
        width = self.size.width
        out = Text(no_wrap=True, overflow="ellipsis")
        # In Arabic every cell takes its place right to left (the marker at the right edge, the
        # name beside it...), in every row alike: a row with no Arabic word in it ("  Cy  9")
        # ran left to right under rows that ran right to left.
        cell = right_to_left_cell
        for i, seat in enumerate(self.seats):
            if i:
                out.append("\n")
            out.append(cell("▶ " if seat.turn else "  "), turn)
            kind = _(KINDS[seat.kind]) if seat.kind in KINDS else seat.kind
            label = seat.name if seat.kind == "human" else f"{seat.name}·{kind}"
            if cells(label) > 14:  # measured in terminal cells: "😀" takes two
                label = seat.name
            out.append(cell(fit(label, 14)), turn if seat.turn else name_style)
            # translators: one letter marking the dealer in the players' panel (D for dealer)
            dealer = pgettext("the dealer's mark", "D")
            out.append(cell(f" {dealer} " if seat.dealer else "   "), muted)
            out.append(cell(f"{seat.cards:>2}"), name_style)
            # translators: after a seat's count of cards in the players' panel ("10 left")
            out.append(" " + _("left") if width >= 60 else "", muted)
            if seat.total is not None:
                # translators: a seat's match points, short ("12pt")
                points = _("{points}pt").format(points=f"{seat.total:>3}")
                out.append(cell(" " + points), muted)
            out.append(cell("  "))
            out.append(seat.last, turn if seat.turn else muted)
        return out
