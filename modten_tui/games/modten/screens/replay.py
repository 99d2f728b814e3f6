"""Mod Ten in a finished game's replay (`modten_tui/screens/replay.py`): each hand's deal and
every play, with all hands shown."""

from __future__ import annotations

from textual.content import Content

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import format_card
from modten_tui.games.modten.rules.hand import ModTenHand
from modten_tui.games.modten.session.session import describe_modten
from modten_tui.i18n import _, listed, pgettext
from modten_tui.screens.replay import Position
from modten_tui.storage.save_file import SaveFile


def positions(save: SaveFile, names: list[str]) -> list[Position]:
    out: list[Position] = []
    for number, record in enumerate(save.records, start=1):
        total = len(record.moves)
        game = modten.deal(record.players, **record.setup)
        out.append(
            Position(
                number,
                0,
                total,
                game.clone(),
                _("Hand {number}: {dealer} deals").format(number=number, dealer=names[game.dealer]),
            )
        )
        for i, move in enumerate(record.moves, start=1):
            led = not game.table
            lines, _last = describe_modten(game.apply(move), names, led=led)
            out.append(Position(number, i, total, game.clone(), " · ".join(lines) or move))
    return out


# Names are text, not markup: they enter the markup only as $-variables of
# Content.from_markup, which inserts them literally (a name may be "[/]").
def modten_text(p: Position, names: list[str]) -> Content:
    hand = p.state
    assert isinstance(hand, ModTenHand)
    rows = []
    for seat, cards in enumerate(hand.hands):
        mark = "▶ " if seat == hand.current_player else "  "
        shown = " ".join(format_card(c) for c in cards) or _("(no cards)")
        rows.append(
            Content.from_markup(f"{mark}[b]$name[/b] ({len(cards)}): {shown}", name=names[seat])
        )
    table = " ".join(format_card(c) for c in hand.table) or pgettext("the table", "empty")
    rows.append(Content(""))
    line = _("Table: {cards} · sum {sum} · {count} captured")
    rows.append(Content(line.format(cards=table, sum=hand.table_sum, count=hand.discard_count)))
    if hand.is_over:
        scores = listed(f"{n} ({s})" for n, s in zip(names, hand.scores(), strict=True))
        rows.append(Content(_("Scores: {scores}").format(scores=scores)))
    return Content("\n").join(rows)
