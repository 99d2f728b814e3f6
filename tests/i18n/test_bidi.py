"""Arabic lines as a terminal must be sent them: letters joined, visual order, Latin words,
numbers and card codes left to right inside, each character in its own style.

The expected lines are written as a terminal shows them, left to right: the Arabic words in
their joined (presentation) forms, last word first."""

from __future__ import annotations

from modten_tui.i18n.bidi import display, visual, visual_order


def test_a_sentence_with_a_number_and_a_latin_word() -> None:
    # "You have 12 points in TEN"
    assert display("لديك 12 نقطة في TEN") == "TEN ﻲﻓ ﺔﻄﻘﻧ 12 ﻚﻳﺪﻟ"


def test_card_codes_read_left_to_right() -> None:
    # "Play 7♠ then R4 and W2 now": each code whole and in its own order, the suit after
    # its number.
    assert display("العب 7♠ ثم R4 و W2 الآن") == " ﻥﻵﺍ W2 ﻭ R4 ﻢﺛ 7♠ ﺐﻌﻟﺍ"


def test_tens_codes_keep_their_signs_in_place() -> None:
    # "Pay $3", "the card R# here", "colour #E03C32": the sign stays where the code has it (the
    # algorithm alone drew "3$", "#R" and "E03C32#").
    assert display("ادفع $3") == "$3 ﻊﻓﺩﺍ"
    assert display("البطاقة R# و W# هنا") == "ﺎﻨﻫ W# ﻭ R# ﺔﻗﺎﻄﺒﻟﺍ"
    assert display("اللون #E03C32 هنا") == "ﺎﻨﻫ #E03C32 ﻥﻮﻠﻟﺍ"


def test_a_numbers_signs_stay_on_its_side() -> None:
    # "Point +0", "score 10 ← 11 (+1)", "run 1-9 ★10": the signs were drawn "0+", "1+",
    # "9-1", "10★" (and "48%" as "%48").
    assert display("نقطة +0") == "+0 ﺔﻄﻘﻧ"
    assert display("النقاط 10 ← 11 (+1)") == "(+1) 11 ← 10 ﻁﺎﻘﻨﻟﺍ"
    assert display("تسلسل 1-9 ★10") == "1-9 ★10 ﻞﺴﻠﺴﺗ"
    assert "48%" in display("خطر 48%")


def test_lam_alef_is_one_cell_and_the_line_keeps_its_width() -> None:
    # Lam then alef is written as their ligature; the freed cell ends the line (at its left).
    line = "لا الآن"
    shown = display(line)
    assert shown == "  ﻥﻵﺍ ﻻ"
    assert len(shown) == len(line)


def test_a_vowel_mark_stays_on_its_letter() -> None:
    # The shadda (U+0651, drawn on the letter before it) follows the lam it belongs to.
    assert display("تعلّم") == "ﻢﻠّﻌﺗ"


def test_brackets_are_mirrored_in_right_to_left_text() -> None:
    assert display("(مرحبا)") == "(ﺎﺒﺣﺮﻣ)"


def test_a_line_without_right_to_left_text_is_left_alone() -> None:
    for line in ("New game", "┌──┐┌──┐ 7♠ 10♦", "Uusi peli: Mod Ten", ""):
        assert display(line) == line


def test_a_drawing_keeps_its_shape_beside_arabic() -> None:
    # The menu's banner: cards drawn in box characters, then the tagline.
    assert display("└──┘└──┘  طاولة ورق") == "└──┘└──┘  ﻕﺭﻭ ﺔﻟﻭﺎﻃ"


def test_a_line_of_arabic_runs_right_to_left_even_from_a_latin_word() -> None:
    # "modten: another copy": the line belongs to an Arabic sentence, so it ends at the right.
    assert display("modten نسخة أخرى") == "ﻯﺮﺧﺃ ﺔﺨﺴﻧ modten"


def test_the_key_bar_reads_key_then_label_from_the_right() -> None:
    # n New game, r Rules, ^p Commands: each key on its label's right, ^p whole.
    line = "n لعبة جديدة  r القواعد  ^p الأوامر"
    assert display(line) == " ﺮﻣﺍﻭﻷﺍ ^p  ﺪﻋﺍﻮﻘﻟﺍ r  ﺓﺪﻳﺪﺟ ﺔﺒﻌﻟ n"


def test_blank_cells_after_the_text_go_to_the_left() -> None:
    # A line filled to its width with blanks after the words: right to left, it ends at the
    # right edge.
    assert display("لعبة جديدة   ") == "   ﺓﺪﻳﺪﺟ ﺔﺒﻌﻟ"


def test_each_character_keeps_its_style() -> None:
    line = [(char, "bold") for char in "لعبة "] + [(char, "key") for char in "TEN"]
    shown = visual(line)
    assert "".join(char for char, _ in shown) == "TEN ﺔﺒﻌﻟ"
    assert [style for _, style in shown] == ["key"] * 3 + ["bold"] * 5


def test_visual_order_reverses_runs_from_the_highest_level() -> None:
    # Rule L2 on "ab 12 cd" inside right-to-left text: levels 1 1 1 2 2 1 1 1.
    assert visual_order([1, 1, 1, 2, 2, 1, 1, 1]) == [7, 6, 5, 3, 4, 2, 1, 0]
    assert visual_order([0, 0, 1, 1]) == [0, 1, 3, 2]
    assert visual_order([0, 0]) == [0, 1]


def test_a_line_may_hold_any_words() -> None:
    # The levels come from python-bidi's debug answer, which quotes the line: a line holding
    # that answer's own field name is still laid out.
    assert display("levels: [ مرحبا ]") == "[ ﺎﺒﺣﺮﻣ ] :levels"


def test_an_isolated_path_reads_left_to_right_and_the_controls_are_not_sent() -> None:
    # "A copy uses {folder}. This", the folder isolated (FSI ... PDI) by the translation: the
    # path whole, its first slash first; the isolates steer the order and are left out.
    line = "نسخة تستخدم \u2068/tmp/modten\u2069. هذه"
    assert display(line) == "ﻩﺬﻫ ./tmp/modten ﻡﺪﺨﺘﺴﺗ ﺔﺨﺴﻧ"


def test_tens_grid_keeps_its_columns_in_arabic() -> None:
    """The grid's header held an Arabic word and was reversed (9 … 1) while the rows stayed
    1 … 9: a card's mark sat under the wrong number."""
    from modten_tui import i18n
    from modten_tui.games.ten.rules.scoring import solve
    from modten_tui.games.ten.widgets.players import grid_lines

    i18n.use("ar")
    collection = ["B4", "B5", "B6"]
    head, *rows = [display(line.plain) for line in grid_lines(collection, solve(collection))]
    assert head.index(" 1 ") < head.index(" 9 ")
    blue = next(row for row in rows if row.lstrip().startswith("B "))
    assert blue.index(" 1 ") == head.index(" 4 ")  # B4 under 4
    assert "\u200e" not in head + blue


def test_every_arabic_message_isolates_the_paths_it_names() -> None:
    """A path in an Arabic sentence is isolated (FSI ... PDI) by the translation, or its
    slashes and dots take the sentence's direction: "/tmp/x/settings.json" showed with its
    first slash at its end, at the line's start."""
    from babel.messages.pofile import read_po

    from modten_tui.i18n import LOCALE_DIR

    with open(LOCALE_DIR / "ar" / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f, locale="ar")
    bare = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for string in strings:
            for name in ("path", "folder", "kept"):
                if string.count("{" + name + "}") != string.count("\u2068{" + name + "}\u2069"):
                    bare.append(string)
    assert bare == []
