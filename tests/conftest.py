"""Every test runs with its own XDG data folder, so nothing ever touches the real home."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_data_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
                      ) -> Path:  # fmt: skip
    home = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def one_search_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard searches in this process only (no worker pool) unless a test asks for the pool:
    tests stay light on a shared machine, and capped searches keep their old results."""
    monkeypatch.setenv("MODTEN_WORKERS", "1")
