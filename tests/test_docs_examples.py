"""The examples in docs/engine.md run as written (like python-chess's doctested README)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_engine_doc_example_runs(code: str) -> None:
    exec(compile(code, str(DOC), "exec"), {})


def test_engine_doc_has_examples() -> None:
    assert BLOCKS
