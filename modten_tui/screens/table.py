"""What every game's table screen does alike: the app it runs in, the computers' speed key, the
log's page keys and the results. A game's table subclasses `TableScreen`, binds the keys (the
order of its key bar is its own) and draws its own view in `redraw`."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from modten_tui.screens.app_link import table_app
from modten_tui.screens.whole_frame import WholeFrameScreen
from modten_tui.widgets.game_log import GameLog

if TYPE_CHECKING:
    from modten_tui.screens.bot_turns import BotTurns
    from modten_tui.table.session import Session

T = TypeVar("T")


class TableScreen(WholeFrameScreen[None]):
    AUTO_FOCUS = ""  # the keys belong to the screen, never to a widget (the log included)

    session: Session
    bots: BotTurns
    mode: str  # the game's own modes; "done": the game (or hand) is over, the results follow

    def while_open(self, answer: Callable[[T], None]) -> Callable[[T], None]:
        """`answer`, for a prompt this table opens, called only while the table is open. An
        answer comes one message late (Textual's `call_next`), so a timed notice or a late
        Enter can answer a table the person has just left or the app is closing: then nothing
        is played, shown or drawn."""

        def guarded(result: T) -> None:
            if self.is_attached:
                answer(result)

        return guarded

    @abstractmethod
    def redraw(self) -> None:
        """Draw the session as it stands."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "fast":  # shown as "Fast computers" or "Normal speed", whichever applies
            return self.bots.offers_speed(
                parameters[0], table_app(self).fast_computers, self.mode == "done"
            )
        if action == "results":
            return self.mode == "done"
        return True

    def action_fast(self, fast: bool) -> None:
        table_app(self).set_fast_computers(fast)
        self.bots.set_fast(fast)
        self.refresh_bindings()
        self.redraw()

    def action_log(self, pages: int) -> None:
        self.query_one(GameLog).page(pages)

    def action_results(self) -> None:
        table_app(self).show_results(self.session)
