"""Step through a finished game move by move. The game is over, so every card is shown.

The positions are rebuilt from the history entry's record (the record is the truth), one
clone per move, so stepping back and forth costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.cards import format_card
from modten_tui.games.modten.rules.hand import ModTenHand
from modten_tui.games.modten.session.session import describe_modten
from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.session.texts import Describer, cards_text, points_text
from modten_tui.saves import HistoryEntry
from modten_tui.setup_models import GAMES
from modten_tui.widgets.key_bar import KeyBar


@dataclass(frozen=True)
class Position:
    hand: int  # 1-based hand number (TEN: always 1)
    move: int  # moves made in this hand so far
    total: int  # moves in this hand
    state: ModTenHand | TenGame
    said: str  # what the latest move did, in words


def names_of(entry: HistoryEntry) -> list[str]:
    return [str(s.get("name", f"Seat {i + 1}")) for i, s in enumerate(entry.save.setup["seats"])]


def positions(entry: HistoryEntry) -> list[Position]:
    """Every position of the game: each hand's deal, then one per move."""
    names = names_of(entry)
    out: list[Position] = []
    for number, record in enumerate(entry.save.records, start=1):
        total = len(record.moves)
        if entry.game == "ten":
            game: ModTenHand | TenGame = ten.new_game(record.players, **record.setup)
            describer = Describer(names)
            said = f"{names[game.current_player or 0]} begins"
        else:
            game = modten.deal(record.players, **record.setup)
            said = f"Hand {number}: {names[game.dealer]} deals"
        out.append(Position(number, 0, total, game.clone(), said))
        for i, move in enumerate(record.moves, start=1):
            if isinstance(game, TenGame):
                run, cur = game.running_total, game.currency_total
                lines, _ = describer.lines(game.apply(move), game, run, cur)
            else:
                led = not game.table
                lines, _ = describe_modten(game.apply(move), names, led=led)
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
        shown = " ".join(format_card(c) for c in cards) or "(no cards)"
        rows.append(Content.from_markup(f"{mark}[b]$name[/b] ({len(cards)}): {shown}",
                                        name=names[seat]))  # fmt: skip
    table = " ".join(format_card(c) for c in hand.table) or "empty"
    rows.append(Content(""))
    rows.append(Content(f"Table: {table} · sum {hand.table_sum} · {hand.discard_count} captured"))
    if hand.is_over:
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, hand.scores(), strict=True))
        rows.append(Content(f"Scores: {scores}"))
    return Content("\n").join(rows)


def ten_text(p: Position, names: list[str], pile: list[str]) -> Content:
    g = p.state
    assert isinstance(g, TenGame)
    nxt = pile[len(pile) - g.draw_pile_count] if g.draw_pile_count else "none"
    rows = [
        Content(f"Pile: {g.draw_pile_count} left, next {nxt} · phase {g.phase}"),
        Content(f"Tableau: {cards_text(g.tableau)} · numbers {g.running_total}"
                f" · currency {g.currency_total}"),
        Content(f"Market: {cards_text(g.market)}"),
        Content(""),
    ]  # fmt: skip
    scores = g.scores()
    for seat, name in enumerate(names):
        mark = "▶ " if seat == g.current_player else "  "
        held = cards_text(g.collections[seat])
        rows.append(Content.from_markup(
            f"{mark}[b]$name[/b]: {points_text(scores[seat])} · {g.tokens[seat]} tokens"
            f" · {g.bust_tokens[seat]} bust · $held", name=name, held=held))  # fmt: skip
    return Content("\n").join(rows)


class ReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    ReplayScreen #replay-top { height: 1; background: $panel; padding: 0 1; }
    ReplayScreen #replay-said { height: auto; padding: 0 1; color: $accent; }
    ReplayScreen #replay-body { padding: 0 1; }
    """
    BINDINGS = [
        Binding("right,l,n,space", "step(1)", "Next", key_display="→"),
        Binding("left,h,p,backspace", "step(-1)", "Back", key_display="←"),
        Binding("pagedown,down", "step(10)", "+10", key_display="PgDn"),
        Binding("pageup,up", "step(-10)", "−10", key_display="PgUp"),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("escape,b", "back", "Back to list", key_display="esc"),
    ]

    def __init__(self, entry: HistoryEntry) -> None:
        super().__init__()
        self.entry = entry
        self.names = names_of(entry)
        self.positions = positions(entry)
        self.index = 0
        first = entry.save.records[0].setup
        self.pile = list(first.get("cards", [])) if entry.game == "ten" else []

    def compose(self) -> ComposeResult:
        yield Static(id="replay-top")
        yield Static(id="replay-said")
        with VerticalScroll():
            yield Static(id="replay-body")
        yield KeyBar()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        p = self.positions[self.index]
        hands = len(self.entry.save.records)
        where = f"hand {p.hand} of {hands} · " if hands > 1 else ""
        self.query_one("#replay-top", Static).update(
            f"[b]Replay[/b] · {GAMES[self.entry.game]} · {where}move {p.move} of {p.total}"
        )
        self.query_one("#replay-said", Static).update(Content(p.said))
        body = (ten_text(p, self.names, self.pile) if self.entry.game == "ten"
                else modten_text(p, self.names))  # fmt: skip
        if self.index == len(self.positions) - 1:
            body += Content.from_markup("\n\n[b]$result[/b]", result=self.entry.result)
        self.query_one("#replay-body", Static).update(body)

    def action_step(self, step: int) -> None:
        self.index = max(0, min(len(self.positions) - 1, self.index + step))
        self.show()

    def action_jump(self, where: int) -> None:
        self.index = where % len(self.positions)
        self.show()

    def action_back(self) -> None:
        self.dismiss()
