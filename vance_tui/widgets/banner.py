"""The banner under the HUD while the window talks to a worker instead of Eddie."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


def banner_text(label: str, project: str) -> str:
    return f"talking to {label} in {project} — /hub to return"


class Banner(Static):
    def __init__(self) -> None:
        super().__init__("", id="banner")
        self.display = False

    def show(self, label: str, project: str) -> None:
        self.update(Content.assemble(("⇄ ", "bold"), banner_text(label, project)))
        self.display = True

    def hide(self) -> None:
        self.update("")
        self.display = False
