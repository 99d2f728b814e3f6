"""Mod Ten in words: a move's events as log lines and as each seat's 'last action'.

Pure functions of the events and the names, so the session, replay and tests share them.
"""

from __future__ import annotations

from collections.abc import Sequence

from modten_tui.games.modten.rules.cards import SUIT_SYMBOL, format_card
from modten_tui.rules.protocol import Event


def cards_word(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def describe_modten(
    events: Sequence[Event], names: Sequence[str], *, led: bool, you: int | None = None
) -> tuple[list[str], dict[int, str]]:
    """Mod Ten events as log lines and as each seat's 'last action' (M7–M9 spelled out).
    `you`: the seat spoken to in the second person (a lesson's learner, called "You")."""
    lines: list[str] = []
    last: dict[int, str] = {}
    wins = any(ev.kind == "won" for ev in events)
    for ev in events:
        seat = ev.seat if ev.seat is not None else 0
        who = names[seat]
        if ev.kind == "played":
            verb = "led" if led else "played"
            lines.append(f"{who} {verb} {format_card(ev.detail)}")
            last[seat] = f"{verb} {format_card(ev.detail)}"
        elif ev.kind == "skipped":
            lines.append(f"{who} skipped: no {SUIT_SYMBOL[ev.detail]}")
            last[seat] = f"skipped: no {SUIT_SYMBOL[ev.detail]}"
        elif ev.kind == "captured":
            cards, total = ev.detail
            taken = " ".join(format_card(c) for c in cards)
            # M9: a capture with the last card wins; nobody leads again then.
            again = "" if wins else (", lead again" if seat == you else ", leads again")
            lines.append(f"{who} took {total} ({cards_word(len(cards))}: {taken}){again}")
            last[seat] = f"took {total} with {format_card(cards[-1])}"
        elif ev.kind == "won":
            lines.append(
                f"{who} are out of cards and win the hand"
                if seat == you
                else f"{who} is out of cards and wins the hand"
            )
            last[seat] = "out of cards: won"
        else:  # an event kind this version does not know: still log it
            lines.append(f"{who}: {ev.kind} {ev.detail or ''}".rstrip())
    return lines, last


def hand_start_line(hand_number: int, dealer: str, leader: str, *, you: bool = False) -> str:
    """`you`: the dealer is spoken to ("You deal")."""
    return f"Hand {hand_number}: {dealer} {'deal' if you else 'deals'}, {leader} leads"
