"""The acting player's hand: cards sorted by suit then value, playable ones bright.

Keys are handled by the table screen; this widget keeps the selection, draws the cards with
their keys, and answers clicks. Choosing a card only selects it: `Hand.Selected` is posted and
the screen plays the selected card when the player confirms (Enter, or a second click).
`Hand.Refused` is posted for a card that cannot be played now. A card may carry a mark in its
bottom edge (the total a capture would make).
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from modten_tui.games.modten.widgets.card import (
    BIG_MIN_HEIGHT,
    CardStyles,
    card_size,
    draw_row,
    per_row,
)
from modten_tui.i18n import _

# One key per playable card, in hand order: digits, then letters the table does not use for
# anything else (not a c f h l q u), then the same letters in capitals. 48 keys: more than
# the 36 cards of the largest hand, so every playable card always has its own key.
_LETTERS = "bdegijkmnoprstvwxyz"
CARD_KEYS = "1234567890" + _LETTERS + _LETTERS.upper()


class Hand(Widget):
    """A row (or rows) of cards. `active` False shows the cards without keys or dimming."""

    # Styled by the table that mounts it: modten/screens/table.tcss.
    COMPONENT_CLASSES = {"hand--black", "hand--red", "hand--dim", "hand--dim-red", "hand--cursor"}
    # A tap picks a card and a second plays it: a double click, which would also select the
    # hand's text and leave it highlighted over the cards.
    ALLOW_SELECT = False

    class Selected(Message):
        def __init__(self, code: str, again: bool) -> None:
            super().__init__()
            self.code = code
            self.again = again  # a second click on the card the player selected: confirm

    class Refused(Message):
        def __init__(self, code: str) -> None:
            super().__init__()
            self.code = code

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[str] = []
        self.playable: set[str] = set()
        self.active = False
        self.cursor = 0
        self._chosen = False  # the player picked the selected card (not placed by show())
        self.empty_text = _("(no cards)")
        self.marks: dict[str, str] = {}  # card -> what its bottom edge says

    def show(
        self,
        cards: list[str],
        playable: set[str] | None = None,
        marks: Mapping[str, str] | None = None,
        prefer: str | None = None,
    ) -> None:
        """Set the cards; with `playable` the hand is active and a playable card is selected
        (`prefer` when it is playable, else the one selected before, when it is still there
        and playable). `marks`: a few characters for a card's bottom edge."""
        old = self.cards[self.cursor] if self.cards and self.cursor < len(self.cards) else None
        before = (self.cards, self.marks, self.active, self.playable, self.cursor)
        self.cards = list(cards)
        self.marks = dict(marks or {})
        self.active = playable is not None
        self.playable = set(playable or ())
        if self.active:
            if prefer in self.playable and prefer in self.cards:
                self._chosen = False
                self.cursor = self.cards.index(prefer)
            elif old in self.playable and self.cursor < len(cards) and cards[self.cursor] == old:
                pass  # the same card (not its twin of a double deck) stays selected
            elif old in self.playable and old in self.cards:
                self.cursor = self.cards.index(old)
            else:
                self._chosen = False
                self.cursor = next((i for i, c in enumerate(self.cards) if c in self.playable), 0)
        if (self.cards, self.marks, self.active, self.playable, self.cursor) == before:
            return  # the table redraws after every key: most leave the hand as it was
        # A new layout (costly: the whole screen reflows, twice when a size changes) only when
        # the height laid out is not the one needed. Compare heights, not rows: an empty hand
        # is one line, a one-row hand is three.
        width = self.size.width
        self.refresh(layout=not width or self._height(width) != self.size.height)

    def clear(self) -> None:
        self.show([], None)

    def hide(self) -> None:
        """Blank the hand before a screen covers the table (the hand-off): no layout, as
        nothing shows until the next hand is drawn, most often the same height."""
        self.cards, self.playable, self.marks, self.active = [], set(), {}, False
        self.refresh()

    @property
    def selected(self) -> str | None:
        if not self.active or not self.cards or self.cards[self.cursor] not in self.playable:
            return None
        return self.cards[self.cursor]

    @property
    def keys(self) -> dict[str, int]:
        """Key -> index in the hand, for the playable cards (in hand order)."""
        if not self.active:
            return {}
        playable = [i for i, c in enumerate(self.cards) if c in self.playable]
        return dict(zip(CARD_KEYS, playable, strict=False))

    def move(self, step: int) -> None:
        """Move the selection to the next playable card in that direction (wrapping)."""
        if not self.active or not self.playable:
            return
        n = len(self.cards)
        i = self.cursor
        for _step in range(n):
            i = (i + step) % n
            if self.cards[i] in self.playable:
                self.select(i)
                break

    def select(self, index: int, *, click: bool = False) -> None:
        """Select the card at `index` when it is playable (posting Selected), else Refused."""
        if not self.active or not 0 <= index < len(self.cards):
            return
        code = self.cards[index]
        if code not in self.playable:
            self.post_message(self.Refused(code))
            return
        again = click and self._chosen and index == self.cursor
        self.cursor = index
        self._chosen = True
        self.refresh()
        self.post_message(self.Selected(code, again))

    def select_code(self, code: str) -> bool:
        """Select a card by its code; False when it is not a playable card of this hand."""
        if code not in self.playable or code not in self.cards:
            return False
        self.select(self.cards.index(code))
        return True

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
        return self._rows(width) * card_size(self.big)[1]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height(width)

    def render(self) -> Text:
        if not self.cards:
            return Text(self.empty_text, style="dim")
        styles = self._styles()
        big = self.big
        width = per_row(self.size.width, big)
        label = {i: key for key, i in self.keys.items()}
        out = Text()
        for start in range(0, len(self.cards), width):
            chunk = self.cards[start : start + width]
            dim = [self.active and c not in self.playable for c in chunk]
            cursor = self.cursor - start if self.selected is not None else None
            keys = [label.get(start + j, "") for j in range(len(chunk))]
            marks = [self.marks.get(c, "") for c in chunk]
            for line in draw_row(
                chunk, styles, dim=dim, cursor=cursor, big=big, keys=keys, marks=marks
            ):
                out.append_text(line)
                out.append("\n")
        out.rstrip()
        return out

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not self.cards:
            return
        big = self.big
        card_width, card_height = card_size(big)
        across = per_row(self.size.width, big)
        if offset.x < across * card_width:
            self.select(offset.y // card_height * across + offset.x // card_width, click=True)
