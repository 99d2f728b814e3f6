"""The language players read: gettext catalogs under `locale/`, one language per run.

English is the source: every message is written in English in the code, marked `_()` where it
is shown (or `N_()` where it is defined before a language is chosen, such as a key's name in a
binding, and `_()` where it is drawn), and `ngettext` where a number decides its form. A message
is one whole sentence with named placeholders (`{name}`), filled with `str.format` after it is
translated, so a translator can move the name; fragments are never joined.

The standard library's `gettext` reads the compiled catalogs (`locale/<code>/LC_MESSAGES/
messages.mo`, each language's plural rule in its header); Babel builds them from the `.po` files
(scripts/catalogs.py). Saves, history and reviews hold no translated text: a game started in
Finnish reviews in Catalan.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path

DOMAIN = "messages"  # gettext's and Babel's default domain
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE = "en"
# Each language as its speakers name it (the Language choice lists them so).
LANGUAGES: dict[str, str] = {"en": "English", "fi": "suomi", "ca": "català", "ar": "العربية"}
RIGHT_TO_LEFT = frozenset({"ar"})
# The pseudo-locale: every message lengthened by 40 % and bracketed, to show a message left
# untranslated (it reads as plain English) or a label too narrow for a long language.
PSEUDO = "pseudo"
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_translation: gettext.NullTranslations = gettext.NullTranslations()
_current = SOURCE
_app_bidi = False  # whether the app lays right-to-left lines out itself (`--bidi`, settings)


class Pseudo(gettext.NullTranslations):
    """English, lengthened and bracketed, with every `{placeholder}` kept whole."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def pseudo(message: str) -> str:
    """`message` bracketed and 40 % longer (tildes after each word), placeholders untouched."""
    if not message:
        return message
    extra = max(1, round(len(_PLACEHOLDER.sub("", message)) * 0.4))
    return f"⟦{message}{'~' * extra}⟧"


@cache  # the catalogs ship with the package: one look at the folder is enough
def available() -> tuple[str, ...]:
    """The languages with a catalog, English first."""
    found = {p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES").is_dir()}
    return (SOURCE, *(code for code in LANGUAGES if code in found))


def normalise(code: str) -> str:
    """'fi_FI.UTF-8' -> 'fi', 'ca-ES' -> 'ca', 'C' -> 'en' (a POSIX locale is English)."""
    base = re.split(r"[_.@-]", code.strip(), maxsplit=1)[0].lower()
    return SOURCE if base in ("", "c", "posix") else base


def choose(requested: str | None, environment: Mapping[str, str]) -> tuple[str, str | None]:
    """The language to show and a one-line notice when the asked-for one is not available.

    `requested` (the command line's `--lang`, else the remembered setting) wins; then the
    environment as gettext reads it: LANGUAGE (a colon list), LC_ALL, LC_MESSAGES, LANG."""
    if requested:
        code = normalise(requested) if requested != PSEUDO else PSEUDO
        if code == PSEUDO or code in available():
            return code, None
        shown = ", ".join(f"{c} ({LANGUAGES[c]})" for c in available())
        return (
            SOURCE,
            f"Language {requested!r} is not available; shown in English. Available: {shown}.",
        )
    for name in ENVIRONMENT:
        for part in environment.get(name, "").split(":"):
            if part and normalise(part) in available():
                return normalise(part), None
        if environment.get(name):
            break  # the first variable set decides, as gettext does
    return SOURCE, None


def use(code: str) -> None:
    """Show `code` from now on (a language from `available()`, or the pseudo-locale)."""
    global _translation, _current
    if code == SOURCE:
        _translation = gettext.NullTranslations()
    elif code == PSEUDO:
        _translation = Pseudo()
    else:
        _translation = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code])
    _current = code


@contextmanager
def in_source() -> Iterator[None]:
    """English for what is written to disk (history lines, saves): they stay language-neutral,
    so a game finished in Finnish is listed in Catalan."""
    global _translation
    shown = _translation
    _translation = gettext.NullTranslations()
    try:
        yield
    finally:
        _translation = shown


def current() -> str:
    return _current


# Starting a line, it says the line runs left to right, whatever its words (a table of numbers
# with a word or two in it: the grid's columns keep their order). Sent only while a
# right-to-left language is shown, where the app lays the lines out and drops the mark.
LEFT_TO_RIGHT_LINE = "\u200e"


def left_to_right(line: str) -> str:
    """`line` marked to run left to right in a right-to-left language (else as it is)."""
    return LEFT_TO_RIGHT_LINE + line if right_to_left() else line


# Starting a table's cell, it says the cell runs right to left and so does the row it is in:
# a row of a Latin name and numbers (no Arabic in it) laid its cells out left to right beside
# rows that read right to left. Dropped like the mark above.
RIGHT_TO_LEFT_CELL = "\u200f"


def right_to_left_cell(cell: str) -> str:
    """`cell` marked to take its place right to left in a right-to-left language."""
    return RIGHT_TO_LEFT_CELL + cell if right_to_left() else cell


def set_app_bidi(on: bool) -> None:
    """Whether this run lays right-to-left lines out itself (a terminal that does no bidi)."""
    global _app_bidi
    _app_bidi = on


def app_bidi() -> bool:
    return _app_bidi


def right_to_left() -> bool:
    return _current in RIGHT_TO_LEFT


def app_right_to_left() -> bool:
    """Whether the app lays right-to-left lines out itself, so a screen mirrors what no line
    can (a list's bullets, a table's columns, a form's labels): a terminal that does bidi
    mirrors each whole line itself."""
    return right_to_left() and _app_bidi


def _(message: str) -> str:
    """`message` in the language shown ("" stays "": gettext would give the catalog's header)."""
    return _translation.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number `n`, by the shown language's plural rule (Arabic
    has six)."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` where the same English word needs two translations (Catalan's "empty" table
    is *buida*, its "empty" market *buit*): `context` tells them apart."""
    return _translation.pgettext(context, message) if message else message


def listed(items: Iterable[str]) -> str:
    """`items` as the shown language lists them: "Ann, Bob, Cy" (Arabic's comma is "،")."""
    # translators: what goes between the items of a list, as in "Ann, Bob, Cy"
    return pgettext("list separator", ", ").join(items)


def N_(message: str) -> str:
    """Marks `message` for the catalogs where it is defined; `_()` translates it where shown."""
    return message
