"""A second key read with the first never acts on a screen its presser has not seen (issue 32):
not only at a hand-off, but wherever a key changes what the same person sees next (a card
played, a capture and a lead again, a computer's answer, a card drawn, a hand's results). Only
a real terminal delivers two keys in one read: Pilot waits for each key to be handled."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from modten_tui.__main__ import build_parser, setup_from_args
from modten_tui.setup.models import GameSetup
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import to_save
from tests.pty_term import GUARD, Term, environment, moves, wait_moves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def press(term: Term, key: str, shows: str) -> None:
    """One key, then wait until the screen shows its result, and past the guard time."""
    mark = term.mark()
    term.keys(key, 0)
    term.wait_for(shows, since=mark)
    term.read(GUARD)


def burst(term: Term, keys: str) -> int:
    """Two keys in ONE write, as a double press reaches the app; the mark before them."""
    mark = term.mark()
    term.keys(keys, 1.5)
    return mark


# Seed 7, Ann, Bob and Cy: Cy leads 4♠, Ann plays 2♠, Bob 3♠; Ann and Bob hold no more ♠, so
# Cy plays on alone: 6♠ (15), 7♠ (22), 8♠ takes 30 and leads again.
TO_CYS_SECOND_TURN = [("Cy's hand", "4S"), ("Ann's hand", "2S"), ("Bob's hand", "3S")]


def test_mod_ten_a_second_enter_never_plays_again_unseen(tmp_path: Path) -> None:
    save = tmp_path / "modten-tui" / "games"
    term = Term(["--seats", "Ann,Bob,Cy", "--seed", "7", "--bot-delay", "0"], environment(tmp_path))
    try:
        term.wait_for("Pass to Cy")
        term.read(GUARD)
        for count, (hand, card) in enumerate(TO_CYS_SECOND_TURN, 1):
            press(term, "\r", hand)  # the hand-off: show the hand
            term.keys("\r", 0)  # play the selected card
            assert wait_moves(save, term, count)[-1] == card
            term.read(GUARD)
            press(term, "\r", "Pass to")  # hide it and pass on
        press(term, "\r", "Cy's hand")
        burst(term, "\r\r")  # Cy plays 6♠; the second Enter must not play 7♠ unseen
        assert moves(save) == ["4S", "2S", "3S", "6S"]
        term.keys("\r", 0)  # once she has seen the table, her Enter plays
        assert wait_moves(save, term, 5)[-1] == "7S"
        term.read(GUARD)
        mark = burst(term, "\r\r")  # 8♠ takes the table; no lead before Cy has seen it
        assert moves(save)[5:] == ["8S"]
        assert "lead any card" in term.text(mark)
    finally:
        term.kill()


def test_mod_ten_no_card_goes_down_before_a_fast_computers_lead_is_seen(tmp_path: Path) -> None:
    save = tmp_path / "modten-tui" / "games"
    term = Term(["--seats", "Ann,bot:normal", "--no-advice", "--seed", "5"], environment(tmp_path))
    try:
        term.wait_for("Ann's hand")  # one person at the table: no hand-off
        term.read(GUARD)
        press(term, "f", "Fast computers: on")
        # Ann leads 4♠; the computer takes it with 6♠ and leads 9♥ at once. Keys written
        # together would both reach the app while the computer thinks: the second Enter comes
        # just after its lead is in, before Ann can have seen it, and plays nothing.
        mark = term.mark()
        term.keys("\r", 0)
        assert wait_moves(save, term, 3) == ["4S", "6S", "9H"]
        term.keys("\r", 1.0)
        assert moves(save) == ["4S", "6S", "9H"]
        assert "Ann, your turn: follow ♥" in term.text(mark)
    finally:
        term.kill()


def test_ten_a_second_d_never_draws_unseen(tmp_path: Path) -> None:
    save = tmp_path / "modten-tui" / "games"
    term = Term(
        ["--game", "ten", "--seats", "Ann,Bob,Cy", "--seed", "11", "--bot-delay", "0"],
        environment(tmp_path),
    )
    try:
        term.wait_for("CY'S TURN")
        term.read(GUARD)
        term.keys("d", 0)
        assert wait_moves(save, term, 1) == ["draw"]
        term.read(GUARD)
        term.keys("n", 0)  # Cy takes the numbers and can buy nothing
        assert wait_moves(save, term, 3)[1:] == ["take numbers", "no buy"]
        term.wait_for("ANN'S TURN")
        term.read(GUARD)
        burst(term, "dd")  # Ann draws one card, and sees it before drawing another
        assert moves(save)[3:] == ["draw"]
        term.keys("d", 0)  # her second draw, once she has seen the first
        assert wait_moves(save, term, 5)[3:] == ["draw", "draw"]
    finally:
        term.kill()


def last_card_of_hand_one(home: Path) -> None:
    """Save a match of two hands (Ann, Bob, seed 1) one move before hand 1 ends: the player
    to move holds one card."""
    args = build_parser().parse_args(["--seats", "Ann,Bob", "--hands", "2", "--seed", "1"])
    setup = setup_from_args(args)
    assert isinstance(setup, GameSetup)
    played = setup.spec.table.new_session(setup)
    while not played.hand_over:
        played.play(played.legal_moves()[0])
    session = setup.spec.table.new_session(setup)
    for move in to_save(played).records[0].moves[:-1]:
        session.play(move)
    assert not session.hand_over
    store = SaveStore(home / "modten-tui")
    store.save_game(store.new_game_id(), to_save(session))


def test_a_match_hands_results_are_never_skipped_unseen(tmp_path: Path) -> None:
    last_card_of_hand_one(tmp_path)
    term = Term(["--resume"], environment(tmp_path))
    try:
        term.wait_for("Pass to")
        term.read(GUARD)
        press(term, "\r", "hand")
        mark = burst(term, "\r\r")  # the last card ends hand 1; its results stay up
        shown = term.text(mark)
        assert "Next hand" in shown
        assert "Pass to" not in shown
        press(term, "\r", "Pass to")  # Enter, once they have been seen, goes on
    finally:
        term.kill()
