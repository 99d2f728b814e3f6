"""Undo reveals nothing (issue 10): whenever `u` is offered, the move's visible outcome is the
same in every deal consistent with what the mover knew before it.

Random positions of both games (2–6 players Mod Ten, 2–5 TEN, every seat a person or a
computer at random) are played to a person's decision; the person moves and the table goes on
as it would (computers choose at random) until the next person decides. Whenever the policy
then offers undo, the hidden cards are dealt again many times, consistently with the mover's
view (Mod Ten: the unseen cards among the other seats, each keeping its count and every public
void; TEN: the rest of the pile shuffled), the same move is made and the table goes on by
itself to the next person's decision, and what the table shows must be identical every time:
the events, who is to act, and where a computer would have had to choose. The policy is not
allowed to be vacuous either: the share of positions where it offers undo is checked.

The policy is analytic (`undo_modten.py`, `undo_ten.py`); only this test samples.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterator
from itertools import islice
from typing import Any

from modten_tui.bots.base import RandomBot
from modten_tui.games.modten.rules.hand import ModTenHand, deal
from modten_tui.games.modten.session.session import ModTenSession, stack_deck
from modten_tui.games.ten.bots.determinize import PileSampler
from modten_tui.games.ten.rules.game import TenGame
from modten_tui.games.ten.rules.view import TenView
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.table.undo import plan

MODTEN_POSITIONS = 2_000
TEN_POSITIONS = 1_500
REDEALS = 40
SAMPLED = 0.3  # the share of people's turns (TEN: half that) where a position is checked

FORCED = ("pass", "no buy")


def random_bots(game: str, level: str, seed: int | None, budget: float) -> RandomBot:
    return RandomBot(seed)


def seats_text(rng: random.Random, players: int) -> str:
    kinds = ["human" if rng.random() < 0.6 else "bot" for _ in range(players)]
    kinds[rng.randrange(players)] = "human"  # someone has to be moving
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    return ",".join(n if k == "human" else "bot:random" for n, k in zip(names, kinds, strict=False))


# ----- Mod Ten ------------------------------------------------------------------------------
def modten_outcome(hand: ModTenHand, move: str, people: list[bool]) -> Hashable:
    """What the table shows after `move` until a person decides: every event, then who is to
    act (so the hand-off and to whom), or the computer that would have to choose a card."""
    shown: list[Any] = list(hand.apply(move))
    while not hand.is_over:
        seat = hand.current_player
        assert seat is not None
        if people[seat]:
            break
        legal = hand.legal_moves()
        if len(legal) != 1:
            shown.append(("a computer chooses", seat))
            break
        shown += hand.apply(legal[0])
    return (tuple(shown), hand.current_player, hand.winner)


def modten_redeals(hand: ModTenHand, mover: int, rng: random.Random) -> Iterator[ModTenHand]:
    """The same position with the unseen cards dealt again among the other seats, each seat
    keeping its card count and no card of a suit it has skipped (so the same past)."""
    view = hand.view(mover)
    n = view.players
    others = [t for t in range(n) if t != mover]
    while True:
        for _ in range(10_000):
            cards = list(view.unseen)
            rng.shuffle(cards)
            room = {t: view.hand_counts[t] for t in others}
            got: dict[int, list[str]] = {t: [] for t in others}
            for code in cards:
                fits = [t for t in others if room[t] and code[1] not in view.voids[t]]
                if not fits:
                    break
                t = rng.choice(fits)
                got[t].append(code)
                room[t] -= 1
            else:
                break
        else:
            raise AssertionError("no deal fits the view")
        got[mover] = list(view.hand)
        dealt = [got[t] + [c for s, c in view.plays if s == t] for t in range(n)]
        again = deal(
            n,
            dealer=hand.dealer,
            cards=stack_deck(dealt, hand.dealer),
            deck=hand.deck,
            open_hands=hand.open_hands,
        )
        for move in hand.moves:
            again.apply(move)
        assert again.view(mover) == view  # nothing the mover knows has changed
        yield again


def modten_positions(rng: random.Random) -> Iterator[tuple[ModTenSession, ModTenHand, int, str]]:
    """Random hands played through; at some of the people's turns, the session after the
    person's move and what the table then played by itself (computers choose at random), with
    the position before the move, the mover and the move."""
    while True:
        players = rng.randint(2, 6)
        setup = GameSetup.model_validate(
            {
                "seats": parse_seat_list(seats_text(rng, players)),
                "deck": rng.choice(["auto", "single", "double"]),
                "open_hands": players == 2 and rng.random() < 0.2,
                "seed": rng.randrange(10**9),
            }
        )
        s = ModTenSession(setup, first_dealer=rng.randrange(players), bot_factory=random_bots)
        while not s.hand_over:
            if s.is_bot_turn or rng.random() > SAMPLED:
                s.play(rng.choice(s.legal_moves()))
                continue
            s.reveal()  # the hand-off: the mover is at the screen
            mover = s.current
            assert mover is not None
            before = s.hand.clone()
            move = rng.choice(s.legal_moves())
            s.play(move)
            while not s.hand_over and s.is_bot_turn:
                s.play(rng.choice(s.legal_moves()))
            yield s, before, mover, move


def test_mod_ten_undo_is_offered_only_when_every_deal_shows_the_same() -> None:
    rng = random.Random(2026)
    offered: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for s, before, mover, move in islice(modten_positions(rng), MODTEN_POSITIONS):
        people = [seat.is_human for seat in s.seats]
        kind = "2 players" if s.hand.num_players == 2 else "3-6 players"
        seen[kind] += 1
        found = plan(s)
        if not found.allowed:
            continue
        offered[kind] += 1
        real = modten_outcome(before.clone(), move, people)
        computers = len(s.hand.moves) - len(before.moves) - 1
        assert found.count == 1 + computers  # the move and what the table played after it
        assert all(e[0] != "a computer chooses" for e in real[0])  # nobody's choice undone
        if any(e[0] == "captured" for e in real[0]):
            offered["captures"] += 1
        # With two players the whole deck is dealt: one deal fits the view, no need to repeat it.
        deals = 1 if s.hand.num_players == 2 else REDEALS
        for again in islice(modten_redeals(before, mover, rng), deals):
            assert modten_outcome(again, move, people) == real, (before.record, move)
    share = {k: f"{offered[k]}/{seen[k]}" for k in seen}
    total = sum(offered[k] for k in seen)
    print(
        f"\nMod Ten: undo offered in {total} of {sum(seen.values())} positions; "
        f"by table: {share}; after a capture: {offered['captures']}"
    )
    assert offered["2 players"] > 0.4 * seen["2 players"]  # the whole deck is dealt: all known
    assert offered["3-6 players"] > 0.05 * seen["3-6 players"]  # captures, known voids, ...
    assert offered["captures"] > 0


# ----- TEN ------------------------------------------------------------------------------------
def ten_outcome(game: TenGame, decision: list[str], people: list[bool]) -> Hashable:
    """What the table shows after the decision until a person decides: every event (cards
    turned over included), who is to act and in what phase, or the computer that would
    have to choose."""
    shown: list[Any] = []
    for move in decision:
        shown += game.apply(move)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_moves()
        if len(legal) != 1 or (people[seat] and legal[0] not in FORCED):
            if not people[seat]:
                shown.append(("a computer chooses", seat))
            break
        shown += game.apply(legal[0])
    return (tuple(shown), game.current_player, game.phase)


def ten_reshuffles(game: TenGame, seat: int, rng: random.Random) -> Iterator[TenGame]:
    """The same position with the cards left in the pile in other orders (the computer
    players' determinizer: the view's counted pile, shuffled)."""
    view = game.view(seat)
    assert isinstance(view, TenView)
    sampler = PileSampler(view)
    again = sampler.game(rng)
    assert again.view(seat) == view  # a faithful copy of the position, but for the pile
    yield again
    while True:
        yield sampler.game(rng)


def ten_table_moves(s: TenSession, rng: random.Random) -> None:
    """What the table plays by itself: computers (at random) and a person's forced move."""
    while not s.is_over:
        legal = s.legal_moves()
        if s.is_human_turn and not (len(legal) == 1 and legal[0] in FORCED):
            return
        s.play(rng.choice(legal))


