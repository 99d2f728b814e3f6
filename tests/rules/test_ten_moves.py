"""TEN's typed moves (parsed once), phases and event kinds as string enums (issue 12)."""

from __future__ import annotations

import json
import random

import pytest

from modten_tui.games.modten.rules import hand as modten
from modten_tui.games.ten.rules import game as ten
from modten_tui.games.ten.rules.moves import MoveKind, TenMove, parse_move, try_parse
from tests.rules.test_ten_support import PAD, play, stacked


def test_every_legal_move_parses_and_prints_back_unchanged() -> None:
    rng = random.Random(12)
    seen: set[MoveKind] = set()
    for seed in range(20):
        g = ten.new_game(2 + seed % 4, first_player=0, seed=seed)
        while not g.is_over:
            legal = g.legal_moves()
            for text in legal:
                move = parse_move(text)
                assert str(move) == text
                seen.add(move.kind)
            g.apply(rng.choice(legal))
    assert seen == set(MoveKind)  # every kind was met and printed back


@pytest.mark.parametrize(
    ("text", "move", "canonical"),
    [
        ("draw", TenMove(MoveKind.DRAW), "draw"),
        ("take numbers", TenMove(MoveKind.TAKE_NUMBERS), "take numbers"),
        ("take currency", TenMove(MoveKind.TAKE_CURRENCY), "take currency"),
        ("pass", TenMove(MoveKind.PASS), "pass"),
        ("bid 007", TenMove(MoveKind.BID, amount=7), "bid 7"),
        ("buy R5", TenMove(MoveKind.BUY, code="R5"), "buy R5"),
        ("no buy", TenMove(MoveKind.NO_BUY), "no buy"),
        ("pay B2 1b  2t", TenMove(MoveKind.PAY, tokens=2, bust=1, cards=("B2",)), "pay 2t 1b B2"),
        ("pay 0t R1 G3", TenMove(MoveKind.PAY, cards=("R1", "G3")), "pay R1 G3"),
    ],
)
def test_each_kind_is_read_into_its_fields(text: str, move: TenMove, canonical: str) -> None:
    assert parse_move(text) == move
    assert str(move) == canonical


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Draw",
        " draw",
        "draw ",
        "bid",
        "bid ",
        "bid -1",
        "bid x",
        "bid \u0663",
        "no  buy",
        "buy",
        "pay 1t 2t",
        "pay 1b 1b",
        "take",
    ],
)
def test_texts_naming_no_move_are_refused_with_a_reason(text: str) -> None:
    assert try_parse(text) is None
    with pytest.raises(ten.IllegalMove, match="twice" if text.startswith("pay") else "TEN move"):
        parse_move(text)


def test_a_text_is_parsed_once() -> None:
    assert try_parse("pay 3t 1b R1 G2") is try_parse("pay 3t 1b R1 G2")


def _buyer() -> ten.TenGame:
    """Seat 0 holds 5 tokens, 1 bust token and B2, and is paying 2 for R2."""
    g = stacked("R2", "R9", "$1", "B2", *PAD, players=2)
    play(g, "draw", "draw", "draw", "take currency", "draw", "take numbers", "buy R2")
    return g


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("pay 1t 1t", "'pay 1t 1t' names 't' tokens twice"),
        ("draw", "'draw' is not a payment"),
        ("bid 2", "'bid 2' is not a payment"),
        ("pay 3t", "'pay 3t' does not pay 2 exactly"),
        ("pay  3t", "'pay  3t' does not pay 2 exactly"),  # the text as given, not as parsed
    ],
)
def test_a_refused_payment_says_why(move: str, reason: str) -> None:
    with pytest.raises(ten.IllegalMove) as caught:
        _buyer().apply(move)
    assert str(caught.value).startswith(reason)


def test_the_record_keeps_canonical_texts() -> None:
    g = stacked("G#", *PAD)
    play(g, "draw", "bid 01", "pass", "pass")
    assert g.moves == ["draw", "bid 1", "pass", "pass"]
    g = _buyer()
    play(g, "pay  B2   1t")
    assert g.moves[-1] == "pay 1t B2"


def test_phases_and_event_kinds_are_enums_equal_to_their_text() -> None:
    g = stacked("G#", *PAD)
    assert g.phase is ten.Phase.DRAW and g.phase == "draw" and {"draw": 1}[g.phase] == 1
    events = g.apply("draw")
    assert [e.kind for e in events] == [ten.TenEvent.REVEALED, ten.TenEvent.AUCTION_STARTED]
    assert [e.kind for e in events] == ["revealed", "auction_started"]
    assert json.dumps(events[0].kind) == '"revealed"'
    view = g.view(1)
    assert view.phase is ten.Phase.AUCTION and f"{view.phase}" == "auction"
    assert view.model_dump(mode="json")["phase"] == "auction"
    hand = modten.deal(2, dealer=0, seed=1)
    kinds = {e.kind for e in hand.apply(hand.legal_moves()[0])}
    assert kinds <= set(modten.ModTenEvent) and modten.ModTenEvent.PLAYED in kinds
    assert "played" in kinds


@pytest.mark.parametrize("move", [None, 5, b"draw", ("draw",), ["pass"]])
def test_a_move_that_is_not_text_is_refused_in_every_phase_and_changes_nothing(
    move: object,
) -> None:
    rng = random.Random(3)
    phases: set[ten.Phase] = set()
    for seed in range(12):
        g = ten.new_game(2 + seed % 4, first_player=0, seed=seed)
        while True:
            before = (g.record, g.legal_moves())
            phases.add(g.phase)
            with pytest.raises(ten.IllegalMove, match="string|over"):
                g.apply(move)  # type: ignore[arg-type]
            assert (g.record, g.legal_moves()) == before
            if g.is_over:
                break
            g.apply(rng.choice(g.legal_moves()))
    assert phases == set(ten.Phase)
