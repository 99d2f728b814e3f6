"""The Mod Ten table: every seat, the table cards, the log, and the viewer's hand.

The screen is in one of four modes:
- play:  a human is to act and is the viewer; their hand is live.
- watch: a computer is to act; it moves in a worker thread at a readable pace.
- pass:  the next human differs from the viewer; the consequence of the last move stays on
         screen until Enter, which opens the hand-off (the hand is cleared first).
- done:  the hand is over; the results screen follows.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Click, Key
from textual.widgets import Input, Static

from modten_tui.games.modten.rules.cards import SUIT_SYMBOL, VALUE, format_card
from modten_tui.games.modten.session.session import ModTenSession, cards_word
from modten_tui.games.modten.widgets.hand import Hand
from modten_tui.games.modten.widgets.player_panel import PlayerPanel, SeatLine
from modten_tui.games.modten.widgets.table_view import TableState, TableView
from modten_tui.i18n import N_, _
from modten_tui.rules.protocol import IllegalMove
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.screens.bot_turns import BotTurns
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.table import TableScreen
from modten_tui.table.lesson import WrongMove
from modten_tui.widgets.coach import CoachPanel
from modten_tui.widgets.game_log import GameLog
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.repaint import set_titles, show_text
from modten_tui.widgets.text_field import TextField

PLAY_ACTIONS = {"pick", "play", "code"}
# A capture's cards in a log line, in any language: "(3 cards: 7♠ 2♠ A♠)".
CARD_LIST = re.compile(r" \(([^():]+): [^)]*\)")
WRONG_NOTICE = N_("Not that one: the coach says why")


class CodeInput(TextField):
    """The card-code box: its keys show in the key bar while a code is typed."""

    BINDINGS = [
        Binding("enter", "submit", N_("Select card")),
        Binding("escape", "screen.cancel_code", N_("Cancel"), key_display="Esc"),
    ]


class ModTenTableScreen(TableScreen):
    CSS_PATH = "table.tcss"  # with the looks of the hand, the table and the players' panel
    AUTO_FOCUS = ""  # the keys belong to the screen; the code box takes focus only on `c`
    BINDINGS = [
        Binding("left,h", "pick(-1)", N_("Pick"), key_display="←→"),
        Binding("right,l", "pick(1)", N_("Pick"), show=False),
        Binding("enter,space", "play", N_("Play selected")),
        Binding("enter,space", "pass_on", N_("Pass on")),
        Binding("enter,space", "results", N_("Results")),
        Binding("c", "code", N_("Type code")),
        Binding("f", "fast(True)", N_("Fast computers")),
        Binding("f", "fast(False)", N_("Normal speed")),
        Binding("escape", "cancel_code", show=False),
        Binding("pageup", "log(-1)", N_("Log"), key_display="PgUp/Dn", show=False),
        Binding("pagedown", "log(1)", show=False),
    ]

    # A lesson on a short screen gives the log's rows to the coach (table.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]

    session: ModTenSession

    def __init__(self, session: ModTenSession) -> None:
        super().__init__(classes="-lesson" if session.coach is not None else None)
        self.session = session
        self.mode = "watch"
        self.notice = ""
        self.bots = BotTurns(self, session, self.bot_played, self.bot_failed, format_card)
        self._drawn_mode = ""
        self._preselected = -1  # the lesson step whose card was selected for the learner
        # The second Enter of a double press must not play or pass on what its presser has not
        # seen: a hand just shown, the card just played, a capture, a computer's lead.
        self.guard = KeyGuard(self)

    def compose(self) -> ComposeResult:
        yield Static(id="topbar")
        with Horizontal(id="middle"):
            with Vertical(id="left"):
                yield PlayerPanel(id="players")
                if self.session.coach is not None:  # a lesson: the coach above the log
                    yield CoachPanel(id="coach")
                yield GameLog(id="log", wrap=self.session.log_wrap)
            yield TableView(id="table")
        yield Static(id="status")
        with Vertical(id="hand-box"):
            yield Hand(id="hand")
            yield Static(id="open-hand")
            yield CodeInput(placeholder=_("card code, e.g. 7H"), id="code", compact=True)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#players").border_title = _("Players")
        self.query_one("#log").border_title = _("Log")
        self.query_one("#table").border_title = _("Table")
        self.query_one("#code").display = False
        self.advance()

    # ----- the flow --------------------------------------------------------------------------
    def advance(self) -> None:
        """Decide what happens next after any change, and draw it."""
        s = self.session
        if s.hand_over:
            self.mode = "done"
            self.redraw()
            table_app(self).show_results(s)
            return
        if s.needs_handoff:
            if s.viewer is None or (not s.table_view().history and not s.recent):
                # No hand on screen (a resumed game, or nothing has happened yet): there is
                # nothing to hide, so the hand-off comes at once, as it would have then.
                self.hand_off()
                return
            self.mode = "pass"
        elif s.is_bot_turn:
            self.mode = "watch"
            self.bots.start(table_app(self).computer_delay)
        else:
            self.mode = "play"
            self.bots.hurry.clear()
        self.redraw()

    def hand_off(self) -> None:
        """Hide the hand, then show the hand-off; Enter there makes the next person the viewer."""
        self.query_one(Hand).hide()
        show_text(self.query_one("#open-hand", Static), "")
        pending = self.session.pending_viewer()
        assert pending is not None

        def revealed() -> None:
            if self.is_attached:  # not a table the person has since left
                self.session.reveal()
                self.advance()

        table_app(self).show_handoff(self.session, pending, revealed)

    def bot_played(self, move: str) -> None:
        self.session.play(move)
        self.advance()

    def bot_failed(self, text: str) -> None:
        self.notice = text

    def play_card(self, code: str) -> None:
        if self.mode != "play" or not self.guard.open():
            return
        try:
            self.session.play(code)
        except WrongMove:  # a lesson's refusal: the coach's panel says why
            self.notice = _(WRONG_NOTICE)
            self.redraw()
            return
        except IllegalMove as exc:
            self.notice = str(exc)
            self.redraw()
            return
        self.notice = ""
        self.advance()

    # ----- drawing ---------------------------------------------------------------------------
    def redraw(self) -> None:
        s = self.session
        hand = s.table_view()  # public facts only: hands come from visible_hand
        turn = s.current
        totals = s.totals
        self.query_one(PlayerPanel).show(
            [
                SeatLine(
                    name=seat.name,
                    kind=seat.kind,
                    cards=hand.hand_counts[i],
                    dealer=i == hand.dealer,
                    turn=i == turn,
                    last=seat.last,
                    total=None if totals is None else totals[i],
                )
                for i, seat in enumerate(s.seats)
            ]
        )
        self.query_one(GameLog).show(s.log, fresh=s.fresh_lines())
        taken = s.last_capture
        seat = self._hand_seat()
        self.query_one(TableView).show(
            TableState(
                cards=tuple(hand.table),
                total=hand.table_sum,
                led=hand.led_suit,
                discards=hand.discard_count,
                capturers=s.capturers(),
                yours=() if seat is None else s.own_capturers(seat),
                taken_by="" if taken is None else s.names[taken.seat],
                taken=() if taken is None else taken.cards,
                taken_total=0 if taken is None else taken.total,
            )
        )
        self._draw_hand()  # first: the status names the selected card
        if s.coach is not None:
            self.query_one(CoachPanel).show(s.coach)
        show_text(self.query_one("#topbar", Static), self._topbar())
        show_text(self.query_one("#status", Static), self._status())
        if self.mode != self._drawn_mode:  # the keys change with the mode
            self._drawn_mode = self.mode
            self.refresh_bindings()
            self.query_one(KeyBar).rebuild()

    # Names, log lines and typed codes are text, not markup: each enters the markup only as a
    # $-variable of Content.from_markup, which inserts it literally (a name may be "[/]").
    def _topbar(self) -> Content:
        s = self.session
        length = s.length_text()
        # translators: the top bar; keep the markup and the $-words ($length: "match to 50")
        bar = (
            _("[b]Mod Ten[/b] · hand {number} · $length")
            if s.current is None
            else _("[b]Mod Ten[/b] · hand {number} · $length · $name to play")
        )
        return Content.from_markup(
            bar.format(number=s.hand_number),
            length=length,
            name=s.names[s.current or 0],
        )

    def _status(self) -> Content:
        s = self.session
        said = "$said" if s.recent else ""
        if self.notice:
            said = "[red]$notice[/red]"
        name = ""
        if self.mode == "pass":
            # translators: keep the markup and $name (a player's name)
            prompt = (
                _("Tap [b]Pass on[/b] to hide your hand and pass to $name")
                if by_touch(self)
                else _("[b]Enter[/b]: hide your hand and pass to $name")
            )
            name = s.names[s.pending_viewer() or 0]
        elif self.mode == "watch":
            name = s.names[s.current or 0]
            prompt = (
                _("$name (computer) is playing…")
                if table_app(self).fast_computers
                else _("$name (computer) is playing… [b]f[/b]: fast computers")
            )
        elif self.mode == "play":
            led = s.table_view().led_suit
            name = s.names[s.current or 0]
            prompt = (
                _("[b]$name[/b], your turn: lead any card")
                if led is None
                else _("[b]$name[/b], your turn: follow {suit}").format(suit=SUIT_SYMBOL[led])
            )
            picked = self.query_one(Hand).selected
            if picked is not None:
                plays = (
                    _("tap {card} to play it") if by_touch(self) else _("[b]Enter[/b] plays {card}")
                ).format(card=format_card(picked))
                prompt += f" · {plays}"
        else:
            prompt = _("The lesson is over") if s.coach is not None else _("The hand is over")
        return Content.from_markup(
            f"{said}\n{prompt}", said=self._recent(), notice=self.notice, name=name
        )

    def _recent(self) -> str:
        """The latest events on one line: the older ones go whole when they do not all fit,
        then a capture's list of cards (a long capture cut the line mid-card at 80x24; the log
        shows every line in full, and the table the count)."""
        width = self.size.width - 2  # the status line's padding
        shown: list[str] = []
        for line in reversed(self.session.recent[-3:]):
            if not shown and cell_len(line) > width:
                line = CARD_LIST.sub(r" (\1)", line)  # "took 90 (18 cards), leads again"
            if shown and cell_len(" · ".join([line, *shown])) > width:
                break
            shown.insert(0, line)
        return " · ".join(shown)

    def _hand_seat(self) -> int | None:
        """Whose hand the hand box shows: the viewer's, or with open hands the player's to act."""
        s = self.session
        return s.current if s.open_hands and s.current is not None else s.viewer

    def _draw_hand(self) -> None:
        s = self.session
        hand_widget = self.query_one(Hand)
        box = self.query_one("#hand-box")
        other = self.query_one("#open-hand", Static)
        seat = self._hand_seat()
        if seat is None:
            hand_widget.empty_text = (
                _("Every hand stays hidden while computers play.") if not s.humans else ""
            )
            hand_widget.clear()
            box.border_title = _("Watching: computers only") if not s.humans else _("No hand shown")
            other.display = False
            return
        cards = s.visible_hand(seat) or []
        live = self.mode == "play" and seat == s.current
        # A capturing card says, in its bottom edge, the total it makes (M8: 10, 20, …), as the
        # table says "your 9♥ captures".
        total = s.table_view().table_sum
        marks = {c: str(total + VALUE[c]) for c in s.own_capturers(seat)}
        # A lesson selects the card its coach asks for, once per step (so Enter does what the
        # coach says; the learner may still pick another, to hear why not).
        coach = s.coach
        prefer = None
        if live and coach is not None and coach.done != self._preselected:
            self._preselected = coach.done
            prefer = coach.asked
        hand_widget.show(cards, set(s.legal_moves()) if live else None, marks, prefer)
        title = (
            _("Your hand")
            if s.coach is not None and seat == s.coach.lesson.learner
            else _("{name}'s hand").format(name=s.names[seat])
        )  # a lesson's learner is called "You"
        set_titles(box, Content(title), cards_word(len(cards)))  # a str title would be markup
        other.display = s.open_hands
        if s.open_hands:
            rival = 1 - seat
            shown = " ".join(format_card(c) for c in s.visible_hand(rival) or [])
            show_text(
                other,
                Content.from_markup(
                    # translators: keep the markup, $name (a player) and $cards (card codes)
                    _("[dim]Open hand, $name:[/dim] $cards"),
                    name=s.names[rival],
                    cards=shown,
                ),
            )

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in PLAY_ACTIONS:
            return self.mode == "play"
        if action == "cancel_code":  # only while the box shows: else Escape is the app's
            return self.mode == "play" and self.query_one("#code").display
        if action == "pass_on":
            return self.mode == "pass"
        return super().check_action(action, parameters)

    def action_pick(self, step: int) -> None:
        self.query_one(Hand).move(step)
        self.notice = ""
        self.redraw()  # now, with the hand: one frame per key (Selected then changes nothing)

    def action_play(self) -> None:
        picked = self.query_one(Hand).selected
        if picked is not None:
            self.play_card(picked)

    def on_key(self, event: Key) -> None:
        # Card keys depend on the hand (one per playable card, up to 48), so they are read
        # here rather than bound one by one; the key bar names them as "key on the card".
        if self.mode != "play" or self.focused is not None or event.character is None:
            return
        hand = self.query_one(Hand)
        index = hand.keys.get(event.character)
        if index is not None:
            event.stop()
            hand.select(index)

    def on_click(self, event: Click) -> None:
        """The line that says "Tap Pass on" passes on when tapped, as the key bar's label
        does: a finger goes to the words it reads."""
        if self.mode == "pass" and event.widget is not None and event.widget.id == "status":
            self.action_pass_on()

    def action_pass_on(self) -> None:
        if self.guard.open():
            self.hand_off()

    def action_code(self) -> None:
        box = self.query_one("#code", Input)
        box.value = ""
        box.display = True
        box.focus()
        self.query_one(KeyBar).rebuild()

    def action_cancel_code(self) -> None:
        box = self.query_one("#code", Input)
        box.display = False
        self.set_focus(None)
        self.query_one(KeyBar).rebuild()

    @on(Input.Submitted, "#code")
    def code_entered(self, event: Input.Submitted) -> None:
        code = event.value.strip().upper()
        self.action_cancel_code()
        if len(code) == 2 and code[0] == "1":
            code = "A" + code[1]  # "1H" means the ace
        hand = self.query_one(Hand)
        if code not in VALUE:
            self.notice = _("{code} is not a card code (like 7H or AS)").format(
                code=repr(event.value.strip())
            )
        elif code not in hand.cards:
            self.notice = _("{card} is not in your hand").format(card=format_card(code))
        elif not hand.select_code(code):
            self.notice = self._refusal(code, now=True)
        self.redraw()

    @on(Hand.Selected)
    def card_selected(self, event: Hand.Selected) -> None:
        if event.again:  # a click on the selected card confirms it
            self.play_card(event.code)
            return
        self.notice = ""
        self.redraw()

    @on(Hand.Refused)
    def card_refused(self, event: Hand.Refused) -> None:
        self.notice = self._refusal(event.code, now=False)
        self.redraw()

    def _refusal(self, code: str, *, now: bool) -> str:
        """What the status line says of a card that cannot be played now (in a lesson, the
        coach explains it in full and the status points there)."""
        s = self.session
        if s.coach is not None and s.viewer is not None:
            s.coach.explain_refusal(s.view(s.viewer), code)
            return _(WRONG_NOTICE)
        led = s.table_view().led_suit
        suit = SUIT_SYMBOL[led] if led else "?"
        line = (
            _("{card} cannot be played now: follow {suit}")
            if now
            else _("{card} cannot be played: follow {suit}")
        )
        return line.format(card=format_card(code), suit=suit)
