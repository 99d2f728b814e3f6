"""The tables of docs/strength.md, written from benchmarks/results/ so they never drift from it.

    python -m benchmarks.strength_tables           # rewrite the tables in docs/strength.md
    python -m benchmarks.strength_tables --check   # exit 1 if they differ from the results

Each table sits between `<!-- table: NAME -->` and `<!-- end table: NAME -->`; the prose
around them is written by hand. A row carried on in parts is shown joined (`combine.py`),
unless its file already holds the joined row. Prints one JSON line: each table's row count
and whether the page changed.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.league.combine import combine  # noqa: E402
from benchmarks.league.stats import wilson  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
PAGE = ROOT / "docs" / "strength.md"
Record = dict[str, Any]


def records(results: Path, area: str) -> list[tuple[str, Record]]:
    """(file relative to results/, record) for each JSON line of an area's files."""
    out = []
    for path in sorted((results / area).glob("*.jsonl")):
        name = f"{area}/{path.name}"
        for text in path.read_text().splitlines():
            if text.strip():
                out.append((name, json.loads(text)))
    return out


def game_of(name: str, record: Record) -> str:
    return str(record.get("game") or ("modten" if "/modten" in name else "ten"))


def what(record: Record) -> str:
    """The variant or experiment a record measured, cut to a table cell."""
    keys = ("variant", "label", "search", "experiment")
    text = str(next((record[k] for k in keys if record.get(k)), ""))
    text = text.replace("|", "/").replace("modten_tui.games.ten.bots.", "")
    return text if len(text) <= 70 else text[:69].rsplit(" ", 1)[0] + " …"


def caps_of(record: Record) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k.endswith("_cap")}


def pairing(name: str, record: Record) -> tuple[Any, ...]:
    who = (name, game_of(name, record), record.get("players"), record.get("measured"))
    return (*who, record.get("field"), what(record))


def joined(name: str, group: list[Record]) -> list[Record]:
    """The group's parts joined into one row where they tile a range of games, else as they are."""
    who = ("players", "measured", "field")
    if len(group) < 2 or not all(key in r for r in group for key in who):
        return group
    even = 1 / int(group[0].get("players") or 1)
    lines = [
        {"equal_play": even, **r, "game": game_of(name, r), "first_game": start(r)} for r in group
    ]
    try:
        (row,) = combine(lines)
    except ValueError:
        return group
    return [{**group[0], **row, "date": max(r["date"] for r in group), "joined_here": True}]


def measured(record: Record) -> list[Record]:
    """A record as one row per player it measured: some name several in one line, as a share
    per variant (`{"normal": 0.235, ...}`) or as `normal_win_share`."""
    shares = record.get("win_share")
    if isinstance(shares, dict):
        ci95 = record.get("ci95") or {}
        return [
            {
                **record,
                "variant": f"{name}: {what(record)}",
                "win_share": share,
                "ci95": ci95.get(name),
            }
            for name, share in shares.items()
        ]
    named = [k for k in record if k.endswith("_win_share")]
    if named and "games" in record:
        return [
            {**record, "measured": k.removesuffix("_win_share"), "win_share": record[k]}
            for k in named
        ]
    return [record]


def rows_of(found: Iterable[tuple[str, Record]]) -> list[tuple[str, Record]]:
    """One row per measured pairing and file: joined rows as recorded, parts joined here, and
    parts joined here left out where another file records the same row."""
    groups: dict[tuple[Any, ...], list[Record]] = {}
    for name, line in found:
        for record in measured(line):
            if isinstance(record.get("win_share"), (int, float)) and "games" in record:
                groups.setdefault(pairing(name, record), []).append(record)
    out = []
    for key, group in groups.items():
        name = key[0]
        recorded = [r for r in group if r.get("run") == "combined"]
        caps = next((caps_of(r) for r in group if caps_of(r)), {})
        if recorded:
            out += [(name, {**caps, **r}) for r in recorded]
            continue
        by_caps: dict[str, list[Record]] = {}
        for r in group:
            by_caps.setdefault(json.dumps(caps_of(r), sort_keys=True), []).append(r)
        out += [(name, r) for same in by_caps.values() for r in joined(name, same)]
    seen = {same_row(n, r) for n, r in out if not r.get("joined_here")}
    return [(n, r) for n, r in out if not (r.get("joined_here") and same_row(n, r) in seen)]


def same_row(name: str, record: Record) -> tuple[Any, ...]:
    who = (
        game_of(name, record),
        record.get("players"),
        record.get("measured"),
        record.get("field"),
    )
    return (*who, start(record), record["games"], record["win_share"])


def start(record: Record) -> int:
    return int(record.get("first_game") or record.get("first") or 0)


def share(record: Record) -> str:
    low, high = record.get("ci95") or wilson(record["win_share"] * record["games"], record["games"])
    half = (high - low) / 2
    return f"{record['win_share']:.3f} ± {half:.3f} ({low:.3f}–{high:.3f})"


def games(record: Record) -> str:
    first = start(record)
    return f"{record['games']:,} ({first:,}–{first + record['games'] - 1:,})"


