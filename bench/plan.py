"""Planned work: brain overhead per plan node, and the cost of rendering a 200-node plan.

Runs a 200-node marvin-shaped tree (a root, 10 PLAN sections of 19 WORKER nodes each, and
one AGGREGATE) through everything the brain does per node apart from the model and the
worker itself, on a real SQLite file:

1. **Per node**: pick the next runnable nodes (concurrency limit 3), start the node and
   persist it (compare-and-set), a full ``plan`` snapshot (the progress frame is sent on
   every mutation; incremental, ``SnapshotCache``), finish it with usage and persist, settle finished PLAN nodes, a second
   snapshot, and the NODE_DONE status with rolled-up usage. Target ≤ 3 ms median.
2. **Render**: a 200-node snapshot laid out for the plan panel (120x40 and 80x24 sizes):
   the repaint cost, target ≤ 16 ms. Also printed, without a target: the rich tree of
   ``vance plan show`` printed to a string (a one-shot CLI command) and a full snapshot
   build without the incremental cache.
3. **Engine run**: real marvin runs on the scripted model (a task planned into 6 parts of
   6 worker steps each, 44 nodes): marvin's own time per node (its turns minus its model
   calls: persisting, scheduling, spawning workers, carving budgets, snapshots) as CPU time
   (target ≤ 3 ms) and as wall time (which also holds the workers' and Eddie's work the
   event loop ran while marvin waited), medians over ``--runs``.

    .venv/bin/python bench/plan.py [--rounds 5] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console

from brain.models import SessionKind
from brain.planning.render import panel_lines, rich_tree
from brain.planning.snapshot import SnapshotCache, node_done, to_frame
from brain.planning.tree import (
    NodeKind,
    NodeStatus,
    PlanNode,
    PlanTree,
    Usage,
    finish,
    next_runnable,
    settle,
    start,
)
from brain.services.home import bootstrap_home
from brain.store import Store, plans
from brain.store import sessions as repo


def build_tree(sections: int = 10, per_section: int = 19) -> PlanTree:
    tree = PlanTree.new("Compare the vendors and write the report")
    start(tree.root)
    for s in range(sections):
        section = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title=f"Section {s}"))
        for w in range(per_section):
            tree.add(
                section.id,
                PlanNode(
                    kind=NodeKind.WORKER,
                    title=f"Research vendor {s}.{w}",
                    engine="ford",
                    budget_allowed=30_000,
                ),
            )
    tree.add(tree.root.id, PlanNode(kind=NodeKind.AGGREGATE, title="Write the report"))
    return tree


async def new_process(store: Store) -> tuple[str, str]:
    home = await bootstrap_home(store, "bench")
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
            name="bench",
        )
    return home.tenant_id, process.id


async def run_tree(store: Store) -> tuple[list[float], int]:
    """Walk the whole tree; returns per-node milliseconds and the node count."""
    tenant_id, process_id = await new_process(store)
    tree = build_tree()
    await plans.create_tree(store, tenant_id, process_id, tree)
    snapshots = SnapshotCache(tree)
    snapshots.frame()
    per_node: list[float] = []
    while not tree.finished:
        began = time.perf_counter()
        ready = next_runnable(tree, 3)
        if not ready:
            changed = settle(tree)
            for node in changed:
                await plans.update_node(store, node)
            if not changed:
                raise RuntimeError("the tree is stuck")
            snapshots.frame([n.id for n in changed])
            per_node.append((time.perf_counter() - began) * 1000)
            continue
        node = ready[0]
        start(node)
        await plans.update_node(store, node, expect=NodeStatus.PENDING)
        snapshots.frame([node.id])
        # … here the worker (or the planner's own model call) would run …
        if node.kind is not NodeKind.PLAN:
            node.usage = Usage(tokens_in=1000, tokens_out=200, llm_calls=1, elapsed_ms=900)
            node.budget_used = 1200
            finish(node, result="ok")
            await plans.update_node(store, node, expect=NodeStatus.RUNNING)
            settled = settle(tree)
            for parent in settled:
                await plans.update_node(store, parent)
            snapshots.frame([node.id, *(n.id for n in settled)])
            node_done(tree, node.id)
        per_node.append((time.perf_counter() - began) * 1000)
    return per_node, len(tree.nodes)


def render_costs(rounds: int) -> dict[str, list[float]]:
    tree = build_tree()
    done = 0
    for node in tree.walk():  # a tree in mid-run: 60% done, a few running
        if node.kind is NodeKind.WORKER and done < 120:
            start(node)
            node.usage = Usage(tokens_in=1000, tokens_out=200, llm_calls=1, elapsed_ms=900)
            finish(node, result="ok")
            done += 1
        elif node.kind is NodeKind.WORKER and done < 123:
            start(node)
            done += 1
        elif node.kind is NodeKind.PLAN and node.status is NodeStatus.PENDING:
            start(node)
    settle(tree)
    frame = to_frame(tree)
    costs: dict[str, list[float]] = {"panel 120x40": [], "panel 80x24": [], "plan show (rich)": []}
    for _ in range(rounds * 20):
        began = time.perf_counter()
        panel_lines(frame, rows=36, width=44)
        costs["panel 120x40"].append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        panel_lines(frame, rows=20, width=30)
        costs["panel 80x24"].append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        out = io.StringIO()
        Console(file=out, width=120, color_system=None).print(rich_tree(frame))
        costs["plan show (rich)"].append((time.perf_counter() - began) * 1000)
    began = time.perf_counter()
    for _ in range(rounds * 20):
        to_frame(tree)
    costs["snapshot (to_frame)"] = [(time.perf_counter() - began) * 1000 / (rounds * 20)]
    return costs


def report(name: str, values: list[float], target: float | None = None) -> None:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
    verdict = ""
    if target is not None:
        verdict = "  OK" if statistics.median(values) <= target else f"  OVER {target} ms"
    print(
        f"{name:<24} median {statistics.median(values):7.3f} ms   p95 {p95:7.3f} ms"
        f"   n={len(values)}{verdict}"
    )


class _TimedTask(asyncio.tasks._PyTask):  # type: ignore[name-defined,misc]
    """A task that adds up the CPU time of its own steps while it runs Marvin's turn (the
    pure-Python task, so a step can be timed): time the event loop spends on other tasks
    while Marvin waits is not Marvin's."""

    spent: ClassVar[dict[str, float]] = {"own": 0.0, "model": 0.0}
    marvin = False
    in_model = False

    def _Task__step(self, exc: BaseException | None = None) -> None:
        began = time.thread_time()
        try:
            super()._Task__step(exc)
        finally:
            if self.marvin:
                key = "model" if self.in_model else "own"
                self.spent[key] += time.thread_time() - began


