"""Progress of a vogon run: the PHASE_DONE ping and the ``plan`` snapshot of the phases."""

from __future__ import annotations

from brain.events.frames import PlanNode as FrameNode
from brain.events.frames import Status
from brain.planning.phases import PhaseDone, PhaseStatus, RunState, RunStatus
from brain.planning.procedure import Procedure
from brain.planning.snapshot import NodeMeta, dump_meta, tokens_k
from brain.planning.tree import Usage
from brain.text import one_line

_NODE_STATUS: dict[RunStatus, PhaseStatus] = {
    "running": "running",
    "blocked": "blocked",
    "done": "done",
    "failed": "failed",
    "stopped": "failed",
}


def phase_done_status(done: PhaseDone) -> Status:
    """The PHASE_DONE ping with the phase's usage (all its rounds and branches)."""
    verb = "failed" if done.failed else "done"
    note = f" — {done.note}" if done.note else ""
    return Status(
        tag="PHASE_DONE",
        text=one_line(
            f"{done.title}: {verb} ({tokens_k(done.usage.tokens)} tokens, "
            f"{done.usage.llm_calls} calls){note}",
            120,
        ),
        failed=done.failed,
        operation_id=done.phase_id,
        usage=done.usage.to_delta(),
        detail=done.note or None,
    )


def procedure_frame(procedure: Procedure, state: RunState, process_id: str) -> FrameNode:
    """The run as a ``plan`` snapshot: procedure → phases → branches."""
    children: list[FrameNode] = []
    total = Usage()
    for index, phase in enumerate(procedure.phases):
        current = state.phases[phase.id]
        total = total + current.usage
        meta = NodeMeta(
            engine=None if phase.gate else phase.engine,
            phase_index=index,
            iteration=current.iteration or None,
            max_iterations=phase.loop.max_iterations if phase.loop else None,
            error=current.error,
        ).usage_meta(current.usage, current.usage)
        branches = [
            FrameNode(
                id=f"{process_id}:{phase.id}.{branch.id}",
                kind="branch",
                title=branch.title or branch.id,
                status=current.branches[branch.id].status
                if branch.id in current.branches
                else "pending",
                meta=dump_meta(NodeMeta(engine=branch.engine)),
            )
            for branch in phase.parallel or []
        ]
        children.append(
            FrameNode(
                id=f"{process_id}:{phase.id}",
                kind="gate" if phase.gate else "phase",
                title=phase.title,
                status=current.status,
                children=branches,
                meta=dump_meta(meta),
            )
        )
    status = _NODE_STATUS[state.status]
    root_meta = NodeMeta(engine="vogon", error=state.error).usage_meta(Usage(), total)
    return FrameNode(
        id=f"{process_id}:procedure",
        kind="procedure",
        title=procedure.title,
        status=status,
        children=children,
        meta=dump_meta(root_meta),
    )
