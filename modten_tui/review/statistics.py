"""The figures of the statistics screen, from the history of finished games (no UI here).

Each game says through its spec (`GameSpec.score_sheet`) what a finished game scored, hand by
hand; this groups those sheets per player name and game. Names are grouped as the setup
screen compares them (`name_key`: "Ann" and "ANN" are one player), shown as last spelled.
A computer's name carries its level ("Computer 1 (easy)"), as in Finished games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from modten_tui.i18n import _
from modten_tui.registry.score_sheet import ScoreSheet
from modten_tui.setup.names import name_key
from modten_tui.setup.seats import KINDS
from modten_tui.storage.save_file import HistoryEntry

LEVELS = [k for k in KINDS if k != "human"]


def computer(level: str) -> str:
    """The player name under which the computers of one level are counted, in the language
    shown (the history holds no such name: each count is made anew)."""
    # translators: the row of the statistics counting every computer player of one level
    return _("computer · {level}").format(level=_(level))


def player_name(entry: HistoryEntry, seat: int) -> str:
    """Who played `seat`: the person's name, or the computers' level (from the saved setup;
    an older entry's name carries it at its end, "Bot 2 (normal)")."""
    name = entry.players[seat]
    seats = entry.save.setup.get("seats")
    if isinstance(seats, list) and len(seats) == len(entry.players):
        kind = seats[seat].get("kind", "human") if isinstance(seats[seat], dict) else "human"
        return computer(kind) if kind in LEVELS else name
    level = name.rpartition(" (")[2].removesuffix(")") if name.endswith(")") else ""
    return computer(level) if level in LEVELS else name


@dataclass(frozen=True)
class Played:
    """One player's part in one finished game."""

    finished_at: str
    final: int
    won: bool
    hands: list[int]


@dataclass
class PlayerRecord:
    """One player's finished games of one game, oldest first."""

    name: str
    game: str
    score_name: str
    hand_name: str | None
    games: list[Played] = field(default_factory=list)

    @property
    def played(self) -> int:
        return len(self.games)

    @property
    def won(self) -> int:
        return sum(g.won for g in self.games)

    @property
    def average(self) -> float:
        return sum(g.final for g in self.games) / len(self.games)

    @property
    def average_hand(self) -> float:
        """The average score of one hand, over every hand of every game."""
        hands = [s for g in self.games for s in g.hands]
        return sum(hands) / len(hands)

    def recent(self, count: int) -> list[int]:
        """The final scores of the last `count` games, oldest first."""
        return [g.final for g in self.games[-count:]]


@dataclass
class Statistics:
    """Every player's records (player order: most games first, then name), and the finished
    games whose figures could not be read (a hand-edited file), one line each."""

    records: dict[tuple[str, str], PlayerRecord]  # (name_key, game key)
    players: list[str]  # name keys
    names: dict[str, str]  # name key -> the name as last spelled
    problems: list[str]

    def games_of(self, player: str) -> list[str]:
        """The game keys a player has finished games of, in the order first played."""
        return [game for (who, game) in self.records if who == player]

    def record(self, player: str, game: str) -> PlayerRecord:
        return self.records[(player, game)]


def compute(
    entries: Iterable[HistoryEntry], sheet_of: Callable[[HistoryEntry], ScoreSheet]
) -> Statistics:
    """The statistics of these finished games, taken in the order they finished."""
    records: dict[tuple[str, str], PlayerRecord] = {}
    names: dict[str, str] = {}
    problems: list[str] = []
    for entry in sorted(entries, key=lambda e: e.finished_at):
        when = entry.finished_at[:16].replace("T", " ")
        try:
            sheet = sheet_of(entry)
        except Exception as exc:  # a history file edited by hand: count the rest
            problems.append(f"{when}: {exc}")
            continue
        if len(sheet.final) != len(entry.players):
            problems.append(_("{when}: the players and the scores differ").format(when=when))
            continue
        counted: set[str] = set()
        for seat in range(len(entry.players)):
            name = player_name(entry, seat)
            key = name_key(name)
            if key in counted:  # two computers of one level: one game of that level, won
                if seat in sheet.winners:  # if either seat won
                    last = records[(key, entry.game)].games[-1]
                    records[(key, entry.game)].games[-1] = replace(last, won=True)
                continue
            counted.add(key)
            names[key] = name
            record = records.setdefault(
                (key, entry.game),
                PlayerRecord(name, entry.game, sheet.score_name, sheet.hand_name),
            )
            record.name = name
            record.games.append(
                Played(
                    finished_at=entry.finished_at,
                    final=sheet.final[seat],
                    won=seat in sheet.winners,
                    hands=[hand[seat] for hand in sheet.hands],
                )
            )
    counts: dict[str, int] = {}
    for (key, _game), record in records.items():
        counts[key] = counts.get(key, 0) + record.played
    # People first (most games first, then by name), then the computers by level.
    players = sorted(counts, key=lambda k: (k.startswith(computer("")), -counts[k], k))
    return Statistics(records, players, names, problems)


def spec_sheet(entry: HistoryEntry) -> ScoreSheet:
    """A finished game's sheet, as its game's spec reads it."""
    from modten_tui import registry

    return registry.get(entry.game).saves.score_sheet(entry.save)
