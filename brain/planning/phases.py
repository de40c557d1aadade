"""The vogon state machine: advance a procedure's phases given results (pure).

:func:`begin` starts a run; :func:`advance` takes one event (a task finished, a gate was
answered) and returns the new state, the steps the engine must take now (run a task, ask
the gate question, finish) and the phases that ended (for PHASE_DONE with usage). The
state is a pydantic model: the engine stores it in the process params and resumes from it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from brain.actions import AskOption, match_option
from brain.planning.procedure import Phase, Procedure, fill
from brain.planning.tree import Usage

PhaseStatus = Literal["pending", "running", "blocked", "done", "failed", "skipped"]
RunStatus = Literal["running", "blocked", "done", "failed", "stopped"]


class PartState(BaseModel):
    """A task phase's one worker, or one branch of a parallel phase."""

    status: PhaseStatus = "pending"
    result: str | None = None
    error: str | None = None


class PhaseState(BaseModel):
    status: PhaseStatus = "pending"
    iteration: int = 0  # rounds started (loops)
    checking: bool = False  # a loop's check task is out
    passed: bool | None = None  # a loop's check passed (None: no loop / not yet)
    rejections: int = 0  # gates
    result: str | None = None
    error: str | None = None
    branches: dict[str, PartState] = Field(default_factory=dict)
    usage: Usage = Field(default_factory=Usage)


class RunState(BaseModel):
    procedure: str
    input: str
    index: int = 0
    status: RunStatus = "running"
    phases: dict[str, PhaseState]
    feedback: str = ""  # the user's words at the last rejected gate
    error: str | None = None


# --- steps (what the engine does next) and events (what happened) ---------------------------


class RunTask(BaseModel):
    type: Literal["run-task"] = "run-task"
    phase_id: str
    branch_id: str | None = None
    title: str
    engine: str
    task: str
    iteration: int = 1
    check: bool = False  # the loop's check task


class AskGate(BaseModel):
    type: Literal["ask-gate"] = "ask-gate"
    phase_id: str
    question: str
    options: tuple[str, ...] = ("Approve", "Change it", "Stop")  # GATE_OPTIONS


class Finish(BaseModel):
    type: Literal["finish"] = "finish"
    status: Literal["done", "failed", "stopped"]
    result: str | None = None
    error: str | None = None


Step = RunTask | AskGate | Finish


class TaskDone(BaseModel):
    phase_id: str
    branch_id: str | None = None
    result: str | None = None
    error: str | None = None  # set: the task failed
    usage: Usage = Field(default_factory=Usage)


class GateAnswer(BaseModel):
    phase_id: str
    decision: Literal["approve", "reject", "stop"]
    feedback: str = ""


GATE_OPTIONS = ("Approve", "Change it", "Stop")
_APPROVE = frozenset(
    {"yes", "y", "ok", "okay", "approve", "approved", "looks good", "lgtm", "go ahead", "ship it"}
)
_STOP = frozenset({"stop", "cancel", "abort", "stop it"})


def gate_answer(phase_id: str, text: str) -> GateAnswer | None:
    """The user's reply at a gate, typed or spoken: an option by number, ordinal or label,
    a yes/stop word, or else what to change (a rejection carrying the words as feedback).
    None for an empty reply."""
    picked = match_option(text, [AskOption(label=label) for label in GATE_OPTIONS])
    words = text.strip().lower().rstrip(".!")
    if picked == "Approve" or words in _APPROVE:
        return GateAnswer(phase_id=phase_id, decision="approve")
    if picked == "Stop" or words in _STOP:
        return GateAnswer(phase_id=phase_id, decision="stop")
    if picked == "Change it":
        return GateAnswer(phase_id=phase_id, decision="reject")
    if not words:
        return None
    return GateAnswer(phase_id=phase_id, decision="reject", feedback=text.strip())


