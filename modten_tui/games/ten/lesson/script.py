"""TEN's lesson (issue 13): a short game on a stacked 13-card pile, one rule at a time.

The learner (Sam, seat 0) plays against Ada, a computer playing the script. The pile is the
engine's own stacked pile (`new_game(cards=...)`): the game ends when it runs out (T15), so
the lesson is a whole game. In order: drawing (T7, T8), a number bust (T9), Ada's currency
bust (T9), taking numbers (T10) and the buy phase it opens (T11; a real game puts the buy
right after taking numbers, so the first buy comes before the auction), Ada taking currency
(T10), an auction (T13), a payment with a token, a bust token and a card (T12), the turn
going on (T14), the end (T15) and the final buy round (T16), and the scoring of a red run
with a colour wild (T17, T18). The learner makes 15 decisions; two more steps are theirs but
forced (no buy when nothing is affordable), which the table plays by itself (`Step.auto`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from modten_tui.games.ten.lesson.explain import what_it_does
from modten_tui.games.ten.rules.game import TenGame, new_game
from modten_tui.games.ten.rules.rule_names import RULE_NAMES
from modten_tui.games.ten.rules.view import TenView
from modten_tui.i18n import _
from modten_tui.table.lesson import Lesson, Step

__all__ = ["LEARNER", "NAMES", "PILE", "lesson", "start"]

NAMES = ("Sam", "Ada")
LEARNER, ADA = 0, 1
# Top card first: Sam's bust, Ada's currency bust, Sam's numbers, Ada's currency, the wild
# and the last card.
PILE = ("R4", "$2", "O6", "G7", "$4", "$3", "$5", "R2", "R3", "R2", "$3", "R#", "R6")


def start() -> TenGame:
    """The lesson's game: two seats, Sam first, the stacked pile."""
    return new_game(len(NAMES), first_player=LEARNER, cards=list(PILE))


def _ask(why: str) -> Callable[[TenView, str], str]:
    """An explanation: the rule a wrong move breaks or what it would do, then `why` the
    lesson asks for its own move."""

    def explain(view: TenView, move: str) -> str:
        return f"{what_it_does(view, move, NAMES)} {why}"

    return explain


def _sorted(codes: Sequence[str]) -> list[str]:
    return sorted(codes)


def _you(
    move: str,
    say: str,
    rules: tuple[str, ...],
    why: str,
    check: Callable[[TenGame], bool] | None = None,
) -> Step:
    return Step(LEARNER, move, say, rules, _ask(why), check)


def _ada(
    move: str,
    say: str = "",
    rules: tuple[str, ...] = (),
    check: Callable[[TenGame], bool] | None = None,
) -> Step:
    return Step(ADA, move, say, rules, None, check)


