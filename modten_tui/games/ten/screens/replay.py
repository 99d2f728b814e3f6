"""TEN in a finished game's replay (`modten_tui/screens/replay.py`): every move in words, and
the table with the pile's next card shown (the game is over, so nothing is hidden)."""

from __future__ import annotations

from textual.content import Content

from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.session.texts import Describer, cards_text, points_text
from modten_tui.i18n import _
from modten_tui.screens.replay import Position
from modten_tui.storage.save_file import SaveFile


def positions(save: SaveFile, names: list[str]) -> list[Position]:
    out: list[Position] = []
    for number, record in enumerate(save.records, start=1):
        total = len(record.moves)
        game = ten.new_game(record.players, **record.setup)
        describer = Describer(names)
        out.append(
            Position(
                number,
                0,
                total,
                game.clone(),
                _("{name} begins").format(name=names[game.current_player or 0]),
            )
        )
        for i, move in enumerate(record.moves, start=1):
            run, cur = game.running_total, game.currency_total
            lines, _last = describer.lines(game.apply(move), game, run, cur)
            out.append(Position(number, i, total, game.clone(), " · ".join(lines) or move))
    return out


def pile_of(save: SaveFile) -> list[str]:
    """The pile in the order it was drawn, top first (the record's stacked cards)."""
    return list(save.records[0].setup.get("cards", []))


def ten_text(p: Position, names: list[str], pile: list[str]) -> Content:
    g = p.state
    assert isinstance(g, TenGame)
    nxt = pile[len(pile) - g.draw_pile_count] if g.draw_pile_count else _("none")
    # translators: {phase} is the engine's name of the phase (draw, auction, pay, buy...)
    pile_line = _("Pile: {count} left, next {card} · phase {phase}")
    tableau_line = _("Tableau: {cards} · numbers {numbers} · currency {currency}")
    rows = [
        Content(pile_line.format(count=g.draw_pile_count, card=nxt, phase=g.phase)),
        Content(
            tableau_line.format(
                cards=cards_text(g.tableau), numbers=g.running_total, currency=g.currency_total
            )
        ),
        Content(_("Market: {cards}").format(cards=cards_text(g.market))),
        Content(""),
    ]
    scores = g.scores()
    for seat, name in enumerate(names):
        mark = "▶ " if seat == g.current_player else "  "
        held = cards_text(g.collections[seat])
        said = _("[b]$name[/b]: {points} · {tokens} tokens · {bust} bust · $held").format(
            points=points_text(scores[seat]), tokens=g.tokens[seat], bust=g.bust_tokens[seat]
        )
        rows.append(Content.from_markup(mark + said, name=name, held=held))
    return Content("\n").join(rows)
