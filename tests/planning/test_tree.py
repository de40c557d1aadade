"""The task tree: walk order, what runs next (concurrency, barriers), roll-up, recovery."""

from __future__ import annotations

import pytest

from brain.planning.snapshot import meta_of, node_done, to_frame
from brain.planning.tree import (
    NodeKind,
    NodeStatus,
    PlanNode,
    PlanTree,
    TreeError,
    Usage,
    finish,
    next_runnable,
    recover,
    settle,
    start,
)


def worker(title: str, *, sequential: bool = False, engine: str = "ford") -> PlanNode:
    return PlanNode(kind=NodeKind.WORKER, title=title, engine=engine, sequential=sequential)


def titles(nodes: list[PlanNode]) -> list[str]:
    return [node.title for node in nodes]


def expanded(*children: PlanNode) -> PlanTree:
    """A root PLAN that the planner has decomposed into ``children``."""
    tree = PlanTree.new("audit the software")
    start(tree.root)
    for child in children:
        tree.add(tree.root.id, child)
    return tree


def run(tree: PlanTree, title: str, result: str = "ok", error: str | None = None) -> None:
    node = next(n for n in tree.nodes.values() if n.title == title)
    if node.status is NodeStatus.PENDING:
        start(node)
    finish(node, result=None if error else result, error=error)


def test_a_new_tree_first_asks_to_decompose_its_root() -> None:
    tree = PlanTree.new("analyze the software")
    assert next_runnable(tree, 3) == [tree.root]


def test_walk_is_pre_order_depth_first() -> None:
    tree = expanded(worker("a"))
    part = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title="b"))
    tree.add(part.id, worker("b1"))
    tree.add(part.id, worker("b2"))
    tree.add(tree.root.id, worker("c"))
    assert titles(list(tree.walk())) == ["audit the software", "a", "b", "b1", "b2", "c"]
    assert tree.depth(tree.nodes[part.id].id) == 1
    assert titles(tree.path(tree.children(part.id)[1].id)) == ["audit the software", "b", "b2"]


def test_independent_workers_run_together_up_to_the_limit() -> None:
    tree = expanded(worker("w1"), worker("w2"), worker("w3"), worker("w4"))
    first = next_runnable(tree, 2)
    assert titles(first) == ["w1", "w2"]
    for node in first:
        start(node)
    assert next_runnable(tree, 2) == []  # both slots taken
    run(tree, "w1")
    assert titles(next_runnable(tree, 2)) == ["w3"]


def test_a_non_worker_sibling_waits_for_earlier_siblings_and_blocks_later_ones() -> None:
    question = PlanNode(kind=NodeKind.USER_INPUT, title="which scope?")
    tree = expanded(worker("scan"), question, worker("fix"))
    assert titles(next_runnable(tree, 5)) == ["scan"]
    run(tree, "scan")
    assert titles(next_runnable(tree, 5)) == ["which scope?"]
    start(question)
    assert question.status is NodeStatus.BLOCKED
    assert next_runnable(tree, 5) == []
    finish(question, result="only the web part")
    assert titles(next_runnable(tree, 5)) == ["fix"]


def test_a_sequential_worker_waits_for_the_one_before() -> None:
    tree = expanded(worker("draft"), worker("polish", sequential=True), worker("other"))
    assert titles(next_runnable(tree, 5)) == ["draft"]
    run(tree, "draft")
    assert titles(next_runnable(tree, 5)) == ["polish"]


def test_nested_plan_is_decomposed_in_turn_and_aggregate_runs_after_its_children() -> None:
    combine = PlanNode(kind=NodeKind.AGGREGATE, title="combine")
    tree = expanded(PlanNode(kind=NodeKind.PLAN, title="research"), combine)
    research = tree.children(tree.root.id)[0]
    assert next_runnable(tree, 3) == [research]
    start(research)
    tree.add(research.id, worker("source A"))
    tree.add(research.id, worker("source B"))
    tree.add(combine.id, worker("summary 1"))
    assert titles(next_runnable(tree, 3)) == ["source A", "source B"]  # combine is a barrier
    run(tree, "source A")
    run(tree, "source B")
    assert settle(tree) == [research]
    assert research.status is NodeStatus.DONE
    assert titles(next_runnable(tree, 3)) == ["summary 1"]
    run(tree, "summary 1")
    assert next_runnable(tree, 3) == [combine]
    start(combine)
    finish(combine, result="the report")
    assert settle(tree) == [tree.root]
    assert tree.finished


def test_a_failed_node_does_not_sink_the_run_and_is_reported() -> None:
    tree = expanded(worker("w1"), worker("w2"))
    run(tree, "w1", error="the site was down")
    run(tree, "w2")
    settle(tree)
    assert tree.root.status is NodeStatus.DONE
    assert [(n.title, n.error) for n in tree.failed()] == [("w1", "the site was down")]


def test_a_plan_whose_every_step_failed_fails() -> None:
    tree = expanded(worker("w1"))
    run(tree, "w1", error="boom")
    settle(tree)
    assert tree.root.status is NodeStatus.FAILED


