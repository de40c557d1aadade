"""Workers that finished: a worker that delivered and waits is *idle*; after an idle time (the
setting ``worker.suspendAfterIdle``, in seconds) it is *suspended* — it holds no lease, is not
listed as running, and a message to it (a follow-up, a report from its own worker) wakes it
with its history. Both states are in the database, so a restart keeps them; the sweep runs at
start and then every ``SWEEP_SECONDS``. A mixin of :class:`~brain.runtime.lanes.Runtime`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from brain.models import Process
from brain.store import Store
from brain.store import sessions as procs

log = logging.getLogger(__name__)

SWEEP_SECONDS = 60.0
DEFAULT_IDLE_SECONDS = 600.0

IdleLimit = Callable[[Process], Awaitable[float | None]]
"""Seconds a process may stay idle before it is suspended (None or 0: never)."""


async def default_idle_limit(_process: Process) -> float | None:
    return DEFAULT_IDLE_SECONDS


class IdleSweep:
    """Suspends idle workers (the lane state is the runtime's)."""

    store: Store
    _lanes: dict[str, asyncio.Task[None]]
    _idle_limit: IdleLimit

    async def suspend_idle(self, at: float) -> list[Process]:
        """Suspend every worker idle for longer than its limit at time ``at`` (the clock is
        the caller's: tests pass a later time, never sleep). Returns those suspended."""
        suspended: list[Process] = []
        for process in await procs.idle_workers(self.store):
            lane = self._lanes.get(process.id)
            if lane is not None and not lane.done():
                continue
            try:
                limit = await self._idle_limit(process)
            except Exception:
                log.exception("idle limit of %s unknown; it stays awake", process.name)
                continue
            if not limit or at - process.updated_at < limit:
                continue
            if await procs.suspend_idle(self.store, process, at):
                suspended.append(await procs.get_process(self.store, process.id))
        return suspended
