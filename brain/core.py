"""The embedded brain: opens the store, bootstraps home, wires services and the runtime."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brain.approvals import ApprovalBroker
from brain.config import Paths, Settings, load_settings, resolve_paths
from brain.events.frames import ChatAppended
from brain.events.hub import EventHub
from brain.models import ChatMessage, EngineMessage, Process
from brain.runtime.lanes import Engine, Runtime
from brain.services.documents import DocumentService
from brain.services.home import Home, bootstrap_home
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.services.settings import SettingsService
from brain.store import Store
from brain.store import messages as msgs
from brain.wire import ChatMeta

if TYPE_CHECKING:
    from brain.llm.gateway import ModelGateway

log = logging.getLogger(__name__)


def setup_logging(log_file: Path) -> None:
    """Everything (ours and litellm's) goes to the log file, never to the terminal."""
    root = logging.getLogger()
    if any(getattr(h, "_vance", False) for h in root.handlers):
        return
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(log_file, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler._vance = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(logging.INFO)


@dataclass
class Brain:
    """Everything a client talks to, in one object. Open with :meth:`open`."""

    paths: Paths
    settings: Settings
    store: Store
    home: Home
    events: EventHub
    runtime: Runtime
    settings_cascade: SettingsService
    documents: DocumentService
    projects: ProjectService
    sessions: SessionService
    approvals: ApprovalBroker
    extras: dict[str, Any] = field(default_factory=dict)
    _gateway: ModelGateway | None = None

    @classmethod
    async def open(
        cls,
        paths: Paths | None = None,
        settings: Settings | None = None,
        *,
        start_runtime: bool = True,
        poll_seconds: float = 0.5,
    ) -> Brain:
        paths = paths or resolve_paths()
        paths.ensure()
        setup_logging(paths.log_file)
        settings = settings or load_settings(paths)
        store = await Store.open(paths.db_path)
        home = await bootstrap_home(store, settings.user)
        settings_cascade = SettingsService(store, home)
        brain_ref: list[Brain] = []

        def resolve_engine(process: Process) -> Engine:
            from brain.engines.registry import engine_for

            return engine_for(brain_ref[0], process)

        async def on_failed(process: Process, messages: list[EngineMessage], reason: str) -> None:
            await brain_ref[0].note(process.session_id, process.id, reason)

        runtime = Runtime(
            store, resolve_engine, on_turn_failed=on_failed, poll_seconds=poll_seconds
        )
        events = EventHub()
        brain = cls(
            paths=paths,
            settings=settings,
            store=store,
            home=home,
            events=events,
            approvals=ApprovalBroker(events),
            runtime=runtime,
            settings_cascade=settings_cascade,
            documents=DocumentService(store, home),
            projects=ProjectService(store, home),
            sessions=SessionService(store, home, settings_cascade),
        )
        brain_ref.append(brain)
        if start_runtime:
            await runtime.start()
        return brain

    async def close(self) -> None:
        from brain.tools.workspace import shutdown_jobs

        await shutdown_jobs(self)
        await self.runtime.stop()
        if self._gateway is not None:
            await self._gateway.close()  # frees the local model, if it was loaded
        await self.store.close()

    @property
    def gateway(self) -> ModelGateway:
        """The model gateway, created on first use (litellm itself loads lazily)."""
        if self._gateway is None:
            from brain.llm.gateway import ModelGateway

            self._gateway = ModelGateway(self.settings, log_file=self.paths.log_file)
        return self._gateway

    async def command_process(self, process_id: str, command: str) -> Process:
        """stop | pause | resume a process, and tell the watching hub session (a toast)."""
        from brain.events.frames import ProcessEvent
        from brain.progress import observer_of
        from brain.store import tenancy

        process = await self.runtime.command(process_id, command)
        observer = observer_of(process)
        project = await tenancy.get_project(self.store, process.tenant_id, process.project_id)
        event = {"stop": "stopped", "pause": "paused", "resume": "resumed"}[command]
        self.events.publish(
            ProcessEvent(
                session_id=observer[0] if observer else process.session_id,
                process_id=process.id,
                process_name=process.name,
                engine=process.engine,
                project=project.name,
                event=event,
                summary=f"{process.engine} in {project.name} {event}",
            )
        )
        return process

    # --- persisted chat, then published ------------------------------------------------------

    async def append_chat(
        self,
        session_id: str,
        *,
        role: str,
        author: str,
        content: str,
        process_id: str | None = None,
        info: str | None = None,
        meta: ChatMeta | None = None,
        engine: str | None = None,
        project: str | None = None,
    ) -> ChatMessage:
        """Persist a chat message, then publish it (never the other way round)."""
        message = await msgs.insert_chat(
            self.store,
            tenant_id=self.home.tenant_id,
            session_id=session_id,
            process_id=process_id,
            role=role,
            author=author,
            content=content,
            info=info,
            meta=meta,
            engine=engine,
            project=project,
        )
        self.events.publish(ChatAppended(session_id=session_id, message=message))
        return message

    async def note(
        self, session_id: str, process_id: str | None, text: str, *, hint: str | None = None
    ) -> ChatMessage:
        """A system note in the conversation (errors, recoveries): persisted and published."""
        message = await self.append_chat(
            session_id,
            role="system",
            author="vance",
            content=text if hint is None else f"{text} {hint}",
            process_id=process_id,
            meta=ChatMeta(kind="error"),
        )
        return message
