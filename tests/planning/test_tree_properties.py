"""Scheduler properties over random trees: every tree runs to the end, the concurrency
limit holds, finished nodes never start again, and barriers keep sibling order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from brain.planning.tree import (
    ACTIVE,
    NodeKind,
    NodeStatus,
    PlanNode,
    PlanTree,
    finish,
    next_runnable,
    settle,
    start,
)

KINDS = [NodeKind.WORKER, NodeKind.WORKER, NodeKind.USER_INPUT, NodeKind.PLAN, NodeKind.AGGREGATE]


def random_tree(rng: random.Random, size: int) -> PlanTree:
    tree = PlanTree.new("root")
    containers = [tree.root]
    for index in range(size):
        parent = rng.choice(containers)
        kind = rng.choice(KINDS)
        node = tree.add(
            parent.id,
            PlanNode(kind=kind, title=f"n{index}", sequential=rng.random() < 0.2),
        )
        if kind in (NodeKind.PLAN, NodeKind.AGGREGATE):
            containers.append(node)
    return tree


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 40), limit=st.integers(1, 4))
def test_every_random_tree_runs_to_the_end_within_the_limit(
    seed: int, size: int, limit: int
) -> None:
    rng = random.Random(seed)
    tree = random_tree(rng, size)
    started: set[str] = set()
    for _ in range(10 * (size + 2)):
        if tree.finished:
            break
        for node in next_runnable(tree, limit):
            assert node.status is NodeStatus.PENDING and node.id not in started
            _assert_earlier_siblings_allow(tree, node)
            start(node)
            started.add(node.id)
        assert tree.running_workers() <= limit
        active = [
            n
            for n in tree.nodes.values()
            if n.status in ACTIVE
            and not (n.kind is NodeKind.PLAN and n.status is NodeStatus.RUNNING)
        ]
        if active:
            node = rng.choice(active)
            finish(node, error="boom" if rng.random() < 0.2 else None, result="ok")
        settle(tree)
    assert tree.finished, [(n.title, n.kind, n.status) for n in tree.walk()]
    assert started == {n.id for n in tree.walk()}  # every node ran exactly once


def _assert_earlier_siblings_allow(tree: PlanTree, node: PlanNode) -> None:
    if node.parent_id is None:
        return
    siblings = tree.children(node.parent_id)
    earlier = [s for s in siblings[: siblings.index(node)] if not s.finished]
    if node.kind is NodeKind.WORKER and not node.sequential:
        assert all(s.kind is NodeKind.WORKER and not s.sequential for s in earlier)
    else:
        assert earlier == []
