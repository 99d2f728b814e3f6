"""Mod Ten's part of a save: the match setup (M13) and one record per hand, and back.

`persist.py` checks what every save shares (the setup, the records' game and player count);
this rebuilds the match the setup describes and replays each hand through a fresh session.
"""

from __future__ import annotations

from typing import Any

from modten_tui.games.modten.options.model import ModTenSetupOptions
from modten_tui.games.modten.rules.match import ModTenMatch
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.i18n import _
from modten_tui.rules.protocol import Record
from modten_tui.setup.models import GameSetup
from modten_tui.storage.save_file import SaveFile
from modten_tui.table.persist import BotFactory, RestoreError, record_cards, replay

MATCH_KEYS = {"target", "hands", "seed", "deck", "open_hands", "first_dealer"}


def save_parts(session: ModTenSession) -> tuple[dict[str, Any], list[Record]]:
    """The match setup and one record per hand, the one in play last."""
    record = session.match.to_record()
    return dict(record.setup), record.hands


def expected_match(setup: GameSetup) -> dict[str, Any]:
    """The match setup a ModTenSession builds from this GameSetup (seed and dealer aside)."""
    options = ModTenSetupOptions.of(setup)
    single = options.length == "hand"
    return {
        "target": options.target if options.length == "target" else None,
        "hands": 1 if single else options.hands,
        "deck": options.deck,
        "open_hands": options.open_hands,
    }


def restore(
    save: SaveFile, setup: GameSetup, budget: float, factory: BotFactory | None
) -> ModTenSession:
    """The match, every hand replayed; each hand must end before the next one starts."""
    if set(save.match) != MATCH_KEYS:
        keys = ", ".join(sorted(MATCH_KEYS))
        raise RestoreError(_("the match setup needs exactly: {keys}").format(keys=keys))
    for key, want in expected_match(setup).items():
        if save.match[key] != want:
            differs = _("the match's {key} ({value}) differs from the setup's")
            raise RestoreError(differs.format(key=key, value=repr(save.match[key])))
    match = ModTenMatch(setup.players, **save.match)
    stacks = [
        record_cards(r.setup, f"hand {n}: the record's")
        for n, r in enumerate(save.records, start=1)
    ]
    session = ModTenSession(
        setup, match=match, stacks=stacks, bot_budget_s=budget, bot_factory=factory
    )
    last = len(save.records)
    for number, record in enumerate(save.records, start=1):
        dealer = record.setup.get("dealer")
        if dealer != session.hand.dealer:
            wrong = _("hand {number}: the dealer is seat {seat}, not {dealer}")
            raise RestoreError(
                wrong.format(number=number, seat=session.hand.dealer, dealer=repr(dealer))
            )
        seed = record.setup.get("seed")
        session.hand.seed = seed if isinstance(seed, int) else None  # cards rule; seed is a note
        replay(session, record.moves, f"hand {number}, " if last > 1 else "")
        if number < last:
            if not session.hand_over:
                unfinished = _("hand {number} is unfinished, yet later hands follow")
                raise RestoreError(unfinished.format(number=number))
            if session.match_over:
                raise RestoreError(
                    _("the match was over after hand {number}").format(number=number)
                )
            session.next_hand()
    return session


def result_text(session: ModTenSession) -> str:
    """One line for Finished games: who won the hand or the match, and the scores."""
    names = session.names
    out = session.outcome()
    scores = out.scores if out.single_hand else out.totals

    def by_score() -> str:  # named, best first (a bare list of six numbers told nobody whose)
        order = sorted(range(len(names)), key=lambda s: -scores[s])
        return ", ".join(f"{names[s]} {scores[s]}" for s in order)

    if out.single_hand:
        line = _("{name} wins the hand ({scores})")
        return line.format(name=names[out.winner], scores=by_score())
    winner = out.match_winner if out.match_winner is not None else out.winner
    return _("{name} wins the match ({scores})").format(name=names[winner], scores=by_score())
