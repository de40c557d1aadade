"""Rendering a plan snapshot (``frames.PlanNode``): pure functions, no I/O.

- :func:`rich_tree`: the whole tree for ``vance plan show PROCESS`` (status icon, title,
  engine, tokens, elapsed, budget used/allowed per node; sub-totals for inner nodes).
- :func:`panel_lines`: the plan panel's compact layout in ``rows`` × ``width``: finished
  subtrees fold into one line, and when it still does not fit, the running path (root →
  every running or blocked node) stays visible and the rest gives way to "… N more" lines.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rich.text import Text
from rich.tree import Tree

from brain.events.frames import PlanNode as FrameNode
from brain.planning.snapshot import NodeMeta, meta_of, tokens_k
from brain.text import one_line

ICONS = {
    "pending": "○",
    "running": "◐",
    "blocked": "⏸",
    "done": "✓",
    "failed": "✗",
    "skipped": "–",
}
STYLES = {
    "pending": "dim",
    "running": "bold cyan",
    "blocked": "yellow",
    "done": "green",
    "failed": "red",
    "skipped": "dim",
}
ACTIVE = frozenset({"running", "blocked"})
FOLDED = frozenset({"done", "skipped", "failed"})


def elapsed_text(ms: float) -> str:
    """850 → ``850ms``, 3400 → ``3.4s``, 125000 → ``2m05s``, 3720000 → ``1h02m``."""
    if ms < 1000:
        return f"{ms:.0f}ms"
    seconds = ms / 1000
    if seconds < 60:
        return f"{seconds:.1f}s"
    minutes, sec = divmod(int(seconds), 60)
    if minutes < 60:
        return f"{minutes}m{sec:02d}s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m"


def stats(meta: NodeMeta, *, engine: bool = True, budget: bool = True) -> list[str]:
    """The small columns of a node: engine, tokens, elapsed, budget used/allowed (the
    totals include everything below the node)."""
    parts: list[str] = []
    if engine and meta.engine:
        parts.append(meta.engine)
    if meta.total_tokens:
        parts.append(f"{tokens_k(meta.total_tokens)} tok")
    if meta.total_elapsed_ms:
        parts.append(elapsed_text(meta.total_elapsed_ms))
    if budget and meta.budget_allowed is not None:
        parts.append(f"{tokens_k(meta.budget_used or 0)}/{tokens_k(meta.budget_allowed)}")
    if meta.iteration and meta.max_iterations:
        parts.append(f"round {meta.iteration}/{meta.max_iterations}")
    return parts


# --- vance plan show -------------------------------------------------------------------------


def _label(node: FrameNode) -> Text:
    meta = meta_of(node)
    style = STYLES.get(node.status, "")
    label = Text.assemble(
        (ICONS.get(node.status, "•"), style), " ", (one_line(node.title, 100), style)
    )
    parts = stats(meta)
    if parts:
        label.append("  " + " · ".join(parts), style="dim")
    if node.status == "failed" and meta.error:
        label.append(f"  {one_line(meta.error, 80)}", style="red")
    return label


def rich_tree(root: FrameNode) -> Tree:
    """The whole snapshot as a rich Tree (print it with a rich Console)."""
    tree = Tree(_label(root), guide_style="dim")
    stack: list[tuple[FrameNode, Tree]] = [(root, tree)]
    while stack:
        node, branch = stack.pop()
        for child in node.children:
            stack.append((child, branch.add(_label(child))))
    return tree


plan_tree = rich_tree
"""The name the public API (``brain``) exports."""


# --- the plan panel --------------------------------------------------------------------------


@dataclass(frozen=True)
class PanelLine:
    """One row of the plan panel. ``status`` is None for a "… N more" line."""

    text: str
    depth: int
    status: str | None = None
    node_id: str | None = None
    hidden: int = 0  # nodes folded into this line (below it, or in the "more" gap)


@dataclass
class _Entry:
    node: FrameNode
    depth: int
    parent: int | None  # index of the parent entry
    folded: int  # descendants hidden because the node finished


def _count(node: FrameNode) -> int:
    return sum(1 + _count(child) for child in node.children)


def _entries(root: FrameNode) -> list[_Entry]:
    """Pre-order; a finished node's subtree folds into it (the root never folds)."""
    entries: list[_Entry] = []

    def visit(node: FrameNode, depth: int, parent: int | None) -> None:
        fold = parent is not None and node.status in FOLDED and bool(node.children)
        index = len(entries)
        entries.append(_Entry(node, depth, parent, _count(node) if fold else 0))
        if not fold:
            for child in node.children:
                visit(child, depth + 1, index)

    visit(root, 0, None)
    return entries


