"""TEN's decisions in Finnish and Catalan at 80x24: a draw, an auction bid and its payment,
each in the rulebook's words and nothing cut off; and the results table whole."""

from __future__ import annotations

import pytest
from rich.console import Console
from textual.app import App
from textual.pilot import Pilot

from modten_tui import i18n
from modten_tui.app.table_app import TableApp
from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.results import ten_results
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.games.ten.session.session import TenSession
from modten_tui.screens.key_guard import KeyGuard
from modten_tui.setup.models import GameSetup, parse_seat_list
from tests.i18n.ten_games import played_to_the_end
from tests.ui.uihelp import screen_text

# Words each decision shows, from the language's TEN rulebook where it names them.
WORDS = {
    "fi": {
        "draw": ["Nosta", "Ota numerot", "Markkinat", "Vuorossa", "rikki"],
        "auction": ["Huutokauppa", "Tarjouksesi", "Jokeri:", "passaa"],
        "payment": ["Maksu", "Rahakkeet", "Rintamerkit", "Kortit", "voitettu huutokaupassa"],
    },
    "ca": {
        "draw": ["Roba", "Agafa els números", "Mercat", "Li toca a", "rebentar"],
        "auction": ["Subhasta", "la teva oferta", "Oferta:", "Comodí:", "passa"],
        "payment": ["Pagament", "Fitxes de moneda", "Fitxes de bust", "Cartes", "subhasta"],
    },
}


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KeyGuard, "GUARD_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "RESULT_PAUSE_S", 0.0)
    monkeypatch.setattr(TenTableScreen, "BUST_PAUSE_S", 0.0)


def unclipped(app: App[object], text: str) -> None:
    """No line ends in the ellipsis that marks text cut off, and no word runs into the
    screen's right edge (a border or a space must end every row)."""
    for line in text.splitlines():
        assert not line.rstrip().endswith("…"), f"cut off: {line!r}\n{text}"
        assert len(line) <= app.size.width


async def next_decision(pilot: Pilot[None]) -> str:
    for _ in range(50):
        await pilot.pause()
        text = screen_text(pilot.app)
        if text.strip():
            return text
    return ""


@pytest.mark.parametrize("code", ["fi", "ca"])
async def test_a_draw_a_bid_and_a_payment_read_in_the_language(code: str) -> None:
    i18n.use(code)
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("Ann,Bob,Cy"), "seed": 7}
    )
    session = TenSession(setup)
    app = TableApp(session=session, bot_delay=0)
    seen: set[str] = set()
    kind = ""
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            text = await next_decision(pilot)
            screen = app.screen
            if isinstance(screen, TenTableScreen) and screen.mode == "draw":
                # judged once the tableau holds a number: every choice is on screen then
                kind = "draw" if "take numbers" in session.legal_moves() else "first draw"
                key = "d" if session.game.running_total < 6 else "n"
                if "draw" not in session.legal_moves():
                    key = "n" if "take numbers" in session.legal_moves() else "c"
            elif isinstance(screen, AuctionScreen) and not screen.done:
                a = session.game.auction
                first = a is not None and a.high_bidder is None and screen.low <= screen.high
                kind, key = "auction", "1" if first else "p"
            elif isinstance(screen, PaymentScreen):
                kind, key = "payment", "enter"
            else:
                await pilot.press("enter")
                continue
            if kind not in seen and kind in WORDS[code]:
                for word in WORDS[code][kind]:
                    assert word in text, f"{kind}: {word!r} missing\n{text}"
                unclipped(app, text)
                seen.add(kind)
            if kind == "payment":
                break
            await pilot.press(key)
            if key == "1":
                await pilot.press("enter")
    assert seen == {"draw", "auction", "payment"}


def finished(seed: int) -> TenSession:
    """A three-player game played to its end: take numbers at two cards, pass, buy nothing."""
    return played_to_the_end("Ann,Bob,Cy", seed, buys=False)


@pytest.mark.parametrize(
    "code,words",
    [
        ("fi", ["Pelaaja", "Rahakk.", "punainen", "vihreä", "1."]),
        ("ca", ["Jugador", "Fitxes", "vermell", "verd", "1r"]),
        ("ar", ["اللاعب", "البطاقات", "الأول", "أحمر", "أخضر"]),
    ],
)
def test_the_results_table_keeps_every_column_whole_in_80_columns(
    code: str, words: list[str]
) -> None:
    i18n.use(code)
    console = Console(width=76, record=True)  # the results box inside 80 columns
    console.print(ten_results(finished(21)).table)
    text = console.export_text()
    for word in words:
        assert word in text, f"{word!r} cut\n{text}"


