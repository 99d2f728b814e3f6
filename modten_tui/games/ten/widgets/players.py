"""Every TEN player: tokens (x/10), bust tokens, the collection as a colour × number grid with
the scoring runs in reverse video (T17, T18), and the live score.

It lays itself out by the room it has: every panel in full when they fit (one column, or as
many side by side as the width holds), else the focused player's full panel and one line for
each of the others; the table screen moves the focus with a key, so any collection can be
inspected at 80×24 with five players.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, FULL_WILD, NUMBER_WILD
from modten_tui.games.ten.rules.game import TOKEN_CAP
from modten_tui.games.ten.rules.scoring import ColourRun, ScoreDetails
from modten_tui.games.ten.widgets.style import COLOUR_NAME, PALETTE, card, cards, colour_style
from modten_tui.i18n import (
    LEFT_TO_RIGHT_LINE,
    N_,
    _,
    left_to_right,
    ngettext,
    pgettext,
    right_to_left,
    right_to_left_cell,
)
from modten_tui.setup.names import fit
from modten_tui.widgets.line_text import LineText

NAME_CELLS = 12  # a name's room on a one-line row (setup.names keeps names this short)
PANEL_WIDTH = 42  # a panel's text; the header may lose its tail to an ellipsis
PANEL_WIDE = 72  # room for a long name, the last action, wild placements and each run
PANEL_HEIGHT = 6
GAP = 2  # cells between panels side by side: a last action must not run into the next name
WILD_MARK = {COLOUR_WILD: "#", NUMBER_WILD: "w", FULL_WILD: "*"}


def grid_shape(players: int, width: int) -> tuple[int, int]:
    """(panels a row, rows) for full panels side by side within `width` cells: as many a row
    as fit, then spread evenly over the rows (five in 3 + 2, four in 2 + 2)."""
    most = max(1, min(players, (width + GAP) // (PANEL_WIDTH + GAP)))
    rows = -(-players // most)
    return -(-players // rows), rows


def grid_height(rows: int) -> int:
    """Rows of full panels with a blank line between them."""
    return rows * PANEL_HEIGHT + rows - 1


@dataclass(frozen=True)
class PlayerInfo:
    seat: int
    name: str
    kind: str
    tokens: int
    bust: int
    collection: list[str]
    details: ScoreDetails
    acting: bool
    last: str = ""


# A computer seat's level as the panel names it (the seat's kind, translated where shown).
LEVEL_WORD = {
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
    "random": N_("random"),
    "computer": N_("computer"),
}


def seat_label(p: PlayerInfo) -> str:
    """'Ann' for a person, 'Bob·hard' for a computer."""
    if p.kind == "human":
        return p.name
    return f"{p.name}·{_(LEVEL_WORD[p.kind]) if p.kind in LEVEL_WORD else p.kind}"


def points(n: int) -> str:
    return ngettext("{number} pt", "{number} pts", n).format(number=n)


def run_text(run: ColourRun) -> str:
    """`R1-4` (or `R5` for a one-card run); empty when the colour has none."""
    if not run.points:
        return ""
    span = f"{run.start}" if run.start == run.end else f"{run.start}-{run.end}"
    return f"{run.colour}{span}"


def _add(line: Text, part: Text | str, width: int | None, style: Style | None = None) -> bool:
    """Append `part` to `line` if it fits in `width` cells (None: any width): the end of a line
    is dropped whole, never cut mid-word (a play-test at 80x24)."""
    piece = Text(part, style or Style()) if isinstance(part, str) else part
    if width is not None and line.cell_len + piece.cell_len > width:
        return False
    line.append_text(piece)
    return True


def grid_lines(
    collection: list[str], details: ScoreDetails, width: int | None = None
) -> list[Text]:
    """The numbers header and one row per colour: counts, wild-filled gaps, the run, points.
    Within `width`, a row keeps its grid and points and adds where each wild goes and the run
    in full only as far as they fit whole (the grid shows both already)."""
    dim = Style(dim=True)
    spare = [c for c in details.unused if CARD_INFO[c][0] >= COLOUR_WILD]
    # Each colour's row starts with its letter and, where the width holds them, its name: the
    # legend of the letters the cards and runs are written with (R5, B#, R1-4).
    named = max(cell_len(_(name)) for name in COLOUR_NAME.values())
    named = named if width is None or 4 + named + 1 + 27 + 4 <= width else 0
    # The grid keeps its columns' order in a right-to-left language: each line runs left to right.
    numbers = left_to_right("    " + " " * (named + 1 if named else 0))
    numbers += "".join(f" {n} " for n in range(1, 10))
    # translators: the points column's head over the grid, as short as the English
    head = Text(numbers + " " + _("pts"), dim)
    if spare:
        # translators: wilds no run uses follow
        head.append("  " + _("spare") + " ", dim)
        head.append_text(cards(spare))
    out = [head]
    for run in details.runs:
        c = run.colour
        row = Text(no_wrap=True, overflow="ellipsis")
        row.append(left_to_right(f" {c}  "), colour_style(c))
        if named:  # then the numbers in a run of their own, not in the name's (Arabic)
            name = _(COLOUR_NAME[c])
            row.append(name + left_to_right(" " * (named - cell_len(name) + 1)), colour_style(c))
        for n in range(1, 10):
            count = collection.count(f"{c}{n}")
            wild = run.wilds.get(n)
            mark = str(count) if count else WILD_MARK[CARD_INFO[wild][0]] if wild else "·"
            in_run = bool(run.points) and run.start <= n <= run.end
            if in_run:
                style = Style(color=PALETTE[c], bold=True, reverse=True)
            else:
                style = colour_style(c, bold=False) if count else dim
            row.append(f" {mark} ", style)
        star = "★" if run.bonus else " "
        row.append(f" {run.points:>2}{star}", Style(bold=bool(run.points)))
        for n, wild in sorted(run.wilds.items()):
            if not _add(row, Text(" ").append_text(card(wild)).append(f"→{n}", dim), width):
                break
        if run.points:  # the run in full, when the panel is wide enough to show it
            _add(
                row,
                # translators: a run's cards in order follow
                Text("  " + _("run") + " ", dim).append_text(
                    cards([run.wilds.get(k, f"{c}{k}") for k in range(run.start, run.end + 1)])
                ),
                width,
            )
        out.append(row)
    return out


# In a right-to-left language the panels side by side take their places right to left, the
# first at the right edge, on every line alike: each is isolated from its neighbours, its
# header running right to left and its grid left to right inside it. (A line reordered whole
# put the first panel's header at the right and its grid at the left, 160 columns wide.)
ISOLATE_RIGHT_TO_LEFT, ISOLATE_LEFT_TO_RIGHT, END_ISOLATE = "\u2067", "\u2066", "\u2069"


def isolated(cell: Text) -> Text:
    """`cell`, one panel's line, set apart from the panels beside it (right-to-left only)."""
    if not right_to_left():
        return cell
    ltr = cell.plain.startswith(LEFT_TO_RIGHT_LINE)
    start = ISOLATE_LEFT_TO_RIGHT if ltr else ISOLATE_RIGHT_TO_LEFT
    return Text(start).append_text(cell).append(END_ISOLATE)


