"""Ctrl+P → Screenshot saves even where ~/Downloads does not exist, and says where (issue 11)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from uihelp import settle

from modten_tui.app.table_app import TableApp


@pytest.mark.parametrize("downloads", [False, True])
async def test_the_screenshot_is_saved_and_its_place_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, private_data_home: Path, downloads: bool
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))  # ~/Downloads: present or not
    monkeypatch.delenv("XDG_DOWNLOAD_DIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no user-dirs.dirs
    if downloads:
        (home / "Downloads").mkdir()
    app = TableApp(bot_delay=0)
    told: list[str] = []
    notify = app.notify

    def record(message: str, **kwargs: Any) -> None:
        told.append(message)
        notify(message, **kwargs)

    app.notify = record  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"screenshot", "enter")
        for _ in range(50):  # the file is written by a thread, then the app is told
            await pilot.pause(0.05)
            if told:
                break
    where = home / "Downloads" if downloads else private_data_home / "modten-tui" / "screenshots"
    saved = list(where.glob("*.svg"))
    assert len(saved) == 1 and "<svg" in saved[0].read_text(encoding="utf-8")
    assert told and "Saved screenshot to" in told[0] and str(saved[0]) in told[0]