def steps() -> tuple[Step, ...]:
    """The script, its words in the language shown (built when the lesson starts)."""
    draw_why = _("The lesson asks you to draw (d) here.")
    return (
        # ----- drawing (T7, T8) and a number bust (T9)
        _you(
            "draw",
            _(
                "You are Sam, against Ada (a computer), on a short arranged pile of 13 "
                "cards; a wrong key is explained and changes nothing. Press d to draw: the top "
                "card goes face up into your tableau."
            ),
            ("T7",),
            _("A turn starts by revealing a card: press d."),
        ),
        _you(
            "draw", _("R4 counts 4 toward your running total. Draw again (d)."), ("T7",), draw_why
        ),
        _you(
            "draw",
            _(
                "A currency card ($2) is taken off your running total and added to your "
                "currency total. Draw again."
            ),
            ("T8",),
            draw_why,
        ),
        _you(
            "draw",
            _(
                "Running total 8. A number card that takes it to 11 or more busts you. "
                "Draw once more to see what a bust does."
            ),
            ("T9",),
            _("The lesson asks you to draw, to show what a bust does."),
            check=lambda g: (
                g.bust_tokens[LEARNER] == 1
                and _sorted(g.market) == ["G7", "O6", "R4"]
                and g.tokens[ADA] == 7
                and g.active_player == ADA
            ),
        ),
        # ----- Ada's currency bust (T9)
        _ada(
            "draw",
            _(
                "You busted: your numbers went to the market, you got a bust token (worth 3 "
                "when you pay), and Ada gained your currency total, 2 tokens. Ada's turn."
            ),
            ("T9",),
        ),
        _ada("draw"),
        _ada(
            "draw",
            _("Ada has $7 of currency. A currency total of 11 or more busts too."),
            ("T9",),
            check=lambda g: (
                g.bust_tokens[ADA] == 1 and g.tokens[LEARNER] == 5 and g.active_player == LEARNER
            ),
        ),
        # ----- taking numbers (T10) and a buy (T11, T12)
        _you(
            "draw",
            _(
                "Ada busted on currency: a bust token for Ada, and after a currency bust "
                "nobody gains. Your turn: draw (d)."
            ),
            ("T9",),
            draw_why,
        ),
        _you("draw", _("Draw again (d)."), ("T7",), draw_why),
        _you("draw", _("Running total 5. Draw again (d)."), ("T7",), draw_why),
        _you(
            "take numbers",
            _(
                "Running total 7: a 4 or more would bust you. Stop and take a reward: "
                "n takes your numbers into your collection, c would take your currency "
                "instead. Press n."
            ),
            ("T10",),
            _("Stop here and take numbers (n): they are what scores."),
            check=lambda g: (
                _sorted(g.collections[LEARNER]) == ["R2", "R2", "R3"] and g.phase == "buy"
            ),
        ),
        _you(
            "buy R4",
            _(
                "Taking numbers lets you buy one card from the market; it costs its number. "
                "R4 joins your R2 R3 into a run: it is selected, press Enter."
            ),
            ("T11",),
            _(
                "The lesson asks for R4: the same point for less, and a red run 2-3-4 that a "
                "wild can make longer."
            ),
        ),
        _you(
            "pay 4t",
            _(
                "Pay for R4: tokens are worth 1, bust tokens 3, cards from your "
                "collection 1. The prompt offers 4 tokens: press Enter."
            ),
            ("T12",),
            _(
                "Keep your bust token (3 in one piece) for a bigger price: pay with 4 tokens "
                "(d restores them), then Enter."
            ),
            check=lambda g: "R4" in g.collections[LEARNER] and g.tokens[LEARNER] == 1,
        ),
        # ----- taking currency (T10)
        _ada(
            "draw",
            _("Your red run R2 R3 R4 scores 3 points; a second R2 adds nothing. Ada's turn."),
            ("T17",),
        ),
        _ada(
            "take currency",
            _(
                "Ada stops and takes currency: $3 in tokens. Numbers would go to "
                "the market, and there is no buy."
            ),
            ("T10",),
            check=lambda g: g.tokens[ADA] == 10,
        ),
        # ----- an auction (T13) and a payment with tokens, a bust token and a card (T12)
        _you(
            "draw",
            _("Ada took currency: 3 tokens, and no buy. Your turn: draw (d)."),
            ("T10",),
            draw_why,
            check=lambda g: g.phase == "auction",
        ),
        _ada(
            "bid 4",
            _("A wild! It never goes in the tableau: it is auctioned at once. Ada speaks first."),
            ("T7", "T13"),
        ),
        _you(
            "bid 5",
            _(
                "A wild is auctioned: each player bids once, starting at your left, so you "
                "speak last. Ada bid 4: your bid of 5 is filled in, press Enter."
            ),
            ("T13",),
            _("The lesson asks you to bid 5 (Enter): it wins the wild at the lowest price."),
        ),
        _you(
            "pay 1t 1b R2",
            _(
                "Pay 5: 1 token, your bust token (3) and one card. R2 is a spare "
                "(marked °): your run needs only one R2. Press Enter."
            ),
            ("T12",),
            _(
                "The lesson pays with your spare R2 (d restores it): every other card is in "
                "your run."
            ),
            check=lambda g: (
                _sorted(g.collections[LEARNER]) == ["R#", "R2", "R3", "R4"]
                and g.tokens[LEARNER] == 0
                and g.bust_tokens[LEARNER] == 0
            ),
        ),
        # ----- the turn goes on (T14), the end (T15, T16)
        _you(
            "draw",
            _("The wild is yours and your turn goes on: draw (d)."),
            ("T14",),
            draw_why,
        ),
        _you(
            "take numbers",
            _(
                "That was the last card of the pile: the game is ending. You must "
                "stop now: take numbers (n)."
            ),
            ("T15",),
            _("Take numbers (n): your R6 extends your red run."),
        ),
        # The table plays a forced "no buy" by itself (nothing affordable): no words of its own,
        # and not one of the learner's decisions.
        Step(LEARNER, "no buy", "", (), _ask(_("Nothing in the market is affordable.")), auto=True),
        _ada(
            "buy O6",
            _(
                "Your buy was skipped: you can pay 5, the market's cards cost 6 and 7. "
                "After the last card everyone gets one more buy, from Ada round to you."
            ),
            ("T11", "T16"),
        ),
        _ada("pay 6t"),
        Step(
            LEARNER,
            "no buy",
            _("Nothing is affordable for you: the game is over."),
            ("T16",),
            _ask(_("Nothing in the market is affordable.")),
            auto=True,
            check=lambda g: g.is_over and g.scores() == [5, 1] and g.winners == [LEARNER],
        ),
    )


def closing() -> str:
    return _(
        "Game over. Each colour scores its longest run of numbers. Your wild R# "
        "fills the 5, so R2-R6 scores 5; the game places wilds for you. Ada's O6 "
        "scores 1. You win! Most points wins; ties go to most tokens."
    )


def lesson() -> Lesson:
    # No intro: the framework shows one only while computers move first; Sam moves first,
    # so the first step's words say who is who.
    title = _("Learn to play {game}").format(game="TEN")
    names = {rule: _(name) for rule, name in RULE_NAMES.items()}
    return Lesson(title, NAMES, LEARNER, start, steps(), closing(), rule_names=names)
