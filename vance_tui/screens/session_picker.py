"""/sessions: pick a hub session to resume, or start a new one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from vance_tui.render import session_label

NEW = "+new"


class SessionPicker(ModalScreen[str | None]):
    """Dismisses with a session id, ``NEW``, or None (cancelled)."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]  # noqa: RUF012

    def __init__(self, sessions: Sequence[Any], current: str | None) -> None:
        super().__init__()
        self.sessions = sessions
        self.current = current

    def compose(self) -> ComposeResult:
        options = [Option(Content.styled("+ new session", "bold"), id=NEW)]
        for session in self.sessions:
            label = session_label(session, current=session.id == self.current)
            text = Content.assemble(label, (f"  {session.id}", "dim"))
            options.append(Option(text, id=session.id))
        with Vertical(id="picker"):
            yield Static(Content.styled("Sessions — enter resumes, esc cancels", "bold"))
            yield OptionList(*options, id="picker-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
