"""The marvin task tree: nodes, scheduling, usage roll-up and crash recovery (pure logic).

A tree has one root (a PLAN node). Node lifecycles:

- PLAN: ``pending`` → ``running`` (the planner decomposes it into children) → ``done`` once
  every child finished (:func:`settle`).
- WORKER: ``pending`` → ``running`` (a spawned ford/arthur process) → ``done`` / ``failed``.
- USER_INPUT: ``pending`` → ``blocked`` (the question is out) → ``done`` with the answer.
- AGGREGATE: waits until its children finished, then runs (combines their results) → ``done``.

Siblings run in order, pre-order depth first, except that consecutive WORKER siblings are
independent and run concurrently (up to a limit) unless a WORKER is marked ``sequential``.
Any other sibling is a barrier: it starts after every earlier sibling finished, and later
siblings wait for it. A failed node does not sink the run: it counts as finished, the
planner decides (retry, skip, ask) and the final report lists it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import StrEnum
from typing import Protocol

from pydantic import BaseModel, Field

from brain.events.frames import UsageDelta
from brain.ids import new_id


class NodeKind(StrEnum):
    PLAN = "plan"
    WORKER = "worker"
    USER_INPUT = "user_input"
    AGGREGATE = "aggregate"


class NodeStatus(StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    BLOCKED = "blocked"
    DONE = "done"
    FAILED = "failed"
    SKIPPED = "skipped"


FINISHED = frozenset({NodeStatus.DONE, NodeStatus.FAILED, NodeStatus.SKIPPED})
ACTIVE = frozenset({NodeStatus.RUNNING, NodeStatus.BLOCKED})
MAX_ATTEMPTS = 2  # a node interrupted while running is retried once, then failed


class Counted(Protocol):
    """What a process counts of its model calls (:class:`brain.models.Process`)."""

    @property
    def tokens_in(self) -> int: ...
    @property
    def tokens_out(self) -> int: ...
    @property
    def llm_calls(self) -> int: ...
    @property
    def elapsed_ms(self) -> float: ...


class Usage(BaseModel):
    """Model usage of one node (or a rolled-up sub-total)."""

    tokens_in: int = 0
    tokens_out: int = 0
    llm_calls: int = 0
    elapsed_ms: float = 0.0

    @classmethod
    def of(cls, process: Counted) -> Usage:
        """A process's totals (a worker's, the planner's own) as usage."""
        return cls(
            tokens_in=process.tokens_in,
            tokens_out=process.tokens_out,
            llm_calls=process.llm_calls,
            elapsed_ms=process.elapsed_ms,
        )

    @property
    def tokens(self) -> int:
        return self.tokens_in + self.tokens_out

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            tokens_in=self.tokens_in + other.tokens_in,
            tokens_out=self.tokens_out + other.tokens_out,
            llm_calls=self.llm_calls + other.llm_calls,
            elapsed_ms=self.elapsed_ms + other.elapsed_ms,
        )

    def to_delta(self, model_alias: str | None = None) -> UsageDelta:
        """The ``usage`` of a NODE_DONE / PHASE_DONE status frame."""
        return UsageDelta(
            tokens_in=self.tokens_in,
            tokens_out=self.tokens_out,
            llm_calls=self.llm_calls,
            elapsed_ms=self.elapsed_ms,
            model_alias=model_alias,
        )


class PlanNode(BaseModel):
    id: str = Field(default_factory=lambda: new_id("n"))
    parent_id: str | None = None
    position: int = 0  # order among siblings
    kind: NodeKind
    title: str
    status: NodeStatus = NodeStatus.PENDING
    engine: str | None = None  # WORKER: "ford" or "arthur"
    task: str = ""  # what the worker / aggregate / question is asked
    sequential: bool = False  # WORKER: wait for earlier siblings instead of running alongside
    process_id: str | None = None  # WORKER: the spawned process
    result: str | None = None
    error: str | None = None
    attempts: int = 0  # how often the node was started
    budget_allowed: int | None = None  # tokens; None = no own budget (shares the parent's)
    budget_used: int = 0
    usage: Usage = Field(default_factory=Usage)

    @property
    def finished(self) -> bool:
        return self.status in FINISHED


class TreeError(ValueError):
    """A structural mistake in building or changing a tree (a programming error)."""


