"""The TEN session without any UI: the flow, the words, the prompts' models, the outcome."""

from __future__ import annotations

import pytest

from modten_tui.games.ten.session.session import PaymentDraft, TenSession
from modten_tui.rules.protocol import IllegalMove
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.session import SeatError


def ten(
    seats: str, cards: list[str] | None = None, first: int = 0, **options: object
) -> TenSession:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), **options})
    return TenSession(setup, cards=cards, first_player=first)


def choices(session: TenSession) -> dict[str, str]:
    return {c.label: c.consequence for c in session.choices()}


def test_the_choices_spell_out_their_consequences() -> None:
    s = ten("Ann,Bob,Cy", ["R3", "$4", "B5", "G1", "G2"])
    assert [c.key for c in s.choices()] == ["d"]  # T7: no stopping on an empty tableau
    s.play("draw")
    s.play("draw")
    s.play("draw")
    said = choices(s)
    assert said["Take numbers"] == "you get R3 B5 and may buy; each other player gains 4"
    assert said["Take currency"] == "+4 for you (9/10), R3 B5 go to the market"
    # running total 4 with G1 and G2 left: the next draw cannot bust
    assert said["Draw"] == "reveal the next card; 0% bust chance (0 of 2 unseen)"


def test_the_bust_chance_counts_the_unseen_cards() -> None:
    s = ten("Ann,Bob", ["R9", "R1", "R2", "B5", "$1"])
    s.play("draw")  # 9: an R2 or B5 busts, R1 and $1 do not
    assert "50% bust chance (2 of 4 unseen)" in choices(s)["Draw"]


def test_take_currency_is_capped_at_ten() -> None:
    s = ten("Ann,Bob", ["$3", "R1", "$4", "G5", "G6"])
    s.play("draw")
    s.play("draw")
    lines = s.play("take numbers")
    assert "  Bob +3 tokens (8/10)" in lines
    s.play("no buy")
    s.play("draw")
    assert choices(s)["Take currency"] == "+4, you keep 2 (10/10, the rest is lost)"
    lines = s.play("take currency")
    assert lines == [
        "Bob takes $4",
        "  Bob +2 tokens (10/10; 2 more over the cap lost)",
        "— Ann's turn —",
    ]
    assert s.game.tokens == [5, 10]


def test_number_and_currency_busts_in_words() -> None:
    s = ten("Ann,Bob", ["$2", "R5", "R8", "$5", "$4", "$2", "G1", "G2"])
    s.play("draw")
    s.play("draw")
    lines = s.play("draw")
    assert lines[:4] == [
        "Ann drew R8 → 11/10",
        "Ann BUSTS (11/10)",
        "  R5 R8 to the market",
        "  Ann +1 bust token",
    ]
    assert "  Bob +2 tokens (7/10)" in lines
    assert s.seats[0].last == "bust (number)"
    s.play("draw")
    s.play("draw")
    lines = s.play("draw")
    assert lines[:3] == [
        "Bob drew $2 → -11/10, $11/10",
        "Bob BUSTS ($ 11/10)",
        "  Bob +1 bust token",
    ]
    assert not any("tokens (" in line for line in lines)  # T9: nobody gains on a currency bust
    assert s.game.market == ["R5", "R8"] and s.game.bust_tokens == [1, 1]


def test_an_auction_is_told_in_order_and_remembered() -> None:
    s = ten("Ann,Bob,Cy", ["R3", "W#", "B4", "B5"])
    s.play("draw")
    s.play("draw")
    story = s.auction
    assert story is not None and story.order == (1, 2, 0) and not story.done
    s.play("bid 2")
    s.play("bid 3")
    assert s.person_changes  # Ann has not acted since Cy did
    lines = s.play("pass")
    assert lines == ["  Ann passes", "Cy wins W# for 3"]
    assert story.said == [(1, 2), (2, 3), (0, None)] and story.winner == 2
    assert story.result == "Cy wins W# for 3"
    draft = s.payment()
    assert (draft.price, draft.item, draft.move, draft.legal) == (3, "W#", "pay 3t", True)
    assert s.play(draft.move) == ["  Cy pays 3 tokens"]
    assert s.current == 0 and s.phase == "draw"


def test_a_bidder_who_cannot_outbid_passes_by_force() -> None:
    s = ten("Ann,Bob", ["R3", "G#", "B4"])
    s.play("draw")
    s.play("draw")
    s.play("bid 5")  # Bob bids all he has; Ann can pay 5 + 0 cards: 5 too, so she can't top 5
    assert s.forced_move() == "pass"
    s.play("pass")
    assert s.auction is not None and s.auction.could_not == {0}


def test_when_all_pass_the_wild_is_discarded_or_given() -> None:
    s = ten("Ann,Bob", ["G2", "B#", "G3"])
    s.play("draw")
    s.play("draw")
    s.play("pass")
    assert s.play("pass") == ["  Ann passes", "All passed: B# discarded"]
    assert s.auction is not None and s.auction.result == "Everyone passed: B# is discarded"
    given = ten("Ann,Bob", ["G2", "B#", "G3"], all_pass="active_player")
    for move in ("draw", "draw", "pass", "pass"):
        given.play(move)
    assert given.auction is not None
    assert given.auction.result == "Everyone passed: Ann gets B# for nothing"
    assert given.game.collections[0] == ["B#"]