def ten_positions(rng: random.Random) -> Iterator[tuple[TenSession, TenGame, int, list[str]]]:
    """Random games played through; at some of the people's decisions, the session after the
    decision and what the table then played by itself, with the position before it, the
    mover and the decision (a buy with its payment, as the buy prompt makes them)."""
    while True:
        players = rng.randint(2, 5)
        setup = GameSetup.model_validate(
            {
                "game": "ten",
                "seats": parse_seat_list(seats_text(rng, players)),
                "all_pass": rng.choice(["discard", "active_player"]),
                "bust_token_cap": rng.choice([None, None, 1, 3]),
                "seed": rng.randrange(10**9),
            }
        )
        s = TenSession(setup, bot_factory=random_bots)
        while True:
            ten_table_moves(s, rng)
            if s.is_over:
                break
            mover = s.current
            assert mover is not None
            before = s.game.clone()
            decision = [rng.choice(s.legal_moves())]
            s.play(decision[0])
            if decision[0].startswith("buy "):
                decision.append(rng.choice(s.legal_moves()))
                s.play(decision[1])
            ten_table_moves(s, rng)
            if rng.random() < SAMPLED / 2:
                yield s, before, mover, decision


def test_ten_undo_is_offered_only_when_every_order_of_the_pile_shows_the_same() -> None:
    rng = random.Random(2027)
    offered: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for s, before, mover, decision in islice(ten_positions(rng), TEN_POSITIONS):
        people = [seat.is_human for seat in s.seats]
        kind = decision[0].split()[0]
        seen[kind] += 1
        found = plan(s)
        if not found.allowed:
            continue
        offered[kind] += 1
        real = ten_outcome(before.clone(), decision, people)
        assert found.count == len(s.game.moves) - len(before.moves)
        assert all(e[0] != "a computer chooses" for e in real[0])  # nobody's choice undone
        for again in islice(ten_reshuffles(before, mover, rng), REDEALS):
            assert ten_outcome(again, decision, people) == real, (before.record, decision)
    share = {k: f"{offered[k]}/{seen[k]}" for k in sorted(seen)}
    print(
        f"\nTEN: undo offered in {sum(offered.values())} of {sum(seen.values())} "
        f"positions; by decision: {share}"
    )
    assert sum(offered.values()) > 0.2 * sum(seen.values())
    assert offered["draw"] < seen["draw"]  # a draw comes back only when the card was known
