"""`modten --review [FILE|last]`: a finished game's review printed as text.

FILE is a history record (`history/*.json`) or a save of a finished game; `last` (the default)
is the most recently finished game. Reviews are kept beside the history as the screen keeps
them, so asking twice is instant. Errors are one line on stderr and exit code 2.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from modten_tui import registry
from modten_tui.i18n import _, ngettext
from modten_tui.review.history_check import check_history, checked_history
from modten_tui.review.verdicts import Settings
from modten_tui.storage.save_file import SaveFile, parse_history, parse_save
from modten_tui.storage.saves import SaveStore, read_capped

SETTINGS = Settings()  # the review's search, as the screen's (tests set a small one)


class ReviewError(Exception):
    """Why this cannot be reviewed, in a line for the player."""


@dataclass(frozen=True)
class Finished:
    """A finished game to review: its save and the one-line result."""

    save: SaveFile
    result: str


def finished_of(save: SaveFile, where: str) -> Finished:
    """The save if its game is over (every move re-checked), or ReviewError saying why not."""
    from modten_tui.table.persist import RestoreError, quick_bot, restore, result_text

    try:
        session = restore(save, bot_factory=quick_bot)
    except RestoreError as exc:
        raise ReviewError(
            _("{file}: the game does not replay: {problem}").format(file=where, problem=exc)
        ) from exc
    if not session.match_over:
        raise ReviewError(
            # translators: {count} may be 1 ("1 moves played" in English): say it without a plural
            _(
                "{file}: the game is not finished ({count} moves played); "
                "only a finished game can be reviewed"
            ).format(file=where, count=save.move_count)
        )
    return Finished(save, result_text(session))


def load(arg: str, store: SaveStore) -> Finished:
    """The game `arg` names: `last`, or a history record or save file."""
    if arg == "last":
        newest = _newest(store)
        entries, problems = checked_history(store)  # damaged ones moved aside, named
        for problem in problems:
            if newest is not None and problem.startswith(f"{newest}: "):
                raise ReviewError(
                    _("the last finished game was refused: {problem}").format(problem=problem)
                )
            print(
                _("modten: --review: a finished game was left out: {problem}").format(
                    problem=problem
                ),
                file=sys.stderr,
            )
        if not entries:
            raise ReviewError(_("no finished games in {folder}").format(folder=store.history_dir))
        return Finished(entries[0].save, entries[0].result)
    if not arg:  # Path("") is the current folder: say what is wrong instead
        raise ReviewError(
            _(
                "the file name is empty (give a finished game's file, or leave "
                "FILE out for the last finished game)"
            )
        )
    path = Path(arg)
    try:
        data = read_capped(path)
    except FileNotFoundError:
        raise ReviewError(_("{file}: no such file").format(file=arg)) from None
    except Exception as exc:  # a folder, a FIFO, no permission, too large
        raise ReviewError(f"{arg}: {exc}") from None
    try:
        entry = check_history(parse_history(data))
    except Exception as exc:  # not a history record (perhaps a save), or a damaged one
        refused = exc
    else:
        return Finished(entry.save, entry.result)
    try:
        save = parse_save(data)
    except Exception as exc:
        if _is_history(data):  # the record's own reason, and kept aside if in the history
            raise ReviewError(_refused_record(path, store, refused)) from None
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ReviewError(
            _("{file}: not a finished game's record or a save ({problem})").format(
                file=arg, problem=first
            )
        ) from None
    return finished_of(save, arg)


def _newest(store: SaveStore) -> Path | None:
    """The newest history file, as `SaveStore.history` orders them (names start with the time)."""
    try:
        return max(store.history_dir.glob("*.json"), default=None)
    except OSError:
        return None


def _is_history(data: bytes) -> bool:
    try:
        raw = json.loads(data)
    except Exception:  # not JSON: no record at all
        return False
    return isinstance(raw, dict) and "save" in raw and "result" in raw


def _refused_record(path: Path, store: SaveStore, exc: Exception) -> str:
    """A damaged history record's reason; moved aside like a damaged save when it is one of
    the history's own files (a file elsewhere is the user's, left where it is)."""
    problem = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    try:
        ours = path.resolve().parent == store.history_dir.resolve()
    except OSError:
        ours = False
    if ours and path.suffix == ".json":
        return str(store.refuse_file(path, problem))
    return f"{path}: {problem}"


def run(arg: str, store: SaveStore | None = None) -> int:
    """Print the review of `arg`; 0, or 2 with a message on stderr."""
    from modten_tui.review import cache, verdicts
    from modten_tui.review.text import full_text

    store = store if store is not None else SaveStore()
    try:
        found = load(arg, store)
        spec = registry.get(found.save.game)
        settings = SETTINGS
        game_id = verdicts.game_id(found.save)
        result = cache.load(store, game_id, settings)
        if result is None:
            reviewing = ngettext(
                "Reviewing {game} ({count} move)…",
                "Reviewing {game} ({count} moves)…",
                found.save.move_count,
            )
            print(reviewing.format(game=spec.title, count=found.save.move_count), file=sys.stderr)
            result = verdicts.review(found.save, settings)
            assert result is not None  # nothing cancels it here
            cache.keep(store, result, settings)
    except (ReviewError, verdicts.ReviewUnavailable) as exc:
        print(_("modten: error: --review: {problem}").format(problem=exc), file=sys.stderr)
        return 2
    print(full_text(result, spec.title, found.result))
    return 0
