"""The Tiny Tricks results, as data for the generic results screen: tricks per player in each
hand of the match and in all, who won; Enter deals the next hand while the match goes on."""

from __future__ import annotations

from rich.table import Table
from textual.content import Content

from modten_tui.screens.results import Results
from tests.tinygame.session import TinySession


def tiny_results(session: TinySession) -> Results:
    names = session.names
    single = session.length == 1
    if session.match_over:
        won = " and ".join(names[w] for w in session.match_winners())
        headline = f"{won} won" if single else f"{won} won the match"
    else:
        won = " and ".join(names[w] for w in session.game.winners)
        headline = f"{won} won hand {session.hand_number} of {session.length}"
    return Results(
        headline=Content(headline),  # names are text, not markup
        table=_table(session),
        notes=Content(_notes(session)),
        continues=not session.match_over,
        box_title="Tiny Tricks",
    )


def _table(session: TinySession) -> Table:
    table = Table(box=None, padding=(0, 1), header_style="bold", pad_edge=False)
    table.add_column("Player", no_wrap=True)
    hands = session.hands_so_far
    for number in range(1, len(hands) + 1):
        table.add_column("Tricks" if session.length == 1 else f"Hand {number}", justify="right")
    if session.length > 1:
        table.add_column("Total", justify="right")
    for seat, name in enumerate(session.names):
        cells = [str(hand.scores()[seat]) for hand in hands]
        if session.length > 1:
            cells.append(str(session.totals()[seat]))
        table.add_row(name, *cells)
    return table


def _notes(session: TinySession) -> str:
    if session.match_over:
        if session.length == 1:
            return "A score is the tricks taken."
        return f"The most tricks over the {session.length} hands wins the match."
    left = session.length - session.hand_number
    return f"{left} more hand{'s' if left > 1 else ''} to play: Enter deals the next."
