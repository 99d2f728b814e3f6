"""Names as wide as allowed keep the Players panels in line at 80×24 (issue 32: twelve emoji or
U+FDFD pushed the panel's border out). The screen is read as a terminal draws it, one
character at a time (`screen_text`): a name the app measured otherwise moves the border."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from ten_drive import keys, no_guard, ten_app
from uihelp import settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

__all__ = ["no_guard"]  # the fixture applies to every test here

# Each at the 12-cell limit or typed with the selectors an emoji keyboard adds.
EMOJI, HEARTS, CJK, THUMBS = "😀" * 6, "\u2764\ufe0f" * 6, "山田太郎花子", "👍🏽" * 6
SEATS = [f"{EMOJI},{HEARTS},{CJK}", f"{THUMBS},Bob,{EMOJI[:4]}x"]

TOKENS = re.compile(r"\d+/10(?= +\d)")  # a one-line row: the bust count follows


def column(line: str, index: int) -> int:
    """The terminal column of line[index], each character as wide as a terminal draws it."""
    return sum(cell_len(c) for c in line[:index])


def panel_rows(text: str) -> list[str]:
    """The Players panel's lines, its top and bottom borders included."""
    lines = text.splitlines()
    top = next(i for i, line in enumerate(lines) if "─ Players ─" in line)
    bottom = next(i for i in range(top, len(lines)) if lines[i].startswith("╰"))
    return lines[top : bottom + 1]


def right_borders(rows: list[str]) -> list[int]:
    ends = [column(rows[0], rows[0].index("╮")), column(rows[-1], rows[-1].index("╯"))]
    return ends + [column(row, row.index("│", 1)) for row in rows[1:-1]]


def assert_in_line(
    rows: list[str], columns: re.Pattern[str], names: list[str], first: int = 1
) -> None:
    """Every name drawn, the right border in one column, and `columns` (one match in each
    of the names' rows, from row `first`) ending in one column: counts are right-aligned."""
    shown = "\n".join(rows)
    borders = right_borders(rows)
    assert len(set(borders)) == 1, f"right border at columns {borders}:\n{shown}"
    at = [column(row, m.end()) for row in rows[first:-1] if (m := columns.search(row))]
    assert len(at) == len(names) and len(set(at)) == 1, f"columns at {at}:\n{shown}"
    assert all(name in shown for name in names), shown


@pytest.mark.parametrize("seats", SEATS)
async def test_mod_ten_players_panel_keeps_its_border_and_columns(seats: str) -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 7})
    session = ModTenSession(setup, first_dealer=0)
    names = session.names
    assert all(cell_len(n) <= 12 for n in names)
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(4):  # the hand-off, then a few plays: each row gets its last action
            text = await keys(pilot, "enter")
            if isinstance(app.screen, ModTenTableScreen):
                # the cards-left count: one column for every seat
                assert_in_line(panel_rows(text), re.compile(r"\d+"), names)
        assert len(session.hand.moves) >= 1  # the rows were checked with a card played


@pytest.mark.parametrize("seats", SEATS)
async def test_ten_players_panel_keeps_its_border_and_columns(seats: str) -> None:
    app = ten_app(seats, ["R3", "B4", "R5", "G6"])  # a number first: no auction over the panel
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = await keys(pilot)
        assert isinstance(app.screen, TenTableScreen)
        rows = panel_rows(text)
        names = app.session.names if app.session else []
        # Tokens in the one-line rows of the players not in focus: one column for all.
        assert_in_line(rows, TOKENS, names[1:], first=2)
        assert names[0] in "\n".join(rows)
        text = await keys(pilot, "d")  # Ann's first card: her row shows it
        assert_in_line(panel_rows(text), TOKENS, names[1:], first=2)
