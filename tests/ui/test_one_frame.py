"""A key that changes a screen and several of its widgets paints them in one frame (counted,
never timed). Each widget tells its screen of a refresh from its own task; the screen's timer
could paint before reading those, and the widgets' changes then came a frame later, 20–40 ms
after the first (issue 35; screens/whole_frame.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.events import Resize
from textual.pilot import Pilot
from textual.widgets import OptionList, Static
from uihelp import frames_of, screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.see_through import SeeThroughScreen
from modten_tui.screens.whole_frame import WholeFrameScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.widgets.option_list import OptionList as KeptOptionList


def four_at_mod_ten(monkeypatch: pytest.MonkeyPatch) -> TableApp:
    """Four people at Mod Ten, keys taken as soon as a screen shows."""
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob,Cy,Dee"), "seed": 3})
    return TableApp(session=ModTenSession(setup), bot_delay=0)


def ten_at(monkeypatch: pytest.MonkeyPatch, seats: str, seed: int) -> TableApp:
    """People at TEN, keys taken as soon as a screen shows."""
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), "seed": seed})
    return TableApp(session=TenSession(setup), bot_delay=0)


def ten_key(app: TableApp, in_auction: str = "enter") -> str:
    """A key that moves TEN on: two draws then the numbers taken, no buy, `in_auction` while
    an auction is open, and Enter for the rest (a notice, an auction's result, a payment)."""
    screen = app.screen
    if isinstance(screen, TenTableScreen) and screen.mode == "draw":
        assert app.session is not None
        return "d" if len(app.session.game.tableau) < 2 else "n"
    if isinstance(screen, BuyScreen):
        return "n"
    if isinstance(screen, AuctionScreen) and not screen.done:
        return in_auction
    return "enter"


async def test_a_hand_shown_after_its_hand_off_is_one_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = four_at_mod_ten(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = []
        for _ in range(4):  # four people's turns: the hand-off, then the hand
            assert isinstance(app.screen, HandoffScreen)
            shown.append(await frames_of(pilot, "enter"))
            assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
            await frames_of(pilot, "enter")  # the play
            await frames_of(pilot, "enter")  # passed on
        # The first hand shown lays the table out anew (its box grows), and Textual lays out
        # once more for the sizes that changed: three frames. Each later one is one frame
        # (two before).
        assert shown[1:] == [1, 1, 1]


async def test_a_hand_off_opens_in_two_frames_showing_what_it_keeps_showing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hand-off's box changes size with what it lists. Textual lays out once more for
    sizes that changed, and that layout found nothing new: a third frame, a tick (20-40 ms)
    later, painting what was already shown."""
    app = four_at_mod_ten(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        opened = []
        for _ in range(5):
            await frames_of(pilot, "enter")  # the hand shown
            await frames_of(pilot, "enter")  # the play
            opened.append(await frames_of(pilot, "enter"))  # passed on: the hand-off opens
            assert isinstance(app.screen, HandoffScreen)
            shown = screen_text(app)
            for widget in app.screen.walk_children():
                widget.refresh(layout=True)
            await settle(pilot)
            assert screen_text(app) == shown  # laid out anew, it shows the same
        assert max(opened) <= 2, opened  # [3, 3, 3, 2, 2] before


async def openings(
    pilot: Pilot[None], key: str, times: int, shows: Callable[[], None]
) -> list[int]:
    """The frames each of `times` openings by `key` paints; `shows` checks each opened screen
    before x closes it."""
    opened = []
    for _ in range(times):
        opened.append(await frames_of(pilot, key))
        shows()
        await frames_of(pilot, "x")
    return opened


class Filled(WholeFrameScreen[None]):
    """A prompt as the games make them: its widgets are filled in as they mount."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="first")
            yield Static(id="second")

    def on_mount(self) -> None:
        self.query_one("#first", Static).update("Buy which card?\nR5 costs 5")
        self.query_one("#second", Static).update("No buy")


class Prompting(App[None]):
    BINDINGS = [("p", "prompt", ""), ("x", "app.pop_screen", "")]

    def action_prompt(self) -> None:
        self.push_screen(Filled())


async def test_a_new_screen_filled_in_as_it_mounts_is_not_painted_again_for_it() -> None:
    """Its widgets tell the screen of their new text from their own tasks, read after the
    screen's first frame had drawn them whole: told again, they painted it a third time."""
    app = Prompting()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()

        def shows() -> None:
            assert "R5 costs 5" in screen_text(app)

        opened = await openings(pilot, "p", 3, shows)
        # [3, 3, 3] at first; [2, 2, 2] while the repaint Textual asks for as a screen
        # resumes, right after the layout that painted it whole, was kept.
        assert opened == [1, 1, 1]


async def test_the_buy_list_shows_what_it_keeps_showing_and_marks_its_row_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:

    app = ten_at(monkeypatch, "Ann,Bob,Cy", seed=2)
    redrawn: list[int] = []
    replace = OptionList.replace_option_prompt_at_index

    def counted(self: OptionList, index: int, prompt: object) -> OptionList:
        redrawn.append(index)
        return replace(self, index, prompt)  # type: ignore[arg-type]

    monkeypatch.setattr(OptionList, "replace_option_prompt_at_index", counted)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        opened = 0
        for _ in range(600):
            screen = app.screen
            await frames_of(pilot, ten_key(app))  # an auction's first choice taken
            prompt = app.screen
            if isinstance(prompt, BuyScreen) and not isinstance(screen, BuyScreen):
                opened += 1
                shown = screen_text(app)
                for widget in prompt.walk_children():
                    widget.refresh(layout=True)
                await settle(pilot)
                assert screen_text(app) == shown  # laid out anew, it shows the same
                redrawn.clear()
                prompt._mark(prompt.marked)  # the row it opened on, told again
                assert redrawn == []  # two rows redrawn before, and a frame painted
            if opened == 4:
                break
        assert opened == 4


async def test_a_ten_prompt_opens_and_closes_in_one_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A prompt over the table (auction, buy, payment, notice) and the table it closes onto are
    each painted once. Textual asked for the whole screen again as a prompt resumed, for a
    layout once its widgets had mounted, for the table below it as it was covered, and for
    a layout of the table once the prompt was removed: each a frame a tick (20-40 ms) after
    the one that had already shown it all."""

    app = ten_at(monkeypatch, "Ann,Bob,Cy,Dee", seed=1)
    opened: dict[str, list[int]] = {}
    bids = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(200):
            screen = app.screen
            key = ten_key(app, in_auction="auction")
            if key == "auction":
                bids += 1
                key = "enter" if bids % 4 == 1 else "p"  # a bid, then the others pass
            frames = await frames_of(pilot, key, quiet_s=0.15)
            now = app.screen
            if type(now) is not type(screen):
                opened.setdefault(type(now).__name__, []).append(frames)
            if len(opened.get("PaymentScreen", [])) >= 2 and "BuyScreen" in opened:
                break
    assert {"AuctionScreen", "PaymentScreen", "TenTableScreen", "BuyScreen"} <= set(opened)
    assert all(frames == [1] * len(frames) for frames in opened.values()), opened


class LongList(SeeThroughScreen[None]):
    """A list longer than its box, opened on an option below the fold, as a buy can be."""

    BINDINGS = [("x", "dismiss", "")]

    def compose(self) -> ComposeResult:
        yield KeptOptionList(id="long")

    def on_mount(self) -> None:
        options = self.query_one(KeptOptionList)
        options.add_options([f"option {i}" for i in range(20)])
        options.highlighted = 15
        options.fit(6, 40)
        options.focus()


class Listing(App[None]):
    BINDINGS = [("l", "long_list", "")]

    def action_long_list(self) -> None:
        self.push_screen(LongList())

    def compose(self) -> ComposeResult:
        yield KeptOptionList(*[f"option {i}, a long one" for i in range(20)])


async def test_a_list_longer_than_its_box_opens_scrolled_to_its_choice_in_one_frame() -> None:
    """Its scroll bar came in a second layout and painted once more as it mounted, and the
    list scrolled to the highlighted option a frame after showing its top: 3 frames where
    one shows it all (widgets/option_list.py, screens/whole_frame.py)."""
    app = Listing()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()

        def shows() -> None:
            assert app.screen.query_one(KeptOptionList).show_vertical_scrollbar
            assert "option 15" in screen_text(app)
            assert "option 0" not in screen_text(app)

        assert await openings(pilot, "l", 2, shows) == [1, 1]


async def test_an_option_list_keeps_its_lines_through_a_resize_that_keeps_their_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Wrapping the options again on the Resize Textual sends a list after its first layout
    painted the same list a frame later (widgets/option_list.py)."""
    cleared: list[int] = []
    clear = KeptOptionList._clear_caches

    def counted(self: KeptOptionList) -> None:
        cleared.append(len(self._line_cache.lines))
        clear(self)

    monkeypatch.setattr(KeptOptionList, "_clear_caches", counted)
    app = Listing()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        options = app.query_one(KeptOptionList)
        wide = len(options._line_cache.lines)
        assert wide == 20  # one line each at 40 columns
        options.post_message(Resize(options.size, options.virtual_size, options.container_size))
        await pilot.pause()
        assert cleared == []  # the same width: the same lines, nothing painted again
        await pilot.resize_terminal(14, 10)
        await pilot.pause()
        assert cleared  # a new width wraps them again
        assert len(options._line_cache.lines) > wide
