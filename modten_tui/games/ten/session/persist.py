"""TEN's part of a save: one record (the pile's order, who begins, the named options), and back.

`persist.py` checks what every save shares; this checks the record's setup against the game
setup and replays every move through a fresh session.
"""

from __future__ import annotations

from modten_tui.games.ten.options.model import TenSetupOptions
from modten_tui.games.ten.session.session import TenSession
from modten_tui.setup.models import GameSetup
from modten_tui.storage.save_file import SaveFile
from modten_tui.table.persist import BotFactory, RestoreError, record_cards, replay

RECORD_KEYS = {"first_player", "cards", "all_pass", "bust_token_cap"}


def restore(
    save: SaveFile, setup: GameSetup, budget: float, factory: BotFactory | None
) -> TenSession:
    if len(save.records) != 1:
        raise RestoreError(f"a TEN save holds one record, not {len(save.records)}")
    record = save.records[0]
    given = record.setup
    if set(given) != RECORD_KEYS:
        raise RestoreError(
            f"the TEN record's setup needs exactly: {', '.join(sorted(RECORD_KEYS))}"
        )
    for key in ("all_pass", "bust_token_cap"):
        if given[key] != getattr(TenSetupOptions.of(setup), key):
            raise RestoreError(f"the record's {key} ({given[key]!r}) differs from the setup's")
    cards = record_cards(given, "the TEN record's")
    session = TenSession(
        setup,
        cards=cards,
        first_player=given["first_player"],
        bot_budget_s=budget,
        bot_factory=factory,
    )
    replay(session, record.moves)
    return session


def result_text(session: TenSession) -> str:
    """One line for Finished games: the headline (winners, T19's tie-break) and the scores."""
    out = session.outcome()
    scores = ", ".join(f"{p.name} {p.score}" for p in out.players)
    return f"{out.headline} ({scores})"
