"""The web server: textual-serve's, behind a token, with a limit on the tabs at once.

textual-serve runs the app's command once per websocket (one process per tab) and shows it
with xterm.js. Here its page is this package's own (the font comes from textual-serve's files,
not from the internet), every request but the static files must carry the token, and a tab
past the limit is told so and starts nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import logging
import os
import re
import shlex
import signal
import socket
import sys
from pathlib import Path
from string import Template

from aiohttp import WSCloseCode, web
from aiohttp.typedefs import Handler, Middleware
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from modten_tui.i18n import _, ngettext
from modten_tui.serve import SERVED_FLAG

PAGE = Template((Path(__file__).parent / "page.html").read_text(encoding="utf-8"))
TOKEN_FORM = re.compile(r"[A-Za-z0-9_-]{8,}")  # goes into a URL as it is
STOP_GRACE = 5.0  # seconds a closed tab's app has to quit before it is killed
DEFAULT_MAX_SESSIONS = 4
REFUSED = (
    "This table needs the address with its token, as `modten --serve` printed it.\n"
    "Ask the person who started it."
)
log = logging.getLogger(__name__)


def app_command(options: list[str]) -> str:
    """The shell command for one tab's app (`exec`: the app is the process the server ends)."""
    return "exec " + shlex.join([sys.executable, "-m", "modten_tui", SERVED_FLAG, *options])


def full_message(limit: int) -> str:
    tabs = "one tab" if limit == 1 else f"{limit} tabs"
    return (
        f"All the tables are in use: this server plays in {tabs} at once.\n"
        "Close a tab with a game you have finished, then open this one again."
    )


def token_guard(token: str) -> Middleware:
    """Refuse (403) every request without the token, before anything is run: the page's is in
    the query (`/?token=…`), the websocket's in the path (`/ws/…`: textual.js adds its own
    query). The static files are textual-serve's own and public."""
    expected = token.encode()

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path.startswith("/static/"):
            return await handler(request)
        given = request.match_info.get("token") or request.query.get("token", "")
        if not hmac.compare_digest(given.encode(), expected):
            raise web.HTTPForbidden(text=REFUSED)
        return await handler(request)

    return guard


class TabApp(AppService):
    """One tab's app process, ended for sure when its tab closes: asked to quit, then killed
    if it has not within STOP_GRACE seconds."""

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    async def stop(self) -> None:
        process = self._process
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(super().stop(), STOP_GRACE)
        if process is None:
            return
        try:
            await asyncio.wait_for(process.wait(), STOP_GRACE)
        except TimeoutError:
            process.kill()
            await process.wait()


