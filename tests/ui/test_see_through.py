"""TEN's prompts show the table dimly through them (screens/see_through.py): drawn as Textual
draws a see-through screen, and in the same frame as the prompt when a key changes both."""

from __future__ import annotations

from typing import Any

import pytest
from rich.segment import Segment
from ten_drive import keys, no_guard, ten_app
from textual.pilot import Pilot
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, visualize
from textual.widget import Widget
from uihelp import frames_sent, screen_text, settle, tap

from modten_tui import i18n
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.widgets.players import TenPlayers
from modten_tui.games.ten.widgets.tableau import TenTableau
from modten_tui.i18n.screen_lines import install, uninstall
from modten_tui.screens.see_through import DimmedScreen, SeeThroughScreen, dimmed
from modten_tui.widgets.line_text import LineText

__all__ = ["no_guard"]  # the fixture, used by every test here


def cells(strips: list[Strip]) -> list[list[tuple[str, Any]]]:
    """Each line as (character, style) pairs: two drawings compare whatever their segments."""
    return [
        [(ch, seg.style) for seg in Segment.filter_control(strip) for ch in seg.text]
        for strip in strips
    ]


async def open_auction(pilot: Pilot[None]) -> tuple[AuctionScreen, Screen[Any]]:
    """Draws up to the wild card that opens the auction: the prompt and the table below it."""
    await settle(pilot)
    await keys(pilot, "d", "d")
    prompt = pilot.app.screen
    assert isinstance(prompt, AuctionScreen)
    return prompt, pilot.app.screen_stack[-2]


async def test_the_table_shows_through_the_auction_as_textual_would_draw_it() -> None:
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        prompt, _table = await open_auction(pilot)
        visual = prompt.render()
        assert isinstance(visual, DimmedScreen) and visual.below is app.screen_stack[-2]
        ours = Visual.to_strips(prompt, visual, 80, 24, Style())
        textual = BackgroundScreen(visual.below, prompt.styles.background)
        theirs = Visual.to_strips(prompt, visualize(prompt, textual), 80, 24, Style())
        assert cells(ours) == cells(theirs)
        assert any("Table" in "".join(ch for ch, _ in line) for line in cells(ours))


async def test_a_bid_shows_the_prompt_and_the_table_in_one_frame() -> None:
    """Each screen updates on its own timer: without the merge, a bid showed the prompt's
    change in one frame and the table's (its log, its players) in a second one."""
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        await open_auction(pilot)
        with frames_sent(app) as frames:
            for key in ("enter", "p"):  # Bob bids 1, Cy passes: the log and players change
                frames.clear()
                await keys(pilot, key)
                await pilot.pause(0.1)  # a second frame would come within a few ticks
                assert len(frames) == 1, key


