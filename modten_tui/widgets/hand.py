"""The acting player's hand: cards sorted by suit then value, playable ones bright.

Keys are bound on the table screen (so the footer lists them); this widget keeps the cursor,
draws the cards, and answers clicks. It posts `Hand.Chosen` for a playable card and
`Hand.Refused` for a dimmed one; the screen decides what happens.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from modten_tui.widgets.card import BIG_MIN_HEIGHT, CardStyles, card_size, draw_row, per_row

DIGITS = "1234567890"  # 0 picks the tenth card


class Hand(Widget):
    """A row (or rows) of cards. `active` False shows the cards without a cursor or dimming."""

    COMPONENT_CLASSES = {"hand--black", "hand--red", "hand--dim", "hand--dim-red", "hand--cursor"}

    DEFAULT_CSS = """
    Hand { height: auto; }
    """

    class Chosen(Message):
        def __init__(self, code: str) -> None:
            super().__init__()
            self.code = code

    class Refused(Message):
        def __init__(self, code: str) -> None:
            super().__init__()
            self.code = code

    def __init__(self, *, labels: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[str] = []
        self.playable: set[str] = set()
        self.active = False
        self.cursor = 0
        self.labels = labels
        self.empty_text = "(no cards)"

    def show(self, cards: list[str], playable: set[str] | None = None) -> None:
        """Set the cards; with `playable` the hand is active and the cursor is placed."""
        old = self.cards[self.cursor] if self.cards and self.cursor < len(self.cards) else None
        height_before = self._height(self.size.width)
        self.cards = list(cards)
        self.active = playable is not None
        self.playable = set(playable or ())
        if self.active:
            if old in self.playable and old in self.cards:
                self.cursor = self.cards.index(old)
            else:
                self.cursor = next((i for i, c in enumerate(self.cards) if c in self.playable), 0)
        # A new layout (costly: the whole screen reflows) only when the height changes. Compare
        # heights, not rows: an empty hand is one line, a one-row hand is four, and comparing
        # rows (1 == 1) left the box one line tall after a hand-off or a resume.
        self.refresh(layout=self._height(self.size.width) != height_before or not self.size.width)

    def clear(self) -> None:
        self.show([], None)

    @property
    def selected(self) -> str | None:
        if not self.active or not self.cards:
            return None
        return self.cards[self.cursor]

    def move(self, step: int) -> None:
        """Move the cursor to the next playable card in that direction (wrapping)."""
        if not self.active or not self.playable:
            return
        n = len(self.cards)
        i = self.cursor
        for _ in range(n):
            i = (i + step) % n
            if self.cards[i] in self.playable:
                self.cursor = i
                break
        self.refresh()

    def choose_index(self, index: int) -> None:
        if not self.active or not 0 <= index < len(self.cards):
            return
        code = self.cards[index]
        if code in self.playable:
            self.cursor = index
            self.refresh()
            self.post_message(self.Chosen(code))
        else:
            self.post_message(self.Refused(code))

    def choose_selected(self) -> None:
        self.choose_index(self.cursor)

    # ----- drawing --------------------------------------------------------------------------
    def _styles(self) -> CardStyles:
        get = self.get_component_rich_style
        return CardStyles(
            black=get("hand--black", partial=True),
            red=get("hand--red", partial=True),
            dim=get("hand--dim", partial=True),
            dim_red=get("hand--dim-red", partial=True),
            cursor=get("hand--cursor", partial=True),
        )

    @property
    def big(self) -> bool:
        return self.app.size.height >= BIG_MIN_HEIGHT

    def _rows(self, width: int) -> int:
        if not self.cards:
            return 1
        return -(-len(self.cards) // per_row(width, self.big))

    def _height(self, width: int) -> int:
        if not self.cards:
            return 1  # the "no cards" line; the log gets the room
        # Only the first row carries digit labels: the digits stop at the tenth card.
        return self._rows(width) * card_size(self.big)[1] + (1 if self.labels else 0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height(width)

    def render(self) -> Text:
        if not self.cards:
            return Text(self.empty_text, style="dim")
        styles = self._styles()
        big = self.big
        card_width = card_size(big)[0]
        width = per_row(self.size.width, big)
        out = Text()
        for start in range(0, len(self.cards), width):
            chunk = self.cards[start : start + width]
            dim = [self.active and c not in self.playable for c in chunk]
            cursor = self.cursor - start if self.active else None
            for line in draw_row(chunk, styles, dim=dim, cursor=cursor, big=big):
                out.append_text(line)
                out.append("\n")
            if self.labels and start == 0:
                for j in range(len(chunk)):
                    i = start + j
                    label = DIGITS[i] if i < len(DIGITS) and self.active else " "
                    faint = not self.active or chunk[j] not in self.playable
                    out.append(f" {label}".ljust(card_width), Style(dim=faint))
                out.append("\n")
        out.rstrip()
        return out

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not self.cards:
            return
        big = self.big
        card_width, card_height = card_size(big)
        first = card_height + (1 if self.labels else 0)  # the first row has its label line
        row = 0 if offset.y < first else 1 + (offset.y - first) // card_height
        across = per_row(self.size.width, big)
        if offset.x < across * card_width:
            self.choose_index(row * across + offset.x // card_width)
