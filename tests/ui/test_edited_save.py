"""A save edited by hand is named at start with what happened, kept aside and not listed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.storage.saves import SaveStore
from tests.persist.test_folder_lock import a_save
from tests.persist.test_seal import edit


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    heard: list[str] = []
    notify = TableApp.notify

    def hear(app: TableApp, message: str, **options: Any) -> None:
        heard.append(message)
        notify(app, message, **options)

    monkeypatch.setattr(TableApp, "notify", hear)
    yield heard


async def test_a_save_edited_by_hand_is_refused_at_start(tmp_path: Path, said: list[str]) -> None:
    store = SaveStore(tmp_path)
    store.save_game("g-1", a_save(3))
    edit(store, "g-1")
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        notes = " ".join(said)
        assert "g-1.json: was changed outside the game" in notes and "kept as" in notes
        assert "Continue" not in screen_text(app)
    assert not store.has_games() and list(store.games_dir.glob("g-1.json.damaged-*"))
