"""Marvin takes in what happened: a worker's milestone finishes or blocks its step (a failed
step goes to the planner: retry once, skip, or ask the user), and the user's words answer
what Marvin asked — a plan question (USER_INPUT), what to do with a failed step, the cap
question, or a worker's question (passed on to the worker)."""

from __future__ import annotations

from typing import Any

from brain.actions import AskOption, match_option
from brain.engines import planner_asks
from brain.engines.base import EngineBase
from brain.engines.delegation import ANSWERED
from brain.engines.marvin_budget import AtCap, spend_of
from brain.engines.planner_cap import AWAITING, ask_cap, take_cap_answer
from brain.models import Process, ProcessStatus
from brain.planning import tree as plan
from brain.planning.decompose import (
    failure_prompt,
    failure_question,
    parse_failure_answer,
    parse_failure_decision,
    question_of,
)
from brain.planning.snapshot import node_done
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree, Usage
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.text import one_line
from brain.wire import STOPPED_BY_USER, Option, UserInput, WorkerEvent, options_meta

ASKING = "marvin_asking"  # params: the questions for the user, first asked first (planner_asks)
FINISHED_EARLY = "finished early at the token budget"
STOPPED = "Stopped, as you asked."


class MarvinEvents(EngineBase):
    """The event side of :class:`~brain.engines.marvin.Marvin` (which supplies the planner
    call, stopping and winding down)."""

    async def _ask(
        self,
        process: Process,
        tree: PlanTree,
        progress: ProcessProgressSink,
        words: str,
        *,
        capped: bool = True,
    ) -> str:
        raise NotImplementedError

    async def _stop(self, process: Process, tree: PlanTree, text: str) -> ProcessStatus:
        raise NotImplementedError

    async def _wind_down(
        self, tree: PlanTree, reason: str, *, everything: bool = False
    ) -> list[PlanNode]:
        raise NotImplementedError

    # --- events --------------------------------------------------------------------------------

    async def _take_in(
        self, process: Process, tree: PlanTree, ctx: TurnContext, progress: ProcessProgressSink
    ) -> ProcessStatus | bool:
        """Workers' milestones and the user's answers. Returns whether to finish early (the
        user chose "finish" at the cap), or the status when the user stopped the run."""
        deps = self.deps
        finishing = False
        for message in ctx.messages:
            payload = message.payload
            if isinstance(payload, WorkerEvent):
                await deps.plans.save(await self._worker_event(process, tree, payload, progress))
            elif isinstance(payload, UserInput) and payload.text.strip():
                process = await deps.processes.get(process.id)
                if process.params.extra(AWAITING):
                    choice = await take_cap_answer(deps, process, payload.text)
                    if choice is None:
                        used = (await spend_of(deps, process)).used
                        await ask_cap(deps, process, used, again=True)
                    elif choice.decision == "stop":
                        return await self._stop(process, tree, "Stopped at the token budget.")
                    elif choice.decision == "finish":
                        finishing = True
                        await deps.plans.save(await self._wind_down(tree, FINISHED_EARLY))
                    else:  # extended: a question the cap question took the place of, again
                        await planner_asks.ask_next(deps, process, ASKING)
                    continue
                changed, stop = await self._answer(process, tree, payload.text, progress)
                if stop:
                    return await self._stop(process, tree, STOPPED)
                await deps.plans.save(changed)
        return finishing

    async def _worker_event(
        self, process: Process, tree: PlanTree, event: WorkerEvent, progress: ProcessProgressSink
    ) -> list[PlanNode]:
        node = _node_of(tree, event.process_id)
        if node is None or node.finished:
            return []
        node.usage, node.budget_used = await self._step_usage(process, node, event.process_id)
        if event.event == "done":
            plan.finish(node, result=event.output or event.summary or "")
        elif event.event == "failed" and event.summary == STOPPED_BY_USER:
            plan.finish(node, error=STOPPED_BY_USER)  # the user's decision: not retried
            node.status = NodeStatus.SKIPPED
        elif event.event == "failed":
            plan.finish(node, error=event.summary or "the worker failed")
        elif event.event == ANSWERED:  # in the worker's own window: the step goes on
            if node.status is NodeStatus.BLOCKED:
                node.status = NodeStatus.RUNNING
            await planner_asks.drop(self.deps, process, ASKING, node.id, ANSWERED)
            return [node]
        elif event.event == "blocked":  # the worker asks the user: pass it on
            node.status = NodeStatus.BLOCKED
            question = event.question or event.summary or ""
            await self._ask_user(process, node, "worker", question, event.options)
            return [node]
        else:
            return []
        await planner_asks.drop(self.deps, process, ASKING, node.id)  # a question it left
        progress.status(**status_args(node_done(tree, node.id)))
        if node.status is NodeStatus.FAILED:
            await self._after_failure(process, tree, node, progress)
        return [node]

    async def _after_failure(
        self, process: Process, tree: PlanTree, node: PlanNode, progress: ProcessProgressSink
    ) -> None:
        """The planner decides on a failed step: retry (once), skip, or ask the user."""
        try:
            reply = await self._ask(process, tree, progress, failure_prompt(tree, node))
        except AtCap:
            return  # no decision over the cap: the step stays failed
        decision = parse_failure_decision(reply, node)
        if decision == "retry":
            _retry(node)
            progress.status("INFO", f"marvin: trying “{one_line(node.title, 60)}” once more")
        elif decision == "ask":
            node.status = NodeStatus.BLOCKED
            message, options = failure_question(node)
            await self._ask_user(process, node, "failure", message, options_meta(options))

    async def _answer(
        self, process: Process, tree: PlanTree, text: str, progress: ProcessProgressSink
    ) -> tuple[list[PlanNode], bool]:
        """The user's words answer what Marvin asked (the first of its questions): a plan
        question, what to do with a failed step, or a worker's question (passed on). Then the
        next question goes to the user. Returns (changed, stop the run)."""
        deps = self.deps
        ask = await planner_asks.take(deps, process, ASKING)
        if ask is None:  # nothing queued: a blocked step still takes it
            node = next((n for n in tree.walk() if n.status is NodeStatus.BLOCKED), None)
            if node is None:
                return [], False
            about = "question" if node.kind is NodeKind.USER_INPUT else "worker"
        else:
            found = tree.nodes.get(ask.key)
            if found is None or found.status is not NodeStatus.BLOCKED:
                await planner_asks.ask_next(deps, process, ASKING)  # it no longer stands
                return [], False
            node, about = found, ask.about
        if about == "question":
            question = question_of(node)
            labels = [AskOption(label=o) for o in question.options]
            plan.finish(node, result=match_option(text, labels) or text.strip())
            progress.status(**status_args(node_done(tree, node.id)))
        elif about == "failure":
            decided = parse_failure_answer(text, node)
            if decided == "stop":
                return [], True
            if decided is None:  # asked again, before the others
                message, options = failure_question(node)
                await self._ask_user(process, node, "failure", message, options_meta(options), True)
                return [], False
            if decided == "retry":
                _retry(node)
            else:
                node.status = NodeStatus.FAILED
        elif node.process_id is not None:
            worker = await deps.processes.get(node.process_id)
            await deps.runtime.post(
                worker, UserInput(text=text, profile="eddie"), sender_process_id=process.id
            )
            node.status = NodeStatus.RUNNING
        await planner_asks.ask_next(deps, process, ASKING)
        return [node], False

    async def _ask_user(
        self,
        process: Process,
        node: PlanNode,
        about: str,
        message: str,
        options: list[Option] | None = None,
        first: bool = False,
    ) -> None:
        """A question to the user through Eddie (who relays it with its options, and sends
        the answer back here). While another is with the user it waits its turn."""
        ask = planner_asks.Ask(key=node.id, about=about, question=message, options=options or [])
        await planner_asks.ask(self.deps, process, ASKING, ask, first=first)

    async def _step_usage(
        self, process: Process, node: PlanNode, worker_id: str | None
    ) -> tuple[Usage, int]:
        """What every attempt of a step used (a retried step's earlier workers too), and
        what this attempt's worker used of its carved budget."""
        workers = await self.deps.processes.spawned_under(
            process.project_id, step_key(process, node)
        )
        if worker_id is not None and worker_id not in {w.id for w in workers}:
            workers.append(await self.deps.processes.get(worker_id))  # started without a key
        total, current = Usage(), 0
        for worker in workers:
            total = total + Usage.of(worker)
            if worker.id == worker_id:
                current = worker.tokens_in + worker.tokens_out
        return total, current


def step_key(process: Process, node: PlanNode) -> str:
    """The spawn key prefix of a step's workers (``+ attempt``: one worker per attempt)."""
    return f"{process.id}:{node.id}:"


def _retry(node: PlanNode) -> None:
    """A failed step runs once more (a new worker; the attempt is counted when it starts)."""
    node.status, node.process_id, node.result = NodeStatus.PENDING, None, None


def _node_of(tree: PlanTree, process_id: str | None) -> PlanNode | None:
    return next((n for n in tree.walk() if process_id and n.process_id == process_id), None)


def status_args(status: Any) -> dict[str, Any]:
    return {
        "tag": status.tag,
        "text": status.text,
        "detail": status.detail,
        "failed": status.failed,
        "operation_id": status.operation_id,
        "usage": status.usage,
    }
