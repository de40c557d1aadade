"""The plan panel: the newest plan/todo snapshot as a tree with status icons.

Pinned beside the transcript, so it never scrolls away with the chat; toggled with F2 or
``/plan``. It appears on its own with the first plan unless the user has hidden it or the
terminal is narrower than :data:`AUTO_SHOW_MIN_WIDTH` (F2 still opens it there), and it folds
away by itself once every todo is done. Its width is a share of the terminal (see vance.tcss).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from vance_tui.planview import PlanSnapshot, tree_lines

AUTO_SHOW_MIN_WIDTH = 70
"""Below this terminal width the plan never opens by itself: the transcript needs the room."""

STATUS_STYLES = {
    "done": "$success",
    "failed": "$error",
    "running": "bold $accent",
    "blocked": "$warning",
    "pending": "dim",
}


def plan_content(snapshot: PlanSnapshot | None) -> Content:
    if snapshot is None:
        return Content.styled("No plan yet. Planners show their task tree here.", "dim")
    done, total = snapshot.counts()
    lines = [Content.assemble((snapshot.heading, "bold"), (f"  {done}/{total}", "dim"))]
    if snapshot.summary:
        lines.append(Content.styled(snapshot.summary, "italic"))
    lines.append(Content(""))
    for prefix, item in tree_lines(snapshot.items):
        style = STATUS_STYLES.get(item.status, "")
        lines.append(
            Content.assemble((prefix, "dim"), (item.icon, style), " ", (item.title, style))
        )
    return Content("\n").join(lines)


class PlanPanel(VerticalScroll, can_focus=False):
    def __init__(self) -> None:
        super().__init__(id="plan")
        self.snapshot: PlanSnapshot | None = None
        self.user_hid = False
        self.display = False
        self.border_title = "plan"

    def compose(self) -> ComposeResult:
        yield Static(plan_content(None), id="plan-tree")

    def show_snapshot(self, snapshot: PlanSnapshot) -> None:
        self.snapshot = snapshot
        self.query_one("#plan-tree", Static).update(plan_content(snapshot))
        done, total = snapshot.counts()
        if total and done == total:
            self.display = False  # all done: fold away (F2 shows it again)
        elif not self.user_hid and self.app.size.width >= AUTO_SHOW_MIN_WIDTH:
            self.display = True

    def toggle(self) -> bool:
        self.display = not self.display
        self.user_hid = not self.display
        return bool(self.display)

    def clear(self) -> None:
        self.snapshot = None
        self.query_one("#plan-tree", Static).update(plan_content(None))
        if not self.user_hid:
            self.display = False
