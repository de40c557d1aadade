"""Marvin, the planner engine: a task becomes a tree of steps, each run by its own worker, and
the workers' results become one answer that Eddie passes on like any worker's.

The tree (``brain.planning.tree``) is stored node by node (``plan_nodes``), so a restart picks
it up where it stopped: finished steps are not run again; a step Marvin itself was computing
(combining results) is retried once, then failed with its reason. A turn of Marvin is one
pass: take in what happened (the task, a worker's milestone, the user's answer to a worker's
question), start what may start (independent steps at once, up to
``planner.maxConcurrentWorkers``), send a plan snapshot, and wait for the next event.

A hard token budget (``budget.default.marvin``, or what the delegation gave) covers Marvin's
own calls and its workers': when it is spent, no new step starts, running workers are stopped,
and the report says what was done and what was not.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from brain.engines.base import EngineBase, user_texts
from brain.engines.delegation import report_to_observer, spawn_worker
from brain.engines.loop import LoopSpec, run_action_loop
from brain.engines.prompting import prompt_doc
from brain.engines.recipes import load_recipe
from brain.engines.triage import spoken_summary
from brain.models import Process, ProcessStatus
from brain.planning import tree as plan
from brain.planning.budget import SPENT, allowed_tokens
from brain.planning.snapshot import node_done, short, to_frame, tokens_k
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree, Usage
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.wire import UserInput, WorkerEvent

if TYPE_CHECKING:
    from brain.actions import Action
    from brain.llm.types import Message

WORKER_ENGINES = ("ford", "arthur")
MAX_STEPS = 6


class Marvin(EngineBase):
    name = "marvin"
    reactive = False

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        deps = self.deps
        process = ctx.process
        tree = await deps.plans.load(process.id)
        if tree is not None:
            await deps.plans.save(_interrupted_steps(tree))
        if tree is None:
            task = "\n".join(t for t in user_texts(ctx) if t.strip())
            if not task:
                return ProcessStatus.READY
            tree = await self._plan(process, task, progress)
            await deps.plans.create(process.id, tree)
        else:
            await self._take_in(process, tree, ctx, progress)
        await self._run(process, tree, progress)
        if not tree.finished:
            return ProcessStatus.BLOCKED  # waiting for workers (or an answer)
        await self._report(process, tree)
        return ProcessStatus.DONE

    # --- planning ------------------------------------------------------------------------------

    async def _plan(self, process: Process, task: str, progress: ProcessProgressSink) -> PlanTree:
        """One model call turns the task into steps; a reply that is not a usable plan makes
        the whole task one step (Marvin still reports, and says so in the plan)."""
        tree = PlanTree.new(short(task, 80), task)
        root = tree.root
        plan.start(root)
        combine = tree.add(
            root.id, PlanNode(kind=NodeKind.AGGREGATE, title="Combine the results", task=task)
        )
        reply = await self._ask(
            process,
            progress,
            "Make the plan for this task. Reply with the JSON only.\n\nTask: " + task,
        )
        steps = parse_steps(reply)
        if not steps:
            steps = [{"title": short(task, 60), "task": task, "engine": "arthur"}]
        for step in steps[:MAX_STEPS]:
            tree.add(
                combine.id,
                PlanNode(
                    kind=NodeKind.WORKER,
                    title=short(str(step["title"]), 80),
                    task=str(step["task"]),
                    engine=str(step["engine"]),
                    sequential=bool(step.get("after_previous")),
                ),
            )
        return tree

    async def _ask(self, process: Process, progress: ProcessProgressSink, words: str) -> str:
        """One answer from Marvin's model (journaled, counted in its usage)."""
        deps = self.deps
        recipe = await load_recipe(deps.documents, "marvin")
        messages: list[Message] = [
            {"role": "system", "content": await prompt_doc(deps, recipe.prompt)},
            {"role": "user", "content": words},
        ]
        tool_ctx = await self.tool_context(process, progress, profile="eddie")
        outcome = await run_action_loop(
            deps,
            tool_ctx,
            LoopSpec(
                model_alias=recipe.model,
                messages=messages,
                actions=("answer",),
                tool_names=[],
                stream_author="marvin",
                max_tool_steps=1,
            ),
        )
        return answer_text(outcome.action)

    # --- events --------------------------------------------------------------------------------

    async def _take_in(
        self, process: Process, tree: PlanTree, ctx: TurnContext, progress: ProcessProgressSink
    ) -> None:
        """A worker's milestone finishes or blocks its step; the user's words answer the step
        that waits for them."""
        changed: list[PlanNode] = []
        for message in ctx.messages:
            payload = message.payload
            if isinstance(payload, WorkerEvent):
                node = _node_of(tree, payload.process_id)
                if node is None or node.finished:
                    continue
                node.usage = await self._usage_of(payload.process_id)
                if payload.event == "done":
                    plan.finish(node, result=payload.output or payload.summary or "")
                elif payload.event == "failed":
                    plan.finish(node, error=payload.summary or "the worker failed")
                elif payload.event == "blocked":
                    node.status = NodeStatus.BLOCKED
                    await report_to_observer(
                        self.deps,
                        process,
                        "blocked",
                        summary=payload.summary or "",
                        question=payload.question,
                        options=payload.options,
                    )
                else:
                    continue
                changed.append(node)
                if node.finished:
                    progress.status(**_status_args(node_done(tree, node.id)))
            elif isinstance(payload, UserInput) and payload.text.strip():
                waiting = [n for n in tree.walk() if n.status is NodeStatus.BLOCKED]
                if waiting and waiting[0].process_id is not None:
                    worker = await self.deps.processes.get(waiting[0].process_id)
                    await self.deps.runtime.post(
                        worker,
                        UserInput(text=payload.text, profile="eddie"),
                        sender_process_id=process.id,
                    )
                    waiting[0].status = NodeStatus.RUNNING
                    changed.append(waiting[0])
        await self.deps.plans.save(changed)

    async def _usage_of(self, process_id: str | None) -> Usage:
        if process_id is None:
            return Usage()
        worker = await self.deps.processes.get(process_id)
        return Usage(
            tokens_in=worker.tokens_in,
            tokens_out=worker.tokens_out,
            llm_calls=worker.llm_calls,
            elapsed_ms=worker.elapsed_ms,
        )

    # --- running --------------------------------------------------------------------------------

    async def _run(self, process: Process, tree: PlanTree, progress: ProcessProgressSink) -> None:
        """Start every step whose turn has come; combine results when all steps are in."""
        deps = self.deps
        limit = int(await deps.settings_cascade.get("planner.maxConcurrentWorkers") or 3)
        while True:
            changed = plan.settle(tree)
            if await self._over_budget(process, tree):
                changed += await self._stop_for_budget(tree)
            runnable = plan.next_runnable(tree, limit)
            for node in runnable:
                plan.start(node)
                if node.kind is NodeKind.WORKER:
                    node.process_id = await self._start_worker(process, node)
                elif node.kind is NodeKind.AGGREGATE:
                    await deps.plans.save([node])
                    progress.plan(to_frame(tree))
                    node.result = await self._combine(process, tree, node, progress)
                    plan.finish(node, result=node.result)
                    progress.status(**_status_args(node_done(tree, node.id)))
                else:  # PLAN nodes are planned ahead; USER_INPUT is not planned by Marvin
                    plan.finish(node, result="")
            changed += runnable + plan.settle(tree)
            await deps.plans.save(changed)
            progress.plan(to_frame(tree))
            if not runnable:
                return

    async def _start_worker(self, process: Process, node: PlanNode) -> str:
        project = await self.project_of(process)
        engine = node.engine if node.engine in WORKER_ENGINES else "ford"
        worker = await spawn_worker(
            self.deps, project, engine, node.task, observer=process, title=node.title
        )
        return worker.id

    async def _combine(
        self, process: Process, tree: PlanTree, node: PlanNode, progress: ProcessProgressSink
    ) -> str:
        steps = tree.children(node.id)
        if len(steps) == 1 and steps[0].status is NodeStatus.DONE:
            return steps[0].result or ""
        lines = [f"Task: {node.task}", "", "What the workers reported:"]
        for index, step in enumerate(steps, 1):
            outcome = step.result if step.status is NodeStatus.DONE else f"FAILED: {step.error}"
            lines.append(f"{index}. {step.title}: {outcome}")
        lines += ["", "Write the final answer for the user (say which steps failed)."]
        return await self._ask(process, progress, "\n".join(lines))

    # --- the budget ------------------------------------------------------------------------------

    async def _allowed(self, process: Process) -> int:
        allowed = await allowed_tokens(
            self.deps.settings_cascade,
            "marvin",
            process.params.extra("budget"),
            project_id=process.project_id,
            process_id=process.id,
        )
        return allowed or 0

    async def _over_budget(self, process: Process, tree: PlanTree) -> bool:
        allowed = await self._allowed(process)
        if allowed <= 0:  # 0: no cap
            return False
        return await self._used(process, tree) >= allowed

    async def _used(self, process: Process, tree: PlanTree) -> int:
        me = await self.deps.processes.get(process.id)
        workers = 0
        for node in tree.walk():
            if node.kind is NodeKind.WORKER and node.process_id is not None:
                worker = await self.deps.processes.get(node.process_id)
                workers += worker.tokens_in + worker.tokens_out
        return me.tokens_in + me.tokens_out + workers

    async def _stop_for_budget(self, tree: PlanTree) -> list[PlanNode]:
        """No new step starts; running workers stop; the combine step reports what exists."""
        changed: list[PlanNode] = []
        for node in tree.walk():
            if node.kind is not NodeKind.WORKER or node.finished:
                continue
            if node.status in (NodeStatus.RUNNING, NodeStatus.BLOCKED) and node.process_id:
                await self.deps.processes.command(node.process_id, "stop")
                plan.finish(node, error=SPENT)
            else:
                node.status, node.error = NodeStatus.SKIPPED, SPENT
            changed.append(node)
        return changed

    # --- the report -------------------------------------------------------------------------------

    async def _report(self, process: Process, tree: PlanTree) -> None:
        combine = tree.children(tree.root.id)[0]
        text = combine.result or "I could not put a result together."
        failed = [n for n in tree.failed() if n.kind is NodeKind.WORKER]
        skipped = [n for n in tree.walk() if n.status is NodeStatus.SKIPPED]
        notes = [f"- {n.title}: failed ({n.error})" for n in failed]
        notes += [f"- {n.title}: not started ({n.error})" for n in skipped]
        total = tree.subtotal(tree.root.id) + await self._own_usage(process)
        info = f"Plan: {len(tree.children(combine.id))} steps, {tokens_k(total.tokens)} tokens."
        if notes:
            info += "\n" + "\n".join(notes)
        await report_to_observer(
            self.deps,
            process,
            "done",
            summary=spoken_summary(text),
            output=text,
            info=info,
        )

    async def _own_usage(self, process: Process) -> Usage:
        me = await self.deps.processes.get(process.id)
        return Usage(
            tokens_in=me.tokens_in,
            tokens_out=me.tokens_out,
            llm_calls=me.llm_calls,
            elapsed_ms=me.elapsed_ms,
        )


