"""The client's projects and processes: listing, finding what the user means, plans, budgets,
and stop / pause / resume / cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from brain.client.base import ClientBase
from brain.events.frames import PlanNode
from brain.models import Process, Project, StopReport
from brain.store import sessions as procs

if TYPE_CHECKING:
    from brain.planning.budget import ProcessBudget
    from brain.usage import SessionUsage

PLANNERS = ("marvin", "vogon")
NO_PLAN_HINT = (
    "A plan is made when work goes to marvin or vogon: say, for example, "
    '"plan and carry out … — have marvin do it".'
)
"""Engines whose token cap counts the workers they start."""


class ProcessesPart(ClientBase):
    # --- projects and processes ---------------------------------------------------------------

    async def projects(self, *, include_archived: bool = False) -> list[Project]:
        return await self.brain.projects.list(include_archived=include_archived)

    async def create_project(self, name: str, title: str | None = None) -> Project:
        project = await self.brain.projects.create(name, title)
        await self._log("PROJECT_CREATED", f"created the project {project.name}", project.name)
        return project

    async def archive_project(self, name: str) -> Project:
        """Archive a project (its data is kept)."""
        project = await self.brain.projects.archive(name)
        await self._log("PROJECT_ARCHIVED", f"archived the project {project.name}", project.name)
        return project

    async def processes(self, session_id: str | None = None) -> list[Process]:
        if session_id is not None:
            return await procs.processes_of_session(self.brain.store, session_id)
        return await procs.list_processes(self.brain.store, self.brain.home.tenant_id)

    async def session_usage(self, session_id: str) -> SessionUsage:
        """Tokens, calls, time and money of ``session_id`` including the work it delegated,
        per process and in total (recomputed from the stored totals)."""
        from brain.llm.errors import ModelError
        from brain.usage import session_usage

        gateway = self.brain.gateway

        def model_of(process: Process) -> str | None:
            alias = "default:fast" if process.engine == "eddie" else "default:smart"
            try:
                return gateway.resolve(alias)
            except ModelError:
                return None

        every = await procs.list_processes(self.brain.store, self.brain.home.tenant_id)
        names = {p.id: p.name for p in await self.projects(include_archived=True)}
        return session_usage(session_id, every, model_of=model_of, projects=names)

    async def find_process(self, ref: str) -> Process:
        """The process the user means: a worker by id, name or project name ("garden_planner"
        → its newest worker), a number from the list of active workers (1 = the oldest), or a
        hub process by id or name. A name two active workers share is refused as ambiguous."""
        from brain.errors import NotFound, Refused

        ref = ref.strip().lstrip("#")
        control = self.brain.processes
        active = await control.workers(active_only=True)
        if ref.isdigit() and not await control.find(ref):
            index = int(ref)
            if 1 <= index <= len(active):
                return active[index - 1][0]
            raise NotFound(
                f"There is no worker number {index}; {len(active)} running.",
                hint="`/workers` lists them with their numbers.",
            )
        same = [(p, project) for p, project in active if p.name == ref]
        if len(same) > 1:
            where = ", ".join(f"{p.engine} in {project}" for p, project in same)
            raise Refused(
                f"{len(same)} workers are called {ref!r}: {where}.",
                hint="Name the project instead, or the number from `/workers`.",
            )
        try:
            process, _project = await control.resolve_worker(ref, include_hub=True)
        except NotFound:
            raise NotFound(
                f"No worker or project called {ref!r}.",
                hint="`/workers` lists what runs; `/projects` your projects.",
            ) from None
        return process

    async def plan(self, ref: str | None = None) -> PlanNode:
        """The plan tree of a planner process (marvin's task tree, vogon's procedure), as the
        plan panel shows it: the newest one, or the one ``ref`` names — its process, a step's
        worker, or its project (name, id, or a number from ``/workers``)."""
        from brain.engines.vogon import procedure_plan
        from brain.errors import NotFound
        from brain.planning.snapshot import to_frame

        planned = await self.brain.deps.plans.planners()
        planners = [
            p
            for p in reversed(await self.processes())
            if p.id in planned or p.params.extra("vogon_state") is not None
        ]
        chosen = planners[0] if planners and ref is None else None
        if ref is not None:
            target = await self.find_process(ref)
            mine = (target.parent_id, target.params.observer_process_id)
            chosen = next(
                (p for p in planners if p.id == target.id or p.id in mine),
                next((p for p in planners if p.project_id == target.project_id), None),
            )
        if chosen is None:
            raise NotFound(
                "No plan yet." if ref is None else f"{ref!r} has no plan.",
                hint=NO_PLAN_HINT,
            )
        if chosen.engine == "vogon":
            procedure = await procedure_plan(self.brain.deps, chosen)
            assert procedure is not None
            return procedure
        tree = await self.brain.deps.plans.load(chosen.id)
        assert tree is not None
        return to_frame(tree)

    async def workers(self, *, active_only: bool = True) -> list[tuple[Process, str]]:
        """The user's workers with their project names, oldest first (numbered from 1)."""
        return await self.brain.processes.workers(active_only=active_only)

    async def budgets(self, *, active_only: bool = True) -> list[ProcessBudget]:
        """Tokens used of allowed for each worker (oldest first, as ``/workers`` numbers
        them), for the HUD and scripts; a worker waiting at its cap says so. A planner's
        (marvin's, vogon's) use includes its workers', as its cap counts them."""
        from brain.planning.budget import ProcessBudget, allowed_tokens

        started: dict[str, int] = {}
        for other in await procs.list_processes(self.brain.store, self.brain.home.tenant_id):
            observer = other.params.observer_process_id
            if observer is not None:
                started[observer] = started.get(observer, 0) + other.tokens_in + other.tokens_out
        found: list[ProcessBudget] = []
        for process, _project in await self.workers(active_only=active_only):
            allowed = await allowed_tokens(
                self.brain.deps.settings_cascade,
                process.engine,
                process.params.extra("budget"),
                project_id=process.project_id,
                process_id=process.id,
            )
            found.append(
                ProcessBudget(
                    process_id=process.id,
                    name=process.name,
                    engine=process.engine,
                    used=process.tokens_in
                    + process.tokens_out
                    + (started.get(process.id, 0) if process.engine in PLANNERS else 0),
                    allowed=allowed,
                    at_cap=bool(process.params.extra("awaiting_cap")),
                )
            )
        return found

    async def process_command(
        self, ref: str, command: Literal["stop", "pause", "resume"]
    ) -> Process:
        """stop | pause | resume a worker. Stopping the hub only cancels its running turn."""
        process = await self.find_process(ref)
        return await self.brain.processes.command(process.id, command)

    async def stop_workers(self, ref: str) -> StopReport:
        """``/stop REF``: a project (its name, or a part only it has) → all its live workers;
        else the worker REF names (id, name or number from ``/workers``). A planner's workers
        stop with it. The report says what stopped, once."""
        control = self.brain.processes
        if not ref.strip().lstrip("#").isdigit() and await control.match_project(ref):
            return await control.stop(ref)
        process = await self.find_process(ref)
        if process.engine == "eddie":  # a hub named by its id: only its turn stops
            await control.cancel(process.id)
            return StopReport(message="Eddie stopped what he was doing.")
        return await control.stop_processes([process])

    async def cancel(self, session_id: str) -> bool:
        """Cancel what the session's own process (Eddie in a hub session, the worker in a
        worker session) is doing now: its model call is aborted, the partial answer kept and
        marked interrupted, and the session takes input again at once. False when idle."""
        process = await self.brain.sessions.chat_process(session_id)
        return await self.brain.processes.cancel(process.id)

    async def set_mode(self, ref: str, mode: str) -> Process:
        from brain.errors import Refused

        process = await self.find_process(ref)
        if mode not in ("normal", "plan", "execute"):
            raise Refused(f"Unknown mode {mode!r}.", hint="Modes: normal, plan, execute.")
        params = process.params.with_(mode=mode)
        await procs.update_params(self.brain.store, process.id, params)
        return await procs.get_process(self.brain.store, process.id)
