"""Keys that reach the app in one read (a double press, a bouncing key, a busy app) act only for
the person who typed them, never for the next one (issue 10). Only a real terminal delivers keys
like that: Pilot waits for each key to be handled before it sends the next."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.pty_term import GUARD, Term, environment, moves, wait_moves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")
BURSTS = ["\r\r", "\r \r"]  # two Enters, or Enter and Space, in ONE write


def press(term: Term, key: str, shows: str) -> None:
    """One key, then wait until the screen shows its result and the next person's guard."""
    mark = term.mark()
    term.keys(key, 0)
    term.wait_for(shows, since=mark)
    term.read(GUARD)


def at_pass_to_cy(tmp_path: Path) -> Term:
    """Mod Ten for Ann, Bob and Cy (seed 7): Cy leads, her hand-off up past its guard."""
    term = Term(["--seats", "Ann,Bob,Cy", "--seed", "7", "--bot-delay", "0"], environment(tmp_path))
    term.wait_for("Pass to Cy")
    term.read(GUARD)
    return term


@pytest.mark.parametrize("burst", BURSTS, ids=["enter-enter", "enter-space-enter"])
def test_mod_ten_keys_read_together_never_show_the_next_hand(tmp_path: Path, burst: str) -> None:
    save = tmp_path / "modten-tui" / "games"
    term = at_pass_to_cy(tmp_path)
    try:
        press(term, "\r", "Cy's hand")
        press(term, "\r", "pass to Ann")  # Cy leads; her hand stays until she passes it on
        assert len(moves(save)) == 1
        mark = term.mark()
        term.keys(burst, 1.5)  # Cy passes on, and the same burst goes on...
        shown = term.text(mark)
        assert "Pass to Ann" in shown
        assert "Ann's hand" not in shown  # ...but Ann's hand is not shown to Cy
        assert len(moves(save)) == 1  # and nothing is played for Ann
        press(term, "\r", "Ann's hand")  # Ann's own press, once she has the keyboard, works
    finally:
        term.kill()


@pytest.mark.parametrize("burst", BURSTS, ids=["enter-enter", "enter-space-enter"])
def test_a_double_press_at_the_hand_off_shows_the_hand_and_plays_nothing(
    tmp_path: Path, burst: str
) -> None:
    # A play-test (tmux, `send-keys Enter Enter` at "Pass to Bob"): the first Enter showed
    # Bob's hand and the second played his selected card before he had seen it.
    save = tmp_path / "modten-tui" / "games"
    term = at_pass_to_cy(tmp_path)
    try:
        mark = term.mark()
        term.keys(burst, 1.5)
        assert "Cy's hand" in term.text(mark)
        assert moves(save) == []  # nothing played for Cy
        press(term, "\r", "pass to Ann")  # her own press, once she has seen the hand, plays
        assert len(moves(save)) == 1
    finally:
        term.kill()


# Seed 4, Ann, Bob and Cy: Bob reveals a wild; Cy bids 1, Ann 2, Bob passes; Ann pays; Bob
# busts on his fourth card (Enter closes the notice); Cy draws G4, takes the numbers and may
# buy from the market.
TO_CYS_BUY = ["d", "\r", "\r", "p", "\r", "\r", *"dddd", "\r", "d", "n"]
MOVES = [
    "draw",
    "bid 1",
    "bid 2",
    "pass",
    None,
    "pay 2t",
    *["draw"] * 4,
    None,
    "draw",
    "take numbers",
]
AFTER = {4: "Ann, pay 2", 10: "Cy's tableau"}  # keys that make no move: what they show


# A TEN game to Cy's buy waits out the key guard at every step (~17 s of sleeping each): the
# default set runs the two-Enter burst, the slow set the other too.
TEN_BURSTS = [BURSTS[0], pytest.param(BURSTS[1], marks=pytest.mark.slow)]


@pytest.mark.parametrize("burst", TEN_BURSTS, ids=["enter-enter", "enter-space-enter"])
def test_ten_keys_read_together_never_act_for_the_next_person(tmp_path: Path, burst: str) -> None:
    save = tmp_path / "modten-tui" / "games"
    term = Term(
        ["--game", "ten", "--seats", "Ann,Bob,Cy", "--seed", "4", "--bot-delay", "0"],
        environment(tmp_path),
    )
    try:
        term.wait_for("BOB'S TURN")
        term.read(GUARD)
        for step, (key, move) in enumerate(zip(TO_CYS_BUY, MOVES, strict=True)):
            if move is None:  # the auction's result, then Bob's bust notice: Enter goes on
                press(term, key, AFTER[step])
                continue
            count = len(moves(save))
            term.keys(key, 0)
            assert wait_moves(save, term, count + 1)[-1] == move
            term.read(GUARD)
        term.wait_for("Cy, you may buy")
        term.read(GUARD)
        before = len(moves(save))
        mark = term.mark()
        term.keys(burst, 1.5)  # Cy picks O3; the rest of the burst must not pay or pick again
        assert "Cy, pay 3 for O3" in term.text(mark)
        assert len(moves(save)) == before  # nothing is paid before Cy has seen the payment
        term.keys("\r", 0)  # Cy pays
        assert wait_moves(save, term, before + 2)[before:] == ["buy O3", "pay 3t"]
        term.wait_for("ANN'S TURN", since=mark)
        term.read(GUARD)
        term.keys("\r", 0.5)  # Ann's Enter: no prompt of Cy's is left to take it
        term.keys("d", 0)  # and Ann's own key draws for Ann
        assert wait_moves(save, term, before + 3)[-1] == "draw"
        assert term.alive()
    finally:
        term.kill()
