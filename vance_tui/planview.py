"""The plan panel's model: the latest plan or todo snapshot as one tree (no Textual).

Three frames carry plans: ``process-progress`` of kind ``plan`` (a full ``PlanNode`` tree),
``todos-updated`` and ``plan-proposed`` (flat todo lists). The newest one wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from vance_tui.safety import clean_line

ICONS = {
    "pending": "○",
    "running": "◐",
    "done": "✓",
    "failed": "✗",
    "blocked": "⏸",
}
_STATUS_ALIASES = {
    "in_progress": "running",
    "in-progress": "running",
    "active": "running",
    "completed": "done",
    "complete": "done",
    "error": "failed",
    "todo": "pending",
    "waiting": "blocked",
}
TITLE_LIMIT = 200


@dataclass
class PlanItem:
    title: str
    status: str = "pending"
    children: list[PlanItem] = field(default_factory=list)

    @property
    def icon(self) -> str:
        return ICONS.get(self.status, "•")


@dataclass
class PlanSnapshot:
    heading: str  # "marvin · garden_planner"
    items: list[PlanItem]
    summary: str | None = None
    root: Any = None  # a planner's whole tree (``PlanNode``, titles cleaned): usage, budgets

    def counts(self) -> tuple[int, int]:
        """(done, total) over all nodes."""
        done = total = 0
        stack = list(self.items)
        while stack:
            item = stack.pop()
            total += 1
            done += item.status == "done"
            stack.extend(item.children)
        return done, total


def _status(value: Any) -> str:
    text = str(value or "pending").lower()
    text = _STATUS_ALIASES.get(text, text)
    return text if text in ICONS else "pending"


def _from_node(node: Any) -> PlanItem:
    return PlanItem(
        clean_line(str(node.title), TITLE_LIMIT),
        _status(node.status),
        [_from_node(child) for child in (node.children or [])],
    )


def _from_todo(todo: Any) -> PlanItem:
    if not isinstance(todo, dict):
        return PlanItem(clean_line(str(todo), TITLE_LIMIT))
    title = todo.get("title") or todo.get("content") or todo.get("text") or todo.get("id") or "?"
    children = todo.get("children") or []
    return PlanItem(
        clean_line(str(title), TITLE_LIMIT),
        _status(todo.get("status")),
        [_from_todo(child) for child in children if child is not None],
    )


def _clean_tree(node: Any) -> Any:
    """The tree with every title and error on one clean line (the brain's layout measures
    them; the terminal must never see a control character from a model-made title)."""
    meta = dict(node.meta or {})
    if isinstance(meta.get("error"), str):
        meta["error"] = clean_line(meta["error"], TITLE_LIMIT)
    if isinstance(meta.get("engine"), str):
        meta["engine"] = clean_line(meta["engine"], 40)
    return node.model_copy(
        update={
            "title": clean_line(str(node.title), TITLE_LIMIT),
            "meta": meta,
            "children": [_clean_tree(child) for child in node.children or []],
        }
    )


def snapshot_from_frame(frame: Any, heading: str) -> PlanSnapshot | None:
    """A snapshot from a plan-carrying frame; None for any other frame."""
    kind = getattr(frame, "type", None)
    if kind == "process-progress" and frame.kind == "plan" and frame.plan is not None:
        root = frame.plan
        # a root with children is the plan itself: its line heads the tree (with the
        # totals); the count is of its steps
        items = [_from_node(child) for child in root.children] or [_from_node(root)]
        return PlanSnapshot(heading, items, root=_clean_tree(root))
    if kind == "todos-updated":
        return PlanSnapshot(heading, [_from_todo(t) for t in frame.todos])
    if kind == "plan-proposed":
        return PlanSnapshot(
            heading, [_from_todo(t) for t in frame.todos], clean_line(frame.summary, 400) or None
        )
    return None


def tree_lines(items: list[PlanItem]) -> list[tuple[str, PlanItem]]:
    """(prefix, item) per node in pre-order, prefixes drawn with tree guides."""
    lines: list[tuple[str, PlanItem]] = []

    def walk(nodes: list[PlanItem], indent: str, top: bool) -> None:
        for index, node in enumerate(nodes):
            last = index == len(nodes) - 1
            lines.append(("" if top else indent + ("└ " if last else "├ "), node))
            walk(node.children, "" if top else indent + ("  " if last else "│ "), False)

    walk(items, "", True)
    return lines
