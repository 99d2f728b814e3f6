"""A finished game's record is checked where it is read: its moves must replay, each one
legal, to the end of the game ("the record is the truth", docs/architecture.md).

A record edited by hand (a move changed, cards swapped, moves doubled or cut short) is refused
with the reason, so the review, the replay and the statistics never show a game that was not
played to its end. The one-line result is the one the moves replay to: a recorded line in an
older wording ("(15, 16)" before scores were named) still reads, and an edited line cannot
claim another winner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from modten_tui.i18n import _

if TYPE_CHECKING:
    from modten_tui.storage.save_file import HistoryEntry
    from modten_tui.storage.saves import SaveStore


class HistoryRefused(ValueError):
    """A history record that does not replay to a finished game; the message says why."""


def check_history(entry: HistoryEntry) -> HistoryEntry:
    """The entry, its result as its moves replay to; HistoryRefused when they do not."""
    from modten_tui.table.persist import quick_bot, restore, result_text

    try:
        session = restore(entry.save, bot_factory=quick_bot)
    except Exception as exc:  # any failure to replay is the record's
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise HistoryRefused(
            _("the game does not replay: {problem}").format(problem=first)
        ) from exc
    if not session.match_over:
        raise HistoryRefused(
            _(
                "the game does not replay to its end: its {count} "
                "moves stop before the game is over"
            ).format(count=entry.save.move_count)
        )
    return entry.model_copy(update={"result": result_text(session)})


def checked_history(store: SaveStore) -> tuple[list[HistoryEntry], list[str]]:
    """The store's finished games, each replayed; those refused are moved aside and named."""
    return store.history(check_history)
