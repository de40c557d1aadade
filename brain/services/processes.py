"""Process control on behalf of the user: stop, pause, resume — then tell the watching hub."""

from __future__ import annotations

from brain.events.frames import ProcessEvent
from brain.events.hub import EventHub
from brain.models import Process
from brain.progress import observer_of
from brain.runtime.lanes import Runtime
from brain.store import Store, tenancy

_PAST = {"stop": "stopped", "pause": "paused", "resume": "resumed"}


class ProcessControl:
    def __init__(self, store: Store, events: EventHub, runtime: Runtime) -> None:
        self._store = store
        self._events = events
        self._runtime = runtime

    async def command(self, process_id: str, command: str) -> Process:
        """stop | pause | resume a process, and tell the watching hub session (a toast)."""
        process = await self._runtime.command(process_id, command)
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
                summary=f"{process.engine} in {project.name} {event}",
            )
        )
        return process
