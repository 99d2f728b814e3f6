"""The TEN table: the pile, the tableau and its totals, the market, every player, the log, and
the acting player's choices with their consequences.

`advance` decides what happens after any change. Prompts (auction, payment, buy, notices) are
modal screens on top of this one; computer moves run in a worker here, also while a prompt
shows, and the open auction prompt is refreshed after each bid. Modes:
- draw:   a person is drawing; d / n / c are live.
- watch:  a computer is to move; it moves in a worker at a readable pace (f: fast computers).
- prompt: a modal prompt is open and answers for itself.
- done:   the game is over; the results follow.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.coaching import WRONG_NOTICE, show_coach
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.games.ten.session.texts import details_of
from modten_tui.games.ten.widgets.players import (
    GAP,
    PANEL_WIDE,
    PANEL_WIDTH,
    PlayerInfo,
    TenPlayers,
    grid_height,
    grid_shape,
)
from modten_tui.games.ten.widgets.tableau import TenTableau
from modten_tui.i18n import N_, _, ngettext
from modten_tui.rules.protocol import IllegalMove
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.screens.bot_turns import BotTurns
from modten_tui.screens.kept import KeptScreens
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.table import TableScreen
from modten_tui.table.lesson import WrongMove
from modten_tui.widgets.coach import CoachPanel
from modten_tui.widgets.game_log import GameLog
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.repaint import show_text

MOVE_KEYS = {"d": "draw", "n": "take numbers", "c": "take currency"}
LOG_MIN = 34  # the log's width on a wide screen before the panels take more
COACH_MIN = 38  # a lesson's coach column at 80 columns: its longest words without scrolling
LESSON_PANEL = 36  # the players' text in a lesson at 80 columns: the grid and points whole
GRIDS_AT = 140  # from this width the grids sit side by side, the log across below them
LOG_ROWS = 6  # ... when the log keeps at least these lines there
PHASE_TEXT = {
    "draw": N_("drawing"),
    "auction": N_("auction"),
    "pay": N_("paying"),
    "buy": N_("buy phase"),
    "final_buy": N_("final buy round"),
    "over": N_("game over"),
}


class TenTableScreen(TableScreen):
    CSS_PATH = "table.tcss"  # with the looks of the board and the players' grids
    # A lesson on a short screen gives the log's rows to the coach (table.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    BINDINGS = [
        Binding("d", "move('draw')", N_("Draw")),
        Binding("n", "move('take numbers')", N_("Take numbers")),
        Binding("c", "move('take currency')", N_("Take currency")),
        Binding("tab,i", "inspect(1)", N_("Inspect player"), key_display="i"),
        Binding("shift+tab", "inspect(-1)", show=False),
        *[Binding(str(i + 1), f"inspect_seat({i})", show=False) for i in range(5)],
        Binding("f", "fast(True)", N_("Fast computers")),
        Binding("f", "fast(False)", N_("Normal speed")),
        Binding("enter", "results", N_("Results")),
        Binding("pageup", "log(-1)", N_("Log"), key_display="PgUp/Dn", show=False),
        Binding("pagedown", "log(1)", show=False),
    ]

    RESULT_PAUSE_S = 1.5  # an auction's result stays up this long unless Enter goes on
    BUST_PAUSE_S = 1.2  # a computer's bust stays up this long (a person's waits for Enter)

    session: TenSession

    def __init__(self, session: TenSession) -> None:
        super().__init__()
        self.session = session
        self.mode = "watch"
        self.guard = KeyGuard(self)  # no move on a table its presser has not yet seen
        self.inspected: int | None = None  # None: the panel follows whoever acts
        self.auction_screen: AuctionScreen | None = None
        # The payment, buy or notice prompt awaiting its answer, if any.
        self.prompt: PaymentScreen | BuyScreen | TenNoticeScreen | None = None
        self.final_noticed = False
        self.notice = ""
        self.bots = BotTurns(self, session, self.play, self.bot_failed)
        self._drawn_mode = ""
        self._busts_seen = session.busts  # a bust after this is shown before play moves on
        self.kept = KeptScreens(self)  # the prompts, built once each (screens/kept.py)

    def compose(self) -> ComposeResult:
        yield Static(id="ten-topbar")
        yield TenTableau(id="ten-board")
        with Horizontal(id="ten-middle"):
            yield TenPlayers(id="ten-players")
            if self.session.coach is None:
                yield GameLog(id="ten-log", wrap=self.session.log_wrap)
            else:
                # A lesson: the coach beside the players, above the log (on a short screen in
                # place of the log): across the screen it took the rows of the players' grids.
                with Vertical(id="ten-side"):
                    yield CoachPanel(id="ten-coach")
                    yield GameLog(id="ten-log", wrap=self.session.log_wrap)
        with Vertical(id="ten-choices"):
            yield Static(id="ten-banner")
            yield Static(id="ten-options")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#ten-board").border_title = _("Table")
        self.query_one("#ten-players").border_title = _("Players")
        self.query_one("#ten-log").border_title = _("Log")
        self.fit()
        self.advance()

    def on_unmount(self) -> None:
        self.kept.forget()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """From GRIDS_AT columns, every grid in full side by side (two or more a row) and the
        log across the screen below them, when the log keeps LOG_ROWS lines. Else the panels
        beside the log: two columns of full panels when the screen is wide enough and one
        column is not tall enough for them all, or one column, each up to PANEL_WIDE columns
        (last actions, wild placements, runs), the log the rest."""
        n = len(self.session.seats)
        w, h = self.app.size
        players = self.query_one(TenPlayers)
        room = h - 12  # topbar, board, choices, footer and the two borders
        coach = 8 if self.session.coach is not None else 0  # a lesson's coach panel, about
        per_row, rows = grid_shape(n, w - 4)  # inside the border and padding
        below = room - coach - grid_height(rows) - 2  # the log's lines under the grids
        grids = w >= GRIDS_AT and per_row > 1 and below >= LOG_ROWS
        self.query_one("#ten-middle").set_class(grids, "-grids")
        if grids:
            players.styles.width = "1fr"
            players.styles.height = grid_height(rows) + 2
            return
        players.styles.height = "1fr"
        rows = -(-n // 2)
        stacked = grid_height(n) <= room
        two = w >= 2 * PANEL_WIDTH + GAP + 4 + 28 and grid_height(rows) <= room
        if two and not stacked:
            col = max(PANEL_WIDTH, min(PANEL_WIDE, (w - 4 - GAP - LOG_MIN) // 2))
            width = 2 * col + GAP + 4
        elif self.session.coach is not None:  # a lesson: the coach's column comes first
            width = max(LESSON_PANEL, min(PANEL_WIDE, w - 6 - max(LOG_MIN, COACH_MIN))) + 6
        else:
            width = max(PANEL_WIDTH, min(PANEL_WIDE, w - 6 - LOG_MIN)) + 6
        players.styles.width = width

    # ----- the flow --------------------------------------------------------------------------
    def advance(self) -> None:
        """Decide what happens next after any change, and draw it."""
        s = self.session
        self.redraw()
        if self.auction_screen is not None:
            self.auction_screen.refresh_view()
            if s.auction is not None and s.auction.done:
                self.set_mode("prompt")
                # The result stays up for a moment and play goes on by itself: Enter only
                # skips the wait (with people seated, long enough to read who won and for what).
                delay = table_app(self).computer_delay
                pause = max(delay, self.RESULT_PAUSE_S) if s.humans else max(delay, 0.05)
                self.auction_screen.show_result(pause=pause)
                return
        if self.prompt is not None:
            return
        if s.busts != self._busts_seen and s.last_bust is not None:
            self._busts_seen = s.busts
            person = s.seats[s.last_bust.seat].is_human
            bust_pause = None if person else max(table_app(self).computer_delay, self.BUST_PAUSE_S)
            notice = TenNoticeScreen.bust(s, s.last_bust, bust_pause)
            self.open_prompt(self.kept.open(TenNoticeScreen, notice))
            return
        if s.is_over:
            self.set_mode("done")
            table_app(self).show_results(s)
            return
        if s.phase == "auction" and self.auction_screen is None:
            self.open_auction()
        if s.phase == "final_buy" and not self.final_noticed:
            self.final_noticed = True
            if s.humans:
                notice = TenNoticeScreen.final_round(s)
                self.open_prompt(self.kept.open(TenNoticeScreen, notice))
                return
        if s.is_bot_turn:
            self.set_mode("prompt" if self.auction_screen else "watch")
            self.bots.start(table_app(self).computer_delay)
            return
        self.bots.hurry.clear()
        if s.forced_move() is not None:  # a bidder who cannot outbid, a buyer with no choice
            s.play_forced()
            self.after_move()
            return
        if s.phase == "draw":
            self.set_mode("draw")
        elif s.phase == "auction":
            self.set_mode("prompt")  # the auction prompt is open and takes the bid
        elif s.phase == "pay":
            self.open_prompt(self.kept.open(PaymentScreen, s.payment(), s, cancellable=False))
        else:
            self.open_prompt(self.kept.open(BuyScreen, s, self.kept))

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        keys = f"{mode} {self.session.legal_moves()}" if mode == "draw" else mode
        if keys != self._drawn_mode:  # the footer rebuilds itself: only when keys change
            self._drawn_mode = keys
            self.refresh_bindings()
        self.redraw()

    def open_auction(self) -> None:
        screen = self.kept.open(AuctionScreen, self.session, self.play, self.action_fast)
        self.auction_screen = screen

        def closed(_: object) -> None:
            self.auction_screen = None
            self.advance()

        # the app keeps its size notice on top
        table_app(self).open_screen(screen, self.while_open(closed))

    def open_prompt(self, screen: PaymentScreen | BuyScreen | TenNoticeScreen) -> None:
        self.prompt = screen  # before set_mode: the banner says what the prompt waits for
        self.set_mode("prompt")

        def answered(answer: object) -> None:
            self.prompt = None
            if isinstance(answer, str):
                self.play(answer)
            elif isinstance(answer, tuple):
                self.buy(*answer)
            else:
                self.advance()

        table_app(self).open_screen(screen, self.while_open(answered))

    def play(self, move: str) -> None:
        try:
            self.session.play(move)
        except WrongMove:  # a lesson's refusal: nothing changed, the coach says why
            self.notice = WRONG_NOTICE
            self.redraw()
            if self.auction_screen is not None:
                self.auction_screen.refresh_view()
            return
        except IllegalMove as exc:  # never expected: prompts only offer legal moves
            self.notice = str(exc)
        else:
            if self.notice == WRONG_NOTICE:
                self.notice = ""  # the lesson's move was made at last
        self.after_move()

    def buy(self, code: str, pay: str) -> None:
        try:
            self.session.buy(code, pay)
        except IllegalMove as exc:  # a lesson's prompt vetted both moves before answering
            self.notice = str(exc)
        self.after_move()

    def after_move(self) -> None:
        if self.session.person_changes:
            self.inspected = None  # a new person: show their own panel
        self.advance()

    def bot_failed(self, text: str) -> None:
        self.notice = text

    # ----- drawing ---------------------------------------------------------------------------
    def focus_seat(self) -> int:
        s = self.session
        if self.inspected is not None:
            return self.inspected
        return s.current if s.current is not None else s.table_view().active_player or 0

    def redraw(self) -> None:
        s = self.session
        g = s.table_view()
        active = g.active_player
        owner = s.names[active] if active is not None and g.phase != "final_buy" else ""
        self.query_one(TenTableau).show(g, owner)
        infos = [
            PlayerInfo(
                i,
                seat.name,
                seat.kind,
                g.tokens[i],
                g.bust_tokens[i],
                g.collections[i],
                details_of(g.collections[i]),
                i == s.current,
                seat.last,
            )
            for i, seat in enumerate(s.seats)
        ]
        self.query_one(TenPlayers).show(infos, self.focus_seat())
        self.query_one(GameLog).show(s.log, fresh=s.fresh_lines())
        show_text(self.query_one("#ten-topbar", Static), self._topbar())
        show_coach(self, s)
        self._choices()

    # Names and log lines are text, not markup: each enters the markup only as a $-variable
    # of Content.from_markup, which inserts it literally (a name may be "[/]").
    def _topbar(self) -> Content:
        s = self.session
        g = s.table_view()
        phase = _(PHASE_TEXT.get(g.phase, g.phase))
        if g.phase == "final_buy" and g.final_order is not None:
            phase = _("final buy round, {number} of {count}").format(
                number=(g.final_index or 0) + 1, count=len(g.final_order)
            )
        who = "" if s.current is None else " · " + _("[b]$name[/b] to move")
        players = " · " + ngettext("{count} player", "{count} players", len(s.seats))
        pile = _("draw pile {count}").format(count=g.draw_pile_count)
        for count in (players.format(count=len(s.seats)), ""):  # the count gives way first
            bar = Content.from_markup(
                f"[b]TEN[/b]{count} · {pile}{who} · $phase",
                name=s.names[s.current or 0],
                phase=phase,
            )
            if bar.cell_length <= self.app.size.width - 3:
                break
        return bar

    def _choices(self) -> None:
        s = self.session
        box = self.query_one("#ten-choices")
        banner = self.query_one("#ten-banner", Static)
        options = self.query_one("#ten-options", Static)
        loud = self.mode == "draw" and s.person_changes
        box.set_class(loud, "-banner")
        name = s.names[s.current] if s.current is not None else ""
        recent = Content("\n".join(s.recent[-3:]))
        if self.mode == "draw":
            head = (
                " " + _("{name}'S TURN —").format(name=name.upper())
                if loud
                else _("{name}'s turn —").format(name=name)
            )
            room = self.app.size.width - 4 - cell_len(head)  # padding, a space, a spare cell
            wrong = self.notice == WRONG_NOTICE  # a lesson's: in the banner's place, so a fifth
            if wrong:  # line never pushes a grid out of the lesson's short screen
                warned = Content.from_markup(f"{head} [red]$notice[/red]", notice=_(self.notice))
                show_text(banner, warned)
            else:
                show_text(banner, Content(f"{head} {s.bust_warning(room)}"))
            width = max(20, self.app.size.width - 6)
            lines = [
                Content.from_markup(f"[b]{c.key}[/b]  $text", text=c.text(width))
                for c in s.choices()
            ]
            if self.notice and not wrong:
                lines.append(Content.from_markup("[red]$notice[/red]", notice=_(self.notice)))
            show_text(options, Content("\n").join(lines))
        elif self.mode == "watch":
            thinking = _("$name (computer) is thinking…")
            if not table_app(self).fast_computers:
                thinking = _("$name (computer) is thinking… [b]f[/b]: fast computers")
            show_text(banner, Content.from_markup(thinking, name=name))
            show_text(options, recent)
        elif self.mode == "done" and s.coach is not None:
            # The lesson's end box says what Enter does there (back to the menu): the line
            # under it must not promise results that a lesson does not show.
            show_text(banner, _("The lesson is over"))
            show_text(options, recent)
        elif self.mode == "done":
            show_text(
                banner,
                _("The game is over: tap [b]Results[/b]")
                if by_touch(self)
                else _("The game is over: [b]Enter[/b] shows the results"),
            )
            show_text(options, recent)
        else:
            story = s.auction
            if self.auction_screen is not None and story is not None and story.done:
                said = _("{result}; play goes on in a moment").format(result=story.result)
                show_text(banner, Content(said))
            elif isinstance(top := self.prompt, TenNoticeScreen) and top.auto_close is None:
                # The notice waits for whoever is at the keyboard, even before a computer's
                # turn: say so rather than "thinking" (play-test, the final buy round).
                goes_on = (
                    _("{title}: tap Continue") if by_touch(self) else _("{title}: Enter goes on")
                )
                show_text(banner, Content(goes_on.format(title=top.title_text)))
            elif s.is_bot_turn:
                show_text(banner, Content(_("{name} (computer) is thinking…").format(name=name)))
            else:
                said = _("{name}, your move is in the prompt").format(name=name) if name else ""
                show_text(banner, Content(said))
            show_text(options, recent)

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "move":
            if self.mode != "draw":
                return False
            # A lesson takes every drawing key, to explain one that is not legal now.
            return self.session.coach is not None or parameters[0] in self.session.legal_moves()
        return super().check_action(action, parameters)

    def action_move(self, move: str) -> None:
        if not self.guard.open():
            return  # a double press by the previous player must not move for the next one
        if self.mode == "draw" and move in self.session.legal_moves():
            self.notice = ""
            self.play(move)
        elif self.mode == "draw" and (coach := self.session.coach) is not None:
            coach.explain_refusal(self.session.view(self.session.current or 0), move)
            self.notice = WRONG_NOTICE
            self.redraw()

    def action_inspect(self, step: int) -> None:
        n = len(self.session.seats)
        self.inspected = (self.focus_seat() + step) % n
        self.redraw()

    def action_inspect_seat(self, seat: int) -> None:
        if seat < len(self.session.seats):
            self.inspected = seat
            self.redraw()
