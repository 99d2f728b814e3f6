"""One line of why for a Mod Ten card, from the player's view alone (M8 captures, M6 follow).

What it says is what the player could work out at the table: the table's total, their own
hand and the unseen cards pooled over every other hand (never one seat's), so advice shows
nothing the asking player does not already know.
"""

from __future__ import annotations

from modten_tui.games.modten.rules.cards import SUIT_OF, SUIT_SYMBOL, VALUE
from modten_tui.games.modten.rules.hand import ModTenView, capture_value
from modten_tui.i18n import _, ngettext


def why(view: ModTenView, card: str) -> str:
    """'captures 20', 'leaves 17: no unseen 3♠ can take it', '…; your last ♥'."""
    suit = SUIT_OF[card]
    need = capture_value(view.table_sum)
    if need is not None and VALUE[card] == need:
        taken = len(view.table) + 1
        text = ngettext(
            "captures {total} ({count} card)", "captures {total} ({count} cards)", taken
        )
        text = text.format(total=view.table_sum + VALUE[card], count=taken)
    else:
        total = view.table_sum + VALUE[card]
        led = view.led_suit or suit  # the next players must follow this suit (M6)
        want = capture_value(total)
        mark = f"{'A' if want == 1 else want}{SUIT_SYMBOL[led]}"
        threats = sum(1 for c in view.unseen if SUIT_OF[c] == led and VALUE[c] == want)
        if threats:
            text = ngettext(
                "leaves {total}: {count} unseen {card} could take it",
                "leaves {total}: {count} unseen {card} could take it",
                threats,
            ).format(total=total, count=threats, card=mark)
        else:
            text = _("leaves {total}: no unseen {card} can take it").format(total=total, card=mark)
    if sum(1 for c in view.hand if SUIT_OF[c] == suit) == 1 and len(view.hand) > 1:
        last = _("your last {suit}").format(suit=SUIT_SYMBOL[suit])
        text = _("{why}; {last}").format(why=text, last=last)
    return text
