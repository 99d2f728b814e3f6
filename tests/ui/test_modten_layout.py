"""Mod Ten at 80×24, 100×30 and 160×50: at every decision, what the decision needs is on screen.

Seeded games of people only (so every move is a decision someone reads off the screen), with 2
and 6 players, single and double decks. At each turn the test reads the composited screen and
checks: every player's name with their card count, the player's whole hand with a key on each
playable card (and on no other), the table sum and the led suit.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from uihelp import region_text, screen_text, settle, tap

from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.rules.cards import SUIT_SYMBOL
from modten_tui.games.modten.screens.table import ModTenTableScreen
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.modten.widgets.card import face
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.results import ResultsScreen
from modten_tui.setup.models import GameSetup, parse_seat_list

TWO, SIX = "Ann,Bob", "Ann,Bob,Cy,Dee,Eve,Fay"
# Across both lists each size gets both table sizes, and each table size both decks. Not the
# whole cross product: a two-player double-deck game is 70 decisions.
GAMES = [  # (columns, rows), seats, deck, seed: one game a size in the default set
    ((80, 24), SIX, "single", 13),
    ((100, 30), TWO, "single", 12),
    ((160, 50), SIX, "single", 17),
]
# The rest run in the slow set: a whole game key by key costs 20 s to 2 minutes, the
# double-deck two-player game at 160×50 (big cards, ~35 in a hand) the most.
SLOW_GAMES = [
    ((80, 24), TWO, "double", 11),
    ((80, 24), SIX, "double", 14),
    ((100, 30), SIX, "double", 15),
    ((160, 50), TWO, "single", 18),
    ((160, 50), TWO, "double", 16),
]
# A key in a card's top edge: ┌1─┐ (small) or ┌─1─┐ (big); ┏…┓ when selected.
KEY_ON_CARD = re.compile(r"[┌┏][─━]?([^─━┐┓])[─━]+[┐┓]")


SMALL_FACE = re.compile(r"[│┃](\S)(\S)[│┃]")
BIG_RANK = re.compile(r"[│┃](\S)  [│┃]")


def faces_in(box: str) -> Counter[str]:
    """The card faces drawn in a box: small cards `│7♥│` on one line, big ones with the rank
    on one line and the suit below it (`│7  │` over `│  ♥│`)."""
    found: Counter[str] = Counter()
    lines = box.splitlines()
    for i, line in enumerate(lines):
        for m in SMALL_FACE.finditer(line):
            found[m.group(1) + m.group(2)] += 1
        for m in BIG_RANK.finditer(line):
            below = lines[i + 1][m.start() : m.end()] if i + 1 < len(lines) else ""
            found[m.group(1) + below[3:4]] += 1
    return found


def check_decision(app: TableApp) -> str:
    """Check the decision on screen; returns the screen text it read."""
    session = app.session
    assert session is not None and session.current is not None
    seat = session.current
    assert session.viewer == seat  # the person deciding is the one who sees the screen
    text = screen_text(app)
    players = region_text(app, "#players", text)
    for name, count in zip(session.names, session.hand.hand_counts, strict=True):
        assert re.search(rf"{name}\s+(D\s+)?{count}\b", players), f"{name} {count}\n{players}"
    hand = session.visible_hand(seat) or []
    box = region_text(app, "#hand-box", text)
    shown = faces_in(box)
    for card, count in Counter(hand).items():
        assert shown[face(card)] >= count, f"{face(card)} not shown\n{text}"
    legal = set(session.legal_moves())
    playable = sum(1 for c in hand if c in legal)
    assert len(KEY_ON_CARD.findall(box)) == playable, f"{playable} keys expected\n{box}"
    table = region_text(app, "#table", text)
    hand_state = session.hand
    if hand_state.table:
        assert f"Sum {hand_state.table_sum}" in table, text
    if hand_state.led_suit:
        assert f"Led {SUIT_SYMBOL[hand_state.led_suit]}" in table, text
    return text


@pytest.mark.parametrize(
    "size,seats,deck,seed",
    [*GAMES, *(pytest.param(*g, marks=pytest.mark.slow) for g in SLOW_GAMES)],
    ids=[f"{w}x{h}-{len(s.split(','))}p-{d}" for (w, h), s, d, _ in [*GAMES, *SLOW_GAMES]],
)
async def test_every_decision_has_what_it_needs_on_screen(
    size: tuple[int, int], seats: str, deck: str, seed: int
) -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "deck": deck, "seed": seed})
    app = TableApp(session=ModTenSession(setup), bot_delay=0)
    decisions = 0
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for _ in range(1000):
            screen = app.screen
            if isinstance(screen, ResultsScreen):
                break
            if isinstance(screen, ModTenTableScreen) and screen.mode == "play":
                await pilot.pause()  # the frame a person sees after the last key
                text = check_decision(app)
                decisions += 1
                # vary the choice: the last playable card, by its key, then Enter
                session = app.session
                assert session is not None
                keys = KEY_ON_CARD.findall(region_text(app, "#hand-box", text))
                await tap(pilot, keys[-1] if decisions % 2 else keys[0], "enter")
            elif isinstance(screen, HandoffScreen | ModTenTableScreen):
                await tap(pilot, "enter")
            else:
                await settle(pilot)
        else:
            raise AssertionError("the hand did not end")
        session = app.session
        assert session is not None
        assert decisions == len(session.hand.moves)  # every move was checked before it


def after(seats: str, seed: int, moves: int) -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": seed})
    session = ModTenSession(setup)
    for _ in range(moves):
        session.play(session.legal_moves()[0])
    return session


# A capture longer than the log's 42 columns; with the play before it, longer than the status
# line's 78; longer than 78 alone.
CAPTURES = [
    ("Ann,Bob,Cy", 1, 4, "Bob took 20 (4 cards: 3♠ 2♠ 7♠ 8♠), leads again"),
    (SIX, 1, 32, "Bob took 70 (13 cards: 5♥ 7♥ 6♥ 5♥ 8♥ 3♥ 4♥ 4♥ 9♥ A♥ 9♥ 2♥ 7♥), leads again"),
    (
        SIX,
        11,
        18,
        "Eve took 90 (18 cards: 3♥ 5♥ 7♥ 4♥ 9♥ 9♥ A♥ 7♥ 6♥ 5♥ 2♥ 6♥ 8♥ 3♥ A♥ "
        "2♥ 8♥ 4♥), leads again",
    ),
]


@pytest.mark.parametrize(("seats", "seed", "moves", "line"), CAPTURES)
async def test_a_capture_shows_whole_in_the_log_and_the_latest_line_at_80x24(
    seats: str, seed: int, moves: int, line: str
) -> None:
    """A play-test at 80x24: "Ann took 20 (5 cards: 8♦ 6♦ A♦ 2♦ 3♦), le" lost who leads and,
    for bigger captures, the last cards. The log wraps such a line under an indent; the line
    of latest events above the prompt drops older events whole, then the card list."""
    session = after(seats, seed, moves)
    assert session.log[-1] == line
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await tap(pilot, "enter")  # the hand-off to the capturer
        assert isinstance(app.screen, ModTenTableScreen)
        shown = " ".join(region_text(app, "#log").replace("│", " ").split())
        assert line in shown, shown
        latest = region_text(app, "#status").splitlines()[0].strip()
        whole = re.sub(r" \((\d+ cards): [^)]*\)", r" (\1)", line) if len(line) > 78 else line
        assert latest.endswith(whole) and "…" not in latest, latest
