"""The setup form as a person types it (issue 11): Enter moves on, only Start starts, the first
key adds to a name, TEN offers its own player counts (solo included, T20), focus is visible."""

from __future__ import annotations

import pytest
from textual import events
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, Static
from textual.widgets.select import InvalidSelectValueError
from uihelp import screen_text, settle

from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.setup import SetupScreen


async def open_setup(pilot: object, *, to_name: bool = True) -> SetupScreen:
    """Open the setup from the menu; `to_name`: then Tab from Game to Seat 1's name."""
    await pilot.press("n")  # type: ignore[attr-defined]
    await settle(pilot)  # type: ignore[arg-type]
    screen = pilot.app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, SetupScreen)
    if to_name:
        await pilot.press("tab", "tab")  # type: ignore[attr-defined]
        await settle(pilot)  # type: ignore[arg-type]
    return screen


async def test_enter_moves_to_the_next_field_and_only_start_starts() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        assert screen.focused is screen.query_one("#name-0", Input)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen and app.session is None  # no game was started
        assert screen.focused is screen.query_one("#kind-0", Select)
        await pilot.press("tab", "enter")  # Seat 2's name: Enter moves on again
        await settle(pilot)
        assert app.screen is screen and screen.focused is screen.query_one("#kind-1", Select)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert app.session is not None and app.session.names == ["Ann", "Bob"]


async def test_the_first_key_adds_to_the_name_instead_of_replacing_it() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert screen.query_one("#name-0", Input).value == "Anne"
        await pilot.press("tab", "tab", "y")  # Seat 2's name, reached by Tab
        await settle(pilot)
        assert screen.query_one("#name-1", Input).value == "Boby"


async def test_ten_offers_two_to_five_players_and_a_solo_game() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        count = screen.query_one("#player-count", Select)
        count.value = 6
        await settle(pilot)
        screen.query_one("#game", Select).value = "ten"
        await settle(pilot)
        assert count.value == 5  # six does not fit TEN: the nearest count it offers
        with pytest.raises(InvalidSelectValueError):
            count.value = 6
        assert "Opponents" not in screen_text(app)
        count.value = 1
        await settle(pilot)
        text = screen_text(app)
        assert "Opponents" in text and "2 computers" in text and "Seat 2" not in text
        screen.query_one("#opponents", Select).value = 3
        screen.query_one("#opponent-level", Select).value = "hard"
        screen.query_one("#name-0", Input).value = "Zoe"
        await settle(pilot)
        screen.query_one("#game", Select).value = "modten"
        await settle(pilot)
        assert count.value == 2 and "Opponents" not in screen_text(app)  # Mod Ten has no solo
        screen.query_one("#game", Select).value = "ten"
        await settle(pilot)
        count.value = 1
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        # The TEN table is in play; a computer may already have turned a wild over, so an
        # auction prompt can be on top of it (the deal is random here).
        assert isinstance(app.table, TenTableScreen) and app.table in app.screen_stack
        assert app.session is not None
        assert app.session.names == ["Zoe", "Bot 2", "Bot 3", "Bot 4"]
        assert [s.kind for s in app.session.setup.seats] == ["human", "hard", "hard", "hard"]


def styled(widget: Widget) -> Widget:
    """The part of a field that draws its value (a Select draws through its first child)."""
    return widget.children[0] if isinstance(widget, Select) else widget


@pytest.mark.parametrize("theme", ["textual-light", "high-contrast", "textual-dark"])
async def test_the_focused_field_and_its_row_stand_out_in_every_theme(theme: str) -> None:
    app = TableApp(bot_delay=0, theme=theme)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        for _ in range(6):  # names, kinds, the deck: each in turn
            focused = screen.focused
            assert focused is not None
            assert styled(focused).styles.text_style.reverse, focused
            label = focused.parent.query_one(Label) if focused.parent else None
            assert label is not None and label.styles.text_style.bold, focused
            others = [w for w in screen.query(".row Input, .row Select") if w is not focused]
            assert not any(styled(w).styles.text_style.reverse for w in others)
            await pilot.press("tab")
            await settle(pilot)