async def engine_run(parts: int = 6, steps: int = 6) -> tuple[float, float, float, int]:
    """A real marvin run on the scripted model: the task is planned into ``parts`` parts,
    each planned into ``steps`` worker steps (ford, answering at once), then combined.
    Returns (CPU ms of marvin's turns minus its model calls, wall ms of its turns minus its
    model calls, the whole run's wall ms, the node count): marvin's own overhead —
    persisting, scheduling, spawning, carving budgets, snapshots, NODE_DONE. The wall
    figure also holds what the event loop ran for others (workers, Eddie) while marvin
    waited, and the database thread's round trips."""
    import json

    from brain.client import Client
    from brain.engines.marvin import Marvin
    from brain.engines.registry import DEFAULT_ENGINES
    from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall
    from brain.llm.seat import ModelSeat

    spent = {"turns": 0.0, "model": 0.0}
    _TimedTask.spent.update(own=0.0, model=0.0)
    loop = asyncio.get_running_loop()
    loop.set_task_factory(lambda loop, coro, **kw: _TimedTask(coro, loop=loop, **kw))

    class TimedMarvin(Marvin):
        async def turn(self, ctx, progress):  # type: ignore[no-untyped-def]
            task = asyncio.current_task()
            task.marvin = True  # type: ignore[union-attr]
            began = time.perf_counter()
            try:
                return await super().turn(ctx, progress)
            finally:
                spent["turns"] += time.perf_counter() - began

        async def _ask(self, process, tree, progress, words, *, capped=True):  # type: ignore[no-untyped-def]
            task = asyncio.current_task()
            task.in_model = True  # type: ignore[union-attr]
            began = time.perf_counter()
            try:
                return await super()._ask(process, tree, progress, words, capped=capped)
            finally:
                task.in_model = False  # type: ignore[union-attr]
                spent["model"] += time.perf_counter() - began

    def plan_of(count: int, word: str, part: bool) -> Reply:
        listed = [
            {"title": f"{word} {i}", "task": f"Do {word} {i}.", **({"plan": True} if part else {})}
            for i in range(count)
        ]
        return Reply(text=json.dumps({"steps": listed}))

    script = ScriptedModel()
    delegate = ScriptedToolCall(
        name="delegate_project",
        arguments={"project": "bench", "engine": "marvin", "task": "compare the vendors"},
    )
    script.add("eddie", Reply(tool_calls=[delegate]))
    script.add("marvin", plan_of(parts, "part", True))
    script.add("marvin", *[plan_of(steps, f"step{p}", False) for p in range(parts)])
    script.add("marvin", Reply(text="The report."))
    script.add("ford", *[Reply(text="ok") for _ in range(parts * steps)])
    with tempfile.TemporaryDirectory(prefix="vance-bench-marvin-") as folder:
        from brain.config import Paths

        root = Path(folder)
        paths = Paths(config_dir=root / "c", data_dir=root / "d", log_dir=root / "l")
        client = await Client.start(
            paths=paths,
            model=ModelSeat.of(script),
            engines={**DEFAULT_ENGINES, "marvin": TimedMarvin},
            poll_seconds=0.02,
        )
        try:
            session = await client.open_hub()
            began = time.perf_counter()
            await client.send(session.id, "compare the vendors, in parts")
            await client.brain.runtime.wait_idle(timeout=300)
            wall = time.perf_counter() - began
            marvin = next(p for p in await client.processes() if p.engine == "marvin")
            tree = await client.brain.deps.plans.load(marvin.id)
            assert tree is not None and tree.finished, "the bench run did not finish"
            count = len(tree.nodes)
        finally:
            await client.close()
            loop.set_task_factory(None)
    own_wall = (spent["turns"] - spent["model"]) * 1000
    return _TimedTask.spent["own"] * 1000, own_wall, wall * 1000, count


