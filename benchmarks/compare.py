"""The quick benchmarks beside the figures on record, so a regression is seen (issue 35).

Runs `benchmarks/app.py --quick` and `benchmarks/engine.py --quick`, reads the newest record
of each from `benchmarks/results/speed/` (`app.jsonl`, `engine.jsonl`: one record a line,
the newest last) and prints one table: figure, this run, on record (date, commit). The
figures are for people to read, never asserted: a shared or busy machine slows them all, so
the load average is printed with them. Exits non-zero only when a benchmark cannot run.

    python benchmarks/compare.py            # under 90 seconds
    python benchmarks/compare.py --record   # and keep this run as the new record

`--record` keeps a run only on a quiet machine (1-minute load average below `QUIET`): a
record measured under load would make every later run look fast.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "benchmarks" / "results" / "speed"
BENCHMARKS = {"app": "benchmarks/app.py", "engine": "benchmarks/engine.py"}
TIMEOUT_S = 80  # each; both together stay under 90 seconds on a quiet machine
QUIET = 0.5
LABELS = (
    "game",
    "players",
    "deck",
    "screen",
)  # what names a line of figures rather than measures it


class CannotRun(Exception):
    """A benchmark failed, timed out or printed no figures."""


def run(name: str) -> list[dict[str, Any]]:
    """The benchmark's lines, each a JSON object, from a fresh interpreter."""
    try:
        done = subprocess.run(
            [sys.executable, BENCHMARKS[name], "--quick"],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise CannotRun(f"{name}: no answer within {TIMEOUT_S} s") from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise CannotRun(f"{name}: exit code {done.returncode}: {last}")
    try:
        lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    except json.JSONDecodeError as exc:
        raise CannotRun(f"{name}: not JSON: {exc}") from None
    errors = [line["error"] for line in lines if "error" in line]
    if not lines or errors:
        raise CannotRun(f"{name}: {errors[0] if errors else 'no figures printed'}")
    return lines


def figures(name: str, lines: list[dict[str, Any]]) -> dict[str, float]:
    """Each number of each line, named by its benchmark and the line's labels."""
    out: dict[str, float] = {}
    for line in lines:
        label = " ".join(
            str(line[k]) + ("p" if k == "players" else "") for k in LABELS if k in line
        )
        for key, value in line.items():
            if key not in LABELS and isinstance(value, int | float):
                out[" ".join(p for p in (name, label, key) if p)] = value
    return out


def newest(name: str) -> dict[str, Any] | None:
    """The newest record of a benchmark (None: none kept, or the file cannot be read)."""
    try:
        text = (RECORDS / f"{name}.jsonl").read_text()
    except OSError:
        return None
    rows = [line for line in text.splitlines() if line.strip()]
    try:
        record = json.loads(rows[-1]) if rows else None
    except json.JSONDecodeError:
        return None
    return record if isinstance(record, dict) else None


def commit() -> str:
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        )
    except OSError:
        return "unknown"
    return done.stdout.strip() or "unknown"


def load() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def number(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:g}"


def table(runs: dict[str, list[dict[str, Any]]]) -> list[str]:
    rows = [("figure", "this run", "on record")]
    for name, lines in runs.items():
        record = newest(name)
        kept = figures(name, record["lines"]) if record else {}
        where = f" ({record.get('date', '?')}, {record.get('commit', '?')})" if record else ""
        for key, value in figures(name, lines).items():
            if key in kept:
                rows.append((key, number(value), number(kept[key]) + where))
            else:
                rows.append((key, number(value), "no record yet" if not record else "-"))
    widths = [max(len(row[i]) for row in rows) for i in range(2)]
    return [f"{a:<{widths[0]}}  {b:>{widths[1]}}  {c}" for a, b, c in rows]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help="keep this run (quiet machine)")
    args = parser.parse_args(argv)
    busy = load()
    runs: dict[str, list[dict[str, Any]]] = {}
    failed = []
    for name in BENCHMARKS:
        try:
            runs[name] = run(name)
        except CannotRun as exc:
            failed.append(str(exc))
    after = max(busy, load())
    print(f"Quick benchmarks, load average {busy:.2f} at the start, {after:.2f} at the end")
    print(f"(figures measured under load, above {QUIET}, are slower than on record):")
    print("\n".join(table(runs)))
    for name, lines in runs.items():
        for line in lines:
            if "note" in line:
                print(f"note: {name} {line.get('game', '')}: {line['note']}")
    for problem in failed:
        print(f"cannot run: {problem}")
    if args.record and runs:
        if not after < QUIET:
            print(f"not recorded: the load average reached {after:.2f} (below {QUIET} needed)")
        else:
            stamp = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%MZ")
            RECORDS.mkdir(parents=True, exist_ok=True)
            for name, lines in runs.items():
                row = {"date": stamp, "commit": commit(), "load": round(after, 2), "lines": lines}
                with (RECORDS / f"{name}.jsonl").open("a") as out:
                    out.write(json.dumps(row) + "\n")
            print(f"recorded in {RECORDS}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
