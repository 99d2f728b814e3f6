"""Choose the game, the seats (name and kind) and the options; errors beside their fields.

The form hands raw strings to `setup_models.validate_setup`, the same check the command line
uses. Computer players are started before the game does, so a level that fails to load is
reported beside its seat instead of surfacing mid-game.

Enter in a field moves on to the next one, so a finished name never starts a game by accident;
only Start (or Ctrl+S) starts. The form opens filled with the last setup (see `prefs`).

Everything game-specific comes from the registry: the games, their player counts (a solo
entry for a game with min_players 1), and the option rows, built from the game's options model
(`setup_models.GameOptions.fields`). Every game's rows are composed at once, in a box per game,
and only the chosen game's box is shown: values survive switching games, and nothing is
mounted while a person types.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, Static
from textual.widgets.select import InvalidSelectValueError

from modten_tui import registry
from modten_tui.i18n import N_, _, app_right_to_left, ngettext
from modten_tui.screens.app_link import by_touch, table_app
from modten_tui.setup.models import GameSetup, validate_setup
from modten_tui.setup.names import MAX_CHARS, TYPEABLE_NAME, UNTYPEABLE
from modten_tui.setup.options_form import OptionField, OptionsForm, options_form
from modten_tui.setup.seats import KIND_LABEL, KINDS, MIN_TABLE, default_name, with_opponents
from modten_tui.table.session import SeatError
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.text_field import FormField
from modten_tui.widgets.tick_box import TickBox

if TYPE_CHECKING:
    from modten_tui.registry import GameSpec

LEVELS = [k for k in KINDS if k != "human"]
T = TypeVar("T")
FORM_KEYS = N_("Tab, Shift+Tab: next, previous field · Ctrl+S: start · Esc: back")
# The labels' column: as wide as app.tcss makes it, wider for a language's longer word (a
# label wraps between words; Finnish "Rintamerkkiraja" was cut in two), up to a limit.
LABEL_WIDTH, LABEL_MOST = 12, 20


def field_keys(field: Widget | None) -> str:
    """The keys that act on `field` (beyond the form's own), in the setup hint's words."""
    if isinstance(field, Select):
        return _(
            "Enter, Space, ↑ ↓: open the list · ↑ ↓ or a letter, Enter: choose · Esc: close it"
        )
    if isinstance(field, Checkbox):
        return _("Space or Enter: tick or untick")
    if isinstance(field, Button) and field.id == "start":
        return _("Enter or Space: start")
    if isinstance(field, Button):
        return _("Enter or Space: back to the menu")
    if isinstance(field, Input) and field.id == "seed":
        return _("type a whole number (blank: random) · ← → Home End Backspace edit · Enter: next")
    if isinstance(field, Input) and field.has_class("count"):  # a game's number option
        return _("type a whole number · ← → Home End Backspace edit · Enter: next field")
    if isinstance(field, Input):
        return _("type the name · ← → Home End Backspace edit · Enter: next field")
    return ""


def max_seats() -> int:
    return max(spec.max_players for spec in registry.all_specs())


def player_choices(spec: GameSpec) -> list[tuple[str, int]]:
    """The player counts a game offers; a solo game (min_players 1) adds one person against
    computers, under the spec's own label."""
    solo = [(spec.table.solo_choice, 1)] if spec.min_players == 1 else []
    low = max(MIN_TABLE, spec.min_players)
    return solo + [(str(n), n) for n in range(low, spec.max_players + 1)]


def opponent_choices(spec: GameSpec) -> list[tuple[str, int]]:
    return [
        (ngettext("{count} computer", "{count} computers", n).format(count=n), n)
        for n in range(1, spec.max_players)
    ]


def drop_down(choices: Sequence[tuple[str, T]], value: T, *, id: str, classes: str) -> Select[T]:
    """A list to choose from, one row high, always holding a value (a form never starts
    blank: the last setup, else the defaults)."""
    return Select(choices, value=value, allow_blank=False, compact=True, id=id, classes=classes)


def form_row(
    title: str, *fields: Widget, error: str | None, id: str | None = None, classes: str = "row"
) -> Horizontal:
    """A row of the form: its title, its fields, and where an error about them shows
    (`#err-<error>`; None: the row's fields cannot be wrong)."""
    shown = [Static(id=f"err-{error}", classes="error -empty")] if error is not None else []
    return Horizontal(Label(title, classes="label"), *fields, *shown, id=id, classes=classes)


def option_widget(form: OptionsForm, f: OptionField) -> Widget:
    """The field that edits one option, showing its default. The games mark their options'
    words (N_); they are translated here, where they are drawn."""
    if f.kind == "choice":
        labels = [(_(label), value) for label, value in f.choices]
        return drop_down(labels, f.default, id=f.widget_id, classes="choice")
    if f.kind == "check":
        return TickBox(form.say(f.description), value=bool(f.default), id=f.widget_id, compact=True)
    return FormField(
        str(f.default), placeholder=_(f.placeholder), compact=True, id=f.widget_id, classes="count"
    )


class SetupScreen(Screen[None]):
    # In a right-to-left language each row's label stands at its right, its fields beside it
    # at its left, a cell apart (the labels ran into the values, on their wrong side).
    DEFAULT_CSS = """
    SetupScreen .game-options { height: auto; }
    SetupScreen.-right-to-left .row { align-horizontal: right; }
    SetupScreen.-right-to-left .row > .label { dock: right; padding: 0 0 0 1; }
    SetupScreen.-right-to-left .row > .error { dock: left; width: auto; max-width: 50%; }
    SetupScreen.-right-to-left .row > .error.-empty { display: none; }
    """
    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start")),
        Binding("escape", "back", N_("Back")),
    ]
    # The form opens on its first field, Game: the first choice a person makes (a play-test
    # typed into Seat 1's name before seeing there was a game to choose). Set from the first
    # frame, never moved later: on a slow machine early keys went to the wrong field.
    AUTO_FOCUS = "#game"

    def __init__(self, form: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.players = 2
        self.errors: dict[str, str] = {}
        self._form = form  # the last setup's form values, to fill in after mounting
        self._counts_for: str | None = None  # the game whose player counts Players offers
        self._sync_due = False  # a check of the form is waiting (see `changed`)

    @property
    def spec(self) -> GameSpec:
        """The chosen game."""
        return registry.get(str(self.query_one("#game", Select).value))

    def compose(self) -> ComposeResult:
        specs = registry.all_specs()
        first = specs[0]
        solo = next((s for s in specs if s.min_players == 1), first)
        # Not focusable itself: Tab must always land on a field a person can see is focused.
        with VerticalScroll(id="setup-form", can_focus=False):
            yield Static(
                Content.from_markup("[b]$title[/b]", title=_("New game")), id="setup-title"
            )
            games = [(s.title, s.key) for s in specs]
            yield form_row(
                _("Game"), drop_down(games, first.key, id="game", classes="choice"), error="game"
            )
            counts = drop_down(
                player_choices(first), self.players, id="player-count", classes="choice"
            )
            yield form_row(_("Players"), counts, error="seats")
            kinds = [(_(KIND_LABEL[k]), k) for k in KINDS]
            for i in range(max_seats()):
                # Not selected on focus: the first key typed adds to the name, never erases it.
                name = FormField(
                    default_name(i),
                    max_length=MAX_CHARS + 4,
                    compact=True,
                    select_on_focus=False,
                    restrict=TYPEABLE_NAME,
                    id=f"name-{i}",
                    classes="name",
                )
                kind = drop_down(kinds, "human", id=f"kind-{i}", classes="kind")
                yield form_row(
                    _("Seat {number}").format(number=i + 1),
                    name,
                    kind,
                    error=f"seat-{i}",
                    id=f"seat-{i}",
                    classes="row seat",
                )
            yield form_row(  # the computers a solo game gets
                _("Opponents"),
                drop_down(
                    opponent_choices(solo),
                    solo.table.solo_opponents,
                    id="opponents",
                    classes="name",
                ),
                drop_down(
                    [(_(KIND_LABEL[k]), k) for k in LEVELS],
                    solo.table.solo_level,
                    id="opponent-level",
                    classes="kind",
                ),
                error="solo",
                id="solo-row",
            )
            self._counts_for = first.key
            for spec in specs:
                with Vertical(classes="game-options", id=f"options-{spec.key}"):
                    yield from self.option_rows(spec)
            yield form_row(  # issue 13: a table may go without
                _("Advice"),
                TickBox(_("a shows the best moves"), value=True, id="advice", compact=True),
                error=None,
                id="advice-row",
            )
            seed = FormField(
                placeholder=_("blank: random"), compact=True, id="seed", classes="count"
            )
            yield form_row(_("Seed"), seed, error="seed", id="seed-row")
            with Horizontal(classes="row", id="setup-buttons"):
                yield Button(_("Start"), id="start", variant="success", compact=True)
                yield Button(_("Back"), id="back", compact=True)
        # Outside the scrolling form: the keys of the focused field stay in sight at 80x24.
        yield Static(id="setup-hint")
        yield KeyBar()

    def option_rows(self, spec: GameSpec) -> list[Horizontal]:
        """A row per option field of the game; a field that sits in another's row
        (`in_row_of`) goes after that field's own widget. Errors show at the row's end."""
        form = options_form(spec)
        fields = form.fields
        rows: list[Horizontal] = []
        for f in fields:
            if f.in_row_of is not None:
                continue
            beside = [d for d in fields if d.in_row_of == f.name]
            widgets = [option_widget(form, g) for g in [f, *beside]]
            rows.append(form_row(_(f.title), *widgets, error=f.name))
        return rows

    def on_mount(self) -> None:
        self.set_class(app_right_to_left(), "-right-to-left")
        self.fit_labels()
        if self._form:
            self.fill(self._form)
        self.sync()
        self.show_hint(self.focused)

    def fit_labels(self) -> None:
        labels = list(self.query(".row > .label").results(Label))
        words = [word for label in labels for word in str(label.content).split()]
        longest = max((cell_len(word) for word in words), default=0)
        if longest < LABEL_WIDTH:
            return  # the style sheet's column fits
        free = (0, 0, 0, 1) if self.has_class("-right-to-left") else (0, 1, 0, 0)
        for label in labels:  # a cell kept free after the longest word: labels never touch
            label.styles.width = min(LABEL_MOST, longest + 1) + 1
            label.styles.padding = free

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.show_hint(event.widget)

    def show_hint(self, field: Widget | None) -> None:
        """Every key that works on the focused field, then the form's own keys; by taps, one
        line for the whole form."""
        hint = self.query_one("#setup-hint", Static)
        if by_touch(self):
            said = _("Tap a list to choose, a box to tick it, a name to type it · then Start")
            hint.update(Content.from_markup("[dim]$said[/dim]", said=said))
            return
        hint.update(
            Content.from_markup(
                "[dim]$keys · $form[/dim]", keys=field_keys(field), form=_(FORM_KEYS)
            )
        )

    # ----- each game's option fields ---------------------------------------------------------
    def option_field(self, spec: GameSpec, f: OptionField) -> Widget:
        # Within the game's box: two games may name an option alike.
        return self.query_one(f"#options-{spec.key}").query_one(f"#{f.widget_id}")

    def option_values(self, spec: GameSpec) -> dict[str, Any]:
        """The game's option fields' values as shown, by field name."""
        out: dict[str, Any] = {}
        for f in options_form(spec).fields:
            widget = self.option_field(spec, f)
            if isinstance(widget, Select | Checkbox | Input):
                out[f.name] = widget.value
        return out

    # ----- the form's values, to remember and to fill in again --------------------------------
    def form(self) -> dict[str, Any]:
        """Every field as shown (all seats, so hidden names come back too; every game's
        options); not the seed, which would repeat the same deal."""

        def select(selector: str) -> Any:
            return self.query_one(selector, Select).value

        options = {spec.key: self.option_values(spec) for spec in registry.all_specs()}
        return {
            "game": select("#game"),
            "players": select("#player-count"),
            "seats": [
                {"name": self.query_one(f"#name-{i}", Input).value, "kind": select(f"#kind-{i}")}
                for i in range(max_seats())
            ],
            "opponents": select("#opponents"),
            "opponent_level": select("#opponent-level"),
            "options": options,
            "advice": self.query_one("#advice", Checkbox).value,
        }

    def fill(self, form: dict[str, Any]) -> None:
        """Put remembered values back; one that no longer fits its field is left at default."""

        def select(selector: str, value: Any) -> None:
            with contextlib.suppress(InvalidSelectValueError):
                self.query_one(selector, Select).value = value

        select("#game", form.get("game"))
        self.sync_choices()
        select("#player-count", form.get("players"))
        for i, seat in enumerate(form.get("seats", [])[: max_seats()]):
            # A hand-edited settings file must not put what a name field refuses on screen.
            name = UNTYPEABLE.sub("", str(seat.get("name", "")))
            self.query_one(f"#name-{i}", Input).value = name
            self.query_one(f"#name-{i}", Input).cursor_position = len(str(seat.get("name", "")))
            select(f"#kind-{i}", seat.get("kind"))
        select("#opponents", form.get("opponents"))
        select("#opponent-level", form.get("opponent_level"))
        remembered = form.get("options") or {}
        for spec in registry.all_specs():
            values = remembered.get(spec.key)
            if not isinstance(values, dict):
                continue
            for f in options_form(spec).fields:
                if f.name not in values:
                    continue
                widget, value = self.option_field(spec, f), values[f.name]
                if isinstance(widget, Select):
                    with contextlib.suppress(InvalidSelectValueError):
                        widget.value = value
                elif isinstance(widget, Checkbox):
                    widget.value = bool(value)
                elif isinstance(widget, Input):
                    widget.value = "" if value is None else str(value)
        self.query_one("#advice", Checkbox).value = form.get("advice", True) is not False

    def sync_choices(self) -> None:
        """Offer the player counts of the chosen game, keeping the count when it still fits."""
        count = self.query_one("#player-count", Select)
        spec = self.spec
        if spec.key != self._counts_for:
            self._counts_for = spec.key
            choices = player_choices(spec)
            keep = count.value
            count.set_options(choices)
            if any(keep == v for _, v in choices):
                count.value = keep
            else:  # e.g. 6 players when switching to a game of 5: the nearest count it offers
                count.value = choices[-1][1] if keep != 1 else choices[0][1]
            if spec.min_players == 1:
                opponents = self.query_one("#opponents", Select)
                keep = opponents.value
                opponents.set_options(opponent_choices(spec))
                fits = any(keep == v for _, v in opponent_choices(spec))
                opponents.value = keep if fits else spec.table.solo_opponents

    # ----- reading and checking the form -----------------------------------------------------
    def raw(self) -> dict[str, Any]:
        spec = self.spec
        values = self.option_values(spec)
        options = {f.name: values[f.name] for f in options_form(spec).fields if f.shown(values)}
        seats: list[dict[str, Any]] = [
            {
                "name": self.query_one(f"#name-{i}", Input).value,
                "kind": self.query_one(f"#kind-{i}", Select).value,
            }
            for i in range(self.players)
        ]
        if spec.min_players == 1 and self.players == 1:  # one person against the computers
            level = str(self.query_one("#opponent-level", Select).value)
            seats = with_opponents(seats, int(self.query_one("#opponents", Select).value), level)  # type: ignore[arg-type]
        return {
            "game": spec.key,
            "seats": seats,
            "seed": self.query_one("#seed", Input).value,
            "options": options,
            "advice": spec.advice is not None and self.query_one("#advice", Checkbox).value,
        }

    def sync(self) -> GameSetup | None:
        """Show the right rows and the current errors; the setup when there are none."""
        self.sync_choices()
        self.players = int(self.query_one("#player-count", Select).value)  # type: ignore[arg-type]
        for i in range(max_seats()):
            self.query_one(f"#seat-{i}").display = i < self.players
        spec = self.spec
        self.query_one("#solo-row").display = spec.min_players == 1 and self.players == 1
        self.query_one("#advice-row").display = spec.advice is not None  # none without an adviser
        for box in self.query(".game-options"):
            box.display = box.id == f"options-{spec.key}"
        values = self.option_values(spec)
        for f in options_form(spec).fields:
            widget = self.option_field(spec, f)
            widget.display = f.shown(values)
            applies = f.applies_to(self.players)
            widget.disabled = not applies
            if f.in_row_of is None and widget.parent is not None:
                # An option this table size cannot use is not offered (a disabled box reads as
                # set, and a new player cannot tell what it would do).
                widget.parent.display = applies
        result = validate_setup(self.raw())
        self.show_errors({} if isinstance(result, GameSetup) else result)
        return result if isinstance(result, GameSetup) else None

    def show_errors(self, errors: dict[str, str]) -> None:
        self.errors = errors
        spec = self.spec
        host = {f.name: f.in_row_of or f.name for f in options_form(spec).fields}
        others = [
            w
            for box in self.query(".game-options")
            if box.id != f"options-{spec.key}"
            for w in box.query(".error")
        ]
        places = [w for w in self.query(".error") if w not in others]
        shown = {(w.id or "").removeprefix("err-") for w in places}
        targets: dict[str, str] = {}
        for key, message in errors.items():
            parts = key.split(".")
            if parts[0] == "seats" and len(parts) >= 2:
                target = f"seat-{parts[1]}"
            else:
                target = host.get(parts[0], parts[0])
            targets.setdefault(target if target in shown else "game", message)
        for widget in others:
            widget.update("")  # type: ignore[attr-defined]
            widget.add_class("-empty")
        for widget in places:
            key = (widget.id or "").removeprefix("err-")
            # An error may quote a name ("two players are called [b]"): text, not markup.
            widget.update(Content(targets.get(key, "")))  # type: ignore[attr-defined]
            widget.set_class(not targets.get(key), "-empty")
        self.query_one("#start", Button).disabled = bool(errors)

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def changed(self) -> None:
        # One check for a burst of changes: filling the form posts a Changed per field (about
        # twenty as the screen opens), and each check restyles the whole form.
        if not self._sync_due:
            self._sync_due = True
            self.call_later(self._sync_once)

    def _sync_once(self) -> None:
        self._sync_due = False
        self.sync()

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
            session = setup.spec.table.new_session(setup)
        except SeatError as exc:
            self.show_errors({f"seats.{exc.seat}.kind": exc.message})
            return
        except ValueError as exc:  # any other refusal, shown plainly beside the title
            self.show_errors({"game": str(exc)})
            return
        table_app(self).remember_setup(self.form())
        table_app(self).start_session(session)

    def action_back(self) -> None:
        self.dismiss(None)
