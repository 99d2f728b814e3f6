"""Stacking Mod Ten decks for scenario tests: say what some seats hold, fill in the rest."""

from __future__ import annotations

from collections import Counter

from modten_tui.games.modten.rules.cards import SORT_KEY, deck_cards


def stack(
    players: int,
    hands: dict[int, list[str]],
    *,
    dealer: int = 0,
    deck: str = "auto",
    voids: dict[int, str] | None = None,
) -> list[str]:
    """A deal order (first card to the dealer's left) giving each seat `hands[seat]` first.

    The remaining cards fill the hands in deck order, never into a suit listed in `voids`
    for that seat, so a scenario can make a seat void without spelling out every card.
    """
    full = deck_cards(players, deck)
    size = len(full) // players
    left = Counter(full)
    seat_cards: list[list[str]] = [list(hands.get(s, [])) for s in range(players)]
    for s, cards in enumerate(seat_cards):
        if len(cards) > size:
            raise AssertionError(f"seat {s} is given {len(cards)} cards; hands hold {size}")
        for c in cards:
            if left[c] <= 0:
                raise AssertionError(f"{c} is not available in this deck (or used up)")
            left[c] -= 1
    rest = sorted(left.elements(), key=SORT_KEY.__getitem__)
    voids = voids or {}
    # Fill the most constrained seats first so the greedy fill does not paint itself in.
    order = sorted(range(players), key=lambda s: -len(voids.get(s, "")))
    for s in order:
        need = size - len(seat_cards[s])
        take = [c for c in rest if c[1] not in voids.get(s, "")][:need]
        if len(take) < need:
            raise AssertionError(f"cannot fill seat {s} while keeping it void in {voids[s]}")
        for c in take:
            rest.remove(c)
        seat_cards[s].extend(take)
    # Deal round: card i goes to seat (dealer + 1 + i) % players.
    order_out: list[str] = []
    for i in range(size):
        for k in range(players):
            order_out.append(seat_cards[(dealer + 1 + k) % players][i])
    return order_out
