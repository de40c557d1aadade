"""Fixtures for the tool tests: a hub (session + Eddie process), a worker, contexts, frames."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from brain.core import Brain
from brain.events.frames import ApprovalRequest, Frame, ProcessProgress, Status
from brain.memory.framing import UNTRUSTED_CLOSE, UNTRUSTED_OPEN
from brain.models import Process, Project, Session, SessionKind
from brain.progress import ProcessProgressSink
from brain.tools import ToolContext, ToolExecutor, default_registry


@dataclass
class Hub:
    session: Session
    process: Process


@dataclass
class Worker:
    project: Project
    session: Session
    process: Process


@pytest.fixture
async def hub(brain: Brain) -> Hub:
    session = await brain.sessions.open_hub("test-window")
    return Hub(session=session, process=await brain.sessions.chat_process(session.id))


@pytest.fixture
def make_worker(brain: Brain) -> Callable[..., Any]:
    async def make(name: str = "garden_planner", engine: str = "arthur") -> Worker:
        project, _ = await brain.projects.create_or_reuse(name)
        session, process = await brain.sessions.create(
            project, kind=SessionKind.WORKER, engine=engine, process_name=engine
        )
        return Worker(project=project, session=session, process=process)

    return make


@pytest.fixture
def make_ctx(brain: Brain, hub: Hub) -> Callable[..., ToolContext]:
    """``make_ctx()``: Eddie's context in the user project; ``make_ctx(worker=w)`` a worker's."""

    def make(profile: str = "foot", worker: Worker | None = None) -> ToolContext:
        if worker is None:
            process, project, session_id = hub.process, brain.home.user_project, hub.session.id
        else:
            process, project, session_id = worker.process, worker.project, worker.session.id
        return ToolContext(
            deps=brain.deps,
            process=process,
            project=project,
            session_id=session_id,
            approval_session_id=hub.session.id,
            profile=profile,
            progress=ProcessProgressSink(brain.events, process),
        )

    return make


@pytest.fixture
def executor() -> ToolExecutor:
    return ToolExecutor(default_registry())


def unframe(text: str) -> str:
    """The text inside the untrusted-data markers (tests of what a tool returns; the framing
    itself is tested in test_untrusted_tool_output.py)."""
    if UNTRUSTED_OPEN not in text:
        return text
    inside = text.split(UNTRUSTED_OPEN + "\n", 1)[1]
    return inside.rsplit("\n" + UNTRUSTED_CLOSE, 1)[0]


def runner(executor: ToolExecutor, ctx: ToolContext) -> Callable[..., Any]:
    """``await run("tool", arg=...)`` → (ok, content parsed as JSON when it is JSON)."""

    async def run(tool_name: str, /, **arguments: Any) -> tuple[bool, Any]:
        result = await executor.run(ctx, tool_name, arguments, f"call-{tool_name}")
        declared = executor.registry.get(tool_name)
        framed_by_executor = declared is not None and declared.untrusted is not None
        content = unframe(result.content) if framed_by_executor else result.content
        try:
            return result.ok, json.loads(content)
        except json.JSONDecodeError:
            return result.ok, content

    return run


@dataclass
class FrameLog:
    frames: list[Frame] = field(default_factory=list)

    def __call__(self, frame: Frame) -> None:
        self.frames.append(frame)

    def statuses(self) -> list[Status]:
        return [
            f.status for f in self.frames if isinstance(f, ProcessProgress) and f.status is not None
        ]

    def of_type(self, kind: type[Any]) -> list[Any]:
        return [f for f in self.frames if isinstance(f, kind)]

    def approvals(self) -> list[ApprovalRequest]:
        return self.of_type(ApprovalRequest)


@pytest.fixture
def frames(brain: Brain, hub: Hub) -> FrameLog:
    """Everything published to the hub session (this also makes a client 'attached')."""
    log = FrameLog()
    brain.events.subscribe(hub.session.id, log)
    return log
