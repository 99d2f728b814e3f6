"""The app a tab runs: started by the server, it is not refused for lacking a terminal, and
`--serve`'s options are checked before anything is served."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import ClientWebSocketResponse
from aiohttp.test_utils import TestClient, TestServer

from modten_tui.__main__ import main
from modten_tui.serve.server import TableServer, app_command

TOKEN = "right-token-123"


async def shown_until(websocket: ClientWebSocketResponse, words: bytes) -> bytes:
    shown = b""
    while words not in shown:
        message = await asyncio.wait_for(websocket.receive(), 30)
        assert isinstance(message.data, bytes), f"the tab closed: {shown[-500:]!r}"
        shown += message.data
    return shown


async def test_a_tab_gets_the_menu_and_its_closing_ends_the_app() -> None:
    server = TableServer(app_command([]), token=TOKEN)
    async with TestClient(TestServer(server.make_app())) as client:
        websocket = await client.ws_connect(f"/ws/{TOKEN}?width=100&height=30")
        shown = await shown_until(websocket, b"New game")
        assert b"played in a terminal" not in shown and b"read-only" not in shown
        # A second tab uses the same data folder, which the first holds: read-only, as a
        # second terminal would be.
        second = await client.ws_connect(f"/ws/{TOKEN}?width=100&height=30")
        await shown_until(second, b"read-only")
        await second.close()
        tab = next(iter(server.tabs))
        await websocket.close()
        for _ in range(200):
            if not server.tabs:
                break
            await asyncio.sleep(0.05)
        assert not server.tabs
        assert tab.pid is not None and tab._process is not None
        assert tab._process.returncode is not None


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--host", "0.0.0.0"], "--host is for --serve"),
        (["--token", "abcdefgh"], "--token is for --serve"),
        (["--serve", "--seats", "Ann,Bob"], "--serve opens the menu in each tab"),
        (["--serve", "--resume"], "--serve opens the menu in each tab"),
        (["--serve", "--token", "short"], "--token: at least 8 letters"),
        (["--serve", "--token", "has space in"], "--token: at least 8 letters"),
        (["--serve", "--max-sessions", "0"], "--max-sessions: 1 to 16"),
        (["--serve", "--port", "70000"], "--port: 0 to 65535"),
        (["--serve", "--theme", "no-such-theme"], "--theme: one of"),
    ],
)
def test_serve_options_are_checked(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert said in capsys.readouterr().err


def test_without_a_terminal_the_app_is_still_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Only the server's start skips the terminal check (pytest's output is no terminal)."""
    assert main([]) == 2
    assert "played in a terminal" in capsys.readouterr().err
