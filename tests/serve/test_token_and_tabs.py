"""`modten --serve`: the token guards the page and the websocket, before any process starts;
a tab past the limit is told so and starts nothing; a closed tab ends its app."""

from __future__ import annotations

import asyncio
import os
import shlex
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import WSServerHandshakeError
from aiohttp.test_utils import TestClient, TestServer

from modten_tui.serve.server import TableServer, addresses

TOKEN = "right-token-123"
# Stands in for the app: says it is ready as a Textual app does, notes its start, and runs
# until the server asks it to quit (a tab's app is the process: nothing else to wait for).
STAND_IN = """
import os, sys
open(sys.argv[1], "a").write(f"{os.getpid()}\\n")
print("__GANGLION__", flush=True)
while (chunk := sys.stdin.buffer.read1(4096)) and b'"quit"' not in chunk:
    pass
"""


def started(log: Path) -> list[int]:
    return [int(pid) for pid in log.read_text().split()] if log.exists() else []


async def count_starts(log: Path, count: int) -> None:
    for _ in range(200):
        if len(started(log)) == count:
            return
        await asyncio.sleep(0.05)
    assert len(started(log)) == count


def running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[TestClient[object, object]]:
    command = shlex.join([sys.executable, "-c", STAND_IN, str(tmp_path / "started")])
    server = TableServer("exec " + command, token=TOKEN, max_sessions=2)
    async with TestClient(TestServer(server.make_app())) as client:
        yield client


@pytest.mark.parametrize("query", ["", "?token=", "?token=wrong-token-1", f"?token={TOKEN}x"])
async def test_the_page_needs_the_token(client: TestClient[object, object], query: str) -> None:
    response = await client.get("/" + query)
    assert response.status == 403
    assert "needs the address with its token" in await response.text()


async def test_the_page_with_the_token_points_its_websocket_at_the_token(
    client: TestClient[object, object],
) -> None:
    response = await client.get(f"/?token={TOKEN}")
    assert response.status == 200
    page = await response.text()
    assert f'/ws/{TOKEN}"' in page
    assert "googleapis" not in page and "https://" not in page  # offline: nothing from outside


@pytest.mark.parametrize("path", ["/ws", "/ws/", "/ws/wrong-token-1", "/ws?token=x"])
async def test_a_websocket_without_the_token_is_refused_and_starts_nothing(
    client: TestClient[object, object], tmp_path: Path, path: str
) -> None:
    with pytest.raises(WSServerHandshakeError) as refused:
        await client.ws_connect(path)
    assert refused.value.status == 403
    await asyncio.sleep(0.2)
    assert started(tmp_path / "started") == []


async def test_the_static_files_are_served_from_here(client: TestClient[object, object]) -> None:
    for path in ["/static/js/textual.js", "/static/fonts/RobotoMono-VariableFont_wght.ttf"]:
        assert (await client.get(path)).status == 200


async def test_a_tab_past_the_limit_is_told_and_a_closed_tab_ends_its_app(
    client: TestClient[object, object], tmp_path: Path
) -> None:
    log = tmp_path / "started"
    first = await client.ws_connect(f"/ws/{TOKEN}?width=80&height=24")
    await count_starts(log, 1)
    second = await client.ws_connect(f"/ws/{TOKEN}")
    await count_starts(log, 2)

    page = await client.get(f"/?token={TOKEN}")
    assert page.status == 503
    assert "All the tables are in use" in await page.text()
    third = await client.ws_connect(f"/ws/{TOKEN}")
    said = await third.receive_bytes()
    assert b"All the tables are in use" in said and b"2 tabs at once" in said
    await third.receive()  # closed by the server
    assert third.closed
    assert len(started(log)) == 2  # the refused tab started nothing

    gone = started(log)[0]
    await first.close()
    for _ in range(200):
        if not running(gone):
            break
        await asyncio.sleep(0.05)
    assert not running(gone)
    # The place is free once the server has noted the end, a moment after the process is
    # gone: a player reloading sees the page again.
    for _ in range(200):
        if (await client.get(f"/?token={TOKEN}")).status == 200:
            break
        await asyncio.sleep(0.05)
    fourth = await client.ws_connect(f"/ws/{TOKEN}")  # the closed tab's place is free again
    await count_starts(log, 3)
    await second.close()
    await fourth.close()


def test_the_addresses_printed() -> None:
    assert addresses("127.0.0.1", 8000, "abc") == [
        ("Play in a browser: {address}", "http://127.0.0.1:8000/?token=abc")
    ]
    every = addresses("0.0.0.0", 8001, "abc")
    assert every[0] == ("Play on this computer: {address}", "http://127.0.0.1:8001/?token=abc")
    assert all(url.endswith(":8001/?token=abc") for _, url in every)
