"""`--serve --host 0.0.0.0` draws the tablet's address as a QR code: the cells drawn give
back every module of the code (two rows a cell), and only a served network address gets one."""

from __future__ import annotations

import pytest

from modten_tui.serve import server
from modten_tui.serve.qr import HALVES, ON_BLACK, modules, qr_lines
from modten_tui.serve.server import TableServer, announce

ADDRESS = "http://192.168.1.20:8000/?token=Zq3-kT9_abcdefgh"


def read_back(lines: list[str]) -> list[list[bool]]:
    """The modules the cells show (True: dark), two rows a line."""
    light_of = {cell: light for light, cell in HALVES.items()}
    rows: list[list[bool]] = []
    for line in lines:
        halves = [light_of[cell] for cell in line]
        rows.append([not upper for upper, _ in halves])
        rows.append([not lower for _, lower in halves])
    return rows


def test_the_cells_give_back_every_module() -> None:
    code = modules(ADDRESS)
    shown = read_back(qr_lines(ADDRESS, colour=False))
    assert shown[: len(code)] == code
    assert all(not dark for row in shown[len(code) :] for dark in row)  # the padding row
    assert len({len(line) for line in qr_lines(ADDRESS, colour=False)}) == 1


def test_in_colour_each_line_is_black_on_white_and_reset() -> None:
    start, end = ON_BLACK
    plain = qr_lines(ADDRESS, colour=False)
    coloured = qr_lines(ADDRESS, colour=True)
    assert coloured == [f"{start}{line}{end}" for line in plain]


def test_a_network_address_is_printed_with_its_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(server, "lan_address", lambda: "192.168.1.20")
    announce(TableServer("modten", host="0.0.0.0", port=8000, token="abc"), 8000)
    out = capsys.readouterr().out
    tablet = "http://192.168.1.20:8000/?token=abc"
    assert f"Play on a tablet or phone on this network: {tablet}" in out
    assert "\n".join(qr_lines(tablet, colour=False)) in out  # not a terminal: no colour
    monkeypatch.setattr(server, "lan_address", lambda: None)
    announce(TableServer("modten", host="127.0.0.1", port=8000, token="abc"), 8000)
    assert "█" not in capsys.readouterr().out  # this computer only: no code