async def test_a_prompt_and_the_table_below_follow_a_real_resize() -> None:
    """The resize a prompt gets as it first shows changes nothing and is dropped; a real one
    lays out the prompt and the table below it at the new size (it was dropped too, and both
    stayed drawn at the old size, the rest of the terminal blank)."""
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        prompt, table = await open_auction(pilot)
        for size in ((120, 40), (100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            # laid out at the new size (a screen's `size` is the app's whatever was laid out)
            assert prompt._compositor.size == table._compositor.size == size
            lines = screen_text(app).splitlines()
            assert len(lines[1].rstrip()) == size[0]  # the table's frame, the whole width
            assert "Pass" in lines[size[1] - 1]  # the key bar on the last line
            box = prompt.query_one("#auction-box").region
            assert box.right <= size[0] and box.bottom <= size[1]
            assert "Bob, your bid" in await keys(pilot)  # the prompt reads whole


async def test_a_bid_draws_again_only_the_lines_it_changed() -> None:
    """A bid changes a few lines of the table (the log, whose turn it is, the bidder's last
    action). The table under the prompt was drawn whole again for each bid, and the players'
    panels and the tableau each whole as well; now only the changed lines are, and what shows
    is what a whole drawing shows."""
    app = ten_app("Ann,Bob,Cy", ["R3", "W#", "B4"])
    async with app.run_test(size=(80, 24)) as pilot:
        prompt, table = await open_auction(pilot)
        players, tableau = table.query_one(TenPlayers), table.query_one(TenTableau)
        whole: list[object] = []
        drawn: dict[str, int] = {"players": 0, "tableau": 0}
        render_strips = table._compositor.render_strips

        def whole_drawing(*args: Any) -> list[Strip]:
            whole.append(args)
            return render_strips(*args)

        def counting(name: str, widget: TenPlayers | TenTableau) -> Any:
            render_line = widget.render_line

            def counted(y: int) -> Strip:
                drawn[name] += 1
                return render_line(y)

            return counted

        table._compositor.render_strips = whole_drawing  # type: ignore[method-assign]
        players.render_line = counting("players", players)  # type: ignore[method-assign]
        tableau.render_line = counting("tableau", tableau)  # type: ignore[method-assign]
        for key in ("enter", "p"):  # Bob bids 1, Cy passes
            await keys(pilot, key)
            await pilot.pause(0.1)
        assert whole == []
        assert 0 < drawn["players"] < players.size.height
        assert drawn["tableau"] == 0  # a bid leaves the pile, tableau and market as they were
        size, tint = prompt.size, prompt.styles.background
        shown = [prompt.render_line(y) for y in range(size.height)]
        table._compositor.render_strips = render_strips  # type: ignore[method-assign]
        assert cells(shown) == cells(dimmed(table, size, tint))
        for widget in (players, tableau):
            style = widget.visual_style
            again = Visual.to_strips(
                widget, visualize(widget, widget.render()), *widget.size, style
            )
            mine = [widget.render_line(y) for y in range(widget.size.height)]
            assert cells(mine[: len(again)]) == cells(again)
            assert all(not line.text.strip() for line in mine[len(again) :])


def drawn_as_whole(widget: Widget) -> bool:
    """Whether the lines `widget` shows (as its frame takes them, kept lines and all) are
    those it draws when asked to draw everything again."""
    whole = widget.outer_size.region
    shown = cells(widget.render_lines(whole))
    widget.refresh()
    return shown == cells(widget.render_lines(whole))


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fi", "ar"])
async def test_through_a_whole_game_what_shows_is_what_a_whole_drawing_shows(
    language: str,
) -> None:
    """Kept lines must never outlive what they show: after every key of a game with bids,
    buys, payments and a resize, each prompt's table below and each panel of lines is what
    drawing it whole shows (in Arabic, as the terminal gets it: right to left)."""
    i18n.use(language)
    if language == "ar":
        install()  # as `modten --lang ar` does, for a terminal that does no bidi itself
    try:
        await whole_game_drawn_as_whole()
    finally:
        i18n.use("en")
        uninstall()


async def whole_game_drawn_as_whole() -> None:
    app = ten_app("Ann,Bob,Cy,Dee", None, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        checked = 0
        for step in range(400):
            screen = app.screen
            if isinstance(screen, TenTableScreen):
                draw = ("i", "d", "d", "n", "d", "c")[step % 6]
                key = draw if screen.mode == "draw" else "enter"
            elif isinstance(screen, AuctionScreen):
                key = "enter" if screen.done else ("up", "enter", "p")[step % 3]
            elif isinstance(screen, PaymentScreen):
                key = ("down", "enter")[step % 2]
            elif isinstance(screen, BuyScreen):
                key = ("down", "enter", "n")[step % 3]
            else:
                key = "enter"
            if step == 60:
                await pilot.resize_terminal(120, 40)
            await tap(pilot, key)
            await settle(pilot)
            if isinstance(app.screen, SeeThroughScreen) and len(app.screen_stack) > 1:
                prompt, table = app.screen, app.screen_stack[-2]
                size, tint = prompt.size, prompt.styles.background
                shown = [prompt.render_line(y) for y in range(size.height)]
                assert cells(shown) == cells(dimmed(table, size, tint)), (step, key)
                assert drawn_as_whole(prompt), (step, key)
                checked += 1
            table = next(s for s in app.screen_stack if isinstance(s, TenTableScreen))
            for widget in table.query(LineText):
                assert drawn_as_whole(widget), (step, key, widget)
            if app.session is None or app.session.is_over:
                break
        assert checked > 50, checked
