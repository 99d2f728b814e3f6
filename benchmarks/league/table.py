"""The JSON lines of `benchmarks/bots.py` as a Markdown table, for notes and reports.

python -m benchmarks.league.table results.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def caps(line: dict[str, Any]) -> str:
    parts = []
    for key, value in line.items():
        if key.endswith("_cap"):
            inner = ", ".join(f"{k} {v}" for k, v in value.items())
            parts.append(f"{key[:-4]}: {inner}")
    return "; ".join(parts)


def render(lines: list[dict[str, Any]]) -> str:
    rows = [
        "| game | n | measured | against | games | win share (95% CI) | equal | caps | run |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for ln in lines:
        if "win_share" not in ln:
            continue  # speed and latency lines
        low, high = ln["ci95"]
        rows.append(
            f"| {ln['game']} | {ln['players']} | {ln['measured']} | {ln['field']} | "
            f"{ln['games']} | {ln['win_share']:.2f} ({low:.2f}–{high:.2f}) | "
            f"{ln['equal_play']:.2f} | {caps(ln)} | {ln.get('run', '')} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m benchmarks.league.table RESULTS.jsonl", file=sys.stderr)
        return 2
    lines = []
    for name in args:
        for text in Path(name).read_text(encoding="utf-8").splitlines():
            if text.strip():
                lines.append(json.loads(text))
    print(render(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
