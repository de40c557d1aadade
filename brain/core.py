"""The embedded brain: opens the store, bootstraps home, wires services, engines and runtime.

:meth:`Brain.open` is the one place that builds the object graph. Its seams are arguments:
``engines`` (engine factories by name) and ``model`` (a :class:`~brain.llm.seat.ModelSeat`
or a gateway-compatible test double such as the scripted model). Engines and tools never
see the ``Brain``: they get the frozen :class:`~brain.deps.Deps`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brain.approvals import ApprovalBroker
from brain.config import Paths, Settings, load_settings, resolve_paths
from brain.deps import Deps, TaskGroup
from brain.engines.recipes import load_recipe
from brain.engines.registry import EngineFactory, EngineRegistry
from brain.errors import UserFacingError
from brain.events.hub import EventHub
from brain.fastpath.cache import FastPathCache
from brain.jobs import JobTable
from brain.llm.seat import ModelSeat
from brain.memory.service import MemoryService
from brain.models import EngineMessage, Process
from brain.progress import observer_of
from brain.router.cache import RouterCache
from brain.runtime.lanes import Runtime
from brain.sandbox.registry import reap_orphans, records_dir
from brain.schedules.service import ScheduleService
from brain.services.chat import ChatService
from brain.services.documents import DocumentService
from brain.services.home import bootstrap_home
from brain.services.inbox import InboxService
from brain.services.knowledge import Knowledge
from brain.services.plans import PlanService
from brain.services.processes import ProcessControl
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.services.settings import SettingsService
from brain.store import Store
from brain.web.policy import SessionGates

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from brain.llm.gateway import ModelGateway
    from brain.services.home import Home


def ensure_writable(paths: Paths) -> None:
    """Create Vance's folders; a data folder that cannot be created or written (a read-only
    home) is one clear error instead of sqlite's "unable to open database file"."""
    folder = paths.data_dir
    try:
        paths.ensure()
        problem = None if os.access(folder, os.W_OK) else "is read-only"
    except OSError as exc:
        folder = Path(exc.filename) if exc.filename else folder
        problem = f"cannot be created ({(exc.strerror or str(exc)).lower()})"
    if problem is not None:
        raise UserFacingError(
            f"Vance's folder {folder} {problem}; "
            "make it writable or set VANCE_HOME to a writable folder."
        )


def reap_orphaned_commands(paths: Paths) -> None:
    """Kill what tool commands of a killed brain left running (their durable records)."""
    try:
        killed = reap_orphans(records_dir(paths.data_dir))
    except OSError:
        log.exception("could not reap orphaned commands")
        return
    if killed:
        log.warning("killed %d command process(es) a crashed Vance left running", len(killed))


