"""The banner under the HUD while the window talks to a worker instead of Eddie."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from vance_tui.widgets.composer import Composer


def banner_text(label: str, project: str) -> str:
    """ "talking to arthur · garden_planner — /hub to return": the project once, not again
    after a label that names it already."""
    where = f" in {project}" if project and project not in label else ""
    return f"talking to {label}{where} — /hub to return"


class Banner(Static):
    def __init__(self) -> None:
        super().__init__("", id="banner")
        self.display = False

    def show(self, label: str, project: str) -> None:
        self.update(Content.assemble(("⇄ ", "bold"), banner_text(label, project)))
        self.display = True
        self.app.query_one(Composer).talk_to(label.split(" · ", 1)[0])

    def hide(self) -> None:
        self.update("")
        self.display = False
        self.app.query_one(Composer).talk_to(None)
