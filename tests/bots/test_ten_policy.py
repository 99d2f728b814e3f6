"""TEN's look-ahead judgement made cheap (policy.py, eval.py, fastscore.py) must agree with the
plain definitions it stands in for: the bust odds, the legal payments and the exact score."""

from __future__ import annotations

import random
from collections import Counter

from modten_tui.games.ten.bots.eval import bust_odds, mixes
from modten_tui.games.ten.bots.fastscore import fast_score
from modten_tui.games.ten.bots.policy import bust_table, memo_score
from modten_tui.games.ten.rules.deck import CARD_INFO, COLOUR_WILD, deck_for
from modten_tui.games.ten.rules.payment import combinations
from modten_tui.games.ten.rules.scoring import best_score


def test_the_bust_table_is_the_bust_odds_at_every_running_and_currency_total() -> None:
    rng = random.Random(4)
    for players in (2, 3, 4, 5):
        for _ in range(10):
            unseen = Counter(rng.sample(deck_for(players), rng.randint(1, 70)))
            table = bust_table(dict(unseen))
            for run in range(-10, 11):
                for cur in range(11):
                    want = bust_odds(dict(unseen), run, cur)
                    assert abs(table[run + 10][cur] - want) < 1e-12, (run, cur)


def test_remembered_payments_are_the_engines_in_its_order() -> None:
    for price in range(0, 14):
        for tokens in range(0, 11):
            for bust in range(0, 4):
                for cards in range(0, 12):
                    got = mixes(price, tokens, bust, cards)
                    assert list(got) == combinations(price, tokens, bust, cards)


def test_the_fast_score_is_exact_without_number_and_full_wilds_and_never_above() -> None:
    rng = random.Random(9)
    deck = deck_for(5)
    for _ in range(300):
        coll = rng.sample(deck, rng.randint(0, 14))
        exact = best_score(coll)
        fast = fast_score(coll)
        assert fast <= exact
        if all(CARD_INFO[c][0] <= COLOUR_WILD for c in coll):
            assert fast == exact, coll
        assert memo_score(coll) == fast
        assert memo_score([*coll, deck[0]]) == fast_score([*coll, deck[0]])
