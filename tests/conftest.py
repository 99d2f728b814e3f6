"""Every test runs with its own XDG data folder, so nothing ever touches the real home.

A test that asks for the `game_spec` fixture runs once per game: every registered game and
every game living in the tests (tests/extra_games.py), the latter registered for that test only.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from modten_tui import i18n
from modten_tui.registry import GameSpec
from tests.extra_games import TEST_GAMES, every_game, registered


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the cores. Some tests mostly wait (a real terminal's key
    guard, a process starting or ending), leaving a core idle; the extra worker fills it. On
    two cores the default set took 358 s with two workers and 315 s with three (same run)."""
    return (os.cpu_count() or 1) + 1


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game_spec" in metafunc.fixturenames:
        specs = every_game()
        metafunc.parametrize("game_spec", specs, ids=[s.key for s in specs], indirect=True)


@pytest.fixture
def game_spec(request: pytest.FixtureRequest) -> Iterator[GameSpec]:
    """One game per run of the test, registered meanwhile if it is a test game."""
    spec: GameSpec = request.param
    with registered(*[s for s in TEST_GAMES if s is spec]):
        yield spec


@pytest.fixture(autouse=True)
def private_data_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    home = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Every test ends in English, whatever language it showed: the language is the process's."""
    yield
    i18n.use(i18n.SOURCE)
    i18n.set_app_bidi(False)


@pytest.fixture(autouse=True)
def one_search_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard searches in this process only (no worker pool) unless a test asks for the pool:
    tests stay light on a shared machine, and capped searches keep their old results."""
    monkeypatch.setenv("MODTEN_WORKERS", "1")
