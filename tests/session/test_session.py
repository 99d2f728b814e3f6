"""The hot-seat session without any UI: hand-offs, computers, matches, the log."""

from __future__ import annotations

import pytest

from modten_tui.bots import RandomBot
from modten_tui.games.modten.rules.cards import deck_cards
from modten_tui.games.modten.session.session import ModTenSession, describe_modten, stack_deck
from modten_tui.rules.protocol import Event
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.session import SeatError

SPADES_HEARTS = ["AS", "2S", "3S", "4S", "6S", "7S", "8S", "9S"] + [
    "AH",
    "2H",
    "3H",
    "4H",
    "6H",
    "7H",
    "8H",
    "9H",
]
DIAMONDS_CLUBS = ["AD", "2D", "3D", "4D", "6D", "7D", "8D", "9D"] + [
    "AC",
    "2C",
    "3C",
    "4C",
    "6C",
    "7C",
    "8C",
    "9C",
]


def make(seats: str, **options: object) -> GameSetup:
    return GameSetup.model_validate({"seats": parse_seat_list(seats), **options})


def play_out(session: ModTenSession) -> None:
    """Humans play their first legal card; computers move; hand-offs are acknowledged."""
    while not session.hand_over:
        if session.needs_handoff:
            session.reveal()
        if session.is_bot_turn:
            session.play_bots()
        else:
            session.play(session.legal_moves()[0])


def test_two_humans_hand_off_only_when_the_person_changes() -> None:
    # Ann (seat 0) holds spades and hearts, Bob diamonds and clubs: Bob is void in Ann's suits.
    stack = stack_deck([SPADES_HEARTS, DIAMONDS_CLUBS], dealer=1)
    session = ModTenSession(make("Ann,Bob", seed=1), stacks=[stack], first_dealer=1)
    assert session.current == 0
    assert session.needs_handoff and session.pending_viewer() == 0
    assert session.visible_hand(0) is None  # nothing shown before the hand-off
    assert session.reveal() == 0
    assert session.visible_hand(0) == SPADES_HEARTS
    assert session.visible_hand(1) is None
    lines = session.play("AS")
    assert lines == ["Ann led A♠", "Bob skipped: no ♠"]
    assert session.seats[1].last == "skipped: no ♠"
    assert not session.needs_handoff  # Ann again: no hand-off
    session.play("9S")
    assert session.recent == ["Ann played 9♠", "Ann took 10 (2 cards: A♠ 9♠), leads again"]
    assert session.current == 0 and not session.needs_handoff


def test_hand_off_appears_when_the_next_human_differs() -> None:
    session = ModTenSession(make("Ann,Bob,Cy", seed=3))
    seen = []
    while not session.hand_over:
        if session.needs_handoff:
            seen.append(session.pending_viewer())
            session.reveal()
        assert session.current == session.viewer  # only the viewer ever acts
        session.play(session.legal_moves()[0])
    assert seen and all(a != b for a, b in zip(seen, seen[1:], strict=False))


def test_open_hands_never_hand_off() -> None:
    session = ModTenSession(make("Ann,Bob", open_hands=True, seed=5))
    assert session.visible_hand(0) and session.visible_hand(1)
    while not session.hand_over:
        assert not session.needs_handoff
        session.play(session.legal_moves()[0])


def test_one_human_sees_their_hand_while_computers_lead() -> None:
    session = ModTenSession(make("Ann,bot:random,bot:random", length="hands", hands=2, seed=11))
    # The only person is the viewer from the start: nobody to hide a hand from.
    assert not session.needs_handoff and session.viewer == session.pending_viewer() == 0
    handoffs = 0
    for _ in range(2):
        while not session.hand_over:
            handoffs += session.needs_handoff
            if session.is_bot_turn:
                session.play_bots()
            else:
                session.play(session.legal_moves()[-1])
        if not session.match_over:
            session.next_hand()
    assert handoffs == 0


def test_computers_only_play_a_whole_hand() -> None:
    session = ModTenSession(make("bot:random,bot:random,bot:random,bot:random", seed=2))
    assert session.pending_viewer() is None and not session.needs_handoff
    session.play_bots()
    assert session.hand_over
    out = session.outcome()
    assert out.scores[out.winner] == len(deck_cards(4)) // 4
    assert "wins the hand" in session.log[-1]


