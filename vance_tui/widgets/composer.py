"""The composer: multi-line input with history, paste and slash-command completion.

Enter sends; ctrl+j / alt+enter / shift+enter insert a new line (a multi-line paste
arrives as one paste). ↑/↓ walk the input history when the cursor is on the first/last
line. Typing ``/`` opens the slash menu under the input (the matching commands with their
descriptions): ↑/↓ choose, Enter runs the command (or puts it in the input when it needs an
argument), Tab puts it in the input, Esc closes the menu. With an empty input and an open
question, the digits pick its options.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import TextArea

from vance_tui.slash import CommandSpec
from vance_tui.widgets.slash_menu import SlashMenu

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

    def __init__(self, menu: SlashMenu | None = None) -> None:
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
        self.menu = menu or SlashMenu()
        self._recalled: str | None = None  # a history entry just loaded: no menu for it
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
        self._recalled = self.inputs[target] if target < len(self.inputs) else self._draft
        self.load_text(self._recalled)
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

    def type_ahead(self, keys: str) -> None:
        """Type ``keys`` (read before the app started): text goes into the input, Enter
        (a carriage return) sends it, other control keys are dropped."""
        for key in keys:
            if key == "\r":
                self.action_submit()
            elif key.isprintable():
                self.insert(key)

    def action_newline(self) -> None:
        self.insert("\n")

    # --- the slash menu ------------------------------------------------------------------------

    def action_complete(self) -> None:
        """Tab: put the highlighted command into the input; without a menu, move the focus."""
        spec = self.menu.current()
        if spec is None:
            self.app.action_focus_next()
            return
        self._take(f"/{spec.name} ")

    def take_command(self, spec: CommandSpec | None) -> None:
        """Enter on the menu (or a click): run a command that needs no argument, else put it
        in the input for the argument."""
        if spec is None:
            return
        self.focus()
        if spec.min_args == 0:
            self.load_text(f"/{spec.name}")
            self.action_submit()
        else:
            self._take(f"/{spec.name} ")

    def _take(self, text: str) -> None:
        self.load_text(text)
        self.move_cursor(self.document.end)
        self.menu.close()

    def _on_text_area_changed(self, event: TextArea.Changed) -> None:
        if self._recalled is not None and self.text == self._recalled:
            self.menu.close()  # ↑ brought back "/help": ↑ goes on walking the history
        else:
            self._recalled = None
            self.menu.show_for(self.text)

    # --- option digits -----------------------------------------------------------------------

    async def _on_key(self, event: events.Key) -> None:
        if self.menu.open and event.key in ("up", "down", "escape", "enter"):
            event.stop()
            event.prevent_default()
            if event.key == "escape":
                self.menu.close()
            elif event.key == "enter":
                self.take_command(self.menu.current())
            else:
                self.menu.move(-1 if event.key == "up" else 1)
            return
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
        # The input's own keys (backspace, arrows, ctrl+j…) act here, in the order they were
        # typed: as bindings they would act only once the key bubbled up to the app, after
        # the characters typed behind it (keys that arrive in a burst — typed while the
        # window was busy, or sent by a multiplexer: "abc⌫⌫xyz" became "abcx").
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            if not binding.priority and await self.app.run_action(binding.action, self):
                event.stop()
                event.prevent_default()
                return
        await super()._on_key(event)
