"""A short announcement over the TEN table, such as the final buy round (T16); Enter goes on."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from modten_tui.ten_session import TenSession
from modten_tui.widgets.key_bar import KeyBar
from modten_tui.widgets.ten_style import see_through


class TenNoticeScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    TenNoticeScreen { align: center middle; }
    #notice-box { width: 60; height: auto; border: thick $warning; background: $surface;
                  padding: 0 1; }
    #notice-title { text-style: bold; background: $warning; color: $background; width: 1fr;
                    text-align: center; }
    """
    BINDINGS = [Binding("enter,space", "close", "Continue")]

    def __init__(self, title: str, text: str | Content) -> None:
        """A str is shown as plain text (it may hold names, which are never markup)."""
        super().__init__()
        self.title_text = title
        self.text = Content(text) if isinstance(text, str) else text

    @classmethod
    def final_round(cls, session: TenSession) -> TenNoticeScreen:
        g = session.game
        order = g.final_round[0] if g.final_round else ()
        names = [session.names[s] for s in order]
        last = names[-1] if names else ""
        return cls(
            "Final buy round",
            Content.from_markup(
                "The last card of the draw pile is out, so the game ends after one more buy "
                "for everyone (T16), in this order:\n\n  $order\n\n"
                "$last took the last turn and buys last. Anyone who can afford nothing passes "
                "automatically.\n\n[b]Enter[/b] begins the round.",
                order=" → ".join(names), last=last,
            ),
        )

    def compose(self) -> ComposeResult:
        with Vertical(id="notice-box"):
            yield Static(Content(f" {self.title_text} "), id="notice-title")
            yield Static(self.text, id="notice-text")
        yield KeyBar()

    def on_mount(self) -> None:
        see_through(self)

    def action_close(self) -> None:
        self.dismiss(None)
