"""Processes on behalf of the user and the engines: find, read, update params, count usage;
stop, pause, resume — then tell the watching hub."""

from __future__ import annotations

from typing import Any

from brain.errors import NotFound, Refused, UserFacingError
from brain.events.frames import ProcessEvent
from brain.events.hub import EventHub
from brain.lines import say
from brain.models import Process, ProcessStatus, Project, Session, StopReport
from brain.progress import observer_of
from brain.runtime.journal import current_turn
from brain.runtime.lanes import Runtime
from brain.services.home import Home
from brain.services.projects import normalize_name
from brain.store import Store, queries, tenancy
from brain.store import sessions as repo
from brain.text import plural, spoken_list
from brain.wire import STOPPED_BY_USER, WorkerEvent

_PAST = {"stop": "stopped", "pause": "paused", "resume": "resumed"}

ACTIVE = queries.ACTIVE
HUB_ENGINE = queries.HUB_ENGINE


EVERY_WORKER = frozenset({"all", "everything", "alles", "alle"})
"""What ``stop`` takes for every live worker ("stop everything")."""


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

    async def spawned(self, project_id: str, spawn_key: str) -> Process | None:
        """The worker started in ``project_id`` under ``spawn_key``, if any."""
        found = await queries.spawned(self._store, self._home.tenant_id, project_id, spawn_key)
        return found[0] if found else None

    async def spawned_under(self, project_id: str, key_prefix: str) -> list[Process]:
        """The workers started in ``project_id`` under keys that start with ``key_prefix``
        (e.g. every attempt of one plan step), oldest first."""
        return await queries.spawned(
            self._store, self._home.tenant_id, project_id, key_prefix, prefix=True
        )

    async def observed_spend(self, observer: Process) -> tuple[int, int]:
        """Tokens the workers ``observer`` started in its project used, and what the running
        ones may still spend of their carved ``budget`` (one read for all of them)."""
        used = reserved = 0
        rows = await queries.observed_spend(
            self._store, self._home.tenant_id, observer.project_id, observer.id
        )
        for spent, status, budget in rows:
            used += spent
            if isinstance(budget, int) and not status.terminal:
                reserved += max(0, budget - spent)
        return used, reserved

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
        Stopping the hub cancels its running turn only: the conversation never goes deaf;
        stopping a planner stops its workers too."""
        process = await self.get(process_id)
        if process.engine == HUB_ENGINE and command == "stop":
            await self.cancel(process_id)
            return await self.get(process_id)
        if command == "stop":
            if process.status.terminal:
                raise UserFacingError(f"{process.name} has already ended ({process.status}).")
            await self._stop_trees([process])
            return await self.get(process_id)
        process = await self._runtime.command(process_id, command)
        await self._tell(process, _PAST[command])
        return process

    async def stop(self, ref: str, language: str = "en") -> StopReport:
        """Stop what the user means by ``ref``: every live worker of a project (its name or a
        part of it only one project has), else the worker ``ref`` names (id or name) — and
        the workers those started; ``all`` stops every live worker. Says what stopped, once."""
        if ref.strip().lower() in EVERY_WORKER:
            live = [process for process, _name in await self.workers(active_only=True)]
            if not live:
                return StopReport(message=say("running.nothing", language))
            return await self.stop_processes(live, language)
        project = await self.match_project(ref)
        if project is None:
            process, _name = await self.resolve_worker(ref, include_hub=True)
            if process.engine == HUB_ENGINE:
                await self.cancel(process.id)
                return StopReport(message=say("stop.hub", language))
            return await self.stop_processes([process], language)
        live = [
            p
            for p in await self.of_project(project.id)
            if p.engine != HUB_ENGINE and not p.status.terminal
        ]
        if not live:
            return StopReport(message=say("stop.nothing_runs", language, project=project.name))
        return await self.stop_processes(live, language)

    async def stop_processes(self, processes: list[Process], language: str = "en") -> StopReport:
        """Stop these workers and what they started; the report names each one once."""
        stopped = await self._stop_trees(processes)
        if not stopped:
            names = spoken_list([p.name for p in processes], 8, language)
            said = say("stop.had_ended", language, count=len(processes), names=names)
            return StopReport(message=said)
        said = await self._stopped_sentence(stopped, language)
        return StopReport(message=said, stopped=stopped)

    async def match_project(self, ref: str) -> Project | None:
        """The user's project ``ref`` names: exactly, else the only project whose name
        contains it ("garden" → garden_planner; three characters at least, not a number).
        None when no project matches; two that match are refused by name."""
        try:
            name = normalize_name(ref.strip().lstrip("#"))
        except Refused:
            return None
        projects = await tenancy.list_projects(
            self._store, self._home.tenant_id, self._home.user_id, include_archived=True
        )
        exact = [p for p in projects if p.name == name]
        if exact:
            return exact[0]
        if len(name) < 3 or name.isdigit():  # "2", "it": too little to mean a project
            return None
        partial = [p for p in projects if name in p.name]
        if len(partial) > 1:
            raise Refused(
                f"{ref.strip()!r} could be {spoken_list([p.name for p in partial])}.",
                hint="Say the project's full name.",
            )
        return partial[0] if partial else None

    async def _stop_trees(self, processes: list[Process]) -> list[Process]:
        stopped: list[Process] = []
        for process in processes:
            if any(p.id == process.id for p in stopped):
                continue  # already stopped as another one's worker
            for done in await self._runtime.stop_tree(process.id):
                stopped.append(done)
                await self._tell(done, "stopped")
        ids = {p.id for p in stopped}
        turn = current_turn()
        for process in stopped:  # a planner that lives on learns its worker is gone
            watcher_id = process.params.observer_process_id
            if watcher_id is None or watcher_id in ids:
                continue
            if turn is not None and turn.process_id == watcher_id:
                continue  # the planner stopped it itself: it knows
            watcher = await self.get(watcher_id)
            if watcher.engine == HUB_ENGINE or watcher.status.terminal:
                continue  # the hub heard it (the toast); an ended planner needs nothing
            project = await tenancy.get_project(self._store, process.tenant_id, process.project_id)
            await self._runtime.post(
                watcher,
                WorkerEvent(
                    event="failed",
                    process_id=process.id,
                    engine=process.engine,
                    project=project.name,
                    summary=STOPPED_BY_USER,
                ),
                sender_process_id=process.id,
            )
        return stopped

    async def _stopped_sentence(self, stopped: list[Process], language: str) -> str:
        """``Stopped arthur and ford in garden_planner.`` — grouped by project."""
        groups: dict[str, list[str]] = {}
        for process in stopped:
            project = await tenancy.get_project(self._store, process.tenant_id, process.project_id)
            groups.setdefault(project.name, []).append(process.engine)
        parts = []
        for project_name, engines in groups.items():
            counted = [
                engine if engines.count(engine) == 1 else plural(engines.count(engine), engine)
                for engine in dict.fromkeys(engines)
            ]
            workers = spoken_list(counted, 8, language)
            parts.append(say("worker.in", language, worker=workers, project=project_name))
        return say("stop.stopped", language, workers=spoken_list(parts, 8, language))

    async def _tell(self, process: Process, event: str) -> None:
        """A toast in the hub session that watches the process (else its own session)."""
        observer = observer_of(process)
        project = await tenancy.get_project(self._store, process.tenant_id, process.project_id)
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
