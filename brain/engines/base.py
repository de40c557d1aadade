"""What every engine shares: turn brackets, tool context, persisting what it says."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brain.models import ChatMessage, Process, ProcessStatus, Project
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.store import tenancy

if TYPE_CHECKING:
    from brain.core import Brain
    from brain.tools.base import ToolContext

USER_INPUT = "user-input"
WORKER_EVENT = "worker-event"
PEER_EVENT = "peer-event"


class EngineBase:
    name = "engine"
    reactive = True

    def __init__(self, brain: Brain) -> None:
        self.brain = brain

    async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
        project = await self.project_of(ctx.process)
        progress = ProcessProgressSink(self.brain.events, ctx.process, project.name)
        progress.status("ENGINE_TURN_START", f"{ctx.process.engine} is thinking")
        try:
            return await self.turn(ctx, progress)
        finally:
            progress.status("ENGINE_TURN_END", f"{ctx.process.engine} is done")

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        raise NotImplementedError

    # --- helpers ------------------------------------------------------------------------------

    async def project_of(self, process: Process) -> Project:
        return await tenancy.get_project(self.brain.store, process.tenant_id, process.project_id)

    async def tool_context(
        self,
        process: Process,
        progress: ProcessProgressSink,
        *,
        profile: str,
        approval_session_id: str | None = None,
    ) -> ToolContext:
        from brain.tools.base import ToolContext

        return ToolContext(
            brain=self.brain,
            process=process,
            project=await self.project_of(process),
            session_id=process.session_id,
            approval_session_id=approval_session_id or process.session_id,
            profile=profile,
            progress=progress,
        )

    async def say(
        self,
        process: Process,
        text: str,
        *,
        action: str,
        author: str | None = None,
        info: str | None = None,
        session_id: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> ChatMessage:
        """Persist and publish what the engine says to the user."""
        return await self.brain.append_chat(
            session_id or process.session_id,
            role="assistant",
            author=author or process.engine,
            content=text,
            process_id=process.id,
            info=info,
            meta={"action": action, **(meta or {})},
        )


def last_profile(ctx: TurnContext, default: str = "foot") -> str:
    for message in reversed(ctx.messages):
        profile = message.payload.get("profile")
        if isinstance(profile, str):
            return profile
    return default


def user_texts(ctx: TurnContext) -> list[str]:
    return [str(m.payload.get("text", "")) for m in ctx.messages if m.kind == USER_INPUT]
