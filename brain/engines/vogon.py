"""Vogon, the phase engine: a procedure (YAML, ``procedures/<name>.yaml`` in the document
cascade) runs phase by phase — each task phase by a worker, parallel branches by workers at
once, a gate by asking the user through Eddie, a loop until its check passes (bounded).

The run's state (:class:`~brain.planning.phases.RunState`) lives in the process params and is
saved after every step, so a restart resumes where it stopped: finished phases stay finished,
a worker that was running goes on (it is a process of its own and reports when done). Every
phase end sends PHASE_DONE with its usage; every change sends a ``plan`` snapshot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter

from brain.engines import planner_asks
from brain.engines.base import EngineBase, user_texts
from brain.engines.delegation import ANSWERED, report_to_observer, spawn_worker
from brain.engines.planner_cap import AWAITING, ask_cap, take_cap_answer
from brain.engines.triage import spoken_summary
from brain.models import Process, ProcessStatus
from brain.planning.budget import MIN_SHARE, SPENT, default_budget
from brain.planning.phase_progress import phase_done_status, procedure_frame
from brain.planning.phases import (
    GATE_OPTIONS,
    AskGate,
    Finish,
    RunState,
    RunTask,
    Step,
    TaskDone,
    Transition,
    advance,
    begin,
    gate_answer,
)
from brain.planning.procedure import Procedure, load_procedure
from brain.planning.snapshot import tokens_k
from brain.planning.tree import Usage
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.wire import Option, UserInput, WorkerEvent

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.events.frames import PlanNode as FrameNode

DEFAULT_PROCEDURE = "document-review"
STATE = "vogon_state"  # params key: the RunState
WORKERS = "vogon_workers"  # params key: worker process id → {phase, branch}
ASKING = "vogon_asking"  # params key: the workers' questions, first asked first (planner_asks)
HELD = "vogon_held"  # params key: the steps held back at the token cap


class Vogon(EngineBase):
    name = "vogon"
    reactive = False

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        process = ctx.process
        procedure = await load_procedure(
            self.deps.documents, str(process.params.extra("procedure") or DEFAULT_PROCEDURE)
        )
        raw = process.params.extra(STATE)
        workers: dict[str, dict[str, Any]] = dict(process.params.extra(WORKERS) or {})
        if raw is None:
            task = "\n".join(t for t in user_texts(ctx) if t.strip())
            if not task:
                return ProcessStatus.READY
            start = begin(procedure, task)
            state = await self._apply(process, procedure, start, workers, progress)
        else:
            state = RunState.model_validate(raw)
            if not same_phases(procedure, state):
                state.status = "failed"
                state.error = f"the procedure {procedure.name} was changed while it ran"
                await self._save(process, state=state, workers=workers)
                await report_to_observer(self.deps, process, "failed", summary=state.error)
                return ProcessStatus.FAILED
            state = await self._take_in(process, procedure, state, workers, ctx, progress)
        progress.plan(procedure_frame(procedure, state, process.id))
        if state.status == "done":
            return ProcessStatus.DONE
        if state.status in ("failed", "stopped"):
            return ProcessStatus.FAILED
        return ProcessStatus.BLOCKED  # waiting for workers or for the user at a gate

    # --- events --------------------------------------------------------------------------------

    async def _take_in(
        self,
        process: Process,
        procedure: Procedure,
        state: RunState,
        workers: dict[str, dict[str, Any]],
        ctx: TurnContext,
        progress: ProcessProgressSink,
    ) -> RunState:
        for message in ctx.messages:
            payload = message.payload
            if state.status not in ("running", "blocked"):
                break
            if isinstance(payload, WorkerEvent):
                part_id = payload.process_id or ""
                part = workers.get(part_id)
                if part is None:
                    continue
                if payload.event == "blocked":  # the worker asks the user: pass it on
                    question = payload.question or payload.summary or ""
                    ask = planner_asks.Ask(key=part_id, question=question, options=payload.options)
                    await planner_asks.ask(self.deps, process, ASKING, ask)
                    continue
                if payload.event == ANSWERED:  # in the worker's own window: not asked here
                    await planner_asks.drop(self.deps, process, ASKING, part_id, ANSWERED)
                    continue
                if payload.event not in ("done", "failed"):
                    continue
                await planner_asks.drop(self.deps, process, ASKING, part_id)  # a question it left
                del workers[part_id]
                failed = payload.event == "failed"
                event = TaskDone(
                    phase_id=part["phase"],
                    branch_id=part.get("branch"),
                    result=None if failed else (payload.output or payload.summary or ""),
                    error=(payload.summary or "the worker failed") if failed else None,
                    usage=await self._usage_of(payload.process_id),
                )
                state = await self._apply(
                    process, procedure, advance(procedure, state, event), workers, progress
                )
            elif isinstance(payload, UserInput) and payload.text.strip():
                process = await self.deps.processes.get(process.id)
                if process.params.extra(AWAITING):  # the user decides at the cap
                    state = await self._cap_answer(
                        process, procedure, state, workers, payload.text, progress
                    )
                    continue
                asked = await planner_asks.take(self.deps, process, ASKING)
                if asked is not None:  # the answer to a worker's question; then the next one
                    worker = await self.deps.processes.get(asked.key)
                    if not worker.status.terminal:
                        await self.deps.runtime.post(
                            worker,
                            UserInput(text=payload.text, profile="eddie"),
                            sender_process_id=process.id,
                        )
                    await planner_asks.ask_next(self.deps, process, ASKING)
                    continue
                if state.status != "blocked":
                    continue
                phase = procedure.phases[state.index]
                answer = gate_answer(phase.id, payload.text)
                if answer is None:
                    continue
                state = await self._apply(
                    process, procedure, advance(procedure, state, answer), workers, progress
                )
        return state

    async def _usage_of(self, process_id: str | None) -> Usage:
        if process_id is None:
            return Usage()
        return Usage.of(await self.deps.processes.get(process_id))

    # --- steps --------------------------------------------------------------------------------

    async def _apply(
        self,
        process: Process,
        procedure: Procedure,
        transition: Transition,
        workers: dict[str, dict[str, Any]],
        progress: ProcessProgressSink,
    ) -> RunState:
        """Take the steps of one transition, then save the state (a retried turn finds the
        workers it started: :func:`spawn_worker` happens once per turn)."""
        state = transition.state
        for done in transition.done:
            status = phase_done_status(done)
            progress.status(
                status.tag,
                status.text,
                detail=status.detail,
                failed=status.failed,
                operation_id=status.operation_id,
                usage=status.usage,
            )
        steps = transition.steps
        tasks = sum(1 for step in steps if isinstance(step, RunTask))
        left = await self._left(process, state) if tasks else None
        share = None if left is None else left // max(1, tasks)  # together never over it
        if share is not None and share < MIN_SHARE:  # no worker starts over the cap: ask
            held = [step.model_dump(mode="json") for step in steps]
            await self._save(process, state=state, workers=workers, **{HELD: held})
            progress.plan(procedure_frame(procedure, state, process.id))
            await ask_cap(self.deps, process, _used(state))
            return state
        for step in steps:
            await self._take(process, procedure, state, step, workers, budget=share)
        await self._save(process, state=state, workers=workers)
        progress.plan(procedure_frame(procedure, state, process.id))
        return state

    async def _take(
        self,
        process: Process,
        procedure: Procedure,
        state: RunState,
        step: Step,
        workers: dict[str, dict[str, Any]],
        *,
        budget: int | None = None,
    ) -> None:
        if isinstance(step, RunTask):
            project = await self.project_of(process)
            title = step.title if step.iteration <= 1 else f"{step.title} (round {step.iteration})"
            if budget is not None:  # a worker's budget is carved from what the run has left
                own = await default_budget(
                    self.deps.settings_cascade, step.engine, project_id=project.id
                )
                budget = min(budget, own.allowed) if own.allowed else budget
            worker = await spawn_worker(
                self.deps,
                project,
                step.engine,
                step.task,
                observer=process,
                title=title,
                budget=budget,
            )
            workers[worker.id] = {"phase": step.phase_id, "branch": step.branch_id}
        elif isinstance(step, AskGate):
            await report_to_observer(
                self.deps,
                process,
                "blocked",
                summary=step.question,
                question=step.question,
                options=[Option(label=label) for label in GATE_OPTIONS],
            )
        elif isinstance(step, Finish):
            await self._report(process, procedure, state, step)

    async def _cap_answer(
        self,
        process: Process,
        procedure: Procedure,
        state: RunState,
        workers: dict[str, dict[str, Any]],
        text: str,
        progress: ProcessProgressSink,
    ) -> RunState:
        """Extend: the held steps start now; finish: the run ends with the last result it
        has; stop: it ends without one. Other words: the question is asked again."""
        choice = await take_cap_answer(self.deps, process, text)
        if choice is None:
            await ask_cap(self.deps, process, _used(state), again=True)
            return state
        held = _STEPS.validate_python(process.params.extra(HELD) or [])
        process = await self.deps.processes.update_params(process.id, **{HELD: None})
        if choice.decision == "extend":  # a worker's question the cap one replaced, again
            await planner_asks.ask_next(self.deps, process, ASKING)
            return await self._apply(
                process, procedure, Transition(state=state, steps=held), workers, progress
            )
        for phase in procedure.phases[state.index :]:
            if state.phases[phase.id].status in ("pending", "running", "blocked"):
                state.phases[phase.id].status = "skipped"
                state.phases[phase.id].error = SPENT
        if choice.decision == "finish":
            state.status = "done"
            results = [
                state.phases[p.id].result
                for p in procedure.phases
                if p.gate is None and state.phases[p.id].status == "done"
            ]
            results = [r for r in results if r]
            finish = Finish(status="done", result=results[-1] if results else None)
        else:
            state.status, state.error = "stopped", "stopped at the token budget"
            finish = Finish(status="stopped", error=state.error)
        return await self._apply(
            process, procedure, Transition(state=state, steps=[finish]), workers, progress
        )

    async def _left(self, process: Process, state: RunState) -> int | None:
        """Tokens the run may still spend (its workers'), None without a cap."""
        own = process.params.extra("budget")
        allowed = (
            own
            if isinstance(own, int)
            else (
                await default_budget(
                    self.deps.settings_cascade,
                    "vogon",
                    process_id=process.id,
                    project_id=process.project_id,
                )
            ).allowed
        )
        if not allowed:
            return None
        return allowed - _used(state)

    async def _save(
        self,
        process: Process,
        *,
        state: RunState,
        workers: dict[str, dict[str, Any]],
        **more: Any,
    ) -> Process:
        changes: dict[str, Any] = {STATE: state.model_dump(mode="json"), WORKERS: workers, **more}
        return await self.deps.processes.update_params(process.id, **changes)

    # --- the report -------------------------------------------------------------------------------

    async def _report(
        self, process: Process, procedure: Procedure, state: RunState, finish: Finish
    ) -> None:
        total = Usage()
        for phase_state in state.phases.values():
            total = total + phase_state.usage
        finished = sum(1 for p in state.phases.values() if p.status == "done")
        info = (
            f"Procedure {procedure.title}: {finished} of {len(procedure.phases)} phases done, "
            f"{tokens_k(total.tokens)} tokens."
        )
        if finish.status == "done":
            text = finish.result or "The procedure is done."
            await report_to_observer(
                self.deps, process, "done", summary=spoken_summary(text), output=text, info=info
            )
            return
        reason = finish.error or state.error or finish.status
        await report_to_observer(self.deps, process, "failed", summary=f"{reason}. {info}")


async def procedure_plan(deps: Deps, process: Process) -> FrameNode | None:
    """A vogon process's run as a plan tree (what the plan panel shows), or None before it
    started (or for another engine). For ``vance plan show`` and after the window closed."""
    raw = process.params.extra(STATE)
    if process.engine != "vogon" or raw is None:
        return None
    state = RunState.model_validate(raw)
    procedure = await load_procedure(deps.documents, state.procedure)
    if not same_phases(procedure, state):
        from brain.events.frames import PlanNode
        from brain.planning.snapshot import NodeMeta, dump_meta

        error = state.error or "the procedure was changed while it ran"
        return PlanNode(
            id=f"{process.id}:procedure",
            kind="procedure",
            title=procedure.title,
            status="failed",
            meta=dump_meta(NodeMeta(engine="vogon", error=error)),
        )
    return procedure_frame(procedure, state, process.id)


def _used(state: RunState) -> int:
    """Tokens the run's workers used (the run's own spend: vogon makes no model calls)."""
    return sum(phase.usage.tokens for phase in state.phases.values())


_STEPS: TypeAdapter[list[Step]] = TypeAdapter(list[Step])


def same_phases(procedure: Procedure, state: RunState) -> bool:
    """Whether the run's state still fits the procedure (a user may edit the YAML)."""
    return [phase.id for phase in procedure.phases] == list(state.phases)
