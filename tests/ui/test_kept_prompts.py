"""TEN's prompts are built once per table and refilled at each opening (screens/kept.py):
what a kept prompt shows must be what a prompt built anew shows, key after key."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from ten_drive import no_guard, ten_app
from textual._compositor import LayoutUpdate
from uihelp import frames_sent, screen_text, settle, tap

from modten_tui.games.ten.screens.auction import AuctionScreen
from modten_tui.games.ten.screens.buy import BuyScreen
from modten_tui.games.ten.screens.notice import TenNoticeScreen
from modten_tui.games.ten.screens.payment import PaymentScreen
from modten_tui.games.ten.screens.prompt import TenPrompt
from modten_tui.games.ten.screens.table import TenTableScreen
from modten_tui.screens.kept import KeptScreens

__all__ = ["no_guard"]  # the fixture, used by every test here

PROMPTS = (AuctionScreen, BuyScreen, PaymentScreen, TenNoticeScreen)


def key_for(screen: object, step: int) -> str:
    """Draws and takes, bids, moves in payments and buys, buys some, closes notices."""
    if isinstance(screen, TenTableScreen):
        return ("i", "d", "d", "n", "d", "c")[step % 6] if screen.mode == "draw" else "enter"
    if isinstance(screen, AuctionScreen):
        return "enter" if screen.done else ("up", "enter", "p")[step % 3]
    if isinstance(screen, PaymentScreen):
        return ("down", "enter")[step % 2]
    if isinstance(screen, BuyScreen):
        return ("down", "enter", "n")[step % 3]
    return "enter"


async def played(*, keep: bool) -> tuple[list[str], Counter[str]]:
    """What the screen shows after each key of a four-person game, and how many times each
    prompt was built (composed). Each prompt's opening must be painted whole: the terminal
    showed another screen until then."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        return await _played(monkeypatch, keep=keep)


async def _played(monkeypatch: pytest.MonkeyPatch, *, keep: bool) -> tuple[list[str], Counter[str]]:
    built: Counter[str] = Counter()
    compose_prompt, compose_notice = TenPrompt.compose, TenNoticeScreen.compose

    def counted_prompt(self: Any) -> Any:
        built[type(self).__name__] += 1
        return compose_prompt(self)

    def counted_notice(self: Any) -> Any:
        built[type(self).__name__] += 1
        return compose_notice(self)

    monkeypatch.setattr(TenPrompt, "compose", counted_prompt)
    monkeypatch.setattr(TenNoticeScreen, "compose", counted_notice)
    if not keep:  # every opening builds its prompt anew, as before prompts were kept
        monkeypatch.setattr(KeptScreens, "open", lambda _self, kind, *a, **k: kind(*a, **k))
    shown: list[str] = []
    app = ten_app("Ann,Bob,Cy,Dee", None, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        with frames_sent(app) as frames:
            for step in range(260):
                if step == 90:  # kept prompts open again at a new size
                    await pilot.resize_terminal(100, 30)
                below = app.screen
                frames.clear()
                await tap(pilot, key_for(below, step))
                await settle(pilot)
                if isinstance(app.screen, PROMPTS) and app.screen is not below:
                    assert frames and isinstance(frames[0], LayoutUpdate), (step, frames)
                shown.append(f"{step} {type(app.screen).__name__}\n{screen_text(app)}")
                if app.session is None or app.session.is_over:
                    break
    return shown, built


async def test_a_kept_prompt_shows_what_a_new_one_shows() -> None:
    anew, built_anew = await played(keep=False)
    kept, built_kept = await played(keep=True)
    # The game opened every prompt again and again, and each was built once when kept.
    assert all(built_anew[kind.__name__] >= 3 for kind in PROMPTS), built_anew
    assert all(built_kept[kind.__name__] == 1 for kind in PROMPTS), built_kept
    assert len(kept) == len(anew)
    for with_kept, with_new in zip(kept, anew, strict=True):
        assert with_kept == with_new
