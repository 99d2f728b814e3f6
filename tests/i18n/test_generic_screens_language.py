"""The setup form and the hand-off in Finnish and Catalan at 80x24: translated, nothing cut;
the command palette and a yes/no question in Catalan."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Label, Select

from modten_tui import i18n
from modten_tui.app.table_app import TableApp
from modten_tui.games.modten.session.session import ModTenSession
from modten_tui.i18n import _
from modten_tui.screens.confirm import ConfirmScreen
from modten_tui.screens.handoff import HandoffScreen
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.screens.setup import SetupScreen
from modten_tui.setup.models import GameSetup, parse_seat_list
from modten_tui.widgets.key_bar import KeyBar
from tests.ui.uihelp import screen_text, settle

# Words each screen shows in the language (a few, whole): the form's rows, its buttons, the
# hint's keys; the hand-off's heading and the line under it.
SETUP = {
    "fi": ["Uusi peli", "Peli", "Pelaajat", "Paikka 1", "Ihminen", "Neuvo", "Siemen", "Aloita"]
    # The game's own options, marked by the game and translated where the form draws them.
    + ["Pakka", "Kädet auki", "2 pelaajaa, kortit kuvapuoli ylöspäin", "Pituus", "Yksi jako"],
    "ca": ["Partida nova", "Joc", "Jugadors", "Lloc 1", "Persona", "Consell", "Llavor", "Comença"]
    + ["Baralla", "Mans obertes", "2 jugadors, cartes cara amunt", "Durada", "Una mà"],
}
HANDOFF = {
    "fi": [
        "Ojenna pelaajalle {name}",
        "{name}: paina Enter, kun vain sinä näet ruudun.",
        "Näytä korttini",
    ],
    "ca": [
        "Passa-ho a {name}",
        "{name}: prem Enter quan només tu vegis la pantalla.",
        "Mostra la meva mà",
    ],
}


def flat(text: str) -> str:
    """The screen's words in one line: a wrapped sentence reads as one."""
    for border in "│┃█":
        text = text.replace(border, " ")
    return " ".join(text.split())


def bar_is_whole(app: TableApp) -> None:
    bar = str(app.screen.query_one(KeyBar).render())
    assert "…" not in bar and cell_len(bar) <= 78, bar


def labels_are_whole(app: TableApp) -> None:
    """Every row's title in its column, no word cut ("Rintamerkkiraja" was split in two)."""
    for label in app.screen.query(Label):
        if all(node.display for node in label.ancestors_with_self if node is not app):
            room = label.content_region.width
            for word in str(label.render()).split():
                assert cell_len(word) <= room, (word, room)


@pytest.mark.parametrize("code", ["fi", "ca"])
async def test_the_setup_form_reads_in_the_language_and_fits(code: str) -> None:
    i18n.use(code)
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        text = flat(screen_text(app))
        for words in SETUP[code]:
            assert words in text, (words, text)
        labels_are_whole(app)
        app.screen.query_one("#game", Select).value = "ten"  # TEN's own rows, longer in Finnish
        await settle(pilot)
        labels_are_whole(app)
        # The hint under the form: every key of the focused field and of the form, wrapped whole.
        hint = str(app.screen.query_one("#setup-hint").render())
        assert flat(hint) in text, hint
        bar_is_whole(app)


@pytest.mark.parametrize("code", ["fi", "ca"])
async def test_the_handoff_reads_in_the_language_and_fits(
    code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    i18n.use(code)
    setup = GameSetup.model_validate({"seats": parse_seat_list("Ann,Bob")})
    app = TableApp(session=ModTenSession(setup), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        text = flat(screen_text(app))
        for words in HANDOFF[code]:  # the dealer is drawn: either may lead
            assert words.format(name=app.screen.player) in text, (words, text)
        bar_is_whole(app)


async def test_the_command_palette_and_a_question_read_in_the_language() -> None:
    i18n.use("ca")
    app = TableApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert {"Partida nova", "Regles", "Tema", "Captura de pantalla"} <= titles
        app.open_screen(ConfirmScreen(_("Leave the game in progress for a new one?")))
        await settle(pilot)
        text = flat(screen_text(app))
        assert "Vols deixar la partida en curs per una de nova?" in text, text
        assert "Sí (y)" in text and "No (n)" in text
