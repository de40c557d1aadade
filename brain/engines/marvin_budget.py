"""Marvin's token budget: its own calls and its workers' come out of one allowance.

A WORKER node's budget is carved from what marvin has left: a share of it (split evenly
between the steps still to start and marvin's own remaining calls), reserved while the
worker runs, so the sum of what the workers may spend never exceeds marvin's remaining
budget; what a worker used counts against marvin. Marvin's own model calls are checked
against the same allowance before they are made (no call over the cap).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from brain.engines.planner_cap import allowed_of
from brain.planning.budget import MIN_SHARE, Budget, default_budget
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Process


class AtCap(Exception):
    """Marvin reached its cap: no new step, no model call; the user decides."""

    def __init__(self, spent: Budget) -> None:
        super().__init__("marvin reached its token budget")
        self.spent = spent


@dataclass(frozen=True)
class Spend:
    allowed: int | None  # None = no cap
    own: int  # marvin's own tokens
    workers: int  # every WORKER node's worker, finished or running
    reserved: int  # what running workers may still spend of their carved budgets

    @property
    def used(self) -> int:
        return self.own + self.workers

    @property
    def left(self) -> int | None:
        return None if self.allowed is None else self.allowed - self.used - self.reserved

    @property
    def own_cap(self) -> int | None:
        """The cap marvin's own totals are checked against before a model call."""
        return None if self.allowed is None else self.allowed - self.workers - self.reserved

    def at_cap(self) -> AtCap:
        return AtCap(Budget(allowed=self.allowed or 0, used=self.used))


async def spend_of(deps: Deps, process: Process) -> Spend:
    """What marvin and every worker it started (retried steps' earlier workers too) used,
    and what running workers may still spend of their carved budgets. Marvin's workers run
    in its project: one read for all of them."""
    me = await deps.processes.get(process.id)
    workers = reserved = 0
    for worker in await deps.processes.of_project(process.project_id):
        if worker.params.observer_process_id != process.id:
            continue
        used = worker.tokens_in + worker.tokens_out
        workers += used
        carved = worker.params.extra("budget")
        if isinstance(carved, int) and not worker.status.terminal:
            reserved += max(0, carved - used)
    return Spend(
        allowed=await allowed_of(deps, me),
        own=me.tokens_in + me.tokens_out,
        workers=workers,
        reserved=reserved,
    )


def still_to_start(tree: PlanTree) -> int:
    """Steps that will need a share: pending WORKER nodes and parts still to plan."""
    return sum(
        1
        for node in tree.nodes.values()
        if node.status is NodeStatus.PENDING and node.kind in (NodeKind.WORKER, NodeKind.PLAN)
    )


async def carve(deps: Deps, process: Process, tree: PlanTree, node: PlanNode) -> int | None:
    """The budget of the worker about to run ``node`` (None: no cap anywhere); raises
    :class:`AtCap` when marvin has too little left to give."""
    spend = await spend_of(deps, process)
    project_id = process.project_id
    own = await default_budget(deps.settings_cascade, node.engine or "ford", project_id=project_id)
    left = spend.left
    if left is None:
        return own.allowed
    if left < MIN_SHARE:
        raise spend.at_cap()
    # an even share of what is left (+ 1: marvin's own calls, combining), never more than left
    share = min(left, max(MIN_SHARE, left // (still_to_start(tree) + 1)))
    return min(share, own.allowed) if own.allowed else share