def test_usage_rolls_up_from_children() -> None:
    tree = expanded(worker("w1"), worker("w2"))
    tree.root.usage = Usage(tokens_in=100, tokens_out=10, llm_calls=1, elapsed_ms=5)
    w1, w2 = tree.children(tree.root.id)
    w1.usage = Usage(tokens_in=1000, tokens_out=200, llm_calls=2, elapsed_ms=50)
    w2.usage = Usage(tokens_in=500, tokens_out=50, llm_calls=1, elapsed_ms=20)
    total = tree.subtotals()[tree.root.id]
    assert (total.tokens_in, total.tokens_out, total.llm_calls, total.elapsed_ms) == (
        1600,
        260,
        4,
        75,
    )
    assert tree.subtotal(tree.root.id) == total
    frame = to_frame(tree)
    meta = meta_of(frame)
    assert (meta.tokens_in, meta.total_tokens_in, meta.total_llm_calls) == (100, 1600, 4)
    assert meta_of(frame.children[0]).engine == "ford"


def test_node_done_carries_the_rolled_up_usage() -> None:
    tree = expanded(worker("w1"))
    w1 = tree.children(tree.root.id)[0]
    w1.usage = Usage(tokens_in=1500, tokens_out=700, llm_calls=3, elapsed_ms=900)
    run(tree, "w1")
    settle(tree)
    status = node_done(tree, tree.root.id)
    assert status.tag == "NODE_DONE" and status.failed is False
    assert status.usage is not None and status.usage.tokens_in == 1500
    assert status.operation_id == tree.root.id
    assert "2.2k tokens, 3 calls" in status.text


def test_frame_snapshot_keeps_structure_and_statuses() -> None:
    tree = expanded(worker("w1"), worker("w2"))
    run(tree, "w2")
    tree.children(tree.root.id)[0].status = NodeStatus.SKIPPED
    frame = to_frame(tree)
    assert frame.kind == "plan" and frame.status == "running"
    assert [(c.title, c.status) for c in frame.children] == [("w1", "skipped"), ("w2", "done")]
    assert meta_of(frame.children[1]).attempts == 1


def test_recovery_retries_a_running_node_once_then_fails_it() -> None:
    tree = expanded(worker("w1"), worker("w2"))
    w1, w2 = tree.children(tree.root.id)
    start(w1)
    run(tree, "w2")
    assert recover(tree, "killed") == [w1]
    assert w1.status is NodeStatus.PENDING and w2.status is NodeStatus.DONE
    assert next_runnable(tree, 3) == [w1]  # the finished w2 is not run again
    start(w1)
    recover(tree, "killed")
    assert w1.status is NodeStatus.FAILED
    assert w1.error == "interrupted 2 times: killed"
    assert tree.root.status is NodeStatus.RUNNING  # an expanded plan keeps its state


def test_bad_structure_is_refused() -> None:
    tree = expanded(worker("w1"))
    with pytest.raises(TreeError):
        tree.add(tree.children(tree.root.id)[0].id, worker("under a worker"))
    with pytest.raises(TreeError):
        PlanTree([worker("a"), worker("b")])
    with pytest.raises(TreeError):
        start(tree.root)  # already running


def test_incremental_snapshots_equal_a_full_rebuild() -> None:
    from brain.planning.snapshot import SnapshotCache

    tree = expanded(worker("w1"), worker("w2"))
    part = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title="part"))
    cache = SnapshotCache(tree)
    first = cache.frame()
    assert first == to_frame(tree)
    w1 = tree.children(tree.root.id)[0]
    start(w1)
    w1.usage = Usage(tokens_in=70, tokens_out=7, llm_calls=1, elapsed_ms=3)
    finish(w1, result="ok")
    start(part)
    added = tree.add(part.id, worker("p1"))
    again = cache.frame([w1.id, part.id, added.id])
    assert again == to_frame(tree)
    assert meta_of(again).total_tokens_in == 70
    assert again.children[1] is first.children[1]  # untouched nodes are reused


def test_plan_frames_survive_the_json_wire() -> None:
    """``vance chat --json`` carries the same frames: what is built fast must still be a
    valid frame (including the ``skipped`` status and the meta numbers)."""
    from brain.events.frames import FRAME_ADAPTER, ProcessProgress, frame_json

    tree = expanded(worker("w1"), worker("w2"))
    w1, w2 = tree.children(tree.root.id)
    w1.status = NodeStatus.SKIPPED
    start(w2)
    w2.usage = Usage(tokens_in=12, tokens_out=3, llm_calls=1, elapsed_ms=2.5)
    w2.budget_allowed = 1000
    frame = ProcessProgress(
        session_id="s-1",
        process_id="pr-1",
        process_name="audit",
        engine="marvin",
        kind="plan",
        plan=to_frame(tree),
    )
    back = FRAME_ADAPTER.validate_json(frame_json(frame))
    assert isinstance(back, ProcessProgress) and back.plan is not None
    assert back.plan == frame.plan
    assert [c.status for c in back.plan.children] == ["skipped", "running"]
    meta = meta_of(back.plan.children[1])
    assert (meta.tokens_in, meta.budget_allowed, meta.budget_used) == (12, 1000, 0)
