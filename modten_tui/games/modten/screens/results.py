"""The end of a hand: the winner, scores (M12), cards left, match standings (M13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from modten_tui.advice import results_line
from modten_tui.games.modten.options import ModTenSetupOptions
from modten_tui.games.modten.session.session import Outcome, Session
from modten_tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from modten_tui.app import TableApp


class ResultsScreen(Screen[None]):
    BINDINGS = [
        Binding("enter,n", "next_hand", "Next hand"),
        Binding("p", "again", "Play again"),  # not Enter: a stray press must not restart
        Binding("m,escape", "menu", "Menu"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.outcome: Outcome = session.outcome()

    @property
    def modten_app(self) -> TableApp:
        return self.app  # type: ignore[return-value]

    @property
    def continues(self) -> bool:
        return not self.outcome.match_over

    def compose(self) -> ComposeResult:
        out, names = self.outcome, self.session.names
        if out.match_over and not out.single_hand:
            headline = f"{names[out.match_winner or 0]} wins the match!"
        else:
            headline = f"{names[out.winner]} wins hand {out.hand_number}!"
        with Middle(), Center(), Vertical(id="results-box"):
            yield Static(Content(headline), id="results-title")  # names are text, not markup
            yield Static(self._table(), id="results-table")
            yield Static(Content(self._next()), id="results-next")
            yield Static(Content(results_line(self.session.setup.advice)), id="results-advice")
        yield KeyBar()

    def _table(self) -> Table:
        """One row a player: the score of every hand of the match, the cards left this hand,
        and the total (a single hand shows its score only)."""
        out, names = self.outcome, self.session.names
        match = not out.single_hand
        table = Table(box=None, padding=(0, 1), header_style="bold")
        table.add_column("Player")
        hands = out.hand_scores if match else [out.scores]
        for number in range(1, len(hands) + 1):
            table.add_column(f"H{number}" if match else "Score", justify="right")
        table.add_column("Cards left", justify="right")
        if match:
            table.add_column("Total", justify="right")
        order = sorted(range(len(names)), key=lambda s: (-out.totals[s], -out.scores[s], s))
        for seat in order:
            mark = " (won)" if seat == out.winner else ""
            # A str cell would be read as rich markup; a name is text.
            row = [Text(names[seat] + mark), *(str(h[seat]) for h in hands),
                   str(out.cards_left[seat])]  # fmt: skip
            if match:
                row.append(str(out.totals[seat]))
            table.add_row(*row)
        return table

    def _next(self) -> str:
        out, names = self.outcome, self.session.names
        setup = ModTenSetupOptions.of(self.session.setup)
        if out.single_hand:
            return "Score: the cards each player got rid of this hand."
        goal = (
            f"first to {setup.target} points" if setup.length == "target"
            else f"{setup.hands} hands"
        )
        if out.match_over:
            played = f"Final standings after {out.hand_number} hands"
            return f"{played} ({goal})." if setup.length == "target" else f"{played}."
        dealer = out.next_dealer or 0
        leader = (dealer + 1) % len(names)
        why = f"Match: {goal}."
        if out.tied:
            who = " and ".join(names[s] for s in out.tied)
            why += f"\n{who} are tied at {out.totals[out.tied[0]]}: a tie plays one more hand."
        return (
            f"{why}\nNext: hand {out.hand_number + 1}, "
            f"{names[dealer]} deals and {names[leader]} leads."
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_hand":
            return self.continues
        if action == "again":
            return not self.continues
        return True

    def action_next_hand(self) -> None:
        self.modten_app.next_hand(self.session)

    def action_again(self) -> None:
        self.modten_app.play_again(self.session.setup)

    def action_menu(self) -> None:
        self.modten_app.back_to_menu()
