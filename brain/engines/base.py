"""What every engine shares: turn brackets, tool context, persisting what it says."""

from __future__ import annotations

import asyncio
from contextvars import ContextVar
from typing import TYPE_CHECKING

from brain.engines.loop import STREAMED, Streamed
from brain.llm.calls import Caller, calling
from brain.models import ChatMessage, Process, ProcessStatus, Project
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.wire import ChatMeta, UserInput

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.tools.base import ToolContext


_RETRIED: ContextVar[bool] = ContextVar("vance_turn_retried", default=False)
"""True while a turn runs again after a crash interrupted it: what it says is marked."""


class EngineBase:
    name = "engine"
    reactive = True

    def __init__(self, deps: Deps) -> None:
        self.deps = deps

    async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
        project = await self.project_of(ctx.process)
        progress = ProcessProgressSink(self.deps.events, ctx.process, project.name)
        progress.status("ENGINE_TURN_START", f"{ctx.process.engine} is thinking")
        streamed = Streamed()
        STREAMED.set(streamed)  # this turn runs in its own task: the value is the turn's
        retried = _RETRIED.set(ctx.attempt > 1)
        try:
            with calling(Caller(engine=ctx.process.engine, process_id=ctx.process.id)):
                return await self.turn(ctx, progress)
        except asyncio.CancelledError:
            if self.deps.runtime.cancelled(ctx.process.id):
                await self._interrupted(ctx.process, streamed)
            raise
        finally:
            _RETRIED.reset(retried)
            progress.status("ENGINE_TURN_END", f"{ctx.process.engine} is done")

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        raise NotImplementedError

    async def _interrupted(self, process: Process, streamed: Streamed) -> None:
        """The user cancelled the turn: keep what was streamed, marked, or say it stopped."""
        meta = ChatMeta(interrupted=True, stream_id=streamed.stream_id)
        if streamed.text:
            await self.deps.chat.append(
                streamed.session_id or process.session_id,
                role="assistant",
                author=streamed.author or process.engine,
                content=streamed.text,
                process_id=process.id,
                meta=meta.model_copy(update={"action": "answer"}),
                engine=process.engine,
            )
        else:
            await self.deps.chat.append(
                process.session_id,
                role="system",
                author="vance",
                content=f"Stopped {process.engine.capitalize()} before an answer.",
                process_id=process.id,
                meta=meta,
            )

    # --- helpers ------------------------------------------------------------------------------

    async def project_of(self, process: Process) -> Project:
        return await self.deps.projects.by_id(process.project_id)

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
            deps=self.deps,
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
        meta: ChatMeta | None = None,
        engine: str | None = None,
        project: str | None = None,
    ) -> ChatMessage:
        """Persist and publish what the engine says to the user. ``author`` (display),
        ``engine`` and ``project`` name a worker whose words are passed on."""
        held = STREAMED.get()
        if held is not None and meta is not None:
            held.drop(meta.stream_id)  # persisted now: nothing left to keep on a cancel
        return await self.deps.chat.append(
            session_id or process.session_id,
            role="assistant",
            author=author or process.engine,
            content=text,
            process_id=process.id,
            info=info,
            meta=(meta or ChatMeta()).model_copy(
                update={"action": action, "retried": _RETRIED.get()}
            ),
            engine=engine or process.engine,
            project=project,
        )


def last_profile(ctx: TurnContext, default: str = "foot") -> str:
    for message in reversed(ctx.messages):
        if isinstance(message.payload, UserInput) and message.payload.profile is not None:
            return message.payload.profile
    return default


def user_texts(ctx: TurnContext) -> list[str]:
    return [m.payload.text for m in ctx.messages if isinstance(m.payload, UserInput)]


def first_chat_id(ctx: TurnContext) -> int | None:
    """The chat row of the first user words this turn answers (the history stops before it)."""
    ids = [
        m.payload.chat_id
        for m in ctx.messages
        if isinstance(m.payload, UserInput) and m.payload.chat_id is not None
    ]
    return min(ids) if ids else None


def last_chat_id(ctx: TurnContext) -> int | None:
    """The chat row of the newest user words in this turn (provenance for what they state)."""
    ids = [
        m.payload.chat_id
        for m in ctx.messages
        if isinstance(m.payload, UserInput) and m.payload.chat_id is not None
    ]
    return ids[-1] if ids else None