def test_bust_token_cap_option_reaches_the_engine() -> None:
    s = ten("Ann,Bob", ["R9", "R9", "R9", "R9", "G1"], bust_token_cap=0)
    s.play("draw")
    lines = s.play("draw")
    assert "  Ann: bust token lost (cap)" in lines and s.game.bust_tokens == [0, 0]


def test_buying_with_cards_in_one_step() -> None:
    # Ann: R1 R2 G6 in her collection, 2 tokens; R3 in the market.
    s = ten("Ann,Bob", ["R1", "R2", "G6", "R3", "R4", "R5", "B1", "B2"])
    for move in ("draw", "draw", "draw", "take numbers", "no buy"):
        s.play(move)
    for move in ("draw", "draw", "draw"):
        s.play(move)  # Bob: R3 R4 R5 → 12: bust, all three to the market
    assert sorted(s.game.market) == ["R3", "R4", "R5"]
    s.play("draw")
    s.play("take numbers")  # Ann takes B1; others gain 0
    options = {o.code: o for o in s.buy_options()}
    assert options["R3"].buyable and options["R3"].gain == 1  # R1 R2 R3
    assert options["R5"].price == 5
    draft = s.buy_payment("R3")
    assert isinstance(draft, PaymentDraft) and draft.move == "pay 3t"
    draft.adjust("tokens", -1)
    assert not draft.legal and draft.problem == "short by 1"
    draft.toggle(draft.cards.index("G6"))
    assert (
        draft.legal and draft.move == "pay 2t G6" and draft.score_after(s.game.collections[0]) == 4
    )
    lines = s.buy("R3", draft.move)
    assert lines[:2] == ["Ann buys R3", "  Ann pays 2 tokens, G6"]
    assert sorted(s.game.collections[0]) == ["B1", "R1", "R2", "R3"]
    assert s.game.tokens[0] == 3
    with pytest.raises(IllegalMove):
        s.buy("R4", "pay 9t")  # not a buy phase any more: nothing changes
    assert s.game.market == ["R4", "R5"]


def test_a_tie_on_points_is_broken_by_tokens() -> None:
    # Ann takes R1 and Bob gains 2; then Bob takes G1. One point each; Bob has more tokens.
    s = ten("Ann,Bob", ["$2", "R1", "G1"])
    for move in ("draw", "draw", "take numbers", "no buy", "draw", "take numbers"):
        s.play(move)
    s.play_bots()
    while not s.is_over:
        s.play(s.legal_moves()[0])
    out = s.outcome()
    assert out.winners == [1] and out.headline == "Bob wins!"
    assert [p.name for p in out.players] == ["Bob", "Ann"]
    assert out.tie_break == (
        "Ann and Bob tie on 1 point; Bob has the most currency tokens "
        "(7 to 5; bust tokens don't count)."
    )


def test_computers_play_a_whole_game_through_the_session() -> None:
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("bot:random,bot:random,bot:random"), "seed": 3}
    )
    s = setup.spec.table.new_session(setup)
    assert isinstance(s, TenSession)
    turn = s.bot_turn()
    assert turn is not None and "unseen" in turn.view.model_dump()
    s.play_bots()
    assert s.is_over and s.match_over
    assert s.log[-1].startswith("Game over: ")
    assert s.outcome().winners == s.game.winners


def test_a_failing_computer_names_its_seat() -> None:
    def broken(game: str, level: str, seed: int | None, budget: float) -> object:
        raise ImportError("not today")

    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,bot:hard")})
    with pytest.raises(SeatError) as info:
        TenSession(setup, bot_factory=broken)  # type: ignore[arg-type]
    assert info.value.seat == 1 and "not today" in info.value.message


def test_taking_numbers_warns_when_the_cap_eats_the_others_gain() -> None:
    s = ten("Ann,Bob", ["$3", "R1", "$3", "$3", "G5", "B1"])
    for move in ("draw", "draw", "take numbers", "no buy", "draw", "take currency"):
        s.play(move)  # Bob: 5 + 3, then + 3 capped at 10
    s.play("draw")
    s.play("draw")
    assert choices(s)["Take numbers"] == (
        "you get G5 and may buy; each other player gains 3 (Bob only 0: cap 10)"
    )


def test_wording_for_an_8_after_the_last_card_and_at_the_bust_token_cap() -> None:
    from modten_tui.games.ten.rules import game as ten
    from modten_tui.games.ten.session.texts import bust_warning
    from modten_tui.games.ten.widgets.style import describe_wild

    assert describe_wild("W8") == "number wild: an 8 of any colour"
    assert describe_wild("W5") == "number wild: a 5 of any colour"
    last = ten.new_game(2, first_player=0, cards=["R1"])
    last.apply("draw")  # the pile's last card: drawing is over
    assert bust_warning(last) == "the pile is empty: stop and take a reward"
    capped = ten.new_game(2, first_player=0, cards=["R1", "R2", "R3"], bust_token_cap=0)
    assert bust_warning(capped) == "draw a card"
    capped.apply("draw")
    assert bust_warning(capped) == (
        "a bust sends R1 to the market and gives no bust token (you hold the limit of 0)"
    )