def five_long_names(seed: int) -> TenSession:
    """Five players with 12-letter names (the most a name shows) to the end of the game."""
    return played_to_the_end("Annabella123,Bobbybobby12,Cyrano456789,Dee,Evangelinaa1", seed)


@pytest.mark.parametrize("code", ["en", "fi", "ca", "ar"])
def test_the_results_heads_stand_over_their_columns(code: str) -> None:
    """Each colour's head is one line and every row's run starts where its head starts (a
    play-test found the Finnish letters left on a line of their own, over the wrong column)."""
    from modten_tui.games.ten.widgets.style import COLOUR_NAME

    i18n.use(code)
    console = Console(width=76, record=True)
    session = five_long_names(4)
    console.print(ten_results(session).table)
    # the marks that keep an Arabic row's cells in order have no width: read without them
    head, *rows = console.export_text().replace(i18n.LEFT_TO_RIGHT_LINE, "").splitlines()
    assert len(rows) == 5, console.export_text()
    starts = [head.find(i18n._(name)) for name in COLOUR_NAME.values()]
    assert all(x > 0 for x in starts) and starts == sorted(starts), head
    for row in rows:
        for x in starts:
            assert row[x - 1] == " " and row[x] in "0123456789—", f"{x}: {row!r}\n{head}"


# The heads over the one-line rows of the players not shown in full, in each language.
BRIEF_HEADS = {
    "en": ["Tokens", "Bust", "Cards", "Pts"],
    "fi": ["Rahakk.", "Rintam.", "Kortit", "P"],
    "ca": ["Fitxes", "Bust", "Cartes", "Pts"],
}


