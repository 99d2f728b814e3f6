"""TEN's look-ahead judgement made cheap (policy.py, eval.py, fastscore.py) must agree with the
plain definitions it stands in for: the bust odds, the legal payments and the exact score."""

from __future__ import annotations

import random
from collections import Counter

from modten_tui.games.ten.bots.eval import bust_odds, mixes
from modten_tui.games.ten.bots.fastscore import fast_reach, fast_score
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


def test_the_reach_is_what_one_colour_wild_would_add_in_each_colour() -> None:
    """fast_reach sums, over the colours, the points a colour wild there would add (T17): the
    measure of near-runs the search's judgement credits while the pile is long."""
    rng = random.Random(5)
    deck = deck_for(5)
    for _ in range(200):
        coll = rng.sample(deck, rng.randint(0, 12))
        if any(CARD_INFO[c][0] > COLOUR_WILD for c in coll):
            continue  # number and full wilds are placed greedily: exact only without them
        want = sum(best_score([*coll, f"{c}#"]) - best_score(coll) for c in "RBOG")
        assert fast_reach(coll) == want, coll
    assert fast_reach(["R1", "R2", "R4", "R5"]) == 3 + 1 + 1 + 1
    assert fast_reach(["R1", "R5", "R9"]) == 1 + 1 + 1 + 1


def test_the_search_values_near_runs_while_the_pile_is_long_and_only_points_at_its_end() -> None:
    """Issue 14: the search judged a collection by its points now, so R1 R2 R4 R5 (2 points,
    one card from 5) looked no better than R1 R2 R7 R9 (2 points, one card from 3), and hard
    took and bought cards for points now only. Early in the game the near-runs are worth more;
    with the pile out, only the points count."""
    from modten_tui.games.ten.bots.reward import Judge
    from modten_tui.games.ten.rules.game import new_game

    game = new_game(2, first_player=0, seed=1)
    judge = Judge(2, memo_score)
    game.live_collections[0] = ["R1", "R2", "R4", "R5"]
    game.live_collections[1] = ["R1", "R2", "R7", "R9"]
    near, scattered = judge.rewards(game)
    assert near > scattered
    game.pile.clear()
    near, scattered = judge.rewards(game)
    assert near == scattered
