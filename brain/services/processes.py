"""Processes on behalf of the user and the engines: find, read, update params, count usage;
stop, pause, resume — then tell the watching hub."""

from __future__ import annotations

from typing import Any

from brain.errors import NotFound, Refused
from brain.events.frames import ProcessEvent
from brain.events.hub import EventHub
from brain.models import Process, ProcessStatus, Session
from brain.progress import observer_of
from brain.runtime.lanes import Runtime
from brain.services.home import Home
from brain.services.projects import normalize_name
from brain.store import Store, queries, tenancy
from brain.store import sessions as repo

_PAST = {"stop": "stopped", "pause": "paused", "resume": "resumed"}

ACTIVE = queries.ACTIVE
HUB_ENGINE = queries.HUB_ENGINE


class ProcessControl:
    def __init__(self, store: Store, events: EventHub, runtime: Runtime, home: Home) -> None:
        self._store = store
        self._events = events
        self._runtime = runtime
        self._home = home

    # --- reads ------------------------------------------------------------------------------

    async def get(self, process_id: str) -> Process:
        return await repo.get_process(self._store, process_id)

    async def find(self, ref: str) -> Process | None:
        """A process of this tenant by id, or by name (most recent first)."""
        return await repo.find_process(self._store, self._home.tenant_id, ref)

    async def with_status(self, *statuses: ProcessStatus) -> list[Process]:
        return await repo.list_processes(self._store, self._home.tenant_id, statuses=statuses)

    async def of_project(self, project_id: str) -> list[Process]:
        return await queries.processes_of_project(self._store, self._home.tenant_id, project_id)

    async def sessions_of_project(self, project_id: str) -> list[Session]:
        return await queries.sessions_of_project(self._store, self._home.tenant_id, project_id)

    async def workers(self, *, active_only: bool) -> list[tuple[Process, str]]:
        """The user's worker processes with their project names, oldest first."""
        return await queries.worker_processes(
            self._store, self._home.tenant_id, self._home.user_id, active_only=active_only
        )

    async def active_counts(self) -> dict[str, int]:
        """Active worker processes per project id."""
        return await queries.active_counts(self._store, self._home.tenant_id, self._home.user_id)

    async def resolve_worker(self, ref: str, *, include_hub: bool = False) -> tuple[Process, str]:
        """One of the user's workers, by process id or name, or by project name (the newest
        active worker there, else the newest). Returns (process, project name). A hub process
        named exactly is returned only with ``include_hub`` (so callers can refuse it by name)."""
        ref = ref.strip()
        process = await self.find(ref)
        if process is not None and process.engine == HUB_ENGINE and not include_hub:
            process = None
        if process is None:
            try:
                name = normalize_name(ref)
            except Refused:  # not a project name: nothing more to try
                name = None
            project = (
                await tenancy.find_project(
                    self._store, self._home.tenant_id, self._home.user_id, name
                )
                if name
                else None
            )
            if project is not None:
                workers = [p for p in await self.of_project(project.id) if p.engine != HUB_ENGINE]
                active = [p for p in workers if p.status in ACTIVE]
                candidates = active or workers
                process = candidates[-1] if candidates else None
        if process is not None:
            session = await repo.get_session(self._store, self._home.tenant_id, process.session_id)
            if session.user_id == self._home.user_id:
                project = await tenancy.get_project(
                    self._store, self._home.tenant_id, process.project_id
                )
                return process, project.name
        raise NotFound(f"I found no worker called {ref}.")

    # --- writes -----------------------------------------------------------------------------

    async def update_params(self, process_id: str, **changes: Any) -> Process:
        """Change some params of a process in one transaction (``None`` clears a key);
        returns the fresh process."""
        return await queries.merge_params(self._store, process_id, changes)

    async def add_usage(
        self, process_id: str, *, tokens_in: int, tokens_out: int, calls: int, elapsed_ms: float
    ) -> Process:
        """Add one model round-trip to the process's totals; returns the new totals."""
        return await repo.add_usage(
            self._store,
            process_id,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            calls=calls,
            elapsed_ms=elapsed_ms,
        )

    async def cancel(self, process_id: str) -> bool:
        """Cancel the process's running turn (not the process: it takes the next input at
        once). False when nothing was running."""
        return await self._runtime.cancel_turn(process_id)

    async def command(self, process_id: str, command: str) -> Process:
        """stop | pause | resume a process, and tell the watching hub session (a toast).
        Stopping the hub cancels its running turn only: the conversation never goes deaf."""
        hub = await self.get(process_id)
        if hub.engine == HUB_ENGINE and command == "stop":
            await self.cancel(process_id)
            return await self.get(process_id)
        process = await self._runtime.command(process_id, command)
        if command == "stop":  # a planner's workers stop with it (marvin's steps, vogon's phases)
            for child in await self.of_project(process.project_id):
                if child.params.observer_process_id == process.id and not child.status.terminal:
                    await self.command(child.id, "stop")
        observer = observer_of(process)
        project = await tenancy.get_project(self._store, process.tenant_id, process.project_id)
        event = _PAST[command]
        self._events.publish(
            ProcessEvent(
                session_id=observer[0] if observer else process.session_id,
                process_id=process.id,
                process_name=process.name,
                engine=process.engine,
                project=project.name,
                event=event,
                summary="",
            )
        )
        return process
