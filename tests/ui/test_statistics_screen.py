"""The statistics screen (issue 13): opened from the menu and from Finished games, switching
player and game by key, back with Escape; an empty history says so and draws no chart."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from textual_plotext import PlotextPlot

from modten_tui.app.table_app import TableApp
from modten_tui.screens.history import HistoryScreen
from modten_tui.screens.menu import MenuScreen
from modten_tui.screens.statistics import StatisticsScreen
from modten_tui.storage.saves import SaveStore
from tests.stats_history import finished_modten, recorded_store


def text_of(app: TableApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def test_open_from_the_menu_switch_player_and_game_and_go_back(tmp_path: Path) -> None:
    app = TableApp(bot_delay=0, store=recorded_store(SaveStore(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        # Ann played all four games, so she comes first; her first game is Mod Ten.
        assert "Ann at Mod Ten · player 1 of 3" in text_of(app, "#stats-title")
        figures = text_of(app, "#stats-figures")
        assert "cards shed a hand" in figures
        # The overview first: every player, games, wins and win rate per game.
        overview = text_of(app, "#stats-overview").splitlines()
        assert overview[0].split() == ["Player", "Mod", "Ten", "TEN"]
        assert overview[2].split() == ["▶", "Ann", "2", "2", "100%", "2", "2", "100%"]
        assert [line.split()[0] for line in overview[3:]] == ["Bob", "Cy"]
        assert app.screen.query_one("#stats-hands", PlotextPlot).display
        await pilot.press("g")
        await pilot.pause()
        assert "Ann at TEN" in text_of(app, "#stats-title")
        assert "cards shed" not in text_of(app, "#stats-figures")
        # TEN is one hand a game: no chart of hands.
        assert not app.screen.query_one("#stats-hands", PlotextPlot).display
        await pilot.press("p")
        await pilot.pause()
        assert "Bob at Mod Ten · player 2 of 3" in text_of(app, "#stats-title")
        await pilot.press("P")
        await pilot.pause()
        assert "Ann at Mod Ten" in text_of(app, "#stats-title")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_open_from_finished_games_and_back_there(tmp_path: Path) -> None:
    app = TableApp(bot_delay=0, store=recorded_store(SaveStore(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)


async def test_one_player_only_offers_no_player_key(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.add_history(finished_modten("Ann,Ann2", seed=1, hands=1, when="2026-12-01T10:00")[1])
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(StatisticsScreen(store))
        await pilot.pause()
        keys = {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}
        assert "player(1)" in keys and "game(1)" not in keys  # one game: no game key


async def test_an_empty_history_says_so_and_draws_no_chart(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(StatisticsScreen(store))
        await pilot.pause()
        assert "No finished games yet" in text_of(app, "#stats-empty")
        assert not app.screen.query(PlotextPlot)
        await pilot.press("p")  # nothing to switch: nothing happens, nothing breaks
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_names_are_text_not_markup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.add_history(finished_modten("[b]x[/b],[/]", seed=1, hands=1, when="2026-12-01T10:00")[1])
    app = TableApp(bot_delay=0, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(StatisticsScreen(store))
        await pilot.pause()
        titles = {text_of(app, "#stats-title")}
        await pilot.press("p")
        await pilot.pause()
        titles.add(text_of(app, "#stats-title"))
        assert titles == {
            f"Statistics · {name} at Mod Ten · player {n} of 2"
            for n, name in ((1, "[/]"), (2, "[b]x[/b]"))
        }


async def test_counts_are_drawn_on_whole_numbers_from_zero(tmp_path: Path) -> None:
    """Two games scoring 48 and 64 drew an axis from 48.0 to 64.0 in steps of 2.7: the axis
    starts at 0 and its ticks are whole numbers."""
    app = TableApp(bot_delay=0, store=recorded_store(SaveStore(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        for chart in ("#stats-recent", "#stats-hands"):
            plot = app.screen.query_one(chart, PlotextPlot)
            drawn = plot.plt._active.monitor  # what plotext draws
            ticks, low = drawn.yticks[0], drawn.ylim[0][0]
            assert low == 0 and ticks and all(float(t).is_integer() for t in ticks), ticks