def _interrupted_steps(tree: PlanTree) -> list[PlanNode]:
    """Steps Marvin was computing itself when it stopped (combining results): retried once,
    then failed with the reason. A running WORKER step is not interrupted — its worker is a
    process of its own that goes on (and reports) after a restart."""
    changed = []
    for node in tree.walk():
        if node.kind is NodeKind.AGGREGATE and node.status is NodeStatus.RUNNING:
            if node.attempts >= plan.MAX_ATTEMPTS:
                plan.finish(node, error=f"interrupted {node.attempts} times")
            else:
                node.status = NodeStatus.PENDING
            changed.append(node)
    return changed


def _node_of(tree: PlanTree, process_id: str | None) -> PlanNode | None:
    return next((n for n in tree.walk() if process_id and n.process_id == process_id), None)


def _status_args(status: Any) -> dict[str, Any]:
    return {
        "tag": status.tag,
        "text": status.text,
        "detail": status.detail,
        "failed": status.failed,
        "operation_id": status.operation_id,
        "usage": status.usage,
    }


def answer_text(action: Action) -> str:
    from brain.actions import Answer

    return action.message if isinstance(action, Answer) else ""


_JSON = re.compile(r"\{.*\}", re.S)


def parse_steps(reply: str) -> list[dict[str, Any]]:
    """The steps of a plan reply (JSON, maybe inside prose or a code fence); [] if none."""
    match = _JSON.search(reply or "")
    if match is None:
        return []
    try:
        data = json.loads(match.group(0))
    except json.JSONDecodeError:
        return []
    steps = data.get("steps") if isinstance(data, dict) else None
    if not isinstance(steps, list):
        return []
    good = []
    for step in steps:
        if isinstance(step, dict) and str(step.get("task") or "").strip():
            engine = str(step.get("engine") or "ford")
            good.append(
                {
                    "title": str(step.get("title") or step["task"])[:80],
                    "task": str(step["task"]),
                    "engine": engine if engine in WORKER_ENGINES else "ford",
                    "after_previous": bool(step.get("after_previous")),
                }
            )
    return good
