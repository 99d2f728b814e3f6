"""Statistics: first an overview of every player (games, wins and win rate per game), then for
the player chosen (marked ▶) the average scores and charts of the scores of recent games and
of the hands of the latest match. Counts are drawn on whole-number axes from 0.

The figures come from `modten_tui.review.statistics`; what a game's score means comes from its spec,
so this screen names no game. Names are text, never markup (a name may be "[/]"), and they stay
out of the charts: plotext's output is read as ANSI, and a hand-edited history could hold an
escape sequence in a name.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.i18n.numbers import decimal
from modten_tui.review.history_check import checked_history
from modten_tui.review.statistics import PlayerRecord, Statistics, compute, spec_sheet
from modten_tui.setup.names import fit
from modten_tui.storage.saves import SaveStore
from modten_tui.widgets.key_bar import KeyBar

RECENT = 20  # games in the chart of recent games: more would crowd 80 columns
NAME_WIDTH = 20  # the overview's name column ("computer · normal" whole)
GAME_WIDTH = 21  # one game's columns in the overview: games, won, rate


class StatisticsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatisticsScreen #stats-title { height: 1; background: $panel; padding: 0 1; }
    StatisticsScreen #stats-overview { height: auto; padding: 0 1; margin-bottom: 1; }
    StatisticsScreen #stats-figures { height: auto; padding: 0 1; }
    StatisticsScreen #stats-empty { padding: 1 2; }
    StatisticsScreen #stats-charts { height: 1fr; }
    StatisticsScreen PlotextPlot { height: 1fr; width: 1fr; }
    """
    BINDINGS = [
        Binding("p", "player(1)", N_("Next player")),
        Binding("P", "player(-1)", N_("Previous player"), show=False),
        Binding("g", "game(1)", N_("Other game")),
        Binding("escape,b", "back", N_("Back"), key_display="esc"),
    ]

    def __init__(self, store: SaveStore) -> None:
        super().__init__()
        entries, unreadable = checked_history(store)
        self.stats: Statistics = compute(entries, spec_sheet)
        self.problems = unreadable + self.stats.problems
        self.player = 0
        self.game = 0

    def compose(self) -> ComposeResult:
        yield Static(id="stats-title")
        if not self.stats.players:
            yield Static(
                _(
                    "No finished games yet. Finish a game and its figures show here: games "
                    "played and won, average scores, and charts of the scores."
                ),
                id="stats-empty",
            )
        else:
            yield Static(id="stats-overview")
            yield Static(id="stats-figures")
            with Horizontal(id="stats-charts"):
                yield PlotextPlot(id="stats-recent")
                yield PlotextPlot(id="stats-hands")
        yield KeyBar()

    def on_mount(self) -> None:
        self.show()
        for problem in self.problems:
            self.notify(
                _("A finished game was left out: {problem}").format(problem=problem),
                severity="warning",
                markup=False,
            )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "player":
            return len(self.stats.players) > 1
        if action == "game":
            return bool(self.stats.players) and len(self.games()) > 1
        return True

    def games(self) -> list[str]:
        return self.stats.games_of(self.stats.players[self.player])

    def current(self) -> PlayerRecord:
        return self.stats.record(self.stats.players[self.player], self.games()[self.game])

    def action_player(self, step: int) -> None:
        self.player = (self.player + step) % len(self.stats.players)
        self.game = 0
        self.show()

    def action_game(self, step: int) -> None:
        self.game = (self.game + step) % len(self.games())
        self.show()

    def action_back(self) -> None:
        self.dismiss()

    def show(self) -> None:
        title = self.query_one("#stats-title", Static)
        if not self.stats.players:
            title.update(Content.from_markup("[b]$title[/b]", title=_("Statistics")))
            return
        record = self.current()
        game_title = registry.get(record.game).title
        count = len(self.stats.players)
        title.update(
            Content.from_markup(
                # translators: $name, $game, $n and $count stay as they are; [b]…[/b] is bold
                _("[b]Statistics[/b] · [b]$name[/b] at $game · player $n of $count"),
                name=record.name,
                game=game_title,
                n=str(self.player + 1),
                count=str(count),
            )
        )
        self.query_one("#stats-overview", Static).update(self.overview())
        self.query_one("#stats-figures", Static).update(self.figures(record))
        self.chart_recent(record)
        self.chart_hands(record)
        self.refresh_bindings()

    def overview(self) -> Text:
        """Every player, a row each: games, wins and win rate per game (the chosen one ▶)."""
        stats = self.stats
        keys = {game for player in stats.players for game in stats.games_of(player)}
        games = [spec for spec in registry.all_specs() if spec.key in keys]
        dim = Style(dim=True)
        out = Text(no_wrap=True, overflow="ellipsis")
        # translators: the overview's column headings, short (a column is as wide as its word)
        heads = (_("games"), _("won"), _("rate"))
        # The first column follows two spaces; the others need one of their own.
        w1 = max(5, cell_len(heads[0]))
        w2, w3 = max(5, cell_len(heads[1]) + 1), max(6, cell_len(heads[2]) + 1)
        player_head = _("Player")
        out.append(f"  {player_head:<{NAME_WIDTH}}", dim)
        for spec in games:
            out.append(fit(f"  {spec.title}", GAME_WIDTH), Style(bold=True))
        out.append("\n" + " " * (NAME_WIDTH + 2), dim)
        for _spec in games:
            out.append(f"  {heads[0]:>{w1}}{heads[1]:>{w2}}{heads[2]:>{w3}}   ", dim)
        for i, player in enumerate(stats.players):
            chosen = i == self.player
            out.append("\n")
            out.append("▶ " if chosen else "  ", Style(bold=True))
            out.append(fit(stats.names[player], NAME_WIDTH), Style(bold=chosen))
            for spec in games:
                if (player, spec.key) not in stats.records:
                    out.append(f"  {'–':>{w1}}{'':<{w2 + w3 + 3}}", dim)
                    continue
                record = stats.record(player, spec.key)
                rate = f"{100 * record.won / record.played:.0f}%"
                out.append(f"  {record.played:>{w1}}{record.won:>{w2}}{rate:>{w3}}   ")
        return out

    def figures(self, record: PlayerRecord) -> Content:
        average = _("Average {score} a game: {average}")
        lines = [average.format(score=record.score_name, average=decimal(record.average))]
        if record.hand_name is not None:
            hand = _("Average {score} a hand: {average}")
            lines.append(hand.format(score=record.hand_name, average=decimal(record.average_hand)))
        return Content(" · ".join(lines))

    def chart_recent(self, record: PlayerRecord) -> None:
        plot = self.query_one("#stats-recent", PlotextPlot)
        scores = record.recent(RECENT)
        plt = plot.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title(
            _("{score} in the last {count} games").format(
                score=record.score_name, count=len(scores)
            )
            if len(scores) > 1
            else _("{score} in the one game").format(score=record.score_name)
        )
        xs = list(range(1, len(scores) + 1))
        plt.plot(xs, scores, marker="braille")
        plt.scatter(xs, scores, marker="●")
        plt.xticks(*whole_ticks(len(xs)))
        plt.ylim(*from_zero(scores))
        plt.yticks(*count_ticks(scores))
        plt.xlabel(_("game (oldest to latest)"))
        plot.refresh()

    def chart_hands(self, record: PlayerRecord) -> None:
        """The hands of the latest game played in several hands (a match); none, no chart."""
        plot = self.query_one("#stats-hands", PlotextPlot)
        match = next((g for g in reversed(record.games) if len(g.hands) > 1), None)
        plot.display = match is not None and record.hand_name is not None
        if match is None or record.hand_name is None:
            return
        plt = plot.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title(_("{score} by hand, latest match").format(score=record.hand_name))
        xs = list(range(1, len(match.hands) + 1))
        plt.bar(xs, match.hands)
        plt.xticks(*whole_ticks(len(xs)))
        plt.ylim(*from_zero(match.hands))
        plt.yticks(*count_ticks(match.hands))
        plt.xlabel(_("hand"))
        plot.refresh()


def whole_ticks(count: int) -> tuple[list[float], list[str]]:
    """Ticks at whole numbers 1..count, at most about ten of them (games and hands count)."""
    step = max(1, count // 10)
    at = list(range(1, count + 1, step))
    return [float(x) for x in at], [str(x) for x in at]


def count_ticks(values: list[int]) -> tuple[list[float], list[str]]:
    """Whole-number ticks over `from_zero(values)` (scores and cards shed are counts): a step
    of 1, 2 or 5 times a power of ten, five ticks at most past the first."""
    low, top = from_zero(values)
    step = 1
    while (top - low) / step > 5:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2  # 1, 2, 5, 10, 20, 50, …
    at = range(-(-low // step) * step, top + 1, step)
    return [float(x) for x in at], [str(x) for x in at]


def from_zero(values: list[int]) -> tuple[int, int]:
    """The value axis: from 0 (below it only for a negative value) to the largest value (at
    least 1), so two close scores do not fill the chart from one to the other."""
    return min(0, *values), max(1, *values)