class TenPlayers(LineText):
    # Styled by the table that mounts it: ten/screens/table.tcss.
    COMPONENT_CLASSES = {"players--acting", "players--muted", "players--name"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.players: list[PlayerInfo] = []
        self.focus_seat = 0
        self.layout_mode = "compact"  # for tests: "stacked", "columns" or "compact"

    def show(self, players: list[PlayerInfo], focus: int) -> None:
        if (players, focus) == (self.players, self.focus_seat):
            return
        self.players, self.focus_seat = players, focus
        self.redraw()

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"players--{name}", partial=True)

    def _header(self, p: PlayerInfo, focused: bool = False, width: int | None = None) -> Text:
        """Name, points, tokens, bust tokens, cards (shorter words where the full ones do not
        fit `width`), then what they did last if it fits whole."""
        acting, muted = self._style("acting"), self._style("muted")
        k = len(p.collection)
        held = "  " + ngettext("{count} card", "{count} cards", k).format(count=k)
        bust = "  " + _("{count} bust").format(count=p.bust)
        tokens_short = "  " + _("{tokens}/{cap} tok").format(tokens=p.tokens, cap=TOKEN_CAP)
        # Where the words do not fit (a long name), the cards go, then the bust tokens: the
        # grid below shows the cards, and counts with a letter glued on ("10/10t 0b 3c") were
        # what a play-test's new players could not read.
        forms = [
            ("  " + _("{tokens}/{cap} tokens").format(tokens=p.tokens, cap=TOKEN_CAP), bust, held),
            (tokens_short, bust, held),
            (tokens_short, bust, ""),
            (tokens_short, "", ""),
        ]
        # In Arabic each part takes its place right to left: a count after a Latin name ran
        # with the name ("Ann 0" read "0 Ann", the points before the name).
        cell = right_to_left_cell
        for tokens, bust, cards_held in forms:
            out = Text(no_wrap=True, overflow="ellipsis")
            out.append(cell("▶ " if p.acting else "  "), acting)
            label = seat_label(p)
            out.append(cell(label), acting if p.acting else self._style("name"))
            out.append(cell(f"  {points(p.details.total)}"), Style(bold=True))
            out.append(cell(tokens), Style(bold=p.tokens >= TOKEN_CAP))
            out.append(cell(bust), Style() if p.bust else muted)
            out.append(cell(cards_held), muted)
            if width is None or out.cell_len <= width:
                break
        if focused and p.last:
            _add(out, f"  {p.last}", width, muted)
        return out

    def panel(self, p: PlayerInfo, width: int | None = None) -> list[Text]:
        return [
            self._header(p, focused=True, width=width),
            *grid_lines(p.collection, p.details, width),
        ]

    # The one-line rows of the players not shown in full read under a line of column heads,
    # in words ("Tokens  Bust  Cards  Pts"), not letters glued to the counts ("10/10t 0b 3c"):
    # a play-test's new players could not read those. The heads are the results table's (one
    # word each, as short as the English), so the rows cost one line more and no more width.
    # Each line runs left to right in Arabic too, as the grid does, so the columns stay put.
    def _brief_columns(self) -> list[tuple[str, int]]:
        """(head, width) of each count column after the name: tokens, bust, cards, points."""
        heads = [
            _("Tokens"),
            # translators: a column of bust tokens over the players' one-line rows, short
            pgettext("players column", "Bust"),
            _("Cards"),
            _("Pts"),
        ]
        values = [len(f"{TOKEN_CAP}/{TOKEN_CAP}"), 2, 2, 3]
        return [
            (head, max(cell_len(head), value)) for head, value in zip(heads, values, strict=True)
        ]

    def brief(self, players: list[PlayerInfo], width: int | None = None) -> list[Text]:
        """The heads' line, then a one-line row for each of `players`: the names' column as
        wide as the longest name among them, the runs' as wide as the rest."""
        names = max(min(NAME_CELLS, cell_len(seat_label(p))) for p in players)
        return [self.brief_head(names), *(self.summary(p, width, names) for p in players)]

    def brief_head(self, names: int = NAME_CELLS) -> Text:
        """The column heads over the one-line rows (the name's column left blank)."""
        out = Text(left_to_right(" " * (2 + names)), self._style("muted"), no_wrap=True)
        for head, cells in self._brief_columns():
            out.append(left_to_right(" " * (1 + cells - cell_len(head))) + head)
        return out

    def summary(self, p: PlayerInfo, width: int | None = None, names: int = NAME_CELLS) -> Text:
        """One line under `brief_head`: tokens, bust tokens, cards, points (each under its
        head), then the runs that fit whole in `width` (then "…"), and the last action if it
        fits."""
        acting, muted = self._style("acting"), self._style("muted")
        out = Text(no_wrap=True, overflow="ellipsis")
        out.append(left_to_right("▶ " if p.acting else "  "), acting)
        out.append(fit(seat_label(p), names), acting if p.acting else self._style("name"))
        counts = [f"{p.tokens}/{TOKEN_CAP}", str(p.bust), str(len(p.collection))]
        styles = [Style(bold=p.tokens >= TOKEN_CAP), Style() if p.bust else muted, Style()]
        (_t, tokens), (_b, bust), (_c, held), (_p, pts) = self._brief_columns()
        # In Arabic each column starts with the mark of a left-to-right line: the words of a
        # level ("Bot 2·عادي") and of the heads must not draw the numbers after them into
        # their right-to-left run, which reversed the columns' order.
        for value, cells, style in zip(counts, (tokens, bust, held), styles, strict=True):
            out.append(left_to_right(f" {value:>{cells}}"), style)
        out.append(left_to_right(f" {p.details.total:>{pts}}"), Style(bold=True))
        runs = [run for run in p.details.runs if run_text(run)]
        for i, run in enumerate(runs):
            room = None if width is None else width - (2 if i < len(runs) - 1 else 0)
            if not _add(out, Text(" ").append(run_text(run), colour_style(run.colour)), room):
                out.append(" …", muted)
                break
        if p.last:
            _add(out, f" · {p.last}", width, muted)
        return out

    def render(self) -> Text:
        players = self.players
        if not players:
            return Text("")
        width, height = self.size.width, self.size.height
        n = len(players)
        per_row, rows = grid_shape(n, width)
        join = Text("\n", no_wrap=True, overflow="ellipsis").join
        if grid_height(n) <= height:
            self.layout_mode = "stacked"
            return join(self._stack(players, [], tight=False, width=width))
        if per_row > 1 and grid_height(rows) <= height:
            self.layout_mode = "columns"
            return self._columns(width, per_row)
        # Compact: the focused player's panel first, then one line for each of the others.
        # Every player keeps at least a line: the focused panel gives up rows before anyone
        # is dropped (a market wrapping to three lines leaves 9 rows for five players).
        start = next((i for i, p in enumerate(players) if p.seat == self.focus_seat), 0)
        ordered = [players[(start + i) % n] for i in range(n)]
        # rows for the focused player once the others have theirs and their heads' line
        room = height - n
        if room < PANEL_HEIGHT:
            self.layout_mode = "summary"
            focused = self.panel(ordered[0], width)
            del focused[1]  # the numbers header goes first
            if room < len(focused):
                return join(self.brief(ordered, width))
            return join([*focused, *self.brief(ordered[1:], width)])

        def lines(full: int) -> int:  # with `full` panels in full, the first with its numbers
            return PANEL_HEIGHT + (full - 1) * (PANEL_HEIGHT - 1) + n - full + (full < n)

        full = 1
        while full < n and lines(full + 1) <= height:
            full += 1
        self.layout_mode = "tight" if full == n else "compact"
        return join(self._stack(ordered[:full], ordered[full:], tight=True, width=width))

    def _stack(
        self, full: list[PlayerInfo], brief: list[PlayerInfo], *, tight: bool, width: int
    ) -> list[Text]:
        lines: list[Text] = []
        for p in full:
            panel = self.panel(p, width)
            if lines and tight:
                del panel[1]  # the numbers header is the same as the one above
            elif lines:
                lines.append(Text(""))
            lines.extend(panel)
        if brief:
            lines.extend(self.brief(brief, width))
        return lines

    def _columns(self, width: int, per_row: int) -> Text:
        col = (width - GAP * (per_row - 1)) // per_row
        lines: list[Text] = []
        for start in range(0, len(self.players), per_row):
            if lines:
                lines.append(Text(""))
            panels = [self.panel(p, col) for p in self.players[start : start + per_row]]
            for i in range(max(len(panel) for panel in panels)):
                row = Text(right_to_left_cell(""), no_wrap=True, overflow="ellipsis")
                for j, panel in enumerate(panels):
                    cell = panel[i].copy() if i < len(panel) else Text("")
                    if j < len(panels) - 1 or right_to_left():  # every line as wide
                        cell.truncate(col, overflow="ellipsis", pad=True)
                    row.append_text(isolated(cell))
                    if j < len(panels) - 1:  # between the isolates: it keeps them apart
                        row.append(" " * GAP, cell.style)
                lines.append(row.append(right_to_left_cell("")))  # its blanks kept in place
        return Text("\n", no_wrap=True, overflow="ellipsis").join(lines)
