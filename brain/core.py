"""The embedded brain: opens the store, bootstraps home, wires services, engines and runtime.

:meth:`Brain.open` is the one place that builds the object graph. Its seams are arguments:
``engines`` (engine factories by name) and ``model`` (a :class:`~brain.llm.seat.ModelSeat`
or a gateway-compatible test double such as the scripted model). Engines and tools never
see the ``Brain``: they get the frozen :class:`~brain.deps.Deps`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from brain.approvals import ApprovalBroker
from brain.config import Paths, Settings, load_settings, resolve_paths
from brain.deps import Deps, TaskGroup
from brain.engines.registry import EngineFactory, EngineRegistry
from brain.events.hub import EventHub
from brain.fastpath.cache import FastPathCache
from brain.jobs import JobTable
from brain.llm.seat import ModelSeat
from brain.memory.service import MemoryService
from brain.models import EngineMessage, Process
from brain.router.cache import RouterCache
from brain.runtime.lanes import Runtime
from brain.services.chat import ChatService
from brain.services.documents import DocumentService
from brain.services.home import bootstrap_home
from brain.services.inbox import InboxService
from brain.services.knowledge import Knowledge
from brain.services.processes import ProcessControl
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.services.settings import SettingsService
from brain.store import Store
from brain.web.policy import SessionGates

if TYPE_CHECKING:
    from brain.llm.gateway import ModelGateway
    from brain.services.home import Home


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
        paths.ensure()
        settings = settings or load_settings(paths)
        store = await Store.open(paths.db_path)
        home = await bootstrap_home(store, settings.user)
        events = EventHub()
        chat = ChatService(store, events, home)
        settings_cascade = SettingsService(store, home)
        documents = DocumentService(store, home)
        registry = EngineRegistry(engines)

        async def on_failed(process: Process, messages: list[EngineMessage], reason: str) -> None:
            await chat.note(process.session_id, process.id, reason)

        runtime = Runtime(store, registry, on_turn_failed=on_failed, poll_seconds=poll_seconds)
        deps = Deps(
            paths=paths,
            home=home,
            store=store,
            events=events,
            runtime=runtime,
            settings_cascade=settings_cascade,
            documents=documents,
            projects=ProjectService(store, home),
            sessions=SessionService(store, home, settings_cascade),
            approvals=ApprovalBroker(events),
            chat=chat,
            inbox=InboxService(store, events, home),
            knowledge=Knowledge(store, home),
            memory=MemoryService(store, tenant_id=home.tenant_id, user_id=home.user_id),
            processes=ProcessControl(store, events, runtime, home),
            models=model or ModelSeat(settings, log_file=paths.log_file),
            tasks=TaskGroup(),
            jobs=JobTable(),
            fastpath=FastPathCache(documents),
            router=RouterCache(documents),
            web_gates=SessionGates(),
        )
        registry.bind(deps)
        brain = cls(deps=deps, engines=registry)
        if start_runtime:
            await runtime.start()
        return brain

    async def close(self) -> None:
        await self.deps.jobs.shutdown()
        await self.deps.tasks.close()
        await self.deps.runtime.stop()
        await self.deps.models.close()
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