async def test_tab_only_ever_lands_on_a_field_that_shows_it() -> None:
    app = TableApp(bot_delay=0, theme="textual-light")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        seen: set[str] = set()
        for _ in range(14):  # once round the whole form, backwards, and on
            await pilot.press("shift+tab")
            await settle(pilot)
            focused = screen.focused
            assert isinstance(focused, Input | Select | Checkbox | Button), focused
            assert styled(focused).styles.text_style.reverse, focused
            seen.add(focused.id or "")
        assert {"start", "back", "game", "seed"} <= seen


async def test_a_checkbox_reads_without_colour_and_a_two_player_option_leaves_at_six() -> None:
    """A play-test took an unticked "Open hands" for ticked (the box drew an X either way, told
    apart by colour only) and saw it offered at six players, where it cannot apply (M11)."""
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        box = screen.query_one("#options-modten").query_one(Checkbox)
        line = next(ln for ln in screen_text(app).splitlines() if "Open hands" in ln)
        assert "✓" not in line and "X" not in line  # off: a blank box
        box.value = True
        await settle(pilot)
        line = next(ln for ln in screen_text(app).splitlines() if "Open hands" in ln)
        assert "✓" in line
        screen.query_one("#player-count", Select).value = 6
        await settle(pilot)
        assert "Open hands" not in screen_text(app)
        screen.query_one("#player-count", Select).value = 2
        await settle(pilot)
        assert "Open hands" in screen_text(app)


async def test_the_first_focus_is_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The form opens on its first choice, Game (a play-test typed into Seat 1's name before
    seeing there was a game to choose), from the first frame: on a slow machine a focus moved
    later sent early keys to the wrong field. Nothing else is focused first."""
    focused: list[str | None] = []
    show_hint = SetupScreen.show_hint

    def record(self: SetupScreen, field: Widget | None) -> None:
        focused.append(None if field is None else field.id)
        show_hint(self, field)

    monkeypatch.setattr(SetupScreen, "show_hint", record)
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, to_name=False)
        assert focused and set(focused) == {"game"}


async def test_the_hint_names_the_keys_of_the_focused_field() -> None:
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot, to_name=False)

        def hint() -> str:
            return str(screen.query_one("#setup-hint", Static).render())

        assert "open the list" in hint() and "Ctrl+S: start" in hint()
        await pilot.press("tab", "tab")  # Players, then Seat 1's name
        await settle(pilot)
        assert "type the name" in hint() and "Backspace" in hint()
        # A game's number (TEN's bust cap) is no name (a play-test read "type the name" there)
        screen.query_one("#game", Select).value = "ten"
        await settle(pilot)
        screen.query_one("#bust-token-cap", Input).focus()
        await settle(pilot)
        assert "type a whole number" in hint() and "name" not in hint()
        screen.query_one("#advice", Checkbox).focus()
        await settle(pilot)
        assert "tick or untick" in hint()
        screen.query_one("#start", Button).focus()
        await settle(pilot)
        assert "Enter or Space: start" in hint()
        assert screen.query_one("#setup-hint").region.bottom <= 23  # above the key bar, in sight


async def test_keys_typed_in_one_burst_edit_the_name_in_order() -> None:
    """A play-test: Backspace and a letter arriving together (a quick typist, tmux send-keys)
    lost both, as Textual inserted the letter before the Backspace, then deleted it."""
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        name = screen.query_one("#name-0", Input)
        for key, char in [
            ("backspace", "\x7f"),
            ("Z", "Z"),
            ("left", None),
            ("backspace", "\x7f"),
            ("Y", "Y"),
            ("end", None),
            ("x", "x"),
        ]:
            app.post_message(events.Key(key, char))  # all queued before any is handled
        await settle(pilot)
        assert name.value == "AYZx"


async def test_keys_typed_right_after_tab_or_enter_go_to_the_next_field() -> None:
    """Typed quickly, the letters after Tab landed in the field Tab left (Textual moved the
    focus only after handing them on), so "Ann Tab Tab Bob" named Seat 1 "AnnBob"."""
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        keys = [
            ("tab", None),
            ("tab", None),
            ("e", "e"),
            ("enter", "\r"),
            ("shift+tab", None),
            ("shift+tab", None),
            ("shift+tab", None),
            ("a", "a"),
        ]
        for key, char in keys:
            app.post_message(events.Key(key, char))  # all queued before any is handled
        await settle(pilot)
        assert screen.query_one("#name-1", Input).value == "Bobe"
        assert screen.query_one("#name-0", Input).value == "Anna"
        assert screen.focused is screen.query_one("#name-0", Input)
