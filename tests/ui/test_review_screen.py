"""The review screen (issue 13): Finished games → r → the review computes with a progress bar
while the game can be stepped through → each move shows its chance to win before and after,
`m` jumps to the mistakes, the summary per player; a second look reads the kept review and
runs no search."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from textual.widgets import ProgressBar, Static

from modten_tui.app.table_app import TableApp
from modten_tui.review import verdicts
from modten_tui.review.verdicts import Settings
from modten_tui.screens.history import HistoryScreen
from modten_tui.screens.review import ReviewScreen
from modten_tui.storage.saves import SaveStore
from tests.stats_history import finished_modten

SMALL = Settings(iterations=30, seed=1)


def store_with_one_game(root: Path) -> SaveStore:
    store = SaveStore(root)
    store.add_history(
        finished_modten("Ann,Bob,Cy", seed=1, hands=1, when="2026-11-28T10:00:00+00:00")[1]
    )
    return store


def text_of(app: TableApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def test_review_from_finished_games_then_instant_from_what_was_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ReviewScreen, "settings", SMALL)
    app = TableApp(bot_delay=0, store=store_with_one_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        assert "the game is over: every card is shown" in text_of(app, "#review-top")
        bar = screen.query_one(ProgressBar)
        assert bar.total == verdicts.to_search(screen.positions)
        await pilot.press("right")  # stepping works while it thinks
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.result is not None and not bar.display
        assert bar.progress == bar.total
        # The first move, judged: before → after, the best other choice.
        assert screen.index == 1
        first = screen.result.decisions[0]
        assert first.seat == 1 and not first.forced and first.before is not None
        assert text_of(app, "#review-verdict").startswith(f"Bob, {first.move}: ")
        assert "% chance to win" in text_of(app, "#review-verdict")
        summary = text_of(app, "#review-summary")
        for name in ("Ann", "Bob", "Cy"):
            assert f"{name}: " in summary and "chance to win per choice" in summary
        mistakes = [d for d in screen.result.decisions if d.mistake]
        assert mistakes, "the first-card players made no mistake"
        await pilot.press("m")
        await pilot.pause()
        assert screen.index == mistakes[0].position
        assert "MISTAKE" in text_of(app, "#review-verdict")
        assert screen.query_one("#review-verdict").has_class("mistake")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)

        def no_search(*args: object, **kwargs: object) -> None:
            raise AssertionError("the kept review was searched again")

        monkeypatch.setattr(verdicts, "review", no_search)
        await pilot.press("r")
        await pilot.pause()
        again = app.screen
        assert isinstance(again, ReviewScreen) and again.result == screen.result
        assert not again.query_one(ProgressBar).display
        assert not list(again.workers)


async def test_a_damaged_kept_review_is_computed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ReviewScreen, "settings", SMALL)
    store = store_with_one_game(tmp_path)
    entry = store.history()[0][0]
    from modten_tui.review import cache

    path = cache.path_of(store, verdicts.game_id(entry.save), SMALL)
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 1, "game_id": ')
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g", "r")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.result is not None
    assert cache.load(store, verdicts.game_id(entry.save), SMALL) == screen.result


async def test_each_move_shows_its_verdict_as_soon_as_it_is_decided(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review goes through the game from its start: a player stepping through it reads the
    first moves' verdicts while the later ones are still searched."""
    monkeypatch.setattr(ReviewScreen, "settings", SMALL)
    monkeypatch.setenv("MODTEN_WORKERS", "1")  # searched in this process: held below
    from modten_tui.review import cores

    release, searches, run = threading.Event(), [0], cores.run

    def held(search: verdicts.Search, stop: object = None) -> object:
        searches[0] += 1
        if searches[0] > 3:  # the first moves are decided, the rest wait
            release.wait(20)
        return run(search, stop)  # type: ignore[arg-type]

    monkeypatch.setattr(cores, "run", held)
    app = TableApp(bot_delay=0, store=store_with_one_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g", "r", "right")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        for _ in range(200):
            await pilot.pause(0.05)
            if "% chance to win" in text_of(app, "#review-verdict"):
                break
        try:
            assert text_of(app, "#review-verdict").startswith("Bob, ")
            assert "% chance to win" in text_of(app, "#review-verdict")
            assert screen.result is None and screen.query_one(ProgressBar).display
        finally:
            release.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.result is not None