@dataclass
class Brain:
    """Everything a client talks to, in one object. Open with :meth:`open`."""

    deps: Deps
    engines: EngineRegistry

    @classmethod
    async def open(
        cls,
        paths: Paths | None = None,
        settings: Settings | None = None,
        *,
        engines: Mapping[str, EngineFactory] | None = None,
        model: ModelSeat | None = None,
        start_runtime: bool = True,
        poll_seconds: float = 0.5,
    ) -> Brain:
        """Open the store under ``paths`` (default: the user's folders), bootstrap home, and
        start the runtime. ``engines`` replaces the default engine set; ``model`` replaces the
        model seat built from ``settings`` (tests pass a scripted one)."""
        paths = paths or resolve_paths()
        ensure_writable(paths)
        settings = settings or load_settings(paths)
        store = await Store.open(paths.db_path)
        try:
            return await cls._wire(
                paths, settings, store, engines, model, start_runtime, poll_seconds
            )
        except BaseException:
            # aiosqlite's thread is not a daemon: an error after the store opened (a damaged
            # page met by the bootstrap or the recovery) must still close it, or the process
            # prints the error and then hangs.
            await store.close()
            raise

    @classmethod
    async def _wire(
        cls,
        paths: Paths,
        settings: Settings,
        store: Store,
        engines: Mapping[str, EngineFactory] | None,
        model: ModelSeat | None,
        start_runtime: bool,
        poll_seconds: float,
    ) -> Brain:
        reap_orphaned_commands(paths)
        home = await bootstrap_home(store, settings.user)
        events = EventHub()
        chat = ChatService(store, events, home)
        settings_cascade = SettingsService(store, home)
        documents = DocumentService(store, home)
        registry = EngineRegistry(engines)

        async def on_failed(process: Process, messages: list[EngineMessage], reason: str) -> None:
            await chat.note(process.session_id, process.id, reason)
            if observer_of(process) is not None:  # a worker: Eddie tells the user, in the hub
                from brain.engines.delegation import failure_summary, report_to_observer

                await report_to_observer(deps, process, "failed", summary=failure_summary(reason))
            else:  # a scheduled worker's failure goes to the user's inbox
                await deps.schedules.reports.report(process, "failed", summary=reason)

        async def idle_limit(process: Process) -> float | None:
            value = await settings_cascade.get(
                "worker.suspendAfterIdle", process_id=process.id, project_id=process.project_id
            )
            try:
                return float(value) if value is not None else None
            except (TypeError, ValueError):
                return None  # a setting that is no number: never suspend

        runtime = Runtime(
            store,
            registry,
            on_turn_failed=on_failed,
            poll_seconds=poll_seconds,
            idle_limit=idle_limit,
        )
        sessions = SessionService(store, home, settings_cascade)
        projects = ProjectService(store, home)
        inbox = InboxService(store, events, home)

        async def recipe_of(name: str) -> tuple[str, dict[str, Any]]:
            recipe = await load_recipe(documents, name)
            return recipe.engine, dict(recipe.params)

        deps = Deps(
            paths=paths,
            home=home,
            store=store,
            events=events,
            runtime=runtime,
            settings_cascade=settings_cascade,
            documents=documents,
            projects=projects,
            sessions=sessions,
            approvals=ApprovalBroker(events),
            chat=chat,
            inbox=inbox,
            knowledge=Knowledge(store, home, events, runtime),
            plans=PlanService(store, home),
            memory=MemoryService(store, tenant_id=home.tenant_id, user_id=home.user_id),
            processes=ProcessControl(store, events, runtime, home),
            models=model or ModelSeat(settings, log_file=paths.log_file),
            tasks=TaskGroup(),
            jobs=JobTable(),
            fastpath=FastPathCache(documents),
            router=RouterCache(documents),
            web_gates=SessionGates(),
            schedules=ScheduleService(
                store=store,
                home=home,
                events=events,
                runtime=runtime,
                inbox=inbox,
                projects=projects,
                sessions=sessions,
                recipes=recipe_of,
                settings=settings.schedules,
            ),
        )
        if settings.mcp.servers:  # the servers start in the background; their tools join then
            from brain.mcp.manager import McpManager

            mcp = McpManager(settings.mcp)
            deps = replace(deps, mcp=mcp)
            deps.tasks.spawn(mcp.start_all(), name="mcp-start")
        registry.bind(deps)
        brain = cls(deps=deps, engines=registry)
        if start_runtime:
            try:
                await runtime.start()
            except BaseException:
                with suppress(Exception):  # the first error is the one to report
                    await runtime.stop(grace=0)
                    await deps.models.close()
                raise
        return brain

    async def close(self) -> None:
        """Stop jobs, tasks and lanes, then close the model and the store. Every step runs even
        when an earlier one fails (a damaged database): the store's thread must end."""
        try:
            await self.deps.schedules.close()
            if self.deps.mcp is not None:
                await self.deps.mcp.aclose()
            await self.deps.jobs.shutdown()
            await self.deps.tasks.close()
            await self.deps.runtime.stop()
        finally:
            try:
                await self.deps.models.close()
            finally:
                await self.deps.store.close()

    # --- the services clients use (read-only views of the deps) --------------------------------

    @property
    def paths(self) -> Paths:
        return self.deps.paths

    @property
    def settings(self) -> Settings:
        return self.deps.models.settings

    @property
    def store(self) -> Store:
        return self.deps.store

    @property
    def home(self) -> Home:
        return self.deps.home

    @property
    def events(self) -> EventHub:
        return self.deps.events

    @property
    def runtime(self) -> Runtime:
        return self.deps.runtime

    @property
    def settings_cascade(self) -> SettingsService:
        return self.deps.settings_cascade

    @property
    def documents(self) -> DocumentService:
        return self.deps.documents

    @property
    def projects(self) -> ProjectService:
        return self.deps.projects

    @property
    def sessions(self) -> SessionService:
        return self.deps.sessions

    @property
    def approvals(self) -> ApprovalBroker:
        return self.deps.approvals

    @property
    def chat(self) -> ChatService:
        return self.deps.chat

    @property
    def inbox(self) -> InboxService:
        return self.deps.inbox

    @property
    def processes(self) -> ProcessControl:
        return self.deps.processes

    @property
    def memory(self) -> MemoryService:
        return self.deps.memory

    @property
    def gateway(self) -> ModelGateway:
        """The model gateway, created on first use (litellm itself loads lazily)."""
        return self.deps.models.gateway

    async def switch_model(self, model: str) -> Settings:
        """Use ``model`` for both aliases from now on (the one way to change the model)."""
        return await self.deps.models.switch(model)
