"""Computer turns for any table screen, written once: the move is chosen in a worker thread
from the seat's view only (invariant 2), shown at a readable pace, and played on the UI thread.

A computer player that raises, or answers with a move that is not legal, must not end the game:
its seat plays its first legal move instead and the screen is told why (`failed`), so the
table can say so. The app cancels the screen's "bot" worker group to stop a turn (undo, quit).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from textual.screen import Screen
from textual.worker import get_current_worker

from modten_tui import registry
from modten_tui.i18n import N_, _
from modten_tui.table.session import BotTurn, Session

# What went wrong with a computer's answer: an English message (N_) and its values but the move.
Problem = tuple[str, dict[str, str]]


class BotTurns:
    """The computer-turn worker of one table screen.

    `play(move)` applies a computer's move on the UI thread; `failed(text)` receives what went
    wrong with a computer's answer ("Ann's computer failed (…); it played 7♥"); `show_move`
    spells a move for people.
    """

    def __init__(
        self,
        screen: Screen[Any],
        session: Session,
        play: Callable[[str], None],
        failed: Callable[[str], None],
        show_move: Callable[[str], str] = str,
    ) -> None:
        self.screen = screen
        self.session = session
        self.play = play
        self.failed = failed
        self.show_move = show_move
        self.hurry = threading.Event()  # set: the pause before a computer's move is skipped
        self._turn_id = 0  # a worker's answer counts only for the turn it was asked about

    def start(self, delay: float) -> None:
        """Ask the computer to move now, if one is to move; its move lands `delay` s later."""
        turn = self.session.bot_turn()
        if turn is None:
            return
        self._turn_id += 1
        work = partial(self._think, turn, self._turn_id, delay)
        self.screen.run_worker(work, thread=True, group="bot", name="computer turn")

    WAIT_S = 0.1  # how often a computer's move, held while the table is covered, looks again

    def _table_in_front(self) -> bool:
        top = self.screen.app.screen
        return top is self.screen or registry.get(self.session.setup.game).table.is_prompt_screen(
            top
        )

    def offers_speed(self, shown: object, now: bool, done: bool) -> bool:
        """Whether the key bar offers the speed toggle whose target is `shown`: only at a
        table with computers, before its end, and only the speed not already in use."""
        has_bots = len(self.session.humans) < len(self.session.names)
        return has_bots and not done and shown != now

    def set_fast(self, fast: bool) -> None:
        if fast:
            self.hurry.set()  # the computer thinking now need not wait out its pause either
        else:
            self.hurry.clear()

    def _think(self, turn: BotTurn, turn_id: int, delay: float) -> None:
        # Off the UI thread, from the seat's view only (invariant 2).
        started = time.perf_counter()
        problem: Problem | None = None
        try:
            move = turn.choose()
        except Exception as exc:  # a broken computer player must not end the game
            move = turn.legal[0]
            name = self.session.names[turn.seat]
            problem = (
                N_("{name}'s computer failed ({problem}); it played {move}"),
                {"name": name, "problem": str(exc)},
            )
        left = delay - (time.perf_counter() - started)
        if left > 0:
            self.hurry.wait(left)
        if get_current_worker().is_cancelled:
            return
        with contextlib.suppress(RuntimeError):  # the app closed while it was thinking
            self.screen.app.call_from_thread(self._answered, turn_id, move, problem)

    def _answered(self, turn_id: int, move: str, problem: Problem | None) -> None:
        s = self.session
        if turn_id != self._turn_id or not s.is_bot_turn:
            return  # a stale answer: the turn was taken back or played already
        if not self.screen.is_attached or not self.screen.children:
            return  # the app is closing and the table's widgets are gone: nothing to show
        if not self._table_in_front():
            # A question (quit?), the help or a too-small notice is up: the game waits under it,
            # so nothing opens over the question and no key meant for it lands in a prompt.
            retry = partial(self._answered, turn_id, move, problem)
            self.screen.app.set_timer(self.WAIT_S, retry)
            return
        legal = s.legal_moves()
        if move not in legal:  # never trust a computer player with the rules
            name = s.names[s.current or 0]
            problem = (
                N_("{name}'s computer chose {choice}, which is not legal; it played {move}"),
                {"name": name, "choice": repr(move)},
            )
            move = legal[0]
        if problem:
            message, values = problem
            self.failed(_(message).format(move=self.show_move(move), **values))
        self.play(move)
