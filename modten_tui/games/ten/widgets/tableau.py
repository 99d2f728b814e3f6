"""The middle of the TEN table: the draw pile, the tableau in order, both totals against
their bust lines (T8, T9), the chance that the next card busts, and the market by colour."""

from __future__ import annotations

from collections import Counter

from rich.style import Style
from rich.text import Text

from modten_tui.games.ten.rules.deck import COLOURS, SORT_KEY
from modten_tui.games.ten.rules.state import BUST_LINE
from modten_tui.games.ten.rules.view import TenView
from modten_tui.games.ten.session.texts import bust_chance, percent
from modten_tui.games.ten.widgets.style import card, cards, meter
from modten_tui.i18n import _, pgettext
from modten_tui.widgets.line_text import LineText

WARN_AT = 7  # from here a total is one or two cards from a bust: warning colour
DANGER_AT = 9


def level(total: int) -> str:
    """ "ok", "warn" or "danger": how near a total is to its bust line."""
    if total >= DANGER_AT:
        return "danger"
    return "warn" if total >= WARN_AT else "ok"


class TenTableau(LineText):
    # Styled by the table that mounts it: ten/screens/table.tcss.
    COMPONENT_CLASSES = {"ten--warn", "ten--danger", "ten--muted", "ten--info"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: TenView | None = None
        self.owner = ""

    def show(self, view: TenView, owner: str) -> None:
        if (view, owner) == (self.view, self.owner):
            return  # the table redraws after every key; most leave the tableau as it was
        self.view, self.owner = view, owner
        width = self.size.width  # a layout (the whole screen) only when the height changes
        self.redraw(layout=not width or len(self._lines(width)) != self.size.height)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self._lines(width))

    def render(self) -> Text:
        return Text("\n", no_wrap=True, overflow="ellipsis").join(self._lines(self.size.width))

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"ten--{name}", partial=True)

    def _lines(self, width: int) -> list[Text]:
        g = self.view
        if g is None:
            return [Text("")]
        muted, info = self._style("muted"), self._style("info")
        first = Text(no_wrap=True, overflow="ellipsis")
        # translators: the draw pile and how many cards it holds, as short as the English
        first.append(_("Pile {count}").format(count=f"{g.draw_pile_count:>3}"), info)
        whose = _("{name}'s tableau:").format(name=self.owner) if self.owner else _("Tableau:")
        first.append(f" │ {whose} ", muted)
        first.append_text(cards(g.tableau, empty=_("(empty)")))
        return [first, self._totals(g, width), *self._market(g, width)]

    def _gauge(self, label: str, total: int) -> Text:
        out = Text()
        lv = level(total)
        style = Style() if lv == "ok" else self._style(lv)
        out.append(f"{label} ", self._style("info"))
        out.append(meter(total), style)
        mark = " !!" if lv == "danger" else " !" if lv == "warn" else ""
        out.append(f" {total:>2}/{BUST_LINE}{mark}", style)  # the "!" carries it without colour
        return out

    def _totals(self, g: TenView, width: int) -> Text:
        """Both gauges and the bust chance; when the warning marks make the line too long
        for the width, the chance's label shortens rather than the chance being cut off."""
        odds = bust_chance(g) if g.phase == "draw" and g.draw_pile_count else None
        for label in ("  " + _("next card busts") + " ", "  " + _("busts") + " "):
            out = Text(no_wrap=True, overflow="ellipsis")
            out.append_text(self._gauge(_("Numbers"), g.running_total))
            out.append("  ")
            out.append_text(self._gauge(_("Currency"), g.currency_total))
            if odds is not None:
                busting, unseen = odds
                share = busting / unseen if unseen else 0.0
                lv = "danger" if share >= 0.5 else "warn" if share >= 0.25 else "muted"
                out.append(label, self._style("muted"))
                out.append(percent(busting, unseen), self._style(lv))
            if out.cell_len <= width:
                break
        return out

    def _market(self, g: TenView, width: int) -> list[Text]:
        """Market cards grouped by colour; a card costs its number (T11).

        Each card keeps its letter (R5, B9), so a group needs no label of its own: the groups
        are set apart by a dot and a colour with no card is left out. (The groups once read
        "R:– │ B: B9", which a play-test found hard to read, and which came out jumbled in
        Arabic: a line's colons and dashes have no direction of their own.)"""
        muted = self._style("muted")
        counts = Counter(g.market)
        line = Text(no_wrap=True, overflow="ellipsis")
        line.append(_("Market") + " ", self._style("info"))
        line.append(_("(cost = number)") + " ", muted)
        if not counts:
            line.append(pgettext("the market", "empty"), muted)
            return [line]
        lines = [line]
        groups = [
            sorted((c for c in counts if c[0] == colour), key=SORT_KEY.__getitem__)
            for colour in COLOURS
        ]
        for i, group in enumerate(g for g in groups if g):
            piece = Text()
            if i:
                piece.append("· ", muted)
            for j, code in enumerate(group):
                if j:
                    piece.append(" ")
                piece.append_text(card(code))
                if counts[code] > 1:
                    piece.append(f"×{counts[code]}", muted)
            # No space after a group: one past the edge made the line end in "…" mid-card.
            gap = 1 if i else 0  # the space before a group's dot
            if lines[-1].cell_len + gap + piece.cell_len > width and lines[-1].cell_len > 8:
                lines.append(Text("       ", no_wrap=True, overflow="ellipsis"))
            elif gap:
                lines[-1].append(" ")
            lines[-1].append_text(piece)
        return lines
