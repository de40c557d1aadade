"""Plan tree → the ``plan`` progress frame (``frames.PlanNode``), and the meta it carries.

Every renderer (``vance plan show``, the TUI plan panel) works on the frame shape, so a
live snapshot and a tree loaded from the store look the same. ``meta`` is a
:class:`NodeMeta` dumped without ``None`` values; :func:`meta_of` reads it back and
tolerates nodes without it (plan-mode todos).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ValidationError

from brain.events.frames import PlanNode as FrameNode
from brain.events.frames import Status
from brain.planning.tree import PlanNode, PlanTree, Usage
from brain.text import one_line


class NodeMeta(BaseModel):
    """What a plan frame node carries besides id/kind/title/status."""

    engine: str | None = None
    tokens_in: int = 0  # the node's own usage
    tokens_out: int = 0
    llm_calls: int = 0
    elapsed_ms: float = 0.0
    total_tokens_in: int = 0  # own + everything below (rolled up)
    total_tokens_out: int = 0
    total_llm_calls: int = 0
    total_elapsed_ms: float = 0.0
    budget_allowed: int | None = None
    budget_used: int | None = None
    attempts: int = 0
    error: str | None = None
    phase_index: int | None = None  # vogon
    iteration: int | None = None  # vogon loops: 1-based
    max_iterations: int | None = None

    @property
    def total_tokens(self) -> int:
        return self.total_tokens_in + self.total_tokens_out

    def usage_meta(self, own: Usage, total: Usage) -> NodeMeta:
        return self.model_copy(
            update={
                "tokens_in": own.tokens_in,
                "tokens_out": own.tokens_out,
                "llm_calls": own.llm_calls,
                "elapsed_ms": own.elapsed_ms,
                "total_tokens_in": total.tokens_in,
                "total_tokens_out": total.tokens_out,
                "total_llm_calls": total.llm_calls,
                "total_elapsed_ms": total.elapsed_ms,
            }
        )


def meta_of(node: FrameNode) -> NodeMeta:
    """The node's meta; defaults for missing or foreign keys."""
    try:
        return NodeMeta.model_validate(node.meta)
    except ValidationError:
        return NodeMeta()


def dump_meta(meta: NodeMeta) -> dict[str, Any]:
    return meta.model_dump(exclude_defaults=True)


_Sums = tuple[int, int, int, float]  # tokens in, tokens out, calls, elapsed ms (rolled up)


class SnapshotCache:
    """Plan snapshots of one tree, rebuilt incrementally.

    A mutation changes a node and the sub-totals of its ancestors only, so
    :meth:`frame` rebuilds just those frame nodes and reuses every other one; a
    200-node plan costs about as much per mutation as a 20-node one. Pass the ids of
    the nodes that changed or were added since the last call.
    """

    def __init__(self, tree: PlanTree) -> None:
        self.tree = tree
        self._frames: dict[str, FrameNode] = {}
        self._sums: dict[str, _Sums] = {}

    def frame(self, changed: Iterable[str] = ()) -> FrameNode:
        tree = self.tree
        dirty: set[str] = set()
        for node_id in changed:
            for node in tree.path(node_id):
                dirty.add(node.id)
        for node_id in sorted(dirty, key=tree.depth, reverse=True):
            self._frames.pop(node_id, None)
        for node_id in sorted(dirty, key=tree.depth, reverse=True):
            self._build(tree.get(node_id))
        return self._build(tree.root)

    def _build(self, node: PlanNode) -> FrameNode:
        cached = self._frames.get(node.id)
        if cached is not None:
            return cached
        own = node.usage
        t_in, t_out, calls, ms = own.tokens_in, own.tokens_out, own.llm_calls, own.elapsed_ms
        children: list[FrameNode] = []
        for child in self.tree.children(node.id):
            children.append(self._build(child))
            c_in, c_out, c_calls, c_ms = self._sums[child.id]
            t_in, t_out, calls, ms = t_in + c_in, t_out + c_out, calls + c_calls, ms + c_ms
        self._sums[node.id] = (t_in, t_out, calls, ms)
        meta: dict[str, Any] = {}
        if node.engine:
            meta["engine"] = node.engine
        for key, value in (
            ("tokens_in", own.tokens_in),
            ("tokens_out", own.tokens_out),
            ("llm_calls", own.llm_calls),
            ("elapsed_ms", own.elapsed_ms),
            ("total_tokens_in", t_in),
            ("total_tokens_out", t_out),
            ("total_llm_calls", calls),
            ("total_elapsed_ms", ms),
            ("attempts", node.attempts),
        ):
            if value:
                meta[key] = value
        if node.budget_allowed is not None:
            meta["budget_allowed"] = node.budget_allowed
            meta["budget_used"] = node.budget_used
        if node.error:
            meta["error"] = node.error
        # built without re-validation: the tree already guarantees every field
        frame = FrameNode.model_construct(
            id=node.id,
            kind=node.kind.value,
            title=node.title,
            status=node.status.value,
            children=children,
            meta=meta,
        )
        self._frames[node.id] = frame
        return frame


def to_frame(tree: PlanTree) -> FrameNode:
    """The whole tree as one ``plan`` frame payload (sub-totals rolled up)."""
    return SnapshotCache(tree).frame()


def node_done(tree: PlanTree, node_id: str) -> Status:
    """The NODE_DONE status ping of a finished node: usage is the node's own plus its
    children's, rolled up; ``failed`` and ``detail`` say what went wrong."""
    node = tree.get(node_id)
    total = tree.subtotal(node_id)
    verb = {"done": "done", "failed": "failed", "skipped": "skipped"}.get(
        node.status.value, "ended"
    )
    return Status(
        tag="NODE_DONE",
        text=f"{one_line(node.title, 70)}: {verb} ({tokens_k(total.tokens)} tokens, "
        f"{total.llm_calls} calls)",
        detail=node.error,
        failed=node.status.value == "failed",
        operation_id=node.id,
        usage=total.to_delta(),
    )


def tokens_k(tokens: int) -> str:
    """1234 → ``1.2k``, 2_500_000 → ``2.5M``."""
    if tokens >= 1_000_000:
        return f"{tokens / 1_000_000:.1f}M"
    return f"{tokens / 1000:.1f}k" if tokens >= 1000 else str(tokens)
