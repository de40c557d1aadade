"""The slash menu: the commands matching what is typed after ``/``, each with its one-line
description, shown under the input while the command name is being typed.

The input keeps the focus: the composer moves the highlight with ↑/↓ and takes the
highlighted command with Enter or Tab; a click takes one too; Esc closes the menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from vance_tui.slash import COMMANDS, CommandSpec, complete

USAGE_WIDTH = 28  # the usage column (as wide as /help's); a longer usage takes a line of its
# own, its description below it in the column


def menu_matches(text: str) -> list[CommandSpec]:
    """The commands the menu offers for ``text``: an exact name first, then the others in
    table order; none once past the name (a space) or for anything but ``/name``."""
    names = [name[1:] for name in complete(text)]
    typed = text.strip()[1:].lower()
    if typed in names:
        names.remove(typed)
        names.insert(0, typed)
    return [COMMANDS[name] for name in names]


def menu_row(spec: CommandSpec, width: int) -> Content:
    """``/name ARGS`` then its description, which starts in the column ``width`` + 2 (on
    the next line when the usage is wider than that)."""
    name = "/" + spec.name
    usage = Content.styled(name, "bold") + Content(spec.usage[len(name) :])
    if len(spec.usage) > width:
        usage += Content("\n")
        pad = width + 2
    else:
        pad = width - len(spec.usage) + 2
    return usage + Content(" " * pad) + Content.styled(spec.help, "$text-muted")


class SlashMenu(OptionList, can_focus=False):
    @dataclass
    class Taken(Message):
        """A command was clicked in the menu."""

        spec: CommandSpec

    def __init__(self) -> None:
        super().__init__(id="slash-menu", compact=True)
        self.specs: list[CommandSpec] = []
        self.display = False

    @property
    def open(self) -> bool:
        return bool(self.display and self.specs)

    def show_for(self, text: str) -> None:
        """Offer the commands matching ``text``; hide when none match."""
        specs = menu_matches(text)
        if [s.name for s in specs] == [s.name for s in self.specs] and self.display:
            return
        self.specs = specs
        self.clear_options()
        if not specs:
            self.display = False
            return
        width = min(USAGE_WIDTH, max(len(s.usage) for s in specs))
        self.add_options([Option(menu_row(s, width), id=s.name) for s in specs])
        self.highlighted = 0
        self.display = True

    def close(self) -> None:
        self.specs = []
        self.clear_options()
        self.display = False

    def move(self, step: int) -> None:
        if not self.specs:
            return
        current = self.highlighted or 0
        self.highlighted = (current + step) % len(self.specs)

    def current(self) -> CommandSpec | None:
        if not self.open or self.highlighted is None:
            return None
        return self.specs[self.highlighted]

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Taken(COMMANDS[event.option.id]))