def test_bot_turn_gets_only_its_view() -> None:
    session = ModTenSession(make("bot:random,Bob", seed=4), first_dealer=1)
    turn = session.bot_turn()
    assert turn is not None and turn.seat == 0
    assert turn.view.model_dump()["hand"] == session.hand.hands[0]
    assert "hands" not in turn.view.model_dump()
    assert turn.choose() in turn.legal


def test_a_match_of_two_stacked_hands() -> None:
    first = stack_deck([SPADES_HEARTS, DIAMONDS_CLUBS], dealer=1)
    second = stack_deck([DIAMONDS_CLUBS, SPADES_HEARTS], dealer=1)
    session = ModTenSession(
        make("Ann,Bob", length="hands", hands=2), stacks=[first, second], first_dealer=1
    )
    play_out(session)
    out = session.outcome()
    assert out.winner == 0 and out.scores == [16, 0] and not out.match_over
    assert out.next_dealer == 1  # M13: right of the winner deals, so the winner leads
    session.next_hand()
    assert session.hand.dealer == 1 and session.current == 0
    assert session.seats[1].last == ""
    assert session.log[-1] == "Hand 2: Bob deals, Ann leads"
    play_out(session)
    out = session.outcome()
    assert out.match_over and out.totals == [32, 0] and out.match_winner == 0


def test_a_failing_computer_player_names_its_seat() -> None:
    def broken(game: str, level: str, seed: int | None, budget: float) -> RandomBot:
        raise ImportError("no such level yet")

    with pytest.raises(SeatError) as info:
        ModTenSession(make("Ann,bot:hard"), bot_factory=broken)
    assert info.value.seat == 1 and "no such level yet" in info.value.message


def test_log_keeps_every_line_of_a_hand() -> None:
    session = ModTenSession(make("Ann,Bob", seed=9))
    play_out(session)
    assert session.log[0].startswith("Hand 1:")
    assert sum("wins the hand" in line for line in session.log) == 1


def test_a_winning_capture_does_not_say_leads_again() -> None:
    events = [
        Event("played", 0, "9S"),
        Event("captured", 0, (("AS", "9S"), 10)),
        Event("won", 0, None),
    ]
    lines, _ = describe_modten(events, ["Ann", "Bob"], led=False)
    assert lines == [
        "Ann played 9♠",
        "Ann took 10 (2 cards: A♠ 9♠)",
        "Ann is out of cards and wins the hand",
    ]


def test_the_capture_hint_names_only_cards_of_the_led_suit() -> None:
    """M7: only the led suit is played on a table, so a 6 of another suit can never capture it."""
    ann = [
        "AS",
        "2S",
        "4S",
        "7S",
        "8S",
        "9S",
        "AH",
        "2H",
        "3H",
        "4H",
        "6H",
        "7H",
        "8H",
        "9H",
        "AD",
        "3D",
    ]
    bob = [
        "3S",
        "6S",
        "2D",
        "4D",
        "6D",
        "7D",
        "8D",
        "9D",
        "AC",
        "2C",
        "3C",
        "4C",
        "6C",
        "7C",
        "8C",
        "9C",
    ]
    session = ModTenSession(
        make("Ann,Bob", seed=1), stacks=[stack_deck([ann, bob], dealer=1)], first_dealer=1
    )
    session.reveal()
    session.play("4S")  # sum 4: a 6 captures; Ann has not seen 6♠, 6♦ or 6♣
    assert session.capturers() == ("6S",)


def test_a_tied_match_plays_a_tie_break_hand_m13() -> None:
    """M13: level totals after the set hands play one more; the results say why, and the
    next hand is named a tie-break (the screens' whole-match test is in the slow set)."""
    from modten_tui.games.modten.screens.results import modten_results

    low = [r + s for s in "SHDC" for r in "A234"]
    high = [r + s for s in "SHDC" for r in "6789"]
    # The second hand mirrors the first, so the match ends level: 16 + 15 each.
    stacks = [stack_deck([low, high], dealer=1), stack_deck([high, low], dealer=0)]
    session = ModTenSession(make("Ann,Bob", length="hands", hands=2), stacks=stacks, first_dealer=1)
    play_out(session)
    session.next_hand()
    play_out(session)
    out = session.outcome()
    assert out.totals == [31, 31] and not out.match_over
    assert "Ann and Bob are tied at 31: a tie plays one more hand." in str(
        modten_results(session).notes
    )
    session.next_hand()
    play_out(session)
    assert session.outcome().match_over and len(session.outcome().hand_scores) == 3