class PlanTree:
    """Nodes by id plus the ordered children of each node. Mutate through the methods."""

    def __init__(self, nodes: Iterable[PlanNode]) -> None:
        self.nodes: dict[str, PlanNode] = {}
        self._children: dict[str, list[PlanNode]] = {}
        roots: list[PlanNode] = []
        for node in nodes:
            self.nodes[node.id] = node
            self._children.setdefault(node.id, [])
        for node in self.nodes.values():
            if node.parent_id is None:
                roots.append(node)
            elif node.parent_id not in self.nodes:
                raise TreeError(f"node {node.id} has an unknown parent {node.parent_id}")
            else:
                self._children[node.parent_id].append(node)
        if len(roots) != 1:
            raise TreeError(f"a plan tree needs exactly one root, found {len(roots)}")
        self.root = roots[0]
        for children in self._children.values():
            children.sort(key=lambda child: child.position)

    @classmethod
    def new(cls, title: str, task: str = "") -> PlanTree:
        """A tree with one pending PLAN root."""
        return cls([PlanNode(kind=NodeKind.PLAN, title=title, task=task)])

    # --- structure ----------------------------------------------------------------------------

    def children(self, node_id: str) -> list[PlanNode]:
        return self._children[node_id]

    def get(self, node_id: str) -> PlanNode:
        try:
            return self.nodes[node_id]
        except KeyError:
            raise TreeError(f"no node {node_id} in this plan") from None

    def add(self, parent_id: str, node: PlanNode) -> PlanNode:
        """Append ``node`` as the last child of ``parent_id`` (sets parent and position)."""
        parent = self.get(parent_id)
        if parent.kind not in (NodeKind.PLAN, NodeKind.AGGREGATE):
            raise TreeError(f"a {parent.kind} node cannot have children")
        if node.id in self.nodes:
            raise TreeError(f"node {node.id} is already in the plan")
        siblings = self._children[parent_id]
        node.parent_id = parent_id
        node.position = siblings[-1].position + 1 if siblings else 0
        self.nodes[node.id] = node
        self._children[node.id] = []
        siblings.append(node)
        return node

    def walk(self, start: str | None = None) -> Iterator[PlanNode]:
        """Pre-order, depth first."""
        stack = [self.get(start) if start else self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(self._children[node.id]))

    def depth(self, node_id: str) -> int:
        depth, node = 0, self.get(node_id)
        while node.parent_id is not None:
            depth, node = depth + 1, self.nodes[node.parent_id]
        return depth

    def path(self, node_id: str) -> list[PlanNode]:
        """Root … node."""
        node = self.get(node_id)
        chain = [node]
        while node.parent_id is not None:
            node = self.nodes[node.parent_id]
            chain.append(node)
        return list(reversed(chain))

    # --- state --------------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.root.finished

    def running_workers(self) -> int:
        return sum(
            1
            for node in self.nodes.values()
            if node.kind is NodeKind.WORKER and node.status is NodeStatus.RUNNING
        )

    def failed(self) -> list[PlanNode]:
        """Failed nodes in walk order (for the final report)."""
        return [node for node in self.walk() if node.status is NodeStatus.FAILED]

    def subtotals(self) -> dict[str, Usage]:
        """Each node's own usage plus the usage of everything below it (one pass)."""
        sums: dict[str, tuple[int, int, int, float]] = {}
        for node in reversed(list(self.walk())):  # children before parents
            own = node.usage
            t_in, t_out, calls, ms = own.tokens_in, own.tokens_out, own.llm_calls, own.elapsed_ms
            for child in self._children[node.id]:
                c_in, c_out, c_calls, c_ms = sums[child.id]
                t_in, t_out, calls, ms = t_in + c_in, t_out + c_out, calls + c_calls, ms + c_ms
            sums[node.id] = (t_in, t_out, calls, ms)
        return {
            key: Usage.model_construct(
                tokens_in=value[0], tokens_out=value[1], llm_calls=value[2], elapsed_ms=value[3]
            )
            for key, value in sums.items()
        }

    def subtotal(self, node_id: str) -> Usage:
        t_in = t_out = calls = 0
        ms = 0.0
        for node in self.walk(node_id):
            usage = node.usage
            t_in, t_out = t_in + usage.tokens_in, t_out + usage.tokens_out
            calls, ms = calls + usage.llm_calls, ms + usage.elapsed_ms
        return Usage(tokens_in=t_in, tokens_out=t_out, llm_calls=calls, elapsed_ms=ms)