@pytest.mark.parametrize("code", ["en", "fi", "ca"])
async def test_the_one_line_player_rows_read_under_column_heads(code: str) -> None:
    """Five players at 80x24: the players not in full read under heads in words, each count
    ending where its head ends, not as letters glued to the counts ("10/10t 0b 3c")."""
    i18n.use(code)
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("Ann,Bob,Cy,Dee,Eve"), "seed": 3}
    )
    app = TableApp(session=TenSession(setup), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await next_decision(pilot)
        panel = [line.split("│")[1] for line in text.splitlines() if line.count("│") >= 2]
        heads = BRIEF_HEADS[code]
        at = [i for i, line in enumerate(panel) if all(f" {h}" in line for h in heads)]
        assert len(at) == 1, "\n".join(panel)
        head, rows = panel[at[0]], panel[at[0] + 1 : at[0] + 5]
        ends = [head.index(f" {h}") + 1 + len(h) for h in heads]
        shown = [name for row in rows for name in ("Ann", "Bob", "Cy", "Dee", "Eve") if name in row]
        assert len(set(shown)) == 4, "\n".join(panel)
        for row in rows:
            for end in ends:  # a count right-aligned under its head, a space after it
                assert row[end - 1].isdigit() and row[end] == " ", f"{row!r}\n{head!r}"


# The colours' names as the grid's rows give them (the legend of R, B, O, G), and the market
# once Ann's bust put R5 and R8 there; in Arabic as the terminal receives the line.
MARKET = {
    "en": ("Market (cost = number) R5 R8", ["R  red", "O  orange"]),
    "fi": ("Markkinat (hinta = numero) R5 R8", ["R  punainen", "G  vihreä"]),
    "ca": ("Mercat (cost = número) R5 R8", ["R  vermell", "O  taronja"]),
    "ar": ("R5 R8 (ﻢﻗﺮﻟﺍ = ﻦﻤﺜﻟﺍ) ﻕﻮﺴﻟﺍ", ["R  ﺮﻤﺣﺃ", "G  ﺮﻀﺧﺃ"]),  # joined, in visual order
}


@pytest.mark.parametrize("code", ["en", "fi", "ca", "ar"])
async def test_the_market_reads_by_its_cards_and_the_grid_names_each_colour(code: str) -> None:
    """The market lists its cards, each with its letter, and no "R:–" labels (hard to read,
    and jumbled in Arabic); the grid's rows name their colours beside the letters."""
    from modten_tui.i18n.screen_lines import install, uninstall

    i18n.use(code)
    if code == "ar":
        install()
    try:
        setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
        cards = ["$2", "R5", "R8", "$5", "$4", "$2", "G1"]
        app = TableApp(session=TenSession(setup, cards=cards, first_player=0), bot_delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in ("d", "d", "d", "enter"):  # R8 busts Ann: R5 R8 to the market
                await pilot.press(key)
                text = await next_decision(pilot)
            market, names = MARKET[code]
            line = next((line for line in text.splitlines() if "R5" in line), "")
            assert "R:" not in line and "–" not in line, text
            assert market in line, text
            for name in names:
                assert name in text, text
    finally:
        uninstall()
        i18n.use("en")


async def at_the_buy(pilot: Pilot[None]) -> str:
    """Ann busts on B2 B9, Bob takes R1 R2 O3 G1: he may buy B2 or B9 (paid with cards)."""
    text = ""
    for key in ("d", "d", "enter", "d", "d", "d", "d", "n"):
        await pilot.press(key)
        text = await next_decision(pilot)
    return text


def buy_app() -> TableApp:
    setup = GameSetup.model_validate({"game": "ten", "seats": parse_seat_list("Ann,Bob")})
    cards = ["B2", "B9", "R1", "R2", "O3", "G1", "B3", "R4", "G1", "O1", "R5", "R6"]
    return TableApp(session=TenSession(setup, cards=cards, first_player=0), bot_delay=0)


@pytest.mark.parametrize("code", ["en", "fi", "ca"])
async def test_a_long_buy_row_wraps_under_its_card_not_under_the_colours(code: str) -> None:
    """B9 paid with tokens and four cards takes two lines at 80x24: the second starts under
    the card, the colour names' column left clear (Finnish wrapped under it)."""
    from modten_tui.games.ten.screens.buy import BuyScreen

    i18n.use(code)
    app = buy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await at_the_buy(pilot)
        assert isinstance(app.screen, BuyScreen), text
        lines = text.splitlines()
        row = next(i for i, line in enumerate(lines) if "█" in line and " B9 " in line)
        card_at = lines[row].index(" B9 ") + 1
        after = lines[row + 1]
        assert "R1" in after or "R2" in after, text  # the payment's cards, wrapped
        at = after.index("█") + 1
        while after[at] == " ":
            at += 1
        assert at == card_at, text


@pytest.mark.parametrize("code", ["en", "fi", "ca"])
async def test_the_payment_key_bar_shows_whole_keys_and_the_way_back(code: str) -> None:
    """The payment's keys at 80 columns: each key with its words, and the way back among
    them (Catalan's "esc Enrere" was cut after "esc", Finnish lost it whole)."""
    i18n.use(code)
    app = buy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_buy(pilot)
        await pilot.press("enter")  # buy B2
        text = await next_decision(pilot)
        bar = text.splitlines()[-1].rstrip()
        pay, back = {"en": ("Pay", "Back"), "fi": ("Maksa", "Takaisin"), "ca": ("Paga", "Enrere")}[
            code
        ]
        assert f"⏎ {pay}" in bar and f"esc {back}" in bar, bar
        assert not bar.endswith(("esc", "u", "⏎", "d", "space", "a", "…")), bar


def test_scores_keep_a_name_ending_in_a_number_apart_from_its_points() -> None:
    """Finnish "Pisteet: Ann 3 · Bot 2 3" did not say whose the 2 was (a play-test)."""
    from modten_tui.games.ten.session.texts import standings

    i18n.use("fi")
    try:
        session = finished(21)
        line = standings(session.game, ["Ann", "Bot 2", "Cy"])
        scores = [p.score for p in sorted(session.outcome().players, key=lambda p: p.seat)]
        assert line == "Pisteet: Ann ({}) · Bot 2 ({}) · Cy ({})".format(*scores)
    finally:
        i18n.use("en")


def test_an_arabic_list_takes_the_arabic_comma() -> None:
    from modten_tui.games.ten.session.texts import means_text, pay_text

    i18n.use("ar")
    try:
        assert "،" in means_text(5, 1, 6) and "," not in means_text(5, 1, 6)
        assert pay_text(2, 0, ["R1", "G3"]) == "رمزان، R1، G3"
    finally:
        i18n.use("en")
    assert pay_text(2, 0, ["R1", "G3"]) == "2 tokens, R1, G3"


@pytest.mark.parametrize("code", ["en", "fi", "ca"])
async def test_a_long_names_header_keeps_words_not_letters(code: str) -> None:
    """A 12-letter name at 80x24: its panel's header drops counts whole where the words do
    not fit, never turning them into letters glued to the numbers ("10/10r 0m 3k")."""
    import re

    i18n.use(code)
    setup = GameSetup.model_validate(
        {"game": "ten", "seats": parse_seat_list("Annabella123,Bob,Cy,Dee,Eve")}
    )
    session = TenSession(setup, cards=["R3", "B4", "O5", "G6", "R1", "B2"], first_player=0)
    app = TableApp(session=session, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await next_decision(pilot)
        header = next(line for line in text.splitlines() if "▶ Annabella123" in line)
        tokens = {"en": "10/10 tok", "fi": "10/10 rah", "ca": "10/10 fit"}[code]
        assert f" {tokens}" in header or " 5/10 " in header, header
        assert not re.search(r"\d/10[a-z]|\b\d+[a-z]\b", header), header
