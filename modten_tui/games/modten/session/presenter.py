"""Mod Ten in words: a move's events as log lines and as each seat's 'last action'.

Pure functions of the events and the names, so the session, replay and tests share them.
Each line is one whole sentence in the player's language; the seat spoken to (a lesson's
learner, "You") has sentences of its own, since a verb agrees with its subject.
"""

from __future__ import annotations

from collections.abc import Sequence

from modten_tui.games.modten.rules.cards import SUIT_SYMBOL, format_card
from modten_tui.i18n import _, ngettext
from modten_tui.rules.protocol import Event


def cards_word(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _played(who: str, card: str, *, led: bool, you: bool) -> tuple[str, str]:
    if led:
        line = _("You led {card}") if you else _("{name} led {card}")
        # translators: a seat's last action in the players' panel
        return line.format(name=who, card=card), _("led {card}").format(card=card)
    line = _("You played {card}") if you else _("{name} played {card}")
    # translators: a seat's last action in the players' panel
    return line.format(name=who, card=card), _("played {card}").format(card=card)


def _captured(who: str, total: int, cards: Sequence[str], *, wins: bool, you: bool) -> str:
    """M9: a capture with the last card wins; nobody leads again then."""
    count = len(cards)
    taken = " ".join(format_card(c) for c in cards)
    if wins:
        line = (
            ngettext(
                "You took {total} ({count} card: {cards})",
                "You took {total} ({count} cards: {cards})",
                count,
            )
            if you
            else ngettext(
                "{name} took {total} ({count} card: {cards})",
                "{name} took {total} ({count} cards: {cards})",
                count,
            )
        )
    elif you:
        line = ngettext(
            "You took {total} ({count} card: {cards}), lead again",
            "You took {total} ({count} cards: {cards}), lead again",
            count,
        )
    else:
        line = ngettext(
            "{name} took {total} ({count} card: {cards}), leads again",
            "{name} took {total} ({count} cards: {cards}), leads again",
            count,
        )
    return line.format(name=who, total=total, count=count, cards=taken)


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
        yours = seat == you
        if ev.kind == "played":
            line, last[seat] = _played(who, format_card(ev.detail), led=led, you=yours)
            lines.append(line)
        elif ev.kind == "skipped":
            suit = SUIT_SYMBOL[ev.detail]
            line = _("You skipped: no {suit}") if yours else _("{name} skipped: no {suit}")
            lines.append(line.format(name=who, suit=suit))
            # translators: a seat's last action in the players' panel
            last[seat] = _("skipped: no {suit}").format(suit=suit)
        elif ev.kind == "captured":
            cards, total = ev.detail
            lines.append(_captured(who, total, cards, wins=wins, you=yours))
            # translators: a seat's last action in the players' panel
            last[seat] = _("took {total} with {card}").format(
                total=total, card=format_card(cards[-1])
            )
        elif ev.kind == "won":
            line = (
                _("You are out of cards and win the hand")
                if yours
                else _("{name} is out of cards and wins the hand")
            )
            lines.append(line.format(name=who))
            # translators: a seat's last action in the players' panel
            last[seat] = _("out of cards: won")
        else:  # an event kind this version does not know: still log it
            lines.append(f"{who}: {ev.kind} {ev.detail or ''}".rstrip())
    return lines, last


def hand_start_line(hand_number: int, dealer: str, leader: str, *, you: bool = False) -> str:
    """`you`: the dealer is spoken to ("You deal")."""
    line = (
        _("Hand {number}: You deal, {leader} leads")
        if you
        else _("Hand {number}: {dealer} deals, {leader} leads")
    )
    return line.format(number=hand_number, dealer=dealer, leader=leader)
