"""Recorded histories for the statistics tests: real games played to their end, everyone
playing their first legal move, finished at the times given (the history's order)."""

from __future__ import annotations

from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.storage.save_file import HistoryEntry
from modten_tui.storage.saves import SaveStore
from modten_tui.table.persist import history_entry


def finished_modten(
    seats: str, seed: int, hands: int, when: str
) -> tuple[ModTenSession, HistoryEntry]:
    """A Mod Ten match of `hands` hands played to its end, everyone playing their first card."""
    setup = GameSetup.model_validate(
        {"seats": parse_seat_list(seats), "seed": seed, "length": "hands", "hands": hands}
    )
    session = ModTenSession(setup)
    while True:
        while session.current is not None:
            session.play(session.game.legal_moves()[0])
        if session.match_over:
            break
        session.next_hand()
    entry = history_entry(session)
    return session, entry.model_copy(update={"finished_at": when})


def finished_ten(seats: str, seed: int, when: str) -> tuple[TenSession, HistoryEntry]:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list(seats), "seed": seed})
    session = TenSession(setup)
    while session.current is not None:
        session.play(session.game.legal_moves()[0])
    entry = history_entry(session)
    return session, entry.model_copy(update={"finished_at": when})


def recorded_store(store: SaveStore) -> SaveStore:
    """A history of two Mod Ten matches (Ann against Bob, then Cy) and two games of TEN."""
    entries = [
        finished_modten("Ann,Bob", seed=1, hands=3, when="2026-11-28T10:00:00+00:00")[1],
        finished_ten("Ann,Bob", seed=2, when="2026-11-29T10:00:00+00:00")[1],
        finished_modten("Cy,Ann", seed=3, hands=4, when="2026-11-30T10:00:00+00:00")[1],
        finished_ten("Bob,Ann,Cy", seed=4, when="2026-12-01T10:00:00+00:00")[1],
    ]
    for entry in entries:
        store.add_history(entry)
    return store
