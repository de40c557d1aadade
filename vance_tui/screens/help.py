"""/help: the commands by group and the keys, in a view of its own that scrolls and closes
with Esc (or q, or F1, which also opens it). The text comes from :func:`vance_tui.render.help_sections`."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from vance_tui.render import HELP_FOOTNOTE, help_sections

FOOT = "↑↓ pgup pgdn scroll · ctrl+p runs a command by name · esc or f1 closes"
USAGE_WIDTH = (28, 20)  # the usage column, wide and narrow (vance.tcss); a longer usage
# takes a line of its own


class HelpScreen(ModalScreen[None]):
    """Grouped commands and keys: one line each where the window is wide enough."""

    BINDINGS = [  # noqa: RUF012
        Binding("escape,q,f1", "close", "close"),
    ]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]  # noqa: RUF012

    def compose(self) -> ComposeResult:
        with Vertical(id="help"):
            yield Static(Content.styled("Vance — commands and keys", "bold"), id="help-title")
            with VerticalScroll(id="help-body"):
                for title, rows in help_sections():
                    yield Static(Content.styled(title, "bold $accent"), classes="help-group")
                    for usage, text in rows:
                        with Horizontal(classes=row_classes(usage)):
                            yield Static(Content.styled(usage, "$text-primary"), classes="usage")
                            yield Static(Content(text), classes="text")
                yield Static(Content.styled(HELP_FOOTNOTE, "italic"), classes="help-note")
            yield Static(Content.styled(FOOT, "dim"), id="help-foot")

    def on_mount(self) -> None:
        self.query_one("#help-body", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


def row_classes(usage: str) -> str:
    wide, narrow = USAGE_WIDTH
    classes = ["help-row"]
    if len(usage) > wide:
        classes.append("-long")
    if len(usage) > narrow:
        classes.append("-long-narrow")
    return " ".join(classes)
