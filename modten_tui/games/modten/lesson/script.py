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
from dataclasses import replace

from modten_tui.games.modten.rules.cards import SUIT_OF, SUIT_SYMBOL, VALUE, format_card
from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView, deal
from modten_tui.games.modten.rules.rule_names import RULE_NAMES
from modten_tui.i18n import N_, _
from modten_tui.table.lesson import Lesson, Step

YOU, BOB, CY = 0, 1, 2
# translators: the learner's seat name in the lesson (log lines speak to "You")
NAMES = (N_("You"), "Bob", "Cy")
# translators: "7♠ is a spade, but ♥ was led": one card of the suit
ONE_OF = {"S": N_("spade"), "H": N_("heart"), "D": N_("diamond"), "C": N_("club")}
# translators: "...and you hold hearts": some cards of the suit
SOME_OF = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
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
            return _("{code} is not a card. Pick one of yours, then Enter.").format(code=repr(move))
        if move not in view.hand:
            return _("{card} is not in your hand.").format(card=_card(move))
        led = view.led_suit
        suit = SUIT_OF[move]
        if led is not None and suit != led:
            return _(
                "{card} is a {one}, but {led} was led and you hold {some}: while you have the "
                "led suit you must play it (following suit). The dimmed cards cannot be "
                "played now."
            ).format(
                card=_card(move), one=_(ONE_OF[suit]), led=SUIT_SYMBOL[led], some=_(SOME_OF[led])
            )
        total = view.table_sum + VALUE[move]
        card = _card(move)
        if len(view.hand) == 1:
            does = _("{card} is your last card: it wins").format(card=card)
        elif total % 10 == 0:
            does = _("{card} would make {total} and take the table").format(card=card, total=total)
        elif led is None:
            does = _("Leading {card} is allowed (any card may lead)").format(card=card)
        else:
            does = _("{card} is allowed (it follows {suit}) and makes {total}").format(
                card=card, suit=SUIT_SYMBOL[led], total=total
            )
        asks = _("{does}. This lesson asks for {card}: {reason}")
        return asks.format(does=does, card=_card(want), reason=_(reason))

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


# The script's words are marked here and translated when the lesson starts (`lesson()`) or
# a card is explained (`_explainer`): the language is chosen after import.
STEPS = (
    Step(BOB, "6H", check=_total(6)),
    Step(CY, "2H", check=_total(8)),
    _you(
        "4H",
        N_(
            "Bob led 6♥, so hearts must be followed: you hold some, so you must play one. "
            "Bright cards with a key are the ones you may play. 4♥ is selected: press Enter.",
        ),
        N_("your other hearts each have a job later in this hand."),
        ("M7",),
        check=lambda h: _total(12)(h) and _skipped(BOB, "H")(h),
    ),
    Step(CY, "3H", check=_total(15)),
    _you(
        "7H",
        N_(
            "Bob was skipped: he has no ♥. Without the led suit you miss your turn, and "
            "everyone learns you have none. Play 7♥ (table 22).",
        ),
        N_("it leaves 22, and your 8♥ can make 30 next."),
        ("M7",),
        check=lambda h: _total(22)(h) and _skipped(CY, "H")(h) and h.current_player == YOU,
    ),
    _you(
        "8H",
        N_(
            "Nobody else has ♥, so it is you again. A card that brings the table to a multiple "
            "of ten takes it all. 22 + 8 = 30: play 8♥.",
        ),
        N_("it makes 30, which takes the table."),
        ("M8",),
        check=_took(YOU, 6),
    ),
    _you(
        "2S",
        N_("You took the table. Whoever takes it leads next, any card they like. Lead 2♠."),
        N_("it lets you see someone else take the table."),
        ("M8", "M6"),
        check=_total(2),
    ),
    Step(BOB, "8S", check=_took(BOB, 8)),
    Step(BOB, "4D", check=_total(4)),
    Step(CY, "2D", check=_total(6)),
    _you(
        "8D",
        N_(
            "Bob made 2 + 8 = 10, took the table and led again: 4♦. Cy played 2♦. "
            "Follow ♦: play 8♦ (table 14).",
        ),
        N_("keep 6♦ for a capture later."),
        ("M8", "M7"),
        check=_total(14),
    ),
    Step(BOB, "9D", check=_total(23)),
    Step(CY, "AD", check=_total(24)),
    _you(
        "6D",
        N_("The table is at 24: 6 makes 30. Take it with 6♦."),
        N_("it makes 30 and takes the table."),
        ("M8",),
        check=_took(YOU, 14),
    ),
    _you(
        "3C",
        N_("Your lead again, with four cards left. Lead 3♣."),
        N_("after it, your 7♣ may take the table."),
        ("M6",),
        check=_total(3),
    ),
    Step(BOB, "4C", check=_total(7)),
    Step(CY, "6C", check=_total(13)),
    _you(
        "7C",
        N_("Bob and Cy followed ♣ to 13. 7♣ makes 20: take the table."),
        N_("it makes 20, so you lead again."),
        ("M8",),
        check=_took(YOU, 18),
    ),
    _you(
        "9H",
        N_(
            "Two cards left, and nobody else has a heart (they were skipped). Lead 9♥: both "
            "are skipped and it comes back to you.",
        ),
        N_("with 9♥ on the table, your A♥ makes 10."),
        ("M7",),
        check=lambda h: _total(9)(h) and h.current_player == YOU,
    ),
    _you(
        "AH",
        N_(
            "The first to play their last card wins the hand, whatever the table holds. Play "
            "A♥, your last card.",
        ),
        N_("it is your last card, and the last card wins."),
        ("M9",),
        check=lambda h: h.winner == YOU,
    ),
)

INTRO = N_(
    "Welcome to Mod Ten! Everyone holds 10 cards; the first to play their last card "
    "wins. You dealt, so Bob (on your left) leads. Bob and Cy are computers."
)
CLOSING = N_(
    "You won: the first to shed every card wins the hand, and scores the cards shed. "
    "That is all of Mod Ten: follow suit if you can, else you are skipped; "
    "make a multiple of ten to take the table and lead again; go out first.\n\n"
    "New game plays a real hand; ? shows the rules at any time."
)


def lesson() -> Lesson:
    """The lesson in the language chosen: its words are translated as it starts."""
    return Lesson(
        title=_("Learn to play Mod Ten"),
        seats=tuple(_(name) if name == NAMES[YOU] else name for name in NAMES),
        learner=YOU,
        start=start,
        steps=tuple(replace(step, say=_(step.say)) if step.say else step for step in STEPS),
        closing=_(CLOSING),
        intro=_(INTRO),
        rule_names={rule: _(name) for rule, name in RULE_NAMES.items()},
    )
