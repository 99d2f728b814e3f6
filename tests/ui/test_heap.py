"""Loaded modules are frozen out of the collector's full passes (app/heap.py): counted, never
timed. A full pass walked every object the app had loaded, 40-75 ms, on whatever key it fell
(issue 35); once frozen, it walks what came after."""

from __future__ import annotations

import gc
import sys
import types

import pytest

from modten_tui.app import heap
from modten_tui.app.table_app import TableApp


@pytest.fixture
def collector(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the keeper asks of the collector, in order (the real one is left alone)."""
    asked: list[str] = []
    frozen = [0]

    def freeze() -> None:
        asked.append("freeze")
        frozen[0] += 1

    monkeypatch.setattr(gc, "freeze", freeze)
    monkeypatch.setattr(gc, "collect", lambda: asked.append("collect") or 0)
    monkeypatch.setattr(gc, "get_freeze_count", lambda: frozen[0])
    monkeypatch.setattr(heap, "_frozen_at", 0)
    return asked


def load_a_module(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setitem(sys.modules, name, types.ModuleType(name))


def test_modules_are_frozen_once_each_time_more_are_loaded(
    collector: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert heap.keep_loaded()  # the start: nothing dead to free yet, no full pass
    assert collector == ["freeze"]
    assert not heap.keep_loaded()  # nothing new: nothing done, whatever the screens do
    assert not heap.keep_loaded()
    assert collector == ["freeze"]
    load_a_module(monkeypatch, "a_game_loaded_later")
    assert heap.keep_loaded()  # the dead are freed first, then the living frozen
    assert collector == ["freeze", "collect", "freeze"]
    assert not heap.keep_loaded()
    assert collector == ["freeze", "collect", "freeze"]


async def test_the_app_keeps_what_it_loaded_at_start_and_at_each_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(heap, "keep_loaded", lambda: asked.append("keep") or False)
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        at_start = len(asked)
        assert at_start >= 1
        await pilot.press("r")  # the rules: a screen that may load modules of its own
        await pilot.pause()
        assert len(asked) > at_start


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_full_passes_wait_for_a_quiet_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    thresholds = [(700, 10, 10)]
    counts = [(0, 0, 0)]
    passes: list[int] = []
    clock = Clock()
    monkeypatch.setattr(gc, "get_threshold", lambda: thresholds[-1])
    monkeypatch.setattr(gc, "set_threshold", lambda *t: thresholds.append(t))
    monkeypatch.setattr(gc, "get_count", lambda: counts[-1])
    monkeypatch.setattr(gc, "collect", lambda: passes.append(1) or 0)
    monkeypatch.setattr(heap.time, "monotonic", clock)
    collector = heap.QuietCollector()
    collector.start()
    assert thresholds[-1] == (700, 10, collector.NEVER)  # the collector's own passes off
    collector.input_seen()
    assert not collector.tick()  # none due
    counts.append((0, 0, 10))  # one is due, but a key was just pressed
    assert not collector.tick()
    clock.now += collector.QUIET_S + 0.1
    assert collector.tick()  # quiet: made now
    assert passes == [1]
    counts.append((0, 0, 10))  # due again at once: not before the gap
    clock.now += collector.QUIET_S + 0.1
    assert not collector.tick()
    clock.now += collector.GAP_S
    assert collector.tick()
    counts.append((0, 0, 10 * collector.OVERDUE))  # keys never stop: made anyway
    collector.input_seen()
    assert collector.tick()
    collector.stop()
    assert thresholds[-1] == (700, 10, 10)  # as before, for whatever runs after the app
    assert not collector.tick()


async def test_the_app_gives_the_collector_back_as_it_found_it() -> None:
    before = gc.get_threshold()
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert gc.get_threshold()[2] == heap.QuietCollector.NEVER
    assert gc.get_threshold() == before
