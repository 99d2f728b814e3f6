"""The catalogs are complete and current in every language, and the language is chosen as a
player expects: `--lang`, then the environment, English when the asked-for one is missing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from modten_tui import i18n
from modten_tui.games.ten.session.texts import points_text
from modten_tui.i18n import _, ngettext

ROOT = Path(__file__).resolve().parents[2]


def _catalogs() -> object:
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogs"] = module
    spec.loader.exec_module(module)
    return module


def test_every_message_is_translated_in_every_language_with_its_placeholders() -> None:
    catalogs = _catalogs()
    assert catalogs.problems() == []  # type: ignore[attr-defined]


def test_a_translation_that_drops_a_placeholder_is_found(tmp_path: Path) -> None:
    catalogs = _catalogs()
    po = catalogs.po_path("ca")  # type: ignore[attr-defined]
    text = po.read_text(encoding="utf-8")
    broken = text.replace("Aprèn a jugar a {game}", "Aprèn a jugar")
    assert broken != text
    po.write_text(broken, encoding="utf-8")
    try:
        found = catalogs.problems()  # type: ignore[attr-defined]
    finally:
        po.write_text(text, encoding="utf-8")
    assert any("placeholders differ" in line and "Learn to play" in line for line in found)


@pytest.mark.parametrize(
    ("code", "words"),
    [("fi", "Uusi peli"), ("ca", "Partida nova"), ("ar", "لعبة جديدة"), ("en", "New game")],
)
def test_each_language_says_new_game_in_its_own_words(code: str, words: str) -> None:
    i18n.use(code)
    assert _("New game") == words


def test_arabic_has_six_plural_forms_from_its_catalog() -> None:
    i18n.use("ar")
    catalogs = _catalogs()
    ar = catalogs.read(catalogs.po_path("ar"), "ar")  # type: ignore[attr-defined]
    assert ar.num_plurals == 6
    # an unknown message falls back to the English forms, chosen by the English rule
    assert ngettext("{n} card", "{n} cards", 1) == "{n} card"


@pytest.mark.parametrize(
    ("requested", "env", "expected"),
    [
        ("fi", {"LANG": "ca_ES.UTF-8"}, "fi"),
        (None, {"LANG": "ca_ES.UTF-8"}, "ca"),
        (None, {"LANGUAGE": "xx:ar", "LANG": "fi_FI.UTF-8"}, "ar"),
        (None, {"LC_ALL": "fi_FI.UTF-8", "LANG": "ca_ES.UTF-8"}, "fi"),
        (None, {"LC_ALL": "C", "LANG": "fi_FI.UTF-8"}, "en"),
        (None, {}, "en"),
        ("ca-ES", {}, "ca"),
    ],
)
def test_the_language_comes_from_the_option_then_the_environment(
    requested: str | None, env: dict[str, str], expected: str
) -> None:
    assert i18n.choose(requested, env) == (expected, None)


def test_an_unknown_language_falls_back_to_english_with_one_line_saying_so() -> None:
    language, notice = i18n.choose("xx", {"LANG": "fi_FI.UTF-8"})
    assert language == "en"
    assert notice is not None and "\n" not in notice and "'xx'" in notice and "fi (suomi)" in notice


def test_the_pseudo_locale_lengthens_and_brackets_but_keeps_placeholders() -> None:
    i18n.use(i18n.PSEUDO)
    shown = _("Learn to play {game}")
    assert shown.startswith("⟦Learn to play {game}") and shown.endswith("⟧")
    assert len(shown) >= len("Learn to play {game}") * 1.3
    assert shown.format(game="TEN").count("TEN") == 1


def test_no_catalan_sentence_puts_a_name_after_de() -> None:
    """ "de" elides before a vowel ("d'Ann", "de Bob"), which a translation cannot know: a
    name is written where it needs no article or preposition (docs/glossary/ca.md)."""
    import re

    from babel.messages.pofile import read_po

    people = "name|owner|now|mover|player|bidder|winner|names"
    before_a_name = re.compile(rf"\b(?:de|del|el|la) \{{(?:{people})\}}", re.IGNORECASE)
    catalogs = _catalogs()
    with catalogs.po_path("ca").open("rb") as po:  # type: ignore[attr-defined]
        catalog = read_po(po, locale="ca")
    found = [
        form
        for message in catalog
        if message.id
        for form in (message.string if isinstance(message.string, tuple) else (message.string,))
        if before_a_name.search(form or "")
    ]
    assert found == []


def shown_textual_keys() -> set[str]:
    """The words of every binding Textual's own widgets show in a key bar."""
    import importlib
    import inspect
    import pkgutil

    import textual.widgets
    from textual.binding import Binding

    found = set()
    for info in pkgutil.iter_modules(textual.widgets.__path__):
        module = importlib.import_module(f"textual.widgets.{info.name}")
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            for item in cls.__dict__.get("BINDINGS", None) or []:
                binding = item if isinstance(item, Binding) else Binding(*item)
                if binding.show and binding.description:
                    found.add(binding.description)
    return found - {"Open link"}  # a Markdown link's key: the rules pages have no links


@pytest.mark.parametrize("code", ["fi", "ca", "ar"])
def test_the_keys_textual_widgets_show_are_translated(code: str) -> None:
    """An open list's "Esc Dismiss menu" was English in every language."""
    keys = shown_textual_keys()
    assert "Dismiss menu" in keys
    i18n.use(code)
    assert [key for key in sorted(keys) if _(key) == key] == []


def test_the_arabic_dual_says_two_once() -> None:
    """Arabic's form for two is the dual, which says "two" itself: "2 نقطتان" says it twice
    (a play-test). The dual leaves its number out, unless the number carries a sign (+2)."""
    from babel.messages.pofile import read_po

    catalogs = _catalogs()
    with catalogs.po_path("ar").open("rb") as po:  # type: ignore[attr-defined]
        catalog = read_po(po, locale="ar")
    twice = [
        m.string[2]
        for m in catalog
        if isinstance(m.id, tuple)
        for count in ("{count}", "{number}")
        if count in m.string[2] and f"+{count}" not in m.string[2] and "{signed}" not in m.id[0]
    ]
    assert twice == []
    i18n.use("ar")
    try:
        assert points_text(2) == "نقطتان" and points_text(3) == "3 نقاط"
        assert points_text(2, signed=True) == "+2 نقطتان"  # a gain keeps its sign
    finally:
        i18n.use("en")


def test_a_plural_may_leave_out_its_count_but_no_other_placeholder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalogs = _catalogs()
    real = catalogs.po_path  # type: ignore[attr-defined]
    text = real("ar").read_text(encoding="utf-8")
    broken = text.replace('msgstr[2] "أخذتَ {total} (ورقتان: {cards})"', 'msgstr[2] "أخذتَ (ورقتان)"')
    assert broken != text
    copy = tmp_path / "ar" / "messages.po"  # a copy: other tests read the real catalogs
    copy.parent.mkdir()
    copy.write_text(broken, encoding="utf-8")
    monkeypatch.setattr(catalogs, "po_path", lambda code: copy if code == "ar" else real(code))
    found = catalogs.problems()  # type: ignore[attr-defined]
    differ = [line for line in found if "placeholders differ" in line]
    # only the form that lost {total} and {cards}: the duals that left out {count} are right
    assert len(differ) == 1 and "You took" in differ[0], found
