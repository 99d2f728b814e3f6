"""The undo policy (README, "Undo"): a move comes back only when what it showed would have been
the same in every deal the mover held possible, and only until the next person decides (in
Mod Ten, until the hand is handed off). A computer's choice never comes back; a computer move
that had no alternative comes back with the move before it. The random check of the rule is
`test_undo_information.py`; these are the cases a player meets, decided by hand."""

from __future__ import annotations

from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.undo import plan, take_back


def cards(codes: str) -> list[str]:
    return codes.split()


# Three players, single deck (M2: no 5s, no A♠ or 9♠). Cy deals, so Ann leads. Bob has no ♣.
ANN = cards("AC 3C 6C AH 2H 3H 4H 6H 2D 3D")
BOB = cards("7H 8H 9H 4D 6D 7D 8D 9D 2S 3S")
CY = cards("2C 4C 7C 8C 9C AD 4S 6S 7S 8S")


def three(hands: list[list[str]], seats: str = "Ann,Bob,Cy") -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list(seats), "seed": 1})
    s = ModTenSession(setup, stacks=[stack_deck(hands, 2)], first_dealer=2)
    s.reveal()  # Ann is at the screen
    return s


def test_a_lead_that_shows_whether_the_next_player_holds_the_suit_stays() -> None:
    """Issue 10: the skip ("Bob skipped: no ♣") and the hand-off ("Pass to Bob") both told
    Ann something about Bob's hand, and `u` let her lead again knowing it."""
    s = three([ANN, BOB, CY])
    assert plan(s).reason == "nothing played yet in this hand"
    s.play("AC")
    assert s.recent == ["Ann led A♣", "Bob skipped: no ♣"]
    assert plan(s).reason == "it showed whether Bob holds ♣"
    # Bob holding clubs instead: the hand-off to Bob says as much, so it stays too.
    bob, cy = BOB[:4] + CY[:5] + ["3S"], BOB[4:9] + CY[5:]
    s = three([ANN, bob, cy])
    s.play("AC")
    assert s.recent == ["Ann led A♣"] and s.pending_viewer() == 1
    assert plan(s).reason == "it showed whether Bob holds ♣"


def test_a_public_void_and_counting_make_a_play_come_back() -> None:
    s = three([ANN, BOB, CY])
    s.play("AC")  # Bob skips: from now on everyone knows he has no clubs
    s.reveal()  # Cy
    s.play("2C")  # every unseen club of Cy's view is Ann's: Ann must hold one
    assert plan(s).count == 1
    s.reveal()  # Ann
    s.play("3C")  # Bob is void, so every unseen club is Cy's: Bob skipped, Cy to play
    assert s.recent == ["Ann played 3♣", "Bob skipped: no ♣"]
    assert plan(s).count == 1
    back = take_back(s)
    assert back.hand.moves == ["AC", "2C"] and back.viewer == 0 and back.current == 0
    s.reveal()  # Cy has her hand now: Ann's play stays
    assert plan(s).reason == "Ann's hand has been passed on"
    s.play("4C")  # 1+2+3+4 = 10: Cy captures and leads again, whatever anyone holds
    assert plan(s).count == 1


def test_with_two_players_every_card_is_known_so_a_skip_reveals_nothing() -> None:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob"), "seed": 45})
    s = ModTenSession(setup, first_dealer=1)
    s.reveal()
    ann, bob = s.hand.hands
    void = next(c for c in ann if not any(b[1] == c[1] for b in bob))
    s.play(void)  # the whole deck is dealt: Ann could tell Bob had none of it
    assert s.recent[1] == "Bob skipped: no " + s.recent[0][-1]
    assert plan(s).count == 1


# Two players, Ann against a computer: Ann holds every ♦ but the 3, the computer every ♥ but
# the A and every ♣.
ANN2 = cards("AD 2D 4D 6D 7D 8D 9D AS 2S 3S 4S 6S 7S 8S 9S AH")
BOT2 = cards("3D 2H 3H 4H 6H 7H 8H 9H AC 2C 3C 4C 6C 7C 8C 9C")


class FirstLegal:
    """A computer that always plays its first legal card: these tests are about undo, so the
    computer's choices must not change when a level's play is improved."""

    name = "first legal"

    def choose(self, view: object, legal: list[str]) -> str:
        return legal[0]


def against_a_computer() -> ModTenSession:
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,bot:easy"), "seed": 1})
    s = ModTenSession(
        setup,
        stacks=[stack_deck([ANN2, BOT2], 1)],
        first_dealer=1,
        bot_factory=lambda game, level, seed, budget: FirstLegal(),
    )
    s.reveal()
    return s


def test_a_computer_with_one_card_to_play_comes_back_with_the_play() -> None:
    s = against_a_computer()
    s.play("2D")
    assert plan(s).reason == "a computer is playing"
    s.play_bots()  # its only diamond, the 3: forced, so no choice of its is undone
    assert s.hand.moves == ["2D", "3D"] and s.current == 0
    assert plan(s).count == 2
    back = take_back(s)
    assert back.hand.moves == [] and back.current == 0 and back.viewer == 0
    assert back.seats[1].bot is s.seats[1].bot  # the same computer player, not a new one


def test_a_computer_that_chose_keeps_its_move() -> None:
    s = against_a_computer()
    s.play("AH")  # the computer has seven hearts to choose from
    s.play_bots()
    assert plan(s).reason == "Bot 2 (computer) has played since; its moves stay"


def ten(cards: list[str], seats: str = "Ann,Bob") -> TenSession:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats)})
    return TenSession(setup, cards=cards, first_player=0)


def test_ten_a_choice_comes_back_until_a_card_is_drawn_or_someone_decides() -> None:
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


def test_ten_a_computer_that_cannot_outbid_passes_and_that_comes_back_with_the_bid() -> None:
    s = ten(["R3", "W5", "B1", "G1"], seats="Ann,bot:easy")
    s.play("draw")
    s.play("take currency")  # no currency: Ann keeps her 5 tokens
    s.play_bots()  # the computer's turn begins with a draw, its only move: W5, an auction
    assert s.phase == "auction" and s.current == 0
    assert plan(s).reason == "a card has been turned over since"
    s.play("bid 5")
    s.play_bots()  # 5 tokens cannot outbid 5: the computer's only move is to pass
    assert s.game.moves[-2:] == ["bid 5", "pass"] and s.phase == "pay" and s.current == 0
    assert plan(s).count == 2
    back = take_back(s)
    assert back.game.moves == ["draw", "take currency", "draw"] and back.current == 0


def test_ten_a_draw_comes_back_when_counting_tells_the_card() -> None:
    s = ten(["R3", "R2", "G1", "G1"])
    s.play("draw")  # R2, G1, G1 are left: the next card could be either
    assert plan(s).reason == "a card has been turned over since"
    s.play("take numbers")
    s.play("no buy")
    s.play("draw")
    s.play("take numbers")
    s.play("no buy")
    s.play("draw")  # only G1s were left: everyone knew this card
    assert plan(s).count == 1


def test_ten_a_computer_turn_that_draws_keeps_the_move_before_it() -> None:
    s = ten(["R3", "R2", "G1", "B4"], seats="Ann,bot:easy")
    s.play("draw")
    s.play("take currency")
    assert plan(s).reason == "a computer is moving"
    s.play_bots()  # its turn begins with a draw, its only move, but the card was unknown
    assert plan(s).reason == "a card has been turned over since"
