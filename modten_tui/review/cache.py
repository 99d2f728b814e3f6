"""Reviews kept beside the finished games, so a second look is instant.

One file per game, review settings and language: `history/reviews/<game id>-<settings>-<code>
.json`, as a review holds its moves and reasons in the words it was shown in (a folder
of its own: the history lists `history/*.json` and must not read these as games). A file that
cannot be read or does not match is ignored and the review computed again; a failed write
costs only the keeping.
"""

from __future__ import annotations

from pathlib import Path

from modten_tui import i18n
from modten_tui.review.verdicts import Review, Settings
from modten_tui.storage.saves import SaveStore, atomic_write_text, private_dir, read_capped

FOLDER = "reviews"


def path_of(store: SaveStore, game_id: str, settings: Settings) -> Path:
    # The language too: a game reviewed in Finnish is reviewed again, in Catalan, in Catalan.
    return store.history_dir / FOLDER / f"{game_id}-{settings.key}-{i18n.current()}.json"


def load(store: SaveStore, game_id: str, settings: Settings) -> Review | None:
    """The kept review of this game at these settings, or None (none kept, or damaged)."""
    path = path_of(store, game_id, settings)
    try:
        review = Review.model_validate_json(read_capped(path))
    except Exception:  # missing, unreadable, damaged, another format: computed again
        return None
    return review if review.matches(game_id, settings) else None


def keep(store: SaveStore, review: Review, settings: Settings) -> bool:
    """Write the review beside the history; False if it could not be (read-only copy, disk)."""
    if not store.may_write():
        return False
    path = path_of(store, review.game_id, settings)
    try:
        for folder in (store.root, store.history_dir, path.parent):  # the root first
            private_dir(folder)
        atomic_write_text(path, review.model_dump_json())
    except OSError:
        return False
    return True
