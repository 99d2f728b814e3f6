"""Mod Ten's hard level: single-observer Information-Set MCTS over determinizations.

Each iteration deals the unseen cards at random under the public constraints (`Sampler`),
walks the one shared tree with UCB over the moves available in that deal (availability counts,
Cowling, Powley and Whitehouse 2012), expands one node and finishes with a fast playout.
Every move in Mod Ten is public, so a node is simply the sequence of cards played.

For speed the search steps its own compact state (per seat, four lists of card values) rather
than the engine: only values and suits matter to play (M4), and a test checks this stepping
against `ModTenHand.apply` move by move.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from modten_tui.games.modten.bots.determinize import CODE, SUIT_INDEX, Sampler
from modten_tui.games.modten.rules.cards import VALUE
from modten_tui.games.modten.rules.hand import ModTenView

EXPLORATION = 0.7  # UCB constant for 0/1 rewards; tuned by the strength benchmark


class _Node:
    __slots__ = ("player", "children", "visits", "wins", "avail")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose move led here (whose reward this node keeps)
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        self.avail = 1


def _step(hands: list[list[list[int]]], counts: list[int], state: list[int], move: int) -> int:
    """Play `move` (suit * 16 + value) for state[2]; mutate; return the winner or -1.

    state = [table sum, led suit index or -1, current seat]. Skips follow M7, captures M8.
    """
    cur = state[2]
    s = move >> 4
    v = move & 15
    hands[cur][s].remove(v)
    left = counts[cur] - 1
    counts[cur] = left
    if left == 0:
        return cur  # M9
    total = state[0] + v
    if total % 10 == 0:  # M8: capture; the same seat leads again
        state[0] = 0
        state[1] = -1
        return -1
    state[0] = total
    led = state[1]
    if led < 0:
        state[1] = led = s
    n = len(hands)
    nxt = cur
    for _ in range(n):
        nxt = nxt + 1 if nxt + 1 < n else 0
        if hands[nxt][led]:
            state[2] = nxt
            return -1
    raise RuntimeError("no seat holds the led suit (M10): determinization bug")


def _legal(hand: list[list[int]], led: int) -> list[int]:
    if led >= 0:
        return [(led << 4) | v for v in set(hand[led])]
    return [(s << 4) | v for s in range(4) for v in set(hand[s])]


def _answerer(hands: list[list[list[int]]], cur: int, suit: int) -> list[int] | None:
    """The led-suit cards of the next seat after `cur` that holds `suit` (cur itself last)."""
    n = len(hands)
    nxt = cur
    for _ in range(n):
        nxt = nxt + 1 if nxt + 1 < n else 0
        lst = hands[nxt][suit]
        if lst:
            return lst
    return None


def _playout(
    hands: list[list[list[int]]], counts: list[int], state: list[int], rand: Callable[[], float]
) -> int:
    """Finish the hand with a cheap sensible policy, like a fair player's (see `ISSUE` below).

    A follower captures when it can (M8). Otherwise a card is drawn at random, and redrawn once
    if the seat that answers could capture after it; the answerer is read from the sampled
    deal, which is what makes the playout cheap.
    """
    total, led, cur = state
    n = len(hands)
    while True:
        hand = hands[cur]
        if led < 0:
            for _ in range(RETRIES + 1):
                k = int(rand() * counts[cur])
                for s in range(4):
                    lst = hand[s]
                    if k < len(lst):
                        break
                    k -= len(lst)
                v = lst[k]
                if len(lst) > 1:
                    ans = _answerer(hands, cur, s)
                    if ans is not None and (10 - v) in ans and ans is not lst:
                        continue
                break
            lst.pop(k)
        else:
            s = led
            lst = hand[s]
            want = 10 - total % 10
            if want in lst:
                k = lst.index(want)
            else:
                for _ in range(RETRIES + 1):
                    k = int(rand() * len(lst))
                    v = lst[k]
                    ans = _answerer(hands, cur, s)
                    if ans is not None and ans is not lst and (10 - (total + v) % 10) in ans:
                        continue
                    break
            v = lst.pop(k)
        left = counts[cur] - 1
        counts[cur] = left
        if left == 0:
            return cur
        total += v
        if total % 10 == 0:
            total = 0
            led = -1
            continue
        if led < 0:
            led = s
        for _ in range(n):
            cur = cur + 1 if cur + 1 < n else 0
            if hands[cur][led]:
                break
        else:
            raise RuntimeError("no seat holds the led suit (M10): determinization bug")


RETRIES = 1


class ModTenSearch:
    """ISMCTS for one decision. `run` is anytime: it stops at the deadline or the cap."""

    def __init__(self, view: ModTenView, rng: random.Random) -> None:
        if view.current_player != view.seat:
            raise ValueError("the search runs for the seat to move")
        self.view = view
        self.rng = rng
        self.sampler = Sampler(view)
        self.root = _Node(-1)
        self.iterations = 0
        self._led = -1 if view.led_suit is None else SUIT_INDEX[view.led_suit]

    def run(
        self, budget_s: float | None, max_iterations: int | None, started: float | None = None
    ) -> None:
        """Search until `budget_s` after `started` (default now) or `max_iterations`."""
        if started is None:
            started = time.perf_counter()
        deadline = None if budget_s is None else started + budget_s
        rng = self.rng
        rnd = rng.random
        sampler = self.sampler
        root = self.root
        view = self.view
        log = math.log
        sqrt = math.sqrt
        c = EXPLORATION
        done = 0
        while True:
            hands = sampler.sample(rng)
            counts = list(view.hand_counts)
            state = [view.table_sum, self._led, view.seat]
            node = root
            path = [root]
            winner = -1
            while True:  # selection and expansion
                cur = state[2]
                legal = _legal(hands[cur], state[1])
                children = node.children
                untried = [m for m in legal if m not in children]
                if untried:
                    move = untried[int(rnd() * len(untried))]
                    child = _Node(cur)
                    children[move] = child
                    for m in legal:  # the tried siblings were available too
                        sib = children.get(m)
                        if sib is not None and m != move:
                            sib.avail += 1
                    winner = _step(hands, counts, state, move)
                    path.append(child)
                    break
                best = None
                best_score = -1.0
                for m in legal:
                    ch = children[m]
                    ch.avail += 1
                    score = ch.wins / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score = score
                        best = m
                assert best is not None
                node = children[best]
                path.append(node)
                winner = _step(hands, counts, state, best)
                if winner >= 0:
                    break
            if winner < 0:
                winner = _playout(hands, counts, state, rnd)
            for nd in path:
                nd.visits += 1
                if nd.player == winner:
                    nd.wins += 1.0
            done += 1
            if max_iterations is not None and done >= max_iterations:
                break
            if deadline is not None and done % 4 == 0 and time.perf_counter() >= deadline:
                break
        self.iterations += done

    def best_move(self, prior: str | None = None, bonus: float = 0.0) -> str:
        """The most visited root move, as a card code (ties to the higher win rate).

        `prior` (the normal bot's choice) counts `bonus` extra visits: where the search cannot
        tell moves apart, the heuristic's judgement stands rather than the noise.
        """
        kids = self.root.children
        if not kids:
            raise ValueError("the search has not run")
        pm = None if prior is None else (SUIT_INDEX[prior[1]] << 4) | VALUE[prior]
        move = max(kids, key=lambda m: (kids[m].visits + (bonus if m == pm else 0.0), kids[m].wins))
        return CODE[(move >> 4, move & 15)]
