"""docs/rules.md is the rules' home in the repository: every id the code cites is defined there.

Rule ids (M1…, T1…) are read from the comments and strings of every Python file (via
`tokenize`, so names such as a variable `T1` in code would not count) and from the Markdown
docs; each must be defined in docs/rules.md, which must define M1–M14 and T1–T21 exactly once.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules.md"
RULE_ID = re.compile(r"\b([MT][0-9]+)\b")
DEFINED = re.compile(r"^- \*\*([MT][0-9]+)\*\*", re.M)
EXPECTED = {f"M{i}" for i in range(1, 15)} | {f"T{i}" for i in range(1, 22)}
SOURCES = [
    p for d in ("modten_tui", "tests", "benchmarks", "scripts") for p in (ROOT / d).rglob("*.py")
]
DOCS = [ROOT / "README.md", ROOT / "docs" / "engine.md"]
# Each game's help.md and keys.md, and their translations (help.fi.md...).
HELP = sorted((ROOT / "modten_tui" / "games").glob("*/*.md"))


def defined_ids() -> list[str]:
    return DEFINED.findall(RULES.read_text(encoding="utf-8"))


def cited_ids(path: Path) -> set[str]:
    """Ids in the comments and string literals of one Python file."""
    found: set[str] = set()
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    for tok in tokens:
        if tok.type in (tokenize.COMMENT, tokenize.STRING) or tok.type == getattr(
            tokenize, "FSTRING_MIDDLE", -1
        ):
            found |= set(RULE_ID.findall(tok.string))
    return found


def test_rules_doc_defines_every_id_once() -> None:
    ids = defined_ids()
    assert sorted(ids) == sorted(EXPECTED), set(ids) ^ EXPECTED
    assert len(ids) == len(set(ids))


def test_rules_doc_keeps_move_notation_and_credits() -> None:
    text = RULES.read_text(encoding="utf-8")
    assert "## Move notation" in text
    for move in ("`7H`", "`draw`", "`take numbers`", "`bid 3`", "`buy R5`", "`pay 2t 1b R1 G3`"):
        assert move in text, move
    for name in ("Mark Steere", "Molly Johnson", "Robert Melvin", "Shawn Stankewich", "AEG"):
        assert name in text, name
    assert "unofficial" in text.lower()
    # Every decision of ours is marked, with the option that selects the other reading.
    for option in ("`deck`", "`open_hands`", "`all_pass`", "`bust_token_cap`", "--target"):
        assert option in text, option


@pytest.mark.parametrize("path", SOURCES + DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_cited_rule_ids_exist(path: Path) -> None:
    if path.suffix == ".py":
        cited = cited_ids(path)
    else:
        cited = set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert cited <= set(defined_ids()), cited - set(defined_ids())


def test_some_ids_are_cited() -> None:
    """The scan above would pass vacuously if it found nothing; the code cites most rules."""
    cited = set().union(*(cited_ids(p) for p in SOURCES))
    assert len(cited) >= 30


def test_nothing_points_outside_the_repository() -> None:
    for path in [*SOURCES, *DOCS, *HELP]:
        text = path.read_text(encoding="utf-8")
        # Spelt in pieces so that this file does not match itself.
        assert "RULES" + ".md" not in text and "../" + "shared" not in text, path


def test_help_reads_as_plain_words() -> None:
    """The in-game help is for players: no rule ids, and it says where the full rules are."""
    assert len(HELP) >= 4, HELP  # each game's help.md and keys.md
    for path in HELP:
        assert not RULE_ID.findall(path.read_text(encoding="utf-8")), path
    for path in HELP:
        if path.name.startswith("help."):  # help.md and each language's help.fi.md...
            assert "docs/rules.md" in path.read_text(encoding="utf-8"), path


def test_every_rule_has_a_name_and_bold_names_agree_with_the_doc() -> None:
    """Lessons cite rules by name: each game's table names every id the doc defines, and a
    rule the doc names in bold (**Busting.**) by that name."""
    from modten_tui.games.modten.rules.rule_names import RULE_NAMES as MODTEN
    from modten_tui.games.ten.rules.rule_names import RULE_NAMES as TEN

    names = {**MODTEN, **TEN}
    assert set(names) == EXPECTED
    text = RULES.read_text(encoding="utf-8")
    for rule, name in re.findall(r"^- \*\*([MT][0-9]+)\*\* \*\*([A-Za-z ]+)\.\*\*", text, re.M):
        assert names[rule] == name.lower(), rule