def _priorities(entries: list[_Entry]) -> list[tuple[int, int]]:
    """(priority, distance from the focus) per entry; higher priority and nearer first."""
    active = [i for i, entry in enumerate(entries) if entry.node.status in ACTIVE]
    pending = [i for i, entry in enumerate(entries) if entry.node.status == "pending"]
    focus = active or pending[:1] or [len(entries) - 1]
    on_path: set[int] = {0}
    for index in focus:
        cursor: int | None = index
        while cursor is not None and cursor not in on_path:
            on_path.add(cursor)
            cursor = entries[cursor].parent
    result: list[tuple[int, int]] = []
    for index, entry in enumerate(entries):
        distance = min(abs(index - f) for f in focus)
        if index in on_path:
            priority = 100
        elif entry.parent is not None and entry.parent in focus:
            priority = 60  # what the running node is doing
        elif entry.node.status == "failed":
            priority = 50
        elif entry.parent in on_path:
            priority = 40  # siblings along the path
        else:
            priority = 10 - min(entry.depth, 9)
        result.append((priority, distance))
    return result


def _sizes(entries: list[_Entry]) -> list[int]:
    """Entries in each entry's subtree, itself included (subtrees are contiguous)."""
    sizes = [1] * len(entries)
    for index in range(len(entries) - 1, 0, -1):
        parent = entries[index].parent
        if parent is not None:
            sizes[parent] += sizes[index]
    return sizes


def _runs(shown: list[bool], sizes: list[int]) -> list[tuple[int, int, int | None]]:
    """Runs of hidden entries as (start, end, owner): a run that is exactly the whole
    subtree below a shown entry folds into that entry's line (owner); any other run
    becomes a "… N more" line (owner None)."""
    runs: list[tuple[int, int, int | None]] = []
    index = 0
    while index < len(shown):
        if shown[index]:
            index += 1
            continue
        start = index
        while index < len(shown) and not shown[index]:
            index += 1
        owner = start - 1
        owned = owner >= 0 and shown[owner] and owner + sizes[owner] == index
        runs.append((start, index, owner if owned else None))
    return runs


def _choose(entries: list[_Entry], sizes: list[int], rows: int) -> list[bool]:
    """Which entries to show so that shown lines plus one "more" line per gap fit."""
    ranks = _priorities(entries)
    order = sorted(range(len(entries)), key=lambda i: (-ranks[i][0], ranks[i][1], i))
    keep = rows
    while keep > 0:
        shown = [False] * len(entries)
        for index in order[:keep]:
            shown[index] = True
        more = sum(1 for _, _, owner in _runs(shown, sizes) if owner is None)
        if keep + more <= rows:
            return shown
        keep -= keep + more - rows
    return [False] * len(entries)


def panel_lines(root: FrameNode, rows: int, width: int) -> list[PanelLine]:
    """At most ``rows`` lines of at most ``width`` characters (see the module docstring)."""
    if rows <= 0 or width <= 0:
        return []
    entries = _entries(root)
    sizes = _sizes(entries)
    shown = [True] * len(entries) if len(entries) <= rows else _choose(entries, sizes, rows)
    extra = [0] * len(entries)  # hidden nodes folded into a shown line
    more: dict[int, int] = {}  # run start → hidden nodes in a "… N more" line
    for start, end, owner in _runs(shown, sizes):
        hidden = sum(1 + entry.folded for entry in entries[start:end])
        if owner is None:
            more[start] = hidden
        else:
            extra[owner] += hidden
    lines: list[PanelLine] = []
    for index, entry in enumerate(entries):
        if shown[index]:
            lines.append(_node_line(entry, entry.folded + extra[index], width))
        elif index in more:
            indent = "  " * entry.depth
            text = indent + one_line(f"… {more[index]} more", max(1, width - len(indent)))
            lines.append(PanelLine(text=text[:width], depth=entry.depth, hidden=more[index]))
    return lines[:rows]


def _node_line(entry: _Entry, folded: int, width: int) -> PanelLine:
    node, meta = entry.node, meta_of(entry.node)
    head = f"{'  ' * entry.depth}{ICONS.get(node.status, '•')} "
    title = one_line(node.title, width) + (f" (+{folded})" if folded else "")
    for columns in _column_choices(meta):
        tail = f"  {' · '.join(columns)}" if columns else ""
        room = width - len(head) - len(tail)
        if room >= min(20, len(title)) or not columns:
            text = head + _cut(title, max(1, room)) + tail
            return PanelLine(
                text=text[:width],
                depth=entry.depth,
                status=node.status,
                node_id=node.id,
                hidden=folded,
            )
    raise AssertionError("unreachable: the last choice has no columns")


def _column_choices(meta: NodeMeta) -> Iterator[list[str]]:
    """From the fullest set of columns to none, dropping the least useful first."""
    yield stats(meta)
    yield stats(meta, budget=False)
    yield stats(meta, engine=False, budget=False)
    full = stats(meta, engine=False, budget=False)
    yield full[:1]
    yield []


def _cut(title: str, limit: int) -> str:
    """Shorten a title but keep a trailing "(+N)" fold count readable."""
    if len(title) <= limit:
        return title
    if title.endswith(")") and " (+" in title:
        name, count = title.rsplit(" (+", 1)
        keep = limit - len(count) - 3
        if keep >= 4:
            return one_line(name, keep) + " (+" + count
    return one_line(title, limit)
