"""The browser tests: `modten --serve` on a free port with its own data folder, and Debian's
Chromium driven by Playwright (its own browser download is not used). Where Chromium or
Playwright is missing they skip saying why; with CI set they fail instead."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
TOKEN = "browser-test-token"


def missing(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason}: CI runs the browser tests (.ci/run installs Chromium)")
    pytest.skip(reason)


@dataclass
class Served:
    address: str  # with the token
    pid: int

    def tabs_running(self) -> list[str]:
        """The server's child processes: one per tab's app."""
        found = subprocess.run(["pgrep", "-P", str(self.pid)], capture_output=True, text=True)
        return found.stdout.split()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """A running `modten --serve` with its own data folder; its processes end after."""
    server = subprocess.Popen(
        [sys.executable, "-m", "modten_tui", "--serve", "--port", "0", "--token", TOKEN]
        + ["--bot-delay", "0", "--max-sessions", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={
            **os.environ,
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"),  # saves and settings: not the player's
        },
    )
    assert server.stdout is not None
    found = re.search(r"http://\S+", server.stdout.readline())
    assert found, "the server printed no address"
    yield Served(found.group(0), server.pid)
    server.terminate()
    server.wait(timeout=30)


@pytest.fixture
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        missing(f"Chromium is not installed ({CHROMIUM}): `apt-get install chromium` first")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("Playwright is not installed: pip install -e '.[test]'")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        yield chromium
        chromium.close()
