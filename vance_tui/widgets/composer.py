"""The composer: multi-line input with history, paste and slash-command completion.

Enter sends; ctrl+j / alt+enter / shift+enter insert a new line (a multi-line paste
arrives as one paste). ↑/↓ walk the input history when the cursor is on the first/last
line. Tab completes a ``/command``; the matches show in the border. With an empty input
and an open question, the digits pick its options.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import TextArea

from vance_tui.slash import common_prefix, complete

MAX_INPUT = 100_000  # characters; beyond that the text stays in the composer with a note
HISTORY_SIZE = 500


def placeholder(name: str) -> str:
    return f"Talk to {name}…  (/help for commands)"


class Composer(TextArea):
    # Enter and Tab are handled in ``_on_key``, not as priority bindings: a priority binding
    # runs as soon as the key arrives, before the keys typed just before it are inserted
    # (a fast typist, or a terminal multiplexer sending "text + Enter" in one burst, would
    # send a half-empty message).
    BINDINGS = [  # noqa: RUF012 - Textual's class-level binding list
        Binding("ctrl+j,alt+enter,shift+enter", "newline", "new line", show=False),
        Binding("up", "history(-1)", show=False),
        Binding("down", "history(1)", show=False),
    ]

    @dataclass
    class Submitted(Message):
        composer: Composer
        text: str

    @dataclass
    class OptionKey(Message):
        index: int

    @dataclass
    class TooLong(Message):
        size: int

    def __init__(self) -> None:
        super().__init__(
            "",
            id="composer",
            soft_wrap=True,
            tab_behavior="focus",
            highlight_cursor_line=False,
            placeholder=placeholder("Eddie"),
        )
        self.inputs: list[str] = []
        self._cursor = 0  # position in history; len(history) = the draft
        self._draft = ""
        self.options_open = 0  # how many options the open question has (0 = none)
        self.border_title = "message · /help"

    def talk_to(self, name: str) -> None:
        """Whom the input goes to (Eddie, or the worker the window shows)."""
        self.placeholder = placeholder(name)

    # --- history -----------------------------------------------------------------------------

    def seed_history(self, entries: list[str]) -> None:
        self.inputs = [e for e in entries if e.strip()][-HISTORY_SIZE:]
        self._cursor = len(self.inputs)

    def remember(self, text: str) -> None:
        if text.strip() and (not self.inputs or self.inputs[-1] != text):
            self.inputs.append(text)
            del self.inputs[:-HISTORY_SIZE]
        self._cursor = len(self.inputs)
        self._draft = ""

    def action_history(self, step: int) -> None:
        row = self.cursor_location[0]
        at_edge = row == 0 if step < 0 else row == self.document.line_count - 1
        if not at_edge or not self.inputs:
            self.action_cursor_up() if step < 0 else self.action_cursor_down()
            return
        if self._cursor == len(self.inputs):
            self._draft = self.text
        target = max(0, min(len(self.inputs), self._cursor + step))
        if target == self._cursor:
            return
        self._cursor = target
        self.load_text(self.inputs[target] if target < len(self.inputs) else self._draft)
        self.move_cursor(self.document.end)

    # --- sending -----------------------------------------------------------------------------

    def action_submit(self) -> None:
        text = self.text
        if not text.strip():
            return
        if len(text) > MAX_INPUT:
            self.post_message(self.TooLong(len(text)))
            return
        self.remember(text)
        self.clear()
        self.post_message(self.Submitted(self, text))

    def action_newline(self) -> None:
        self.insert("\n")

    # --- completion --------------------------------------------------------------------------

    def action_complete(self) -> None:
        matches = complete(self.text)
        if not matches:
            self.app.action_focus_next()
            return
        target = matches[0] + " " if len(matches) == 1 else common_prefix(matches)
        if len(target) > len(self.text.strip()):
            self.load_text(target)
            self.move_cursor(self.document.end)

    def _on_text_area_changed(self, event: TextArea.Changed) -> None:
        matches = complete(self.text)
        self.border_subtitle = "  ".join(matches[:8]) if matches else ""

    # --- option digits -----------------------------------------------------------------------

    async def _on_key(self, event: events.Key) -> None:
        if event.key in ("enter", "tab"):
            event.stop()
            event.prevent_default()
            if event.key == "enter":
                self.action_submit()
            else:
                self.action_complete()
            return
        if (
            self.options_open
            and not self.text
            and event.character is not None
            and len(event.character) == 1
            and event.character in "123456789"
            and int(event.character) <= self.options_open
        ):
            event.stop()
            event.prevent_default()
            self.post_message(self.OptionKey(int(event.character)))
            return
        await super()._on_key(event)
