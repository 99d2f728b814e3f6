"""Mod Ten worlds: the hidden hands re-dealt consistently with one seat's view.

The unseen cards go to the other seats by their hand counts, never into a suit a skip has shown
that seat to lack (M7, M14). The world is then rebuilt through the engine's public API: a stacked
deal whose hands are the sampled hands plus the cards each seat has played, replayed move by
move, so every rule is the engine's own.
"""

from __future__ import annotations

import random

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.modten.rules.hand import ModTenHand, ModTenView


def sample_hands(view: ModTenView, rng: random.Random, tries: int = 200) -> list[list[str]]:
    """Every seat's current hand: the viewer's own, the others sampled from `view.unseen`."""
    n = view.players
    others = [s for s in range(n) if s != view.seat]
    for _ in range(tries):
        room = {s: view.hand_counts[s] for s in others}
        hands: list[list[str]] = [[] for _ in range(n)]
        hands[view.seat] = list(view.hand)
        cards = list(view.unseen)
        rng.shuffle(cards)
        # the most constrained cards first, so a seat with room left is usually allowed
        cards.sort(key=lambda c: sum(c[1] not in view.voids[s] for s in others))
        ok = True
        for card in cards:
            allowed = [s for s in others if room[s] > 0 and card[1] not in view.voids[s]]
            if not allowed:
                ok = False
                break
            seat = rng.choices(allowed, weights=[room[s] for s in allowed])[0]
            hands[seat].append(card)
            room[seat] -= 1
        if ok:
            return hands
    raise RuntimeError("no deal of the unseen cards respects the public voids")


def world(view: ModTenView, hands: list[list[str]]) -> ModTenHand:
    """The hand in which each seat now holds `hands[seat]` and every public play happened."""
    n = view.players
    start = [list(h) for h in hands]
    for seat, card in view.plays:
        start[seat].append(card)
    size = len(start[0])
    order = [start[(view.dealer + 1 + i) % n][i // n] for i in range(size * n)]
    game = modten.deal(n, dealer=view.dealer, cards=order, deck=view.deck)
    for _seat, card in view.plays:
        game.apply(card)
    return game


def determinize(view: ModTenView, rng: random.Random) -> ModTenHand:
    return world(view, sample_hands(view, rng))
