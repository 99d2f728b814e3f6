"""Numbers as the shown language writes them: 1,500 · 1 500 · 1.500, and 3.6 · 3,6.

Babel's locale data says how (CLDR); Western digits in every language, as the glossaries say
(Arabic's default digits are the Arabic-Indic ones). English, the source, is Python's own
format: Babel and its data load only for another language, on first use (about 25 ms, on
the first screen that shows a number)."""

from __future__ import annotations

from modten_tui import i18n


def _locale() -> str:
    code = i18n.current()
    return code if code in i18n.LANGUAGES else i18n.SOURCE  # the pseudo-locale: English


def number(value: int) -> str:
    """A count with the language's digit grouping ("1 500 deals" in Finnish)."""
    locale = _locale()
    if locale == i18n.SOURCE:
        return f"{value:,}"
    from babel.numbers import format_decimal

    return format_decimal(value, locale=locale, numbering_system="latn")


def decimal(value: float) -> str:
    """A value with one decimal place, in the language's decimal sign ("3,6" in Finnish)."""
    locale = _locale()
    if locale == i18n.SOURCE:
        return f"{value:.1f}"
    from babel.numbers import format_decimal

    return format_decimal(value, format="0.0", locale=locale, numbering_system="latn")
