"""Learn to play Mod Ten: one stacked hand for three, ten moves for the learner (issue 13).

The rules come in this order (docs/rules.md): follow suit and the skip (M7), the capture at a
multiple of ten (M8), leading again (M6, M8), and going out to win (M9). You are seat 0 and
deal, so Bob leads; Bob and Cy are computers playing the script.

    trick 1 (♥)  Bob 6♥, Cy 2♥, you 4♥ · Bob skipped · Cy 3♥, you 7♥ · both skipped ·
                 you 8♥ take 30
    trick 2 (♠)  you lead 2♠, Bob 8♠ takes 10 and leads
    trick 3 (♦)  Bob 4♦, Cy 2♦, you 8♦, Bob 9♦, Cy A♦, you 6♦ take 30
    trick 4 (♣)  you lead 3♣, Bob 4♣, Cy 6♣, you 7♣ take 20
    trick 5 (♥)  you lead 9♥ · both skipped · you A♥, your last card: you win
"""

from __future__ import annotations

from collections.abc import Callable

from modten_tui.games.modten.rules.cards import SUIT_NAME, SUIT_OF, SUIT_SYMBOL, VALUE, format_card
from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView, deal
from modten_tui.games.modten.rules.rule_names import RULE_NAMES
from modten_tui.table.lesson import Lesson, Step

YOU, BOB, CY = 0, 1, 2
NAMES = ("You", "Bob", "Cy")
DEALER = YOU  # M6: the player to the dealer's left (Bob) leads

HANDS = (
    ["AH", "4H", "7H", "8H", "9H", "2S", "6D", "8D", "3C", "7C"],
    ["6H", "3S", "8S", "3D", "4D", "9D", "AC", "2C", "4C", "8C"],
    ["2H", "3H", "4S", "6S", "7S", "AD", "2D", "7D", "6C", "9C"],
)


