"""Who sits at a new game's table, before anything is checked: the kinds of seat, their default
names and the command line's seat list (`Ann,bot:easy,Cy`).

Kept apart from the pydantic models (`setup.models`) so the command line reads its seats and
prints its help without loading pydantic."""

from __future__ import annotations

from typing import Any

from modten_tui.i18n import N_

KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard", "random")
KIND_LABEL: dict[str, str] = {  # English (N_): shown as _(label)
    "human": N_("Human"),
    "easy": N_("Computer: easy"),
    "normal": N_("Computer: normal"),
    "hard": N_("Computer: hard"),
    "random": N_("Computer: random"),
}
DEFAULT_NAMES: tuple[str, ...] = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
MIN_TABLE = 2  # seats at a table; a solo game (min_players 1) fills the rest with computers


def default_name(seat: int, kind: str = "human") -> str:
    if kind == "human":
        return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else f"Player {seat + 1}"
    return f"Bot {seat + 1}"


def with_opponents(seats: list[dict[str, Any]], count: int, level: str) -> list[dict[str, Any]]:
    """One seat plus `count` computer seats of `level`, named as `bot:LEVEL` seats are: a solo
    game (a spec with min_players 1) is one person against computers."""
    extra = [{"name": default_name(i, level), "kind": level} for i in range(1, count + 1)]
    return [*seats, *extra]


def parse_seat_list(text: str) -> list[dict[str, str]]:
    """`Ann,bot:easy,Cy` -> seat dicts. `bot:LEVEL` takes a default name; `Name=bot:LEVEL` too."""
    seats: list[dict[str, str]] = []
    for i, part in enumerate(text.split(",")):
        entry = part.strip()
        name, _, kind = entry.partition("=") if "=" in entry else ("", "", entry)
        if kind.lower().startswith("bot:"):
            level = kind[4:].strip().lower()
            seats.append({"name": name.strip() or default_name(i, level), "kind": level})
        elif name:
            seats.append({"name": name.strip(), "kind": kind.strip().lower() or "human"})
        else:
            seats.append({"name": entry, "kind": "human"})
    return seats
