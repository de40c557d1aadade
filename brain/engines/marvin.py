"""Marvin, the planner engine: a task becomes a tree of steps, each run by its own worker, and
the workers' results become one answer that Eddie passes on like any worker's.

The planning model splits the task into steps (:mod:`brain.planning.decompose`): worker
steps, questions for the user (USER_INPUT: they reach the user through Eddie like a worker's
ask_user, and the answer feeds the steps after it) and parts to plan further (nested PLAN
nodes, decomposed when their turn comes). The tree is stored node by node, so a restart
picks it up where it stopped: finished steps are not run again; a step Marvin itself was
computing (planning a part, combining results) is retried once, then failed with its reason.

A turn of Marvin is one pass: take in what happened (a worker's milestone, the user's
answer), start what may start (independent worker steps at once, up to
``planner.maxConcurrentWorkers``), send a plan snapshot, and wait for the next event. A
failed step does not sink the run: the planner decides to retry it (once), skip it, or ask
the user; the final report names what failed and why.

A hard token budget covers Marvin's own calls and its workers' (each worker's budget is
carved from Marvin's, :mod:`brain.engines.marvin_budget`). At the cap Marvin stops, goes
blocked and asks: extend, finish with what it has, or stop (:mod:`brain.engines.planner_cap`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from brain.engines.base import user_texts
from brain.engines.delegation import report_to_observer, spawn_worker
from brain.engines.loop import LoopSpec, run_action_loop
from brain.engines.marvin_budget import AtCap, Carver, Spend, spend_of
from brain.engines.marvin_events import ASKING, MarvinEvents, status_args, step_key
from brain.engines.marvin_report import (
    combine_prompt,
    fallback_result,
    plan_prompt,
    report_notes,
)
from brain.engines.planner_cap import AWAITING, ask_cap
from brain.engines.prompting import prompt_doc
from brain.engines.recipes import load_recipe
from brain.engines.triage import spoken_summary
from brain.models import Process, ProcessStatus, Project
from brain.planning import tree as plan
from brain.planning.decompose import question_of, step_nodes, with_answers
from brain.planning.snapshot import node_done, to_frame
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree, Usage
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.text import one_line
from brain.wire import Option

if TYPE_CHECKING:
    from brain.actions import Action
    from brain.llm.types import Message


class Marvin(MarvinEvents):
    name = "marvin"
    reactive = False

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        deps = self.deps
        process = ctx.process
        tree = await deps.plans.load(process.id)
        finishing = False
        if tree is None:
            task = "\n".join(t for t in user_texts(ctx) if t.strip())
            if not task:
                return ProcessStatus.READY
            tree = PlanTree.new(one_line(task, 80), task)
            await deps.plans.create(process.id, tree)
        else:
            await deps.plans.save(_interrupted_steps(tree))
            taken = await self._take_in(process, tree, ctx, progress)
            if isinstance(taken, ProcessStatus):
                return taken
            finishing = taken
        process = await deps.processes.get(process.id)
        if process.params.extra(AWAITING):  # the user decides at the cap first
            progress.plan(to_frame(tree))
            return ProcessStatus.BLOCKED
        try:
            await self._run(process, tree, progress, finishing=finishing)
        except AtCap as cap:
            await deps.plans.save(await self._show_budget(process, tree))
            progress.plan(to_frame(tree))
            await ask_cap(deps, process, cap.spent.used)
            return ProcessStatus.BLOCKED
        if not tree.finished:
            return ProcessStatus.BLOCKED  # waiting for workers (or an answer)
        await self._report(process, tree)
        return ProcessStatus.DONE

    # --- running --------------------------------------------------------------------------------

    async def _run(
        self,
        process: Process,
        tree: PlanTree,
        progress: ProcessProgressSink,
        *,
        finishing: bool = False,
    ) -> None:
        """Start every step whose turn has come: a worker for a WORKER step (its budget
        carved from Marvin's), the plan of a part, the question of a USER_INPUT step, the
        combined result once all steps are in. ``finishing``: the user chose to finish at
        the cap — one last combine call, past the cap, like a worker's."""
        deps = self.deps
        limit = int(await deps.settings_cascade.get("planner.maxConcurrentWorkers") or 3)
        carver = Carver(deps, process)
        project: Project | None = None
        changed: list[PlanNode] = []  # saved together before a model call and at the end
        while True:
            changed += plan.settle(tree)
            runnable = plan.next_runnable(tree, limit)
            try:
                for node in runnable:
                    if node.kind is NodeKind.WORKER:
                        budget = await carver.carve(tree, node)
                        plan.start(node)
                        node.budget_allowed = budget
                        project = project or await self.project_of(process)
                        worker = await self._start_worker(process, project, tree, node, budget)
                        node.process_id = worker
                    elif node.kind is NodeKind.USER_INPUT:
                        plan.start(node)
                        question = question_of(node)
                        options = [Option(label=o) for o in question.options]
                        await self._ask_user(process, node, "question", question.question, options)
                    else:  # PLAN: decompose it; AGGREGATE: combine its children's results
                        plan.start(node)
                        await deps.plans.save([*changed, node])
                        changed = []
                        carver.refresh()
                        progress.plan(to_frame(tree))
                        try:
                            if node.kind is NodeKind.PLAN:
                                await self._decompose(process, tree, node, progress)
                                continue
                            result = await self._combine(process, tree, node, progress, finishing)
                        except AtCap:
                            node.status, node.attempts = NodeStatus.PENDING, node.attempts - 1
                            changed.append(node)
                            raise
                        plan.finish(node, result=result)
                        progress.status(**status_args(node_done(tree, node.id)))
                    changed.append(node)
            except AtCap:
                await deps.plans.save(changed)  # the workers started before the cap
                raise
            if runnable:
                continue  # another round: what the steps just started let start
            changed += await self._show_budget(process, tree, carver.spend)
            await deps.plans.save(changed)
            progress.plan(to_frame(tree))
            return

    async def _show_budget(
        self, process: Process, tree: PlanTree, spend: Spend | None = None
    ) -> list[PlanNode]:
        """The whole run's tokens (Marvin's and its workers') of its cap, on the root node
        (the plan panel and ``vance plan show`` show used/allowed). Returns the root when
        that changed (to be saved)."""
        spend = spend or await spend_of(self.deps, process)
        root = tree.root
        if spend.allowed is None or (root.budget_allowed, root.budget_used) == (
            spend.allowed,
            spend.used,
        ):
            return []
        root.budget_allowed, root.budget_used = spend.allowed, spend.used
        return [root]

    async def _decompose(
        self, process: Process, tree: PlanTree, node: PlanNode, progress: ProcessProgressSink
    ) -> None:
        """One planner call splits a PLAN node into steps; a reply that is not a usable
        plan makes the node one worker step (Marvin still reports, and says so)."""
        reply = await self._ask(process, tree, progress, plan_prompt(tree, node))
        new: list[PlanNode] = []
        parent = node
        if node.parent_id is None:  # the root: its steps end in one combined result
            parent = tree.add(
                node.id,
                PlanNode(kind=NodeKind.AGGREGATE, title="Combine the results", task=node.task),
            )
            new.append(parent)
        steps = step_nodes(reply, depth=tree.depth(parent.id) + 1)
        if not steps:
            engine = "arthur" if node.parent_id is None else "ford"
            steps = [
                PlanNode(
                    kind=NodeKind.WORKER,
                    title=one_line(node.task, 60),
                    task=node.task,
                    engine=engine,
                )
            ]
        for step in steps:
            new.append(tree.add(parent.id, step))
        await self.deps.plans.expand(process.id, node, new)

    async def _start_worker(
        self, process: Process, project: Project, tree: PlanTree, node: PlanNode, budget: int | None
    ) -> str:
        engine = node.engine if node.engine in ("ford", "arthur") else "ford"
        worker = await spawn_worker(
            self.deps,
            project,
            engine,
            with_answers(node.task, tree),
            observer=process,
            title=node.title,
            budget=budget,
            key=f"{step_key(process, node)}{node.attempts}",  # this attempt of this step, once
        )
        return worker.id

    async def _combine(
        self,
        process: Process,
        tree: PlanTree,
        node: PlanNode,
        progress: ProcessProgressSink,
        finishing: bool,
    ) -> str:
        steps = tree.children(node.id)
        if (
            len(steps) == 1
            and steps[0].kind is NodeKind.WORKER
            and steps[0].status is NodeStatus.DONE
        ):
            return steps[0].result or ""
        return await self._ask(
            process, tree, progress, combine_prompt(tree, node), capped=not finishing
        )

    async def _ask(
        self,
        process: Process,
        tree: PlanTree,
        progress: ProcessProgressSink,
        words: str,
        *,
        capped: bool = True,
    ) -> str:
        """One answer from Marvin's model (journaled, counted in its usage), checked against
        what is left of the budget before the call: :class:`AtCap` instead of a call over it."""
        deps = self.deps
        budget = None
        if capped:
            spend = await spend_of(deps, process)
            budget = spend.own_cap
            if budget is not None and budget <= spend.own:
                raise spend.at_cap()
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
                budget=budget,
            ),
        )
        if outcome.capped is not None:
            raise (await spend_of(deps, process)).at_cap()
        return answer_text(outcome.action)

    # --- ending ----------------------------------------------------------------------------------

    async def _wind_down(
        self, tree: PlanTree, reason: str, *, everything: bool = False
    ) -> list[PlanNode]:
        """No new step starts; running workers stop; what was not done says why. The
        combine step stays (it reports what exists) unless ``everything``."""
        changed: list[PlanNode] = []
        for node in tree.walk():
            if node.finished or (node.kind is NodeKind.AGGREGATE and not everything):
                continue
            if node.kind is NodeKind.PLAN and node.status is NodeStatus.RUNNING:
                continue  # settles when its steps are finished
            if node.kind is NodeKind.WORKER and node.status in plan.ACTIVE and node.process_id:
                worker = await self.deps.processes.get(node.process_id)
                if not worker.status.terminal:
                    await self.deps.processes.command(node.process_id, "stop")
                plan.finish(node, error=reason)
            else:
                node.status, node.error = NodeStatus.SKIPPED, reason
            changed.append(node)
        return changed + plan.settle(tree)

    async def _stop(self, process: Process, tree: PlanTree, text: str) -> ProcessStatus:
        """The user stopped the run: nothing more runs; the report says what was done."""
        changed = await self._wind_down(tree, "stopped by you", everything=True)
        for node in tree.walk():
            if not node.finished:  # running PLAN nodes above skipped steps
                node.status, node.error = NodeStatus.SKIPPED, "stopped by you"
                changed.append(node)
        await self.deps.plans.save(changed)
        await self.deps.processes.update_params(process.id, **{ASKING: None, AWAITING: None})
        found = fallback_result(tree)
        total = tree.subtotal(tree.root.id) + await self._own_usage(process)
        await report_to_observer(
            self.deps,
            process,
            "done",
            summary=text,
            output=f"{text}\n\n{found}",
            info=report_notes(tree, total),
        )
        return ProcessStatus.DONE

    async def _report(self, process: Process, tree: PlanTree) -> None:
        combine = tree.children(tree.root.id)[0]
        text = combine.result or fallback_result(tree)
        total = tree.subtotal(tree.root.id) + await self._own_usage(process)
        await report_to_observer(
            self.deps,
            process,
            "done",
            summary=spoken_summary(text),
            output=text,
            info=report_notes(tree, total),
        )

    async def _own_usage(self, process: Process) -> Usage:
        return Usage.of(await self.deps.processes.get(process.id))


def _interrupted_steps(tree: PlanTree) -> list[PlanNode]:
    """Steps Marvin was computing itself when it stopped (planning a part, combining
    results): retried once, then failed with the reason. A running WORKER step is not
    interrupted — its worker is a process of its own that goes on after a restart."""
    changed = []
    for node in tree.walk():
        if node.status is not NodeStatus.RUNNING:
            continue
        ours = node.kind is NodeKind.AGGREGATE or (
            node.kind is NodeKind.PLAN and not tree.children(node.id)
        )
        if not ours:
            continue
        if node.attempts >= plan.MAX_ATTEMPTS:
            plan.finish(node, error=f"interrupted {node.attempts} times")
        else:
            node.status = NodeStatus.PENDING
        changed.append(node)
    return changed


def answer_text(action: Action) -> str:
    from brain.actions import Answer

    return action.message if isinstance(action, Answer) else ""
