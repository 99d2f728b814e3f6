"""The search's Mod Ten playouts play like a fair player: they seldom hand the next seat a
capture (M8) when a safe card is there (issue 14: such playouts misjudged positions)."""

from __future__ import annotations

import random

from modten_tui.games.modten.bots.stepper import playout


def _position() -> tuple[list[list[list[int]]], list[int], list[int]]:
    """Seat 0 leads from A and 4 of spades; seat 1 holds the 9 of spades and the 5 of hearts.

    Leading the ace hands seat 1 a capture (1 + 9), after which it leads its last card and wins
    (M9). Leading the 4 is safe: seat 1 must follow with the 9 (13) and seat 0 then sheds its
    last card and wins. So the winner shows which card the playout led."""
    hands = [[[1, 4], [], [], []], [[9], [5], [], []]]
    return hands, [2, 2], [0, -1, 0]


def test_a_playout_seldom_leads_the_card_that_hands_the_next_seat_a_capture_m8() -> None:
    rng = random.Random(5)
    runs = 4000
    gave = 0
    for _ in range(runs):
        hands, counts, state = _position()
        gave += playout(hands, counts, state, rng.random) == 1
    # Drawn at random the ace would lead half the time; a redraw whenever it is drawn makes
    # that 1/2 ** (retries + 1): a quarter with one retry, a sixteenth with three.
    assert 0.03 < gave / runs < 0.10


def test_with_no_safe_card_the_playout_still_plays_on() -> None:
    hands = [[[1], [2], [], []], [[9], [8], [], []]]  # each lead hands seat 1 a capture
    rng = random.Random(1)
    assert playout(hands, [2, 2], [0, -1, 0], rng.random) == 1