def next_runnable(tree: PlanTree, limit: int) -> list[PlanNode]:
    """Nodes to start now, in walk order: pending nodes whose turn has come.

    At most ``limit`` WORKER nodes run at once (those already running count); PLAN,
    AGGREGATE and USER_INPUT nodes are the planner's own steps and are not limited.
    What the engine does with each: WORKER → :func:`start`, spawn the worker; PLAN →
    :func:`start`, then decompose it (one planner call that adds its children) unless it
    already has children (planned ahead); USER_INPUT → :func:`start` (it goes ``blocked``)
    and ask; AGGREGATE → :func:`start`, combine its children's results, :func:`finish`.
    After each change: :func:`settle`, persist the changed nodes, send a snapshot.
    """
    slots = max(0, limit - tree.running_workers())
    chosen: list[PlanNode] = []
    for node in _ready(tree, tree.root):
        if node.kind is NodeKind.WORKER:
            if slots == 0:
                continue
            slots -= 1
        chosen.append(node)
    return chosen


def _concurrent(node: PlanNode) -> bool:
    return node.kind is NodeKind.WORKER and not node.sequential


def _ready(tree: PlanTree, node: PlanNode) -> Iterator[PlanNode]:
    if node.finished:
        return
    children = tree.children(node.id)
    if node.kind is NodeKind.PLAN and node.status is NodeStatus.PENDING:
        yield node  # decompose it first
        return
    if node.kind in (NodeKind.PLAN, NodeKind.AGGREGATE) and node.status is NodeStatus.RUNNING:
        yield from _ready_children(tree, children)
        return
    if node.kind is NodeKind.AGGREGATE and node.status is NodeStatus.PENDING:
        if all(child.finished for child in children):
            yield node
        else:
            yield from _ready_children(tree, children)
        return
    if node.status is NodeStatus.PENDING:  # WORKER, USER_INPUT
        yield node


def _ready_children(tree: PlanTree, children: list[PlanNode]) -> Iterator[PlanNode]:
    only_concurrent_before = True  # every unfinished earlier sibling is a concurrent worker
    any_unfinished_before = False
    for child in children:
        if child.finished:
            continue
        if not any_unfinished_before or (_concurrent(child) and only_concurrent_before):
            yield from _ready(tree, child)
        else:
            return  # a barrier: later siblings wait
        any_unfinished_before = True
        only_concurrent_before = only_concurrent_before and _concurrent(child)


def settle(tree: PlanTree) -> list[PlanNode]:
    """Finish every running PLAN node whose children all finished (deepest first); a PLAN
    node with only failed/skipped children fails. Returns the nodes that changed."""
    changed: list[PlanNode] = []
    for node in reversed(list(tree.walk())):
        if node.kind is not NodeKind.PLAN or node.status is not NodeStatus.RUNNING:
            continue
        children = tree.children(node.id)
        if not all(child.finished for child in children):
            continue
        if children and all(child.status is not NodeStatus.DONE for child in children):
            node.status = NodeStatus.FAILED
            node.error = "every step of this part failed or was skipped"
        else:
            node.status = NodeStatus.DONE
        changed.append(node)
    return changed


def start(node: PlanNode) -> None:
    """Mark a node as started (counts the attempt)."""
    if node.status is not NodeStatus.PENDING:
        raise TreeError(f"node {node.id} is {node.status}, not pending")
    node.status = NodeStatus.BLOCKED if node.kind is NodeKind.USER_INPUT else NodeStatus.RUNNING
    node.attempts += 1


def finish(node: PlanNode, *, result: str | None = None, error: str | None = None) -> None:
    """Done with a result, or failed with an error."""
    node.status = NodeStatus.FAILED if error is not None else NodeStatus.DONE
    node.result = result if result is not None else node.result
    node.error = error


def recover(tree: PlanTree, reason: str = "Vance stopped while it ran") -> list[PlanNode]:
    """After a crash: a WORKER/AGGREGATE node found ``running`` goes back to ``pending`` to be
    retried once; on its second interruption it fails with ``reason``. PLAN nodes that were
    being expanded without children go back to ``pending``; finished nodes are untouched.
    Returns the nodes that changed."""
    changed: list[PlanNode] = []
    for node in tree.walk():
        if node.status is not NodeStatus.RUNNING:
            continue
        if node.kind is NodeKind.PLAN and tree.children(node.id):
            continue  # expanded already: its children carry the state
        if node.attempts >= MAX_ATTEMPTS:
            node.status = NodeStatus.FAILED
            node.error = f"interrupted {node.attempts} times: {reason}"
        else:
            node.status = NodeStatus.PENDING
        changed.append(node)
    return changed
