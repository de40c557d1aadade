"""ASK_USER options as selectable buttons (click, or press the number on an empty input)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Static


def option_content(index: int, option: dict[str, Any]) -> Content:
    parts: list[tuple[str, str] | str] = [(f"{index}", "bold"), "  ", str(option["label"])]
    if option.get("description"):
        parts.append((f" — {option['description']}", "dim"))
    return Content.assemble(*parts)


class OptionPicker(Vertical):
    """The options of one question. Disabled once answered."""

    DEFAULT_CLASSES = "options"

    @dataclass
    class Chosen(Message):
        picker: OptionPicker
        index: int  # 1-based, as shown
        label: str

        @property
        def control(self) -> OptionPicker:
            return self.picker

    def __init__(self, options: list[dict[str, Any]], *, answered: bool = False) -> None:
        super().__init__(classes="options -answered" if answered else "options")
        self.options = options
        self.answered = answered

    def compose(self) -> ComposeResult:
        for index, option in enumerate(self.options, start=1):
            yield Button(
                option_content(index, option),
                id=f"option-{index}",
                compact=True,
                classes="option",
                disabled=self.answered,
            )
        if not self.answered:
            last = len(self.options)
            hint = f"press 1–{last} or click to answer, or type your own" if last > 1 else "click"
            yield Static(Content.styled(hint, "dim italic"), classes="options-hint")

    def choose(self, index: int) -> bool:
        """Pick option ``index`` (1-based); False when there is none or it is answered."""
        if self.answered or not 1 <= index <= len(self.options):
            return False
        self.mark_answered(index)
        self.post_message(self.Chosen(self, index, str(self.options[index - 1]["label"])))
        return True

    def mark_answered(self, index: int | None = None) -> None:
        self.answered = True
        self.add_class("-answered")
        for hint in self.query(".options-hint"):
            hint.display = False
        for number, button in enumerate(self.query(Button), start=1):
            button.disabled = True
            if number == index:
                button.add_class("-chosen")

    @on(Button.Pressed, ".option")
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id:
            self.choose(int(event.button.id.removeprefix("option-")))
