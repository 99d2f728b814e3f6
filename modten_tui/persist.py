"""A session to a save file and back ("the record is the truth", ARCHITECTURE.md).

A save holds the setup and the record of every hand; restoring builds a fresh session and
replays every move through it, so the log, the seat notes and the auction story come back
too, and a damaged or hand-edited file is caught at the first move that is not legal.
Nothing here knows Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from pydantic import ValidationError

from modten_tui.bots import Bot, make_bot
from modten_tui.games.modten.rules.match import ModTenMatch
from modten_tui.games.modten.session.session import Session
from modten_tui.games.ten.session.session import TenSession
from modten_tui.rules.protocol import IllegalMove, Record
from modten_tui.saves import HistoryEntry, SaveFile
from modten_tui.setup_models import GAMES, GameSetup, error_map

AnySession = Session | TenSession
BotFactory = Callable[[str, str, int | None, float], Bot]
MATCH_KEYS = {"target", "hands", "seed", "deck", "open_hands", "first_dealer"}
TEN_KEYS = {"first_player", "cards", "all_pass", "bust_token_cap"}


class RestoreError(ValueError):
    """A save that does not replay: the message says where and why, in a line."""


def to_save(session: AnySession) -> SaveFile:
    """The session's record as a save file (setup, match setup, one record per hand)."""
    setup = session.setup.model_dump(mode="json")
    if isinstance(session, TenSession):
        return SaveFile(game="ten", setup=setup, records=[session.game.record])
    record = session.match.to_record()
    return SaveFile(game="modten", setup=setup, match=dict(record.setup), records=record.hands)


def restore(
    save: SaveFile,
    *,
    bot_budget_s: float = 1.0,
    bot_factory: BotFactory | None = None,
) -> AnySession:
    """Rebuild the session a save describes, replaying and re-checking every move."""
    setup = _setup(save)
    try:
        if save.game == "ten":
            return _restore_ten(save, setup, bot_budget_s, bot_factory)
        return _restore_modten(save, setup, bot_budget_s, bot_factory)
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


def _replay(session: AnySession, moves: Sequence[str], where: str) -> None:
    for number, move in enumerate(moves, start=1):
        if session.current is None:
            raise RestoreError(f"{where}move {number} ({move!r}) comes after the end")
        try:
            session.play(move)
        except IllegalMove as exc:
            raise RestoreError(f"{where}move {number} ({move!r}) is not legal: {exc}") from exc


def _restore_ten(
    save: SaveFile, setup: GameSetup, budget: float, factory: BotFactory | None
) -> TenSession:
    if len(save.records) != 1:
        raise RestoreError(f"a TEN save holds one record, not {len(save.records)}")
    record = save.records[0]
    given = record.setup
    if set(given) != TEN_KEYS:
        raise RestoreError(f"the TEN record's setup needs exactly: {', '.join(sorted(TEN_KEYS))}")
    for key in ("all_pass", "bust_token_cap"):
        if given[key] != getattr(setup, key):
            raise RestoreError(f"the record's {key} ({given[key]!r}) differs from the setup's")
    cards = given["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise RestoreError("the TEN record's cards must be a list of card codes")
    session = TenSession(setup, cards=cards, first_player=given["first_player"],
                         bot_budget_s=budget, bot_factory=factory)  # fmt: skip
    _replay(session, record.moves, "")
    return session


def _expected_match(setup: GameSetup) -> dict[str, Any]:
    """The match setup a Session builds from this GameSetup (seed and dealer aside)."""
    single = setup.length == "hand"
    return {
        "target": setup.target if setup.length == "target" else None,
        "hands": 1 if single else setup.hands,
        "deck": setup.deck,
        "open_hands": setup.open_hands,
    }


def _restore_modten(
    save: SaveFile, setup: GameSetup, budget: float, factory: BotFactory | None
) -> Session:
    if set(save.match) != MATCH_KEYS:
        raise RestoreError(f"the match setup needs exactly: {', '.join(sorted(MATCH_KEYS))}")
    for key, want in _expected_match(setup).items():
        if save.match[key] != want:
            raise RestoreError(f"the match's {key} ({save.match[key]!r}) differs from the setup's")
    match = ModTenMatch(setup.players, **save.match)
    stacks = [_cards(r, n) for n, r in enumerate(save.records, start=1)]
    session = Session(setup, match=match, stacks=stacks, bot_budget_s=budget, bot_factory=factory)
    last = len(save.records)
    for number, record in enumerate(save.records, start=1):
        dealer = record.setup.get("dealer")
        if dealer != session.hand.dealer:
            raise RestoreError(
                f"hand {number}: the dealer is seat {session.hand.dealer}, not {dealer!r}"
            )
        seed = record.setup.get("seed")
        session.hand.seed = seed if isinstance(seed, int) else None  # cards rule; seed is a note
        _replay(session, record.moves, f"hand {number}, " if last > 1 else "")
        if number < last:
            if not session.hand_over:
                raise RestoreError(f"hand {number} is unfinished, yet later hands follow")
            if session.match_over:
                raise RestoreError(f"the match was over after hand {number}")
            session.next_hand()
    return session


def _cards(record: Record, number: int) -> list[str]:
    cards = record.setup.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise RestoreError(f"hand {number}: the record's cards must be a list of card codes")
    return cards


# ----- the history of finished games ---------------------------------------------------------
def player_names(session: AnySession) -> list[str]:
    return [s.name if s.is_human else f"{s.name} ({s.kind})" for s in session.seats]


def result_text(session: AnySession) -> str:
    """One line for the history: who won and the final scores."""
    names = session.names
    if isinstance(session, TenSession):
        out = session.outcome()
        scores = ", ".join(f"{p.name} {p.score}" for p in out.players)
        return f"{out.headline} ({scores})"
    out = session.outcome()
    if out.single_hand:
        return f"{names[out.winner]} wins the hand ({', '.join(map(str, out.scores))})"
    winner = out.match_winner if out.match_winner is not None else out.winner
    return f"{names[winner]} wins the match ({', '.join(map(str, out.totals))})"


def history_entry(session: AnySession) -> HistoryEntry:
    save = to_save(session)
    return HistoryEntry(
        finished_at=save.saved_at,
        game=save.game,
        players=player_names(session),
        result=result_text(session),
        save=save,
    )


def describe_entry(entry: HistoryEntry) -> str:
    when = entry.finished_at.replace("T", " ")[:16]
    return f"{when} · {GAMES[entry.game]} · {', '.join(entry.players)} · {entry.result}"


def quick_bot(game: str, level: str, seed: int | None, budget: float) -> Bot:
    """A placeholder computer player for checking a save without starting its real bots."""
    return make_bot(game, "random", seed=seed)
