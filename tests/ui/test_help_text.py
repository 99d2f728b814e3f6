"""The rules screen shows its first part at once and the rest after the first frame: the
whole text, in order, nothing lost where the two parts meet (Markdown's own append lost the
paragraph before the join), and the join's gap as one document has it."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Markdown
from uihelp import screen_text

from modten_tui import registry
from modten_tui.app.table_app import TableApp
from modten_tui.screens.help import FIRST_LINES, HelpScreen, first_part, help_text


def test_the_first_part_ends_before_a_heading_after_a_screenful() -> None:
    text = help_text("modten")
    first, rest = first_part(text)
    assert first + "\n" + rest == text
    assert len(first.split("\n")) >= FIRST_LINES and rest.startswith("#")
    assert first_part("# Short\n\nOne line.") == ("# Short\n\nOne line.", "")


@pytest.mark.parametrize("game", registry.keys())
async def test_every_paragraph_shows_and_the_join_reads_as_one_document(game: str) -> None:
    app = TableApp()
    async with app.run_test(size=(100, 400)) as pilot:  # tall: the whole text on one screen
        app.open_screen(HelpScreen(game))
        source = help_text(game)
        # Each paragraph's opening words, in the source's order.
        openings = [
            " ".join(re.sub(r"[*`_\[\]]", "", block).split()[:5])
            for block in source.split("\n\n")
            if block.strip() and block.strip()[0].isalpha()
        ]
        for _ in range(100):  # the rest is parsed after the first frame: on a busy machine later
            await pilot.pause(0.1)
            shown = " ".join(screen_text(app).split())
            if len(app.screen.query(Markdown)) == 2 and openings[-1] in shown:
                break
        assert len(app.screen.query(Markdown)) == 2
        at = 0
        for words in openings:
            at = shown.find(words, at)
            assert at >= 0, words
