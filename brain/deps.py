"""What engines and tools are given: one frozen, typed dependency object.

:class:`Deps` plays the role of a ``RunContext``'s dependencies: built once by
:meth:`brain.core.Brain.open`, handed to every engine (``engine.deps``) and tool
(``ctx.deps``). It names each service it carries; there is no bag of extras. Objects
with a life of their own (background tasks, workspace jobs, the model seat, the
fast-path rules) are typed fields owned here and closed by the brain.

This module imports services and runtime types only — never engines or tools — so the
import graph stays acyclic: core → engines → tools → deps → services/store.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from brain.approvals import ApprovalBroker
from brain.config import Paths
from brain.events.hub import EventHub
from brain.fastpath.cache import FastPathCache
from brain.jobs import JobTable
from brain.llm.seat import ModelSeat
from brain.memory.service import MemoryService
from brain.router.cache import RouterCache
from brain.runtime.lanes import Runtime
from brain.schedules.service import ScheduleService
from brain.services.chat import ChatService
from brain.services.documents import DocumentService
from brain.services.home import Home
from brain.services.inbox import InboxService
from brain.services.knowledge import Knowledge
from brain.services.plans import PlanService
from brain.services.processes import ProcessControl
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.services.settings import SettingsService
from brain.store import Store
from brain.web.policy import SessionGates

if TYPE_CHECKING:
    from brain.mcp.manager import McpManager

log = logging.getLogger(__name__)


class TaskGroup:
    """Background tasks owned by the brain (e.g. writing voice rules for a new language).

    A task that fails is logged, never lost silently; :meth:`close` cancels what still runs.
    """

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(
        self, coro: Coroutine[Any, Any, Any], *, name: str | None = None
    ) -> asyncio.Task[Any]:
        task = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task %s failed", task.get_name(), exc_info=task.exception())

    async def wait(self) -> None:
        """Wait until every task spawned so far (and any they spawn) has finished."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*list(self._tasks), return_exceptions=True)
        self._tasks.clear()

    def __len__(self) -> int:
        return len(self._tasks)


@dataclass(frozen=True, kw_only=True)
class Deps:
    """Everything an engine or a tool may use. Frozen: services are shared, never swapped."""

    paths: Paths
    home: Home
    store: Store
    events: EventHub
    runtime: Runtime
    settings_cascade: SettingsService
    documents: DocumentService
    projects: ProjectService
    sessions: SessionService
    approvals: ApprovalBroker
    chat: ChatService
    inbox: InboxService
    knowledge: Knowledge
    plans: PlanService
    memory: MemoryService
    processes: ProcessControl
    models: ModelSeat
    tasks: TaskGroup
    jobs: JobTable
    fastpath: FastPathCache
    router: RouterCache
    web_gates: SessionGates
    schedules: ScheduleService
    mcp: McpManager | None = None  # the configured MCP servers' tools, if any