def level(record: Record) -> str:
    measured = str(record.get("measured"))
    if measured.startswith("hard_cap"):
        return f"hard ({measured.removeprefix('hard_cap')} iterations)"
    if measured == "hard@1s":
        return "hard (1 s)"
    caps = record.get("hard_cap") or {}
    if measured == "hard" and "iterations" in caps:
        return f"hard ({caps['iterations']} iterations)"
    return measured


def table(head: list[str], rows: Iterable[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def strength(results: Path, game: str) -> str:
    found = [(n, r) for n, r in rows_of(records(results, "strength")) if game_of(n, r) == game]
    found.sort(key=lambda nr: (nr[1]["players"], level(nr[1]), nr[1]["field"], nr[1]["date"]))
    head = ["table", "matchup", "games", "win share", "date", "commit", "file"]
    return table(
        head,
        (
            [
                f"{r['players']}p",
                f"{level(r)} vs {r['field']}",
                games(r),
                share(r),
                r["date"][:10],
                r["commit"],
                f"`{name}`",
            ]
            for name, r in found
        ),
    )


def margin(record: Record) -> str:
    value = record.get("margin", record.get("mean_margin"))
    return "" if value is None else f"{value:+.2f}"


def against(record: Record) -> str:
    """The variant minus the base search on the same deals, with its standard error."""
    base = record.get("vs_base")
    if not base:
        return ""
    (m, m_se), (w, w_se) = base["margin"], base["win_share"]
    return f"{m:+.2f} ± {m_se:.2f} points, {w:+.3f} ± {w_se:.3f} win share"


GAMES = {"modten": "Mod Ten", "ten": "TEN"}


def experiments(results: Path) -> str:
    found = rows_of(records(results, "experiments"))
    found.sort(key=lambda nr: (nr[0], nr[1]["date"], start(nr[1])))
    head = ["matchup", "variant", "games", "win share", "margin", "vs base", "date", "commit"]
    rows = []
    for name, r in found:
        players = f" {r['players']}p" if r.get("players") else ""
        versus = f", {level(r)} vs {r['field']}" if r.get("field") else ""
        matchup = GAMES[game_of(name, r)] + players + versus
        row = [matchup, what(r), games(r), share(r), margin(r), against(r)]
        rows.append([*row, r["date"][:10], r["commit"], f"`{name}`"])
    return table([*head, "file"], rows)


def departures(results: Path) -> str:
    head = ["players", "search", "games", "decisions", "early draws", "stops at the cap"]
    head += ["stops at 1 s", "date", "commit", "file"]
    rows = []
    for name, r in records(results, "departures"):
        early = r["stops_where_normal_draws"]["pile over 60"]
        decisions = sum(p["decisions"] for p in r["by_phase"].values())
        search = str(r.get("search") or r.get("variant") or "deep tree").replace("|", "/")
        row = [str(r["players"]), search, str(r["games"]), str(decisions)]
        row += [str(early["normal_draws"]), str(early["capped_stops"]), str(early["clock_stops"])]
        rows.append([*row, r["date"][:10], r["commit"], f"`{name}`"])
    return table(head, rows)


def latency(results: Path) -> str:
    found = records(results, "latency")
    when = ["date", "commit", "file"]
    speed = [
        [r["game"], r["position"] + (f" (run {r['run']})" if "run" in r else "")]
        + [f"{r['iterations_per_s_1']:,}", f"{r['iterations_per_s_2']:,}", f"{r['ratio']:.2f}"]
        + [r["date"][:10], r["commit"], f"`{n}`"]
        for n, r in found
        if r.get("part") == "speed"
    ]
    moves = [
        [r["game"], r["level"], f"{r['moves']:,}", f"{r['p50_ms']:,} ms", f"{r['p95_ms']:,} ms"]
        + [f"{r['max_ms']:,} ms", r["date"][:10], r["commit"], f"`{n}`"]
        for n, r in found
        if "p50_ms" in r
    ]
    return "\n\n".join(
        [
            table(
                ["game", "position", "iterations a second, 1 process", "2 processes", "ratio"]
                + when,
                speed,
            ),
            table(["game", "level", "moves", "p50", "p95", "max", *when], moves),
        ]
    )


TABLES: dict[str, Callable[[Path], str]] = {
    "modten": lambda results: strength(results, "modten"),
    "ten": lambda results: strength(results, "ten"),
    "experiments": experiments,
    "departures": departures,
    "latency": latency,
}


def render(page: str, results: Path = RESULTS) -> str:
    """The page with each marked table rewritten from `results`."""
    for name, make in TABLES.items():
        pattern = re.compile(
            rf"(<!-- table: {name} -->\n).*?(<!-- end table: {name} -->)", re.DOTALL
        )
        found = pattern.search(page)
        if found is None:
            raise ValueError(f"docs/strength.md has no table named {name}")
        page = page[: found.end(1)] + make(results) + "\n" + page[found.start(2) :]
    return page


def main(argv: list[str]) -> int:
    before = PAGE.read_text()
    after = render(before)
    figures = {
        "tables": {name: make(RESULTS).count("\n| ") for name, make in TABLES.items()},
        "changed": after != before,
    }
    print(json.dumps(figures))
    if "--check" in argv:
        return 1 if after != before else 0
    PAGE.write_text(after)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
