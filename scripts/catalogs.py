"""The message catalogs, kept with Babel: `python scripts/catalogs.py update` extracts every
marked message from the package into `messages.pot` and merges it into each language's `.po`
(new messages come in untranslated, changed ones fuzzy); `compile` writes the `.mo` files the
app reads (committed, so an installed copy needs no Babel); `check` says what is missing.

A translator edits `modten_tui/i18n/locale/<code>/LC_MESSAGES/messages.po`, then runs update and
compile. The tests run `problems()`: every message translated in every language, no fuzzy
entry, the same placeholders as the English, and every `.mo` the compiled `.po`.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "modten_tui"
LOCALE = PACKAGE / "i18n" / "locale"
TEMPLATE = LOCALE / "messages.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
COUNTS = {"{count}", "{number}"}  # the placeholder a plural message counts with
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def extract() -> Catalog:
    """Every marked message in the package, with the files it is used in (no line numbers:
    moving code does not change the catalogs) and its translator comment
    (a `# ...` comment on the line before, starting `translators:`)."""
    catalog = Catalog(project="modten-tui", charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        where = (f"modten_tui/{filename}", lineno)
        catalog.add(message, locations=[where], auto_comments=comments, context=context)
    return catalog


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES").is_dir())


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "messages.po"


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=code)


def compiled(catalog: Catalog) -> bytes:
    # Babel fills a header date it cannot read with the current time: fixed here, so the same
    # .po always compiles to the same .mo (the check compares them byte for byte).
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def template_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, omit_header=False, sort_output=True, width=100, include_lineno=False)
    # The header's dates change on every run: what is compared is the messages.
    return re.sub(rb'"POT-Creation-Date: [^"]*"\n', b"", out.getvalue())


def update() -> None:
    template = extract()
    TEMPLATE.write_bytes(template_text(template))
    for code in languages():
        catalog = read(po_path(code), code)
        catalog.update(template)
        with po_path(code).open("wb") as f:
            write_po(
                f, catalog, sort_output=True, width=100, ignore_obsolete=True, include_lineno=False
            )


def compile_all() -> None:
    for code in languages():
        mo = po_path(code).with_suffix(".mo")
        mo.write_bytes(compiled(read(po_path(code), code)))


def _strings(message: object) -> Iterator[str]:
    if isinstance(message, (tuple, list)):
        yield from (str(m) for m in message)
    elif message:
        yield str(message)


def problems() -> list[str]:
    """Everything that keeps the catalogs from being complete and current, one line each."""
    out: list[str] = []
    template = extract()
    if not TEMPLATE.exists() or TEMPLATE.read_bytes() != template_text(template):
        out.append("messages.pot is not current: run `python scripts/catalogs.py update`")
    wanted = {m.id for m in template if m.id}
    for code in languages():
        catalog = read(po_path(code), code)
        have = {m.id: m for m in catalog if m.id}
        for msgid in sorted(wanted, key=str):
            entry = have.get(msgid)
            text = msgid if isinstance(msgid, str) else msgid[0]
            if entry is None:
                out.append(f"{code}: missing {text!r}")
                continue
            translations = [s for s in _strings(entry.string) if s]
            if entry.fuzzy or not translations:
                out.append(f"{code}: untranslated {text!r}")
                continue
            if isinstance(msgid, (tuple, list)) and len(translations) != catalog.num_plurals:
                out.append(f"{code}: {text!r} needs {catalog.num_plurals} plural forms")
            source = set(PLACEHOLDER.findall(" ".join(_strings(msgid))))
            # A plural form may leave its number out where its noun says it: the Arabic dual
            # "نقطتان" is "two points" ("2 نقطتان" says two twice).
            counted = source & COUNTS if isinstance(msgid, (tuple, list)) else set()
            for translation in translations:
                if not source - counted <= set(PLACEHOLDER.findall(translation)) <= source:
                    out.append(f"{code}: placeholders differ in {text!r}: {translation!r}")
        mo = po_path(code).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compiled(catalog):
            out.append(f"{code}: messages.mo is not the compiled .po: run `catalogs.py compile`")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        print("\n".join(found) or "catalogs complete")
        return 1 if found else 0
    else:
        print("usage: catalogs.py update|compile|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
