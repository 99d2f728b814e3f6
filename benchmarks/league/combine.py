"""Join the parts of a row carried on in chunks (`bots.py --first-game`) into one row.

    python -m benchmarks.league.combine parts.jsonl [more.jsonl ...]

A long row (hard on the 1 s clock) is played a few games at a time so that a stopped run
loses one chunk, not the row. Parts belong together when they agree on the game, table size,
players and caps; their games must tile one range from its first game without gaps or overlaps,
since a repeated deal would be counted twice and a gap would be a different sample than the
one the row names. One combined line per pairing is printed, with its parts listed.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from benchmarks.league.stats import wilson

KEEP = ("date", "commit", "wall_s", "seconds")  # what each part carries into the combined line


def pairing_key(line: dict[str, Any]) -> str:
    caps = {k: v for k, v in sorted(line.items()) if k.endswith("_cap")}
    who = (line["game"], line["players"], line["measured"], line["field"], caps)
    return json.dumps(who, sort_keys=True)


def part_wins(part: dict[str, Any]) -> float:
    """A part's wins: its exact count where the line has one, else from its rounded share
    (lines written before `wins` was added; off by at most 0.0005 a game)."""
    if "wins" in part:
        return float(part["wins"])
    return float(part["win_share"]) * int(part["games"])


def measured_on(parts: list[dict[str, Any]]) -> dict[str, str]:
    """The row's date (its last part's) and commit (each distinct one, in game order), where
    the parts carry them."""
    out = {}
    dates = [p["date"] for p in parts if "date" in p]
    if dates:
        out["date"] = max(dates)
    commits = list(dict.fromkeys(p["commit"] for p in parts if "commit" in p))
    if commits:
        out["commit"] = ", ".join(commits)
    return out


def combine(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One line per pairing from its parts. Raises ValueError where the parts do not tile."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for line in lines:
        if "win_share" in line and line.get("run") != "combined":
            groups[pairing_key(line)].append(line)
    out = []
    for parts in groups.values():
        parts.sort(key=lambda p: p.get("first_game", 0))
        first = parts[0].get("first_game", 0)
        expected = first
        for part in parts:
            start = part.get("first_game", 0)
            if start != expected:
                what = "overlaps" if start < expected else "leaves a gap before"
                raise ValueError(
                    f"{part['game']} {part['players']}p {part['measured']} vs {part['field']}: "
                    f"the part from game {start} {what} game {expected}"
                )
            expected = start + part["games"]
        games = expected - first
        wins = sum(part_wins(p) for p in parts)
        low, high = wilson(wins, games)
        head = parts[0]
        row = {
            "game": head["game"],
            "players": head["players"],
            "measured": head["measured"],
            "field": head["field"],
            "first_game": first,
            "games": games,
            "win_share": round(wins / games, 3),
            "ci95": [round(low, 3), round(high, 3)],
            "equal_play": head["equal_play"],
            "met": low > head["equal_play"],
            **{k: v for k, v in head.items() if k.endswith("_cap")},
            "run": "combined",
            **measured_on(parts),
            "parts": [
                {
                    "first_game": p.get("first_game", 0),
                    "games": p["games"],
                    "win_share": p["win_share"],
                    **{k: p[k] for k in KEEP if k in p},
                }
                for p in parts
            ],
        }
        out.append(row)
    return out


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    lines = []
    for name in argv:
        for number, text in enumerate(Path(name).read_text().splitlines(), 1):
            if text.strip():
                try:
                    lines.append(json.loads(text))
                except json.JSONDecodeError as err:
                    print(f"{name}:{number}: not a JSON line ({err})", file=sys.stderr)
                    return 2
    try:
        rows = combine(lines)
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    for row in rows:
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
