"""Plan trees in SQLite (real files): round trip, compare-and-set, crash recovery after a
real ``kill -9`` of the process that was writing the tree."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from brain.errors import Conflict
from brain.models import SessionKind
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree, Usage, finish, start
from brain.services.home import bootstrap_home
from brain.store import Store, plans
from brain.store import sessions as repo

ROOT = Path(__file__).resolve().parents[2]


async def new_process(store: Store) -> tuple[str, str]:
    """(tenant id, process id) of a fresh marvin process."""
    home = await bootstrap_home(store, "ann")
    async with store.transaction() as tx:
        session = await repo.insert_session(
            tx,
            tenant_id=home.tenant_id,
            user_id=home.user.id,
            project_id=home.user_project.id,
            kind=SessionKind.WORKER,
            engine="marvin",
        )
        process = await repo.insert_process(
            tx,
            tenant_id=home.tenant_id,
            session_id=session.id,
            project_id=home.user_project.id,
            engine="marvin",
            name="audit",
        )
    return home.tenant_id, process.id


def sample_tree() -> PlanTree:
    tree = PlanTree.new("audit the software", task="find and plan fixes")
    start(tree.root)
    part = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title="scan"))
    tree.add(part.id, PlanNode(kind=NodeKind.WORKER, title="deps", engine="ford"))
    tree.add(
        part.id, PlanNode(kind=NodeKind.WORKER, title="code", engine="arthur", sequential=True)
    )
    tree.add(tree.root.id, PlanNode(kind=NodeKind.USER_INPUT, title="which first?"))
    tree.add(tree.root.id, PlanNode(kind=NodeKind.AGGREGATE, title="report"))
    return tree


@pytest.fixture
async def store(tmp_path: Path):
    opened = await Store.open(tmp_path / "vance.db")
    try:
        yield opened
    finally:
        await opened.close()


async def test_a_tree_round_trips_with_order_usage_and_budget(store: Store) -> None:
    tenant_id, process_id = await new_process(store)
    tree = sample_tree()
    deps = next(n for n in tree.walk() if n.title == "deps")
    deps.budget_allowed = 30_000
    deps.usage = Usage(tokens_in=1200, tokens_out=300, llm_calls=2, elapsed_ms=812.5)
    await plans.create_tree(store, tenant_id, process_id, tree)

    loaded = await plans.load_tree(store, process_id)
    assert loaded is not None
    assert [(n.title, n.kind, n.status) for n in loaded.walk()] == [
        (n.title, n.kind, n.status) for n in tree.walk()
    ]
    stored = next(n for n in loaded.walk() if n.title == "deps")
    assert stored == deps
    assert next(n for n in loaded.walk() if n.title == "code").sequential
    assert await plans.load_tree(store, "pr-none") is None
    with pytest.raises(Conflict):
        await plans.create_tree(store, tenant_id, process_id, PlanTree.new("again"))


async def test_status_changes_are_compare_and_set(store: Store) -> None:
    tenant_id, process_id = await new_process(store)
    tree = sample_tree()
    await plans.create_tree(store, tenant_id, process_id, tree)
    deps = next(n for n in tree.walk() if n.title == "deps")
    start(deps)
    assert await plans.update_node(store, deps, expect=NodeStatus.PENDING)
    finish(deps, result="two outdated packages")
    deps.usage = Usage(tokens_in=10, tokens_out=5, llm_calls=1)
    assert await plans.update_node(store, deps, expect=NodeStatus.RUNNING)
    # a second writer that still believes the node is running loses
    assert not await plans.update_node(store, deps, expect=NodeStatus.RUNNING)
    loaded = await plans.load_tree(store, process_id)
    assert loaded is not None
    again = loaded.get(deps.id)
    assert (again.status, again.result, again.usage.tokens) == (
        NodeStatus.DONE,
        "two outdated packages",
        15,
    )


async def test_expansion_adds_children_later(store: Store) -> None:
    tenant_id, process_id = await new_process(store)
    tree = PlanTree.new("compare five tools")
    await plans.create_tree(store, tenant_id, process_id, tree)
    start(tree.root)
    children = [
        tree.add(tree.root.id, PlanNode(kind=NodeKind.WORKER, title=f"tool {i}")) for i in range(5)
    ]
    async with store.transaction() as tx:
        await plans.update_node(tx, tree.root)
        await plans.insert_nodes(tx, tenant_id, process_id, children)
    loaded = await plans.load_tree(store, process_id)
    assert loaded is not None
    assert [n.title for n in loaded.children(loaded.root.id)] == [f"tool {i}" for i in range(5)]
    await plans.delete_tree(store, process_id)
    assert await plans.load_tree(store, process_id) is None


CHILD = textwrap.dedent(
    """
    import asyncio, os, pathlib, signal, sys
    from brain.planning.tree import NodeStatus, finish, start
    from brain.store import Store, plans

    async def main(path, process_id, first_run):
        store = await Store.open(pathlib.Path(path))
        tree = await plans.load_tree(store, process_id)
        deps, code = [n for n in tree.walk() if n.title in ("deps", "code")]
        if first_run:
            start(deps)
            await plans.update_node(store, deps, expect=NodeStatus.PENDING)
            finish(deps, result="deps are fine")
            await plans.update_node(store, deps, expect=NodeStatus.RUNNING)
        start(code)
        await plans.update_node(store, code, expect=NodeStatus.PENDING)
        print("running", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # mid-tree: "code" is running

    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3] == "first"))
    """
)


def kill_child_mid_tree(db: Path, process_id: str, run: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(db), process_id, run],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert done.stdout.strip() == "running"


async def recovered(db: Path, process_id: str) -> PlanTree:
    store = await Store.open(db)
    try:
        tree = await plans.recover_tree(store, process_id, reason="the brain was killed")
        assert tree is not None
        stored = await plans.load_tree(store, process_id)
        assert stored is not None
        assert [n.status for n in stored.walk()] == [n.status for n in tree.walk()]
        return tree
    finally:
        await store.close()


async def test_after_kill_9_finished_nodes_stay_done_and_the_running_one_is_retried_once(
    tmp_path: Path,
) -> None:
    db = tmp_path / "vance.db"
    store = await Store.open(db)
    tenant_id, process_id = await new_process(store)
    await plans.create_tree(store, tenant_id, process_id, sample_tree())
    await store.close()

    kill_child_mid_tree(db, process_id, "first")
    tree = await recovered(db, process_id)
    deps = next(n for n in tree.walk() if n.title == "deps")
    code = next(n for n in tree.walk() if n.title == "code")
    assert (deps.status, deps.result, deps.attempts) == (NodeStatus.DONE, "deps are fine", 1)
    assert (code.status, code.attempts) == (NodeStatus.PENDING, 1)  # to be retried

    kill_child_mid_tree(db, process_id, "retry")  # the retry is interrupted too
    tree = await recovered(db, process_id)
    code = next(n for n in tree.walk() if n.title == "code")
    assert (code.status, code.attempts) == (NodeStatus.FAILED, 2)
    assert code.error == "interrupted 2 times: the brain was killed"
    deps = next(n for n in tree.walk() if n.title == "deps")
    assert (deps.attempts, deps.result) == (1, "deps are fine")  # never re-run