class PhaseDone(BaseModel):
    phase_id: str
    title: str
    index: int
    failed: bool
    usage: Usage
    note: str = ""


class Transition(BaseModel):
    state: RunState
    steps: list[Step]
    done: list[PhaseDone] = Field(default_factory=list)


# --- the machine ----------------------------------------------------------------------------


def begin(procedure: Procedure, user_input: str) -> Transition:
    state = RunState(
        procedure=procedure.name,
        input=user_input,
        phases={phase.id: PhaseState() for phase in procedure.phases},
    )
    return Transition(state=state, steps=_enter(procedure, state))


def advance(procedure: Procedure, state: RunState, event: TaskDone | GateAnswer) -> Transition:
    """The next state after ``event``; events for a phase that is not current are refused
    with :class:`ValueError` (a programming error in the engine)."""
    state = state.model_copy(deep=True)
    if state.status not in ("running", "blocked"):
        raise ValueError(f"the run is {state.status}")
    phase = procedure.phases[state.index]
    if event.phase_id != phase.id:
        raise ValueError(f"event for phase {event.phase_id!r}, but {phase.id!r} is current")
    current = state.phases[phase.id]
    if isinstance(event, GateAnswer):
        return _gate(procedure, state, phase, current, event)
    current.usage = current.usage + event.usage
    if phase.parallel is not None:
        return _branch_done(procedure, state, phase, current, event)
    return _task_done(procedure, state, phase, current, event)


def _enter(procedure: Procedure, state: RunState) -> list[Step]:
    """Start the current phase (or finish the run after the last one)."""
    if state.index >= len(procedure.phases):
        state.status = "done"
        results = [state.phases[p.id].result for p in procedure.phases if p.gate is None]
        return [Finish(status="done", result=next((r for r in reversed(results) if r), None))]
    phase = procedure.phases[state.index]
    current = state.phases[phase.id]
    state.status = "running"
    if phase.gate is not None:
        current.status = "blocked"
        state.status = "blocked"
        return [
            AskGate(
                phase_id=phase.id, question=fill(phase.gate.question, _values(procedure, state))
            )
        ]
    current.status = "running"
    if phase.parallel is not None:
        values = _values(procedure, state)
        current.branches = {branch.id: PartState(status="running") for branch in phase.parallel}
        return [
            RunTask(
                phase_id=phase.id,
                branch_id=branch.id,
                title=branch.title or branch.id,
                engine=branch.engine,
                task=fill(branch.task, values),
            )
            for branch in phase.parallel
        ]
    return [_round(procedure, state, phase, current)]


def _round(procedure: Procedure, state: RunState, phase: Phase, current: PhaseState) -> RunTask:
    current.iteration += 1
    current.checking = False
    assert phase.task is not None
    return RunTask(
        phase_id=phase.id,
        title=phase.title,
        engine=phase.engine,
        task=fill(phase.task, _values(procedure, state)),
        iteration=current.iteration,
    )


def _task_done(
    procedure: Procedure, state: RunState, phase: Phase, current: PhaseState, event: TaskDone
) -> Transition:
    if event.error is not None:
        return _fail(procedure, state, phase, current, event.error)
    loop = phase.loop
    if loop is None:
        current.result = event.result
        return _complete(procedure, state, phase, current)
    text = event.result or ""
    if loop.check is not None and not current.checking:
        current.result = event.result  # the work of this round; now check it
        current.checking = True
        values = {**_values(procedure, state), "previous": text}
        check = RunTask(
            phase_id=phase.id,
            title=f"Check: {phase.title}",
            engine="ford",
            task=fill(loop.check, values),
            iteration=current.iteration,
            check=True,
        )
        return Transition(state=state, steps=[check])
    if loop.check is None:
        current.result = event.result
    current.passed = loop.until.lower() in text.lower()
    if current.passed:
        return _complete(procedure, state, phase, current)
    if current.iteration < loop.max_iterations:
        if loop.check is not None:
            state.feedback = text  # the check's findings steer the next round
        return Transition(state=state, steps=[_round(procedure, state, phase, current)])
    note = f"the check did not pass after {current.iteration} rounds"
    if loop.on_exhausted == "fail":
        return _fail(procedure, state, phase, current, note)
    return _complete(procedure, state, phase, current, note)


