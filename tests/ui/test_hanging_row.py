"""The buy list's rows (widgets/hanging_row.py) read as the two-column grid they replace: the
head in its own column, the text wrapping under itself (Finnish at 80x24 wraps)."""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text

from modten_tui.widgets.hanging_row import HangingRow

HEAD = Text("▶ ", "bold") + Text("Punainen", "red")
BODY = Text("R5  hinta 3  ×2  +4 pistettä maksun jälkeen maksa 3 rahaa ja kortti B2 kokoelmasta")


def lines(renderable: object, width: int) -> list[str]:
    console = Console(width=width, color_system=None, legacy_windows=False)
    return [
        "".join(segment.text for segment in line).rstrip()
        for line in console.render_lines(renderable, console.options.update_width(width))
    ]


def grid(head: Text, body: Text, indent: int) -> Table:
    table = Table.grid()
    table.add_column(width=indent, no_wrap=True)
    table.add_column(ratio=1)
    table.add_row(head, body)
    return table


@pytest.mark.parametrize("width", [24, 40, 58, 80, 120])
@pytest.mark.parametrize("body", [BODY, Text("B9  cost 9"), Text("")])
def test_a_row_wraps_under_its_text_as_the_grid_did(width: int, body: Text) -> None:
    indent = 11
    ours = lines(HangingRow(HEAD, body, indent), width)
    assert ours == lines(grid(HEAD, body, indent), width)
    assert all(line[:indent].strip() == "" for line in ours[1:])  # never under the head


def test_a_head_longer_than_its_column_is_cut_not_wrapped() -> None:
    head, body = Text("▶ Vihreä-sininen"), Text("G2")
    assert lines(HangingRow(head, body, 8), 40) == ["▶ VihreäG2"]


def test_a_row_is_drawn_once_per_width(monkeypatch: pytest.MonkeyPatch) -> None:
    """An option list measures a row by drawing it at every layout (issue 35): the row keeps
    its lines per width, and draws them the same each time."""
    row = HangingRow(HEAD, BODY, 11)
    wrapped: list[int] = []
    wrap = Text.wrap

    def counted(text: Text, *args: object, **kwargs: object) -> object:
        wrapped.append(1)
        return wrap(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Text, "wrap", counted)
    first = [lines(row, 40), lines(row, 58)]
    assert len(wrapped) == 2
    for _ in range(3):
        assert [lines(row, 40), lines(row, 58)] == first
    assert len(wrapped) == 2