class TableServer(Server):
    """textual-serve's server with the token, the tab limit and this package's page."""

    def __init__(
        self,
        command: str,
        *,
        host: str = "127.0.0.1",
        port: int = 8000,
        token: str,
        max_sessions: int = DEFAULT_MAX_SESSIONS,
    ) -> None:
        super().__init__(command, host=host, port=port, title="modten")
        self.token = token
        self.max_sessions = max_sessions
        self.tabs: dict[TabApp, web.WebSocketResponse] = {}
        self.ending: set[asyncio.Task[None]] = set()

    def make_app(self) -> web.Application:
        app = web.Application(middlewares=[token_guard(self.token)])
        app.add_routes(
            [
                web.get("/", self.handle_index),
                web.get("/ws/{token}", self.handle_websocket),
                web.static("/static", self.statics_path),
            ]
        )
        app.on_shutdown.append(self.on_shutdown)
        return app

    def full(self) -> bool:
        return len(self.tabs) >= self.max_sessions

    async def handle_index(self, request: web.Request) -> web.Response:
        if self.full():
            text = html.escape(full_message(self.max_sessions)).replace("\n", "<br>")
            return web.Response(
                status=503, content_type="text/html", text=f"<!DOCTYPE html><p>{text}</p>"
            )
        scheme = "wss" if request.secure else "ws"
        size = min(max(to_int(request.query.get("fontsize", "16"), 16), 6), 64)
        page = PAGE.substitute(
            title=html.escape(self.title),
            websocket_url=html.escape(f"{scheme}://{request.host}/ws/{self.token}"),
            font_size=size,
        )
        return web.Response(content_type="text/html", text=page)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        websocket = web.WebSocketResponse(heartbeat=15)
        if self.full():  # said on the tab's terminal; no process is started
            await websocket.prepare(request)
            text = full_message(self.max_sessions).replace("\n", "\r\n")
            await websocket.send_bytes(f"\r\n {text}\r\n".encode())
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=b"full")
            return websocket

        async def close() -> None:  # the app has quit (from its menu): the tab shows so
            await websocket.close()

        tab = TabApp(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
        )
        self.tabs[tab] = websocket  # before any wait: two tabs at once cannot both pass
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        try:
            await websocket.prepare(request)
            await tab.start(width, height)
            await self._process_messages(websocket, tab)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception:
            log.exception("a tab's connection failed")
        finally:
            # aiohttp cancels the handler when the tab's connection drops: the app is ended
            # in a task of its own, which that cancellation does not reach.
            ending = asyncio.create_task(self._end(tab))
            self.ending.add(ending)
            ending.add_done_callback(self.ending.discard)
            await asyncio.shield(ending)
        return websocket

    async def _end(self, tab: TabApp) -> None:
        try:
            await tab.stop()
        finally:
            del self.tabs[tab]

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every tab: each handler then ends its app."""
        for websocket in list(self.tabs.values()):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"server stopped")
        if self.ending:
            await asyncio.wait(self.ending)


def lan_address() -> str | None:
    """This machine's address on its network (the one a route out would use; nothing is
    sent), or None without a network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address: str = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") else address


def addresses(host: str, port: int, token: str) -> list[tuple[str, str]]:
    """(what it is for, the address to open) for the host served on."""

    def url(name: str) -> str:
        name = f"[{name}]" if ":" in name else name
        return f"http://{name}:{port}/?token={token}"

    if host in ("0.0.0.0", "::", ""):
        found = [(_("Play on this computer: {address}"), url("127.0.0.1"))]
        lan = lan_address()
        if lan is not None:
            found.append((_("Play on a tablet or phone on this network: {address}"), url(lan)))
        return found
    return [(_("Play in a browser: {address}"), url(host))]


def announce(server: TableServer, port: int) -> None:
    """Where to play (with a QR code of a tablet's address), who can, and how to stop."""
    found = addresses(server.host, port, server.token)
    for line, address in found:
        print(line.format(address=address))
    if len(found) > 1:  # a tablet's address: its camera reads it off the screen
        from modten_tui.serve.qr import qr_lines

        print(_("Or point the tablet's camera at this code:"))
        colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        print("\n".join(qr_lines(found[-1][1], colour=colour)))
    print(
        ngettext(
            "Anyone with the address can play; at most {count} tab at once.",
            "Anyone with the address can play; at most {count} tabs at once.",
            server.max_sessions,
        ).format(count=server.max_sessions)
    )
    print(_("Ctrl+C stops the server and the games in its tabs."), flush=True)


def run(server: TableServer) -> int:
    """Serve until Ctrl+C or SIGTERM; 2 when the address cannot be served on."""
    return asyncio.run(_serve(server))


async def _serve(server: TableServer) -> int:
    runner = web.AppRunner(server.make_app(), access_log=None)  # the log would show tokens
    await runner.setup()
    try:
        await web.TCPSite(runner, server.host, server.port).start()
    except OSError as exc:
        await runner.cleanup()
        print(
            _("modten: error: --serve: cannot serve on {host}:{port}: {problem}").format(
                host=server.host, port=server.port, problem=exc
            ),
            file=sys.stderr,
        )
        return 2
    announce(server, runner.addresses[0][1])
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stopped.set)
    await stopped.wait()
    await runner.cleanup()
    return 0
