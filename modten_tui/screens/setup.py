"""Choose the game, the seats (name and kind) and the options; errors beside their fields.

The form hands raw strings to `setup_models.validate_setup`, the same check the command line
uses. Computer players are started before the game does, so a level that fails to load is
reported beside its seat instead of surfacing mid-game.

Enter in a field moves on to the next one, so a finished name never starts a game by accident;
only Start (or Ctrl+S) starts. The form opens filled with the last setup (see `prefs`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static
from textual.widgets.select import InvalidSelectValueError

from modten_tui.games.ten.session.session import open_session
from modten_tui.session import SeatError
from modten_tui.setup_models import (
    ALL_PASS,
    DEFAULT_TARGET,
    GAMES,
    KIND_LABEL,
    KINDS,
    LENGTHS,
    MAX_NAME,
    SEAT_LIMITS,
    SOLO_LEVEL,
    SOLO_OPPONENTS,
    TEN_READY,
    TYPEABLE_NAME,
    UNTYPEABLE,
    GameSetup,
    default_name,
    validate_setup,
    with_opponents,
)
from modten_tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from modten_tui.app import TableApp

MAX_SEATS = max(high for _, high in SEAT_LIMITS.values())
DECKS = [("auto (by players)", "auto"), ("single (32/30)", "single"), ("double (72/60)", "double")]
LEVELS = [k for k in KINDS if k != "human"]


def player_choices(game: str) -> list[tuple[str, int]]:
    """The player counts a game offers; TEN adds one person against computers (T20)."""
    low, high = SEAT_LIMITS[game]
    solo = [("1 (solo)", 1)] if game == "ten" else []
    return solo + [(str(n), n) for n in range(low, high + 1)]


class SetupScreen(Screen[None]):
    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, form: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.players = 2
        self.errors: dict[str, str] = {}
        self._form = form  # the last setup's form values, to fill in after mounting
        self._counts_for = "modten"  # the game whose player counts the Players list offers

    @property
    def modten_app(self) -> TableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        soon = "" if TEN_READY else " (coming soon)"
        game_options = [(f"{label}" + (soon if key == "ten" else ""), key)
                        for key, label in GAMES.items()]
        # Not focusable itself: Tab must always land on a field a person can see is focused.
        with VerticalScroll(id="setup-form", can_focus=False):
            yield Static("[b]New game[/b]", id="setup-title")
            with Horizontal(classes="row"):
                yield Label("Game", classes="label")
                yield Select(game_options, value="modten", allow_blank=False, compact=True,
                             id="game", classes="choice")
                yield Static(id="err-game", classes="error")
            with Horizontal(classes="row"):
                yield Label("Players", classes="label")
                yield Select(player_choices("modten"), value=self.players, allow_blank=False,
                             compact=True, id="player-count", classes="choice")
                yield Static(id="err-seats", classes="error")
            for i in range(MAX_SEATS):
                with Horizontal(classes="row seat", id=f"seat-{i}"):
                    yield Label(f"Seat {i + 1}", classes="label")
                    # Not selected on focus: the first key typed adds to the name, never erases it.
                    yield Input(default_name(i), max_length=MAX_NAME + 4, compact=True,
                                select_on_focus=False, restrict=TYPEABLE_NAME,
                                id=f"name-{i}", classes="name")
                    yield Select([(KIND_LABEL[k], k) for k in KINDS], value="human",
                                 allow_blank=False, compact=True, id=f"kind-{i}", classes="kind")
                    yield Static(id=f"err-seat-{i}", classes="error")
            with Horizontal(classes="row", id="solo-row"):  # T20: the computers a solo game gets
                yield Label("Opponents", classes="label")
                yield Select([(f"{n} computer{'s' if n > 1 else ''}", n) for n in range(1, 5)],
                             value=SOLO_OPPONENTS, allow_blank=False, compact=True,
                             id="opponents", classes="name")
                yield Select([(KIND_LABEL[k], k) for k in LEVELS], value=SOLO_LEVEL,
                             allow_blank=False, compact=True, id="opponent-level", classes="kind")
                yield Static(id="err-solo", classes="error")
            with Horizontal(classes="row modten-only"):
                yield Label("Deck", classes="label")
                yield Select(DECKS, value="auto", allow_blank=False, compact=True, id="deck",
                             classes="choice")
                yield Static(id="err-deck", classes="error")
            with Horizontal(classes="row modten-only"):
                yield Label("Open hands", classes="label")
                yield Checkbox("2 players, cards face up", id="open", compact=True)
                yield Static(id="err-open_hands", classes="error")
            with Horizontal(classes="row modten-only"):
                yield Label("Length", classes="label")
                yield Select([(v, k) for k, v in LENGTHS.items()], value="hand",
                             allow_blank=False, compact=True, id="length", classes="choice")
                yield Input(str(DEFAULT_TARGET), compact=True, id="count", classes="count")
                yield Static(id="err-length", classes="error")
            with Horizontal(classes="row ten-only"):  # TEN's named options (T13, T4)
                yield Label("All pass", classes="label")
                yield Select([(v, k) for k, v in ALL_PASS.items()], value="discard",
                             allow_blank=False, compact=True, id="all-pass", classes="choice")
                yield Static(id="err-all_pass", classes="error")
            with Horizontal(classes="row ten-only"):
                yield Label("Bust cap", classes="label")
                yield Input(placeholder="blank: no cap", compact=True, id="bust-cap",
                            classes="count")
                yield Static(id="err-bust_token_cap", classes="error")
            with Horizontal(classes="row"):
                yield Label("Seed", classes="label")
                yield Input(placeholder="blank: random", compact=True, id="seed", classes="count")
                yield Static(id="err-seed", classes="error")
            with Horizontal(classes="row", id="setup-buttons"):
                yield Button("Start", id="start", variant="success", compact=True)
                yield Button("Back", id="back", compact=True)
            yield Static(
                "[dim]Tab or Enter: next field · Ctrl+S or Start: play · Esc: back[/dim]",
                id="setup-hint",
            )
        yield KeyBar()

    def on_mount(self) -> None:
        if self._form:
            self.fill(self._form)
        self.sync()
        self.query_one("#name-0", Input).focus()

    # ----- the form's values, to remember and to fill in again --------------------------------
    def form(self) -> dict[str, Any]:
        """Every field as shown (all six seats, so hidden names come back too); not the seed,
        which would repeat the same deal."""

        def select(selector: str) -> Any:
            return self.query_one(selector, Select).value

        def text(selector: str) -> str:
            return self.query_one(selector, Input).value

        return {
            "game": select("#game"),
            "players": select("#player-count"),
            "seats": [{"name": text(f"#name-{i}"), "kind": select(f"#kind-{i}")}
                      for i in range(MAX_SEATS)],  # fmt: skip
            "opponents": select("#opponents"),
            "opponent_level": select("#opponent-level"),
            "deck": select("#deck"),
            "open_hands": self.query_one("#open", Checkbox).value,
            "length": select("#length"),
            "count": text("#count"),
            "all_pass": select("#all-pass"),
            "bust_cap": text("#bust-cap"),
        }

    def fill(self, form: dict[str, Any]) -> None:
        """Put remembered values back; one that no longer fits its field is left at default."""

        def select(selector: str, value: Any) -> None:
            with contextlib.suppress(InvalidSelectValueError):
                self.query_one(selector, Select).value = value

        select("#game", form.get("game"))
        self.sync_choices()
        select("#player-count", form.get("players"))
        for i, seat in enumerate(form.get("seats", [])[:MAX_SEATS]):
            # A hand-edited settings file must not put what a name field refuses on screen.
            name = UNTYPEABLE.sub("", str(seat.get("name", "")))
            self.query_one(f"#name-{i}", Input).value = name
            self.query_one(f"#name-{i}", Input).cursor_position = len(str(seat.get("name", "")))
            select(f"#kind-{i}", seat.get("kind"))
        for key in ("opponents", "opponent_level", "deck", "length", "all_pass"):
            select("#" + key.replace("_", "-"), form.get(key))
        self.query_one("#open", Checkbox).value = bool(form.get("open_hands"))
        self.query_one("#count", Input).value = str(form.get("count") or "")
        self.query_one("#bust-cap", Input).value = str(form.get("bust_cap") or "")

    def sync_choices(self) -> None:
        """Offer the player counts of the chosen game, keeping the count when it still fits."""
        count = self.query_one("#player-count", Select)
        game = str(self.query_one("#game", Select).value)
        if game != self._counts_for:
            self._counts_for = game
            choices = player_choices(game)
            keep = count.value
            count.set_options(choices)
            if any(keep == v for _, v in choices):
                count.value = keep
            else:  # e.g. 6 players when switching to TEN: the nearest count it offers
                count.value = choices[-1][1] if keep != 1 else choices[0][1]

    # ----- reading and checking the form -----------------------------------------------------
    def raw(self) -> dict[str, Any]:
        def value(selector: str) -> Any:
            return self.query_one(selector, Select).value

        length = value("#length")
        count = self.query_one("#count", Input).value
        ten = value("#game") == "ten"
        options = {"all_pass": value("#all-pass"), "bust_token_cap": self.query_one(
            "#bust-cap", Input).value, "open_hands": False, "length": "hand"} if ten else {}
        seats: list[dict[str, Any]] = [
            {
                "name": self.query_one(f"#name-{i}", Input).value,
                "kind": self.query_one(f"#kind-{i}", Select).value,
            }
            for i in range(self.players)
        ]
        if ten and self.players == 1:  # T20: one person against the chosen computers
            seats = with_opponents(seats, int(value("#opponents")), str(value("#opponent-level")))
        return {
            "game": value("#game"),
            "seats": seats,
            "deck": value("#deck"),
            "open_hands": self.query_one("#open", Checkbox).value,
            "length": length,
            "target": count if length == "target" else None,
            "hands": count if length == "hands" else None,
            "seed": self.query_one("#seed", Input).value,
            **options,
        }

    def sync(self) -> GameSetup | None:
        """Show the right rows and the current errors; the setup when there are none."""
        self.sync_choices()
        self.players = int(self.query_one("#player-count", Select).value)  # type: ignore[arg-type]
        for i in range(MAX_SEATS):
            self.query_one(f"#seat-{i}").display = i < self.players
        ten = self.query_one("#game", Select).value == "ten"
        self.query_one("#solo-row").display = ten and self.players == 1
        for row in self.query(".modten-only"):
            row.display = not ten
        for row in self.query(".ten-only"):
            row.display = ten
        length = self.query_one("#length", Select).value
        count = self.query_one("#count", Input)
        count.display = length != "hand"
        count.placeholder = "points" if length == "target" else "hands"
        self.query_one("#open", Checkbox).disabled = self.players != 2
        result = validate_setup(self.raw())
        self.show_errors({} if isinstance(result, GameSetup) else result)
        return result if isinstance(result, GameSetup) else None

    def show_errors(self, errors: dict[str, str]) -> None:
        self.errors = errors
        targets: dict[str, str] = {}
        for key, message in errors.items():
            parts = key.split(".")
            if parts[0] == "seats" and len(parts) >= 2:
                targets.setdefault(f"seat-{parts[1]}", message)
            elif parts[0] in ("target", "hands"):
                targets.setdefault("length", message)
            else:
                targets.setdefault(parts[0], message)
        for widget in self.query(".error"):
            key = (widget.id or "").removeprefix("err-")
            # An error may quote a name ("two players are called [b]"): text, not markup.
            widget.update(Content(targets.get(key, "")))  # type: ignore[attr-defined]
        self.query_one("#start", Button).disabled = bool(errors)

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def changed(self) -> None:
        self.sync()

    @on(Input.Submitted)
    def submitted(self) -> None:
        self.focus_next()  # Enter finishes a field; Start (or Ctrl+S) starts

    @on(Button.Pressed, "#start")
    def start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def back_pressed(self) -> None:
        self.action_back()

    def action_start(self) -> None:
        setup = self.sync()
        if setup is None:
            return
        try:
            session = open_session(setup)
        except SeatError as exc:
            self.show_errors({f"seats.{exc.seat}.kind": exc.message})
            return
        except ValueError as exc:  # any other refusal, shown plainly beside the title
            self.show_errors({"game": str(exc)})
            return
        self.modten_app.remember_setup(self.form())
        self.modten_app.start_session(session)

    def action_back(self) -> None:
        self.dismiss(None)
