"""The plan panel: the newest plan/todo snapshot as a tree with status icons.

A planner's tree (marvin, vogon) is laid out by :func:`brain.planning.render.panel_lines` in
the panel's rows and columns: per node its engine, tokens, time and budget used/allowed
(the columns that fit), finished subtrees folded, the running path always visible. A todo
list is shown as it is.

Pinned beside the transcript, so it never scrolls away with the chat; toggled with F2 or
``/plan``. It appears on its own with the first plan unless the user has hidden it or the
terminal is narrower than :data:`AUTO_SHOW_MIN_WIDTH` (F2 still opens it there), and it folds
away by itself once every todo is done. Its width is a share of the terminal (see vance.tcss).
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from vance_tui.hud_model import format_budget, format_count, format_seconds
from vance_tui.planview import ICONS, PlanSnapshot, tree_lines

AUTO_SHOW_MIN_WIDTH = 70
"""Below this terminal width the plan never opens by itself: the transcript needs the room."""

STATUS_STYLES = {
    "done": "$success",
    "failed": "$error",
    "running": "bold $accent",
    "blocked": "$warning",
    "pending": "dim",
}


def plan_content(
    snapshot: PlanSnapshot | None, *, rows: int | None = None, width: int | None = None
) -> Content:
    """The panel's text; a planner's tree fitted to ``rows`` × ``width`` (when known)."""
    if snapshot is None:
        return Content.styled("No plan yet. Planners show their task tree here.", "dim")
    done, total = snapshot.counts()
    lines = [Content.assemble((snapshot.heading, "bold"), (f"  {done}/{total}", "dim"))]
    if snapshot.summary:
        lines.append(Content.styled(snapshot.summary, "italic"))
    lines.append(Content(""))
    if snapshot.root is not None:
        lines += tree_content(snapshot.root, max(4, (rows or 200) - len(lines)), width or 60)
        return Content("\n").join(lines)
    for prefix, item in tree_lines(snapshot.items):
        style = STATUS_STYLES.get(item.status, "")
        lines.append(
            Content.assemble((prefix, "dim"), (item.icon, style), " ", (item.title, style))
        )
    return Content("\n").join(lines)


def tree_content(root: Any, rows: int, width: int) -> list[Content]:
    """The brain's panel layout (:func:`brain.planning.render.panel_lines`: which nodes fit,
    what folds) with the panel's own columns: the budget used/allowed where a node has one
    (else its tokens), then time, then engine — the last ones give way in a narrow panel."""
    from brain.planning.render import panel_lines

    nodes = {node.id: node for node in _walk(root)}
    out: list[Content] = []
    for line in panel_lines(root, rows, LAYOUT_WIDTH):
        node = nodes.get(line.node_id) if line.node_id is not None else None
        if node is None or line.status is None:  # "… N more"
            out.append(Content.styled(line.text[:width], "dim italic"))
            continue
        out.append(node_line(node, line.depth, line.hidden, width))
    return out


LAYOUT_WIDTH = 1000  # the brain lays out rows only; the columns are fitted here


def _walk(node: Any) -> list[Any]:
    found, stack = [], [node]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(current.children)
    return found


def node_columns(meta: Any) -> list[str]:
    """``12.3k/50k · 22s · ford``: budget (or tokens), time, engine."""
    columns: list[str] = []
    if meta.budget_allowed is not None:
        columns.append(format_budget(meta.budget_used or 0, meta.budget_allowed))
    elif meta.total_tokens:
        columns.append(f"{format_count(meta.total_tokens)} tok")
    if meta.total_elapsed_ms:
        columns.append(format_seconds(meta.total_elapsed_ms / 1000))
    if meta.engine:
        columns.append(meta.engine)
    return columns


def node_line(node: Any, depth: int, folded: int, width: int) -> Content:
    from brain.planning.snapshot import meta_of

    style = STATUS_STYLES.get(node.status, "")
    indent = "  " * depth
    icon = ICONS.get(node.status, "•")
    title = node.title + (f" (+{folded})" if folded else "")
    columns = node_columns(meta_of(node))
    room = width - len(indent) - 2
    for keep in range(len(columns), -1, -1):
        tail = "  " + " · ".join(columns[:keep]) if keep else ""
        if keep == 0 or room - len(tail) >= min(MIN_TITLE, len(title)):
            break
    space = max(1, room - len(tail))
    if len(title) > space:
        title = title[: max(0, space - 1)] + "…"
    return Content.assemble(indent, (icon, style), " ", (title, style), (tail, "dim"))


MIN_TITLE = 12  # a title keeps this much room before a column gives way


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
        self.render_snapshot()
        done, total = snapshot.counts()
        if total and done == total:
            self.display = False  # all done: fold away (F2 shows it again)
        elif not self.user_hid and self.app.size.width >= AUTO_SHOW_MIN_WIDTH:
            self.display = True

    def render_snapshot(self) -> None:
        region = self.scrollable_content_region
        rows = region.height or None
        width = region.width or None
        self.query_one("#plan-tree", Static).update(
            plan_content(self.snapshot, rows=rows, width=width)
        )

    def on_resize(self, event: events.Resize) -> None:
        if self.snapshot is not None and self.snapshot.root is not None:
            self.render_snapshot()  # the tree is laid out for the panel's size

    def toggle(self) -> bool:
        self.display = not self.display
        self.user_hid = not self.display
        return bool(self.display)

    def clear(self) -> None:
        self.snapshot = None
        self.query_one("#plan-tree", Static).update(plan_content(None))
        if not self.user_hid:
            self.display = False