def stacked_cards() -> list[str]:
    """The deal order giving each seat its hand (M5: one at a time from the dealer's left)."""
    n = len(HANDS)
    return [HANDS[(DEALER + 1 + i) % n][i // n] for i in range(n * len(HANDS[0]))]


def start() -> ModTenHand:
    return deal(3, dealer=DEALER, cards=stacked_cards())


def _card(code: str) -> str:
    return format_card(code)


def _explainer(want: str, reason: str) -> Callable[[ModTenView, str], str]:
    """Why a card other than `want` is not the one to play, from the learner's view: the rule
    it breaks, or what it would do and why the lesson asks for `want` (`reason`)."""

    def explain(view: ModTenView, move: str) -> str:
        if move not in VALUE:
            return f"{move!r} is not a card. Pick one of yours, then Enter."
        if move not in view.hand:
            return f"{_card(move)} is not in your hand."
        led = view.led_suit
        suit = SUIT_OF[move]
        if led is not None and suit != led:
            return (
                f"{_card(move)} is a {SUIT_NAME[suit][:-1]}, but {SUIT_SYMBOL[led]} was led "
                f"and you hold {SUIT_NAME[led]}: while you have the led suit you must play "
                f"it (following suit). The dimmed cards cannot be played now."
            )
        total = view.table_sum + VALUE[move]
        if len(view.hand) == 1:
            does = f"{_card(move)} is your last card: it wins"
        elif total % 10 == 0:
            does = f"{_card(move)} would make {total} and take the table"
        elif led is None:
            does = f"Leading {_card(move)} is allowed (any card may lead)"
        else:
            does = f"{_card(move)} is allowed (it follows {SUIT_SYMBOL[led]}) and makes {total}"
        return f"{does}. This lesson asks for {_card(want)}: {reason}"

    return explain


def _you(
    move: str,
    say: str,
    reason: str,
    rules: tuple[str, ...],
    check: Callable[[ModTenHand], bool] | None = None,
) -> Step:
    return Step(YOU, move, say, rules, _explainer(move, reason), check)


def _skipped(seat: int, suit: str) -> Callable[[ModTenHand], bool]:
    return lambda hand: suit in hand.voids(seat)


def _took(seat: int, discards: int) -> Callable[[ModTenHand], bool]:
    """`seat` captured: the table is empty, `discards` cards are gone, `seat` leads (M8)."""
    return lambda hand: (
        not hand.table and hand.discard_count == discards and hand.current_player == seat
    )


def _total(value: int) -> Callable[[ModTenHand], bool]:
    return lambda hand: hand.table_sum == value


STEPS = (
    Step(BOB, "6H", check=_total(6)),
    Step(CY, "2H", check=_total(8)),
    _you(
        "4H",
        "Bob led 6♥, so hearts must be followed: you hold some, so you must play one. "
        "Bright cards with a key are the ones you may play. 4♥ is selected: press Enter.",
        "your other hearts each have a job later in this hand.",
        ("M7",),
        check=lambda h: _total(12)(h) and _skipped(BOB, "H")(h),
    ),
    Step(CY, "3H", check=_total(15)),
    _you(
        "7H",
        "Bob was skipped: he has no ♥. Without the led suit you miss your turn, and "
        "everyone learns you have none. Play 7♥ (table 22).",
        "it leaves 22, and your 8♥ can make 30 next.",
        ("M7",),
        check=lambda h: _total(22)(h) and _skipped(CY, "H")(h) and h.current_player == YOU,
    ),
    _you(
        "8H",
        "Nobody else has ♥, so it is you again. A card that brings the table to a multiple "
        "of ten takes it all. 22 + 8 = 30: play 8♥.",
        "it makes 30, which takes the table.",
        ("M8",),
        check=_took(YOU, 6),
    ),
    _you(
        "2S",
        "You took the table. Whoever takes it leads next, any card they like. Lead 2♠.",
        "it lets you see someone else take the table.",
        ("M8", "M6"),
        check=_total(2),
    ),
    Step(BOB, "8S", check=_took(BOB, 8)),
    Step(BOB, "4D", check=_total(4)),
    Step(CY, "2D", check=_total(6)),
    _you(
        "8D",
        "Bob made 2 + 8 = 10, took the table and led again: 4♦. Cy played 2♦. "
        "Follow ♦: play 8♦ (table 14).",
        "keep 6♦ for a capture later.",
        ("M8", "M7"),
        check=_total(14),
    ),
    Step(BOB, "9D", check=_total(23)),
    Step(CY, "AD", check=_total(24)),
    _you(
        "6D",
        "The table is at 24: 6 makes 30. Take it with 6♦.",
        "it makes 30 and takes the table.",
        ("M8",),
        check=_took(YOU, 14),
    ),
    _you(
        "3C",
        "Your lead again, with four cards left. Lead 3♣.",
        "after it, your 7♣ may take the table.",
        ("M6",),
        check=_total(3),
    ),
    Step(BOB, "4C", check=_total(7)),
    Step(CY, "6C", check=_total(13)),
    _you(
        "7C",
        "Bob and Cy followed ♣ to 13. 7♣ makes 20: take the table.",
        "it makes 20, so you lead again.",
        ("M8",),
        check=_took(YOU, 18),
    ),
    _you(
        "9H",
        "Two cards left, and nobody else has a heart (they were skipped). Lead 9♥: both "
        "are skipped and it comes back to you.",
        "with 9♥ on the table, your A♥ makes 10.",
        ("M7",),
        check=lambda h: _total(9)(h) and h.current_player == YOU,
    ),
    _you(
        "AH",
        "The first to play their last card wins the hand, whatever the table holds. Play "
        "A♥, your last card.",
        "it is your last card, and the last card wins.",
        ("M9",),
        check=lambda h: h.winner == YOU,
    ),
)

INTRO = (
    "Welcome to Mod Ten! Everyone holds 10 cards; the first to play their last card "
    "wins. You dealt, so Bob (on your left) leads. Bob and Cy are computers."
)
CLOSING = (
    "You won: the first to shed every card wins the hand, and scores the cards shed. "
    "That is all of Mod Ten: follow suit if you can, else you are skipped; "
    "make a multiple of ten to take the table and lead again; go out first.\n\n"
    "New game plays a real hand; ? shows the rules at any time."
)


def lesson() -> Lesson:
    return Lesson(
        title="Learn to play Mod Ten",
        seats=NAMES,
        learner=YOU,
        start=start,
        steps=STEPS,
        closing=CLOSING,
        intro=INTRO,
        rule_names=RULE_NAMES,
    )