def _branch_done(
    procedure: Procedure, state: RunState, phase: Phase, current: PhaseState, event: TaskDone
) -> Transition:
    branch = current.branches.get(event.branch_id or "")
    if branch is None or branch.status != "running":
        raise ValueError(f"no running branch {event.branch_id!r} in phase {phase.id!r}")
    branch.status = "failed" if event.error is not None else "done"
    branch.result, branch.error = event.result, event.error
    if any(part.status == "running" for part in current.branches.values()):
        return Transition(state=state, steps=[])  # the join waits for the others
    failed = [key for key, part in current.branches.items() if part.status == "failed"]
    if failed:
        errors = "; ".join(f"{key}: {current.branches[key].error}" for key in failed)
        return _fail(procedure, state, phase, current, errors)
    current.result = "\n\n".join(
        f"## {key}\n{part.result or ''}" for key, part in current.branches.items()
    )
    return _complete(procedure, state, phase, current)


def _gate(
    procedure: Procedure, state: RunState, phase: Phase, current: PhaseState, event: GateAnswer
) -> Transition:
    assert phase.gate is not None
    if event.decision == "approve":
        current.result = "approved"
        return _complete(procedure, state, phase, current)
    if event.decision == "stop" or phase.gate.on_reject is None:
        current.status = "failed"
        current.error = "stopped at the gate"
        state.status = "stopped"
        done = PhaseDone(
            phase_id=phase.id, title=phase.title, index=state.index, failed=True, usage=Usage()
        )
        return Transition(
            state=state, steps=[Finish(status="stopped", error=current.error)], done=[done]
        )
    current.rejections += 1
    if current.rejections >= phase.gate.max_rejections:
        return _fail(procedure, state, phase, current, f"rejected {current.rejections} times")
    state.feedback = event.feedback
    back = procedure.index_of(phase.gate.on_reject)
    for later in procedure.phases[back:]:
        kept = state.phases[later.id].rejections
        state.phases[later.id] = PhaseState(
            rejections=kept, usage=state.phases[later.id].usage
        )  # usage stays: it was spent
    state.index = back
    return Transition(state=state, steps=_enter(procedure, state))


def _complete(
    procedure: Procedure, state: RunState, phase: Phase, current: PhaseState, note: str = ""
) -> Transition:
    current.status = "done"
    current.checking = False
    done = PhaseDone(
        phase_id=phase.id,
        title=phase.title,
        index=state.index,
        failed=False,
        usage=current.usage,
        note=note,
    )
    state.index += 1
    return Transition(state=state, steps=_enter(procedure, state), done=[done])


def _fail(
    procedure: Procedure, state: RunState, phase: Phase, current: PhaseState, error: str
) -> Transition:
    current.status, current.error = "failed", error
    state.status, state.error = "failed", f"{phase.title}: {error}"
    done = PhaseDone(
        phase_id=phase.id,
        title=phase.title,
        index=state.index,
        failed=True,
        usage=current.usage,
        note=error,
    )
    return Transition(state=state, steps=[Finish(status="failed", error=state.error)], done=[done])


def _values(procedure: Procedure, state: RunState) -> dict[str, str]:
    values = {"input": state.input, "feedback": state.feedback, "previous": ""}
    for phase in procedure.phases[: state.index + 1]:
        current = state.phases[phase.id]
        if current.result:
            values[phase.id] = current.result
            values["previous"] = current.result
        for key, part in current.branches.items():
            if part.result:
                values[f"{phase.id}.{key}"] = part.result
    return values