async def main(rounds: int, runs: int) -> None:
    with tempfile.TemporaryDirectory(prefix="vance-bench-plan-") as folder:
        store = await Store.open(Path(folder) / "vance.db")
        try:
            per_node: list[float] = []
            for _ in range(rounds):
                times, count = await run_tree(store)
                per_node.extend(times)
        finally:
            await store.close()
    print(f"plan tree: {count} nodes, {rounds} runs on a SQLite file")
    report("brain overhead per node", per_node, target=3.0)
    cpu: list[float] = []
    own_wall: list[float] = []
    for _ in range(runs):
        own, waited, wall, nodes = await engine_run()
        cpu.append(own / nodes)
        own_wall.append(waited / nodes)
    print(
        f"marvin real run: {nodes} nodes, {runs} runs on the scripted model "
        f"(whole run {wall:.0f} ms, workers included)"
    )
    report("  marvin CPU per node", cpu, target=3.0)
    report("  marvin wall per node", own_wall)
    print(
        "  (CPU: marvin's own turns minus its model calls; wall adds what the event loop ran"
        " for the workers and Eddie while marvin waited, and database round trips)"
    )
    for name, values in render_costs(rounds).items():
        report(name, values, target=16.0 if name.startswith("panel") else None)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3, help="real marvin runs (median printed)")
    args = parser.parse_args()
    asyncio.run(main(args.rounds, args.runs))
