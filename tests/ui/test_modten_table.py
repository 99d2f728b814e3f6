"""The Mod Ten table at real sizes: the hand panel keeps its height, selection, keys, wording."""

from __future__ import annotations

from collections import Counter

from uihelp import region_text, settle, tap

from modten_tui.app import ModTenApp
from modten_tui.persist import restore, to_save
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.modten_table import ModTenTableScreen
from modten_tui.session import Session
from modten_tui.setup_models import GameSetup, parse_seat_list
from modten_tui.widgets.card import face


def seeded(seats: str = "Ann,Bob", **options: object) -> Session:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), **options})
    return Session(setup, first_dealer=1)


def assert_whole_hand_shown(app: ModTenApp) -> None:
    """Every card of the viewer's hand is drawn inside the hand box (twins counted)."""
    session = app.session
    assert session is not None and session.viewer is not None
    cards = session.visible_hand(session.viewer) or []
    shown = region_text(app, "#hand-box")
    for card, count in Counter(cards).items():
        assert shown.count(face(card)) >= count, f"{face(card)} missing from\n{shown}"


async def test_the_hand_is_whole_after_a_resume() -> None:
    session = seeded(seed=3)
    session.play(session.legal_moves()[0])  # Ann leads; the game is saved and quit here
    app = ModTenApp(session=restore(to_save(session)), bot_delay=0)  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await tap(pilot, "enter")  # "Enter: pass to Bob"
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await tap(pilot, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ModTenTableScreen) and app.screen.mode == "play"
        assert_whole_hand_shown(app)


async def test_the_hand_box_fits_each_hand_through_a_double_deck_game() -> None:
    """Two rows of cards (20+) then one row: the box follows the hand both ways."""
    app = ModTenApp(session=seeded(deck="double", seed=1), bot_delay=0)
    rows_seen: set[int] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await tap(pilot, "enter")
            elif isinstance(screen, ModTenTableScreen) and screen.mode in ("play", "pass"):
                if screen.mode == "play":
                    await pilot.pause()
                    assert_whole_hand_shown(app)
                    session = app.session
                    assert session is not None
                    cards = len(session.visible_hand(session.viewer or 0) or [])
                    rows = -(-cards // 19)  # 19 small cards to a row at 80 columns
                    rows_seen.add(rows)
                    # three lines a row of cards (keys sit in their top edge), two of border
                    assert screen.query_one("#hand-box").region.height == rows * 3 + 2
                await tap(pilot, "enter")
            else:
                break
    assert rows_seen == {1, 2}
