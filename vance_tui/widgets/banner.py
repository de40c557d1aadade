"""The banner under the HUD while the window talks to a worker instead of Eddie."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


def banner_text(label: str, project: str) -> str:
    where = f" in {project}" if project and project not in label else ""
    return f"talking to {label}{where} — /hub to return"


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
