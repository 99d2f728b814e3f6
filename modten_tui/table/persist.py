"""A session to a save file and back ("the record is the truth", ARCHITECTURE.md).

A save holds the setup and the record of every hand; restoring builds a fresh session and
replays every move through it, so the log, the seat notes and the auction story come back
too, and a damaged or hand-edited file is caught at the first move that is not legal.
What a save holds beyond the setup, and how a session is rebuilt from it, is the game's own
(`GameSpec.save_parts`, `GameSpec.restore`, in each game's `session/persist.py`).
Nothing here knows Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from pydantic import ValidationError

from modten_tui import i18n, registry
from modten_tui.bots import Bot
from modten_tui.registry import GameSpec, make_bot
from modten_tui.registry.capabilities import Bots
from modten_tui.rules.protocol import IllegalMove
from modten_tui.setup.models import GameSetup, error_map
from modten_tui.storage.save_file import HistoryEntry, SaveFile
from modten_tui.table.session import Session

AnySession = Session  # a game's session, whichever game
BotFactory = Callable[[str, str, int | None, float], Bot]


class RestoreError(ValueError):
    """A save that does not replay: the message says where and why, in a line."""


def spec_of(session: AnySession) -> GameSpec:
    """The registered game a session plays."""
    return registry.get(session.game.game_name)


def to_save(session: AnySession) -> SaveFile:
    """The session's record as a save file (setup, the game's own setup, one record per hand)."""
    spec = spec_of(session)
    match, records = spec.saves.save_parts(session)
    setup = session.setup.model_dump(mode="json")
    return SaveFile(game=spec.key, setup=setup, match=match, records=records)


def restore(
    save: SaveFile,
    *,
    bot_budget_s: float = 1.0,
    bot_factory: BotFactory | None = None,
) -> AnySession:
    """Rebuild the session a save describes, replaying and re-checking every move."""
    try:
        spec = registry.get(save.game)
    except registry.UnknownGame as exc:
        raise RestoreError(str(exc)) from exc
    setup = _setup(save)
    try:
        session: AnySession = spec.saves.restore(save, setup, Bots(bot_budget_s, bot_factory))
        return session
    except RestoreError:
        raise
    except ValueError as exc:  # a seat, a deal or a match the rules refuse
        raise RestoreError(str(exc)) from exc


def without_last(save: SaveFile, count: int = 1) -> SaveFile:
    """The same save with its last `count` moves taken back (undo is replay minus a move)."""
    records = list(save.records)
    last = records[-1]
    if count > len(last.moves):
        raise ValueError("there are not that many moves in the hand in play")
    records[-1] = last.model_copy(update={"moves": last.moves[: len(last.moves) - count]})
    return save.model_copy(update={"records": records})


def reuse_bots(session: AnySession) -> BotFactory:
    """A factory that hands back the session's own computer players, seat by seat."""
    bots: Iterator[Bot] = iter([s.bot for s in session.seats if s.bot is not None])
    return lambda game, level, seed, budget: next(bots)


def _setup(save: SaveFile) -> GameSetup:
    try:
        setup = GameSetup.model_validate(save.setup)
    except ValidationError as exc:
        key, message = next(iter(error_map(exc).items()))
        raise RestoreError(f"the game setup is not valid: {key}: {message}") from exc
    if setup.game != save.game:
        raise RestoreError(f"the save is for {save.game!r} but its setup is for {setup.game!r}")
    if not save.records:
        raise RestoreError("the save holds no record of a hand")
    for number, record in enumerate(save.records, start=1):
        if record.game != save.game or record.players != setup.players:
            raise RestoreError(
                f"record {number} is for {record.players} players of {record.game!r}, "
                f"not {setup.players} of {save.game!r}"
            )
    return setup


def replay(session: AnySession, moves: Sequence[str], where: str = "") -> None:
    """Play a record's moves through a session; RestoreError names the first that fails
    (`where` says which hand, for a game of several)."""
    for number, move in enumerate(moves, start=1):
        if session.current is None:
            raise RestoreError(f"{where}move {number} ({move!r}) comes after the end")
        try:
            session.play(move)
        except IllegalMove as exc:
            raise RestoreError(f"{where}move {number} ({move!r}) is not legal: {exc}") from exc


def record_cards(setup: dict[str, Any], whose: str = "the record's") -> list[str]:
    """The cards a record's setup deals or stacks, which must be a list of card codes."""
    cards = setup.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise RestoreError(f"{whose} cards must be a list of card codes")
    return cards


# ----- the history of finished games ---------------------------------------------------------
def player_names(session: AnySession) -> list[str]:
    return [s.name if s.is_human else f"{s.name} ({s.kind})" for s in session.seats]


def result_text(session: AnySession) -> str:
    """One line for the history: who won and the final scores."""
    return spec_of(session).table.result_text(session)


def history_entry(session: AnySession) -> HistoryEntry:
    save = to_save(session)
    with i18n.in_source():  # the history on disk is in English, shown in any language
        result = result_text(session)
    return HistoryEntry(
        finished_at=save.saved_at,
        game=save.game,
        players=player_names(session),
        result=result,
        save=save,
    )


def describe_entry(entry: HistoryEntry) -> str:
    when = entry.finished_at.replace("T", " ")[:16]
    title = registry.get(entry.game).title
    return f"{when} · {title} · {', '.join(entry.players)} · {entry.result}"


def quick_bot(game: str, level: str, seed: int | None, budget: float) -> Bot:
    """A placeholder computer player for checking a save without starting its real bots."""
    return make_bot(game, "random", seed=seed)
