"""Marvin's token budget: its own calls and its workers' come out of one allowance.

A WORKER node's budget is carved from what marvin has left: a share of it (split evenly
between the steps still to start and marvin's own remaining calls), reserved while the
worker runs, so the sum of what the workers may spend never exceeds marvin's remaining
budget; what a worker used counts against marvin. Marvin's own model calls are checked
against the same allowance before they are made (no call over the cap).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
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

    def reserving(self, budget: int | None) -> Spend:
        """The spend once a worker with ``budget`` (carved, nothing used yet) started."""
        return replace(self, reserved=self.reserved + (budget or 0))

    def at_cap(self) -> AtCap:
        return AtCap(Budget(allowed=self.allowed or 0, used=self.used))


async def spend_of(deps: Deps, process: Process) -> Spend:
    """What marvin and every worker it started (retried steps' earlier workers too) used,
    and what running workers may still spend of their carved budgets."""
    me = await deps.processes.get(process.id)
    workers, reserved = await deps.processes.observed_spend(me)
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


class Carver:
    """The budgets of the workers one pass of Marvin starts: its spend is read once, each
    engine's default once, and each carved budget is reserved at once (nothing used yet).
    :meth:`refresh` after a model call of Marvin's (its own tokens changed)."""

    def __init__(self, deps: Deps, process: Process) -> None:
        self._deps = deps
        self._process = process
        self._defaults: dict[str, Budget] = {}
        self.spend: Spend | None = None

    def refresh(self) -> None:
        self.spend = None

    async def carve(self, tree: PlanTree, node: PlanNode) -> int | None:
        """The budget of the worker about to run ``node`` (None: no cap anywhere); raises
        :class:`AtCap` when Marvin has too little left to give."""
        deps, process = self._deps, self._process
        spend = self.spend or await spend_of(deps, process)
        engine = node.engine or "ford"
        own = self._defaults.get(engine)
        if own is None:
            own = await default_budget(deps.settings_cascade, engine, project_id=process.project_id)
            self._defaults[engine] = own
        budget = share_of(tree, spend, own.allowed)
        self.spend = spend.reserving(budget)
        return budget


def share_of(tree: PlanTree, spend: Spend, ceiling: int | None) -> int | None:
    """A worker's budget: an even share of what Marvin has left (+ 1: its own calls,
    combining), never more than left nor than the engine's ``ceiling``; :class:`AtCap`
    below the least share."""
    left = spend.left
    if left is None:
        return ceiling
    if left < MIN_SHARE:
        raise spend.at_cap()
    share = min(left, max(MIN_SHARE, left // (still_to_start(tree) + 1)))
    return min(share, ceiling) if ceiling else share
