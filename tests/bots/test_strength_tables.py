"""docs/strength.md's tables are what `benchmarks/strength_tables.py` writes from the results
on disk, so a result changed without rewriting the page fails here."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from benchmarks.strength_tables import PAGE, RESULTS, render

ROW = "strength/ten-5p-hard1s-2026-12-03.jsonl"


def test_the_pages_tables_are_the_ones_written_from_the_results() -> None:
    page = PAGE.read_text()
    assert render(page) == page, "run: python -m benchmarks.strength_tables"


def test_a_changed_result_changes_its_table(tmp_path: Path) -> None:
    results = tmp_path / "results"
    shutil.copytree(RESULTS, results)
    path = results / ROW
    lines = path.read_text().splitlines()
    row = json.loads(lines[0])
    row.update(win_share=0.3, ci95=[0.2, 0.4])
    lines[0] = json.dumps(row)
    path.write_text("\n".join(lines) + "\n")

    page = PAGE.read_text()
    rewritten = render(page, results)
    assert rewritten != page
    (line,) = [text for text in rewritten.splitlines() if ROW in text and "125 (0–124)" in text]
    assert "0.300 ± 0.100 (0.200–0.400)" in line
