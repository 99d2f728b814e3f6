"""The monkey: thousands of random keys, clicks and resizes per game, people and computers at
the table. Nothing may raise, and after every action the engine's invariants hold: every card
in exactly one place, the record replays to the same game, and the save on disk is the game.

Bounded by action count, not time; computers think with tiny iteration caps and no delay.
The full 5,000 actions a game are in the slow set (`-m slow`); the default run does 200.
Run with `-s` to see what was pressed and what happened.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.events import MouseDown, MouseUp
from textual.pilot import Pilot
from uihelp import tap

from modten_tui.app.table_app import TableApp
from modten_tui.bots import Bot
from modten_tui.games.modten.rules.hand import deck_cards, resolve_deck
from modten_tui.games.ten.session.session import TenSession
from modten_tui.registry import make_bot
from modten_tui.screens.confirm import ConfirmScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.menu import MenuScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.saves import SaveStore
from modten_tui.table import session as session_module
from modten_tui.table.persist import restore, to_save
from tests.rules.test_ten_support import card_places

ACTIONS = int(os.environ.get("MONKEY_ACTIONS", "5000"))  # per game; fewer only to try it out
QUICK_ACTIONS = 200  # per game in the default run: the first actions of the full one
RUNS = [
    pytest.param(QUICK_ACTIONS, id="quick"),
    pytest.param(ACTIONS, id="full", marks=pytest.mark.slow),
]
# Everything a person might hit, bar the quitting keys (q, Ctrl+Q: a test cannot go on after).
KEYS = [
    *"0123456789abcdefghijklmnoprstuvwxyz",
    "left",
    "right",
    "up",
    "down",
    "enter",
    "enter",
    "space",
    "escape",
    "tab",
    "shift+tab",
    "backspace",
    "home",
    "end",
    "pageup",
    "pagedown",
    "plus",
    "minus",
    "question_mark",
    "u",
    "u",
    "d",
    "n",
    "c",
    "p",
]
# Half the presses are the keys that move a game on, so games end and new ones begin.
PROGRESS = ["enter", "space", "1", "2", "3", "d", "n", "c", "p", "y", "m", "escape"]
SIZES = [(80, 24), (100, 30), (120, 40), (70, 20), (79, 23), (90, 26)]


def tiny_bot(game: str, level: str, seed: int | None, budget: float) -> Bot:
    return make_bot(game, level, seed=seed, budget_s=0.005, iterations=8)


@pytest.fixture(autouse=True)
def quick_table(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Computers answer at once (also in games the setup screen starts); no guard times."""
    monkeypatch.setattr(session_module, "default_bot", tiny_bot)
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    yield


async def click(pilot: Pilot[None], x: int, y: int) -> None:
    """A click as a terminal sends it: the driver posts a mouse down and up to the app, which
    makes the Click itself. Waits only for the screen to take each in: `pilot.click` also waits
    for the process to look idle, four times (~100 ms)."""
    for kind in (MouseDown, MouseUp):
        pilot.app.post_message(
            kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        )
        await pilot.pause(0)
    await pilot.pause(0)


def check_invariants(app: TableApp, store: SaveStore, deep: bool) -> None:
    s = app.session
    if s is None:
        return
    if isinstance(s, TenSession):
        g = s.game
        assert card_places(g) == sorted(g.record.setup["cards"])
        assert all(0 <= t <= 10 for t in g.tokens) and min(g.bust_tokens) >= 0
    else:
        hand = s.hand
        full = Counter(deck_cards(hand.num_players, resolve_deck(hand.num_players, hand.deck)))
        held = Counter(c for cards in hand.hands for c in cards) + Counter(hand.table)
        assert not held - full
        assert sum(hand.hand_counts) + len(hand.table) + hand.discard_count == sum(full.values())
    if not deep:
        return
    again = restore(to_save(s), bot_factory=tiny_bot)  # invariant 5: the record is the game
    assert to_save(again).records == to_save(s).records
    if not s.match_over:
        assert app.saving is not None
        on_disk = store.load_game(app.saving.game_id)
        assert on_disk is not None and on_disk.records == to_save(s).records


async def monkey(
    pilot: Pilot[None],
    app: TableApp,
    store: SaveStore,
    setup: GameSetup,
    rng: random.Random,
    actions: int,
) -> Counter[str]:
    seen: Counter[str] = Counter()
    for step in range(actions):
        if isinstance(app.screen, CommandPalette):  # opened by a click on "^p Commands"
            await tap(pilot, "escape")
            seen["palette closed"] += 1
        if isinstance(app.screen, ConfirmScreen) and "Quit" in str(app.screen.question):
            # A click on the key bar's "q Quit" asks; the monkey answers no, as it never
            # presses the quitting keys (a test cannot go on after).
            await tap(pilot, "n")
            seen["quit declined"] += 1
        if isinstance(app.screen, MenuScreen):  # the game ended and someone chose the menu
            app.start_session(setup.spec.table.new_session(setup))
            seen["new game from the menu"] += 1
        roll = rng.random()
        if roll < 0.01:
            w, h = rng.choice(SIZES)
            await pilot.resize_terminal(w, h)
            seen["resize"] += 1
        elif roll < 0.12:
            w, h = app.size
            await click(pilot, rng.randrange(w), rng.randrange(h))
            seen["click"] += 1
        else:
            key = rng.choice(PROGRESS if rng.random() < 0.5 else KEYS)
            before = app.session
            await tap(pilot, key)
            seen["key"] += 1
            if key == "u" and app.session is not before:
                seen["undo done"] += 1
        s = app.session
        if s is not None and s.match_over and id(s) not in seen:
            seen[id(s)] = 1  # type: ignore[index]
            seen["games finished"] += 1
        check_invariants(app, store, deep=step % 100 == 0)
    await pilot.resize_terminal(80, 24)  # and play goes on at full size
    return Counter({k: v for k, v in seen.items() if isinstance(k, str)})


@pytest.mark.parametrize(
    ("seats", "options"),
    [
        ("Ann,Bob,bot:easy,bot:hard", {"game": "modten", "length": "hands", "hands": 2}),
        ("Ann,bot:normal,Cy,bot:hard", {"game": "ten"}),
    ],
    ids=["modten", "ten"],
)
@pytest.mark.parametrize("actions", RUNS)
async def test_the_monkey_breaks_nothing(
    seats: str, options: dict[str, object], actions: int, tmp_path: Path
) -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 17, **options})
    store = SaveStore(tmp_path)
    app = TableApp(session=setup.spec.table.new_session(setup), bot_delay=0, store=store)
    rng = random.Random(f"monkey-{seats}")
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await monkey(pilot, app, store, setup, rng, actions)
        await pilot.pause()
        assert app.return_code is None  # still running: nothing raised
    entries, problems = store.history()
    print(f"\nmonkey {options['game']}: {dict(seen)}; history {len(entries)} games")
    assert not problems
    assert seen["key"] + seen["click"] >= actions * 0.98
