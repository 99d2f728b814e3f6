"""The undo policy (README, "Undo"): a person's move comes back only while it has shown
nothing new to anyone; a computer's move never comes back on its own."""

from __future__ import annotations

from modten_tui.session import Session
from modten_tui.setup_models import GameSetup, parse_seat_list
from modten_tui.ten_session import TenSession
from modten_tui.undo import plan, take_back


def modten(seats: str) -> Session:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 1})
    return Session(setup, first_dealer=2)  # Ann leads


def test_mod_ten_a_play_comes_back_until_the_hand_off() -> None:
    s = modten("Ann,Bob,bot:easy")
    assert plan(s).reason == "nothing played yet in this hand"
    s.reveal()  # Ann is at the screen
    s.play(s.legal_moves()[0])  # a lead never captures: Bob is next
    assert s.needs_handoff and plan(s).allowed
    back = take_back(s)
    assert back.hand.moves == [] and back.viewer == 0 and back.current == 0
    assert back.seats[2].bot is s.seats[2].bot  # the same computer player, not a new one
    s.reveal()  # Bob has the screen now: Ann's play stays
    assert plan(s).reason == "Ann's hand has been passed on"
    s.play(s.legal_moves()[0])
    assert plan(s).reason == "a computer is playing"
    s.play_bots()
    assert plan(s).reason == "Bot 3 (computer) played last; its moves stay"


def ten(cards: list[str]) -> TenSession:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    return TenSession(setup, cards=cards, first_player=0)


def test_ten_a_choice_comes_back_until_a_card_is_drawn_or_someone_acts() -> None:
    s = ten(["R3", "$4", "B5", "G1", "G2", "B1", "B2", "B3", "R1"])
    s.play("draw")
    assert plan(s).reason == "a card has been turned over since"
    s.play("draw")
    s.play("take numbers")
    assert plan(s).count == 1  # back to Ann's draw, the cards unseen stay unseen
    s.play("no buy")  # forced (nothing to buy): it goes with the choice before it
    assert plan(s).count == 2
    back = take_back(s)
    assert isinstance(back, TenSession)
    assert back.game.moves == ["draw", "draw"] and back.phase == "draw" and back.current == 0
    s.play("draw")
    assert plan(s).reason == "a card has been turned over since"
