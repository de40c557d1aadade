"""Approvals of risky tools: once, for the session, denied, nobody to ask, auto-grant."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import Field

from brain.core import Brain
from brain.events.frames import ApprovalRequest, ApprovalResolved, Frame
from brain.tools import ToolContext, ToolExecutor, ToolParams, ToolRegistry, tool

from .conftest import FrameLog, Hub

ran: list[str] = []


class TouchParams(ToolParams):
    name: str = Field(description="What to touch")


def _risky(ctx: ToolContext, p: Any) -> bool:
    return bool(p.name != "safe")


def _summary(ctx: ToolContext, p: Any) -> str:
    return f"touch {p.name}"


@tool(labels=["side-effect"], needs_approval=_risky, summarize=_summary)
async def touch(ctx: ToolContext, p: TouchParams) -> str:
    """Touch something."""
    ran.append(p.name)
    return f"touched {p.name}"


@pytest.fixture
def risky_executor() -> ToolExecutor:
    ran.clear()
    registry = ToolRegistry()
    registry.register(touch)
    return ToolExecutor(registry)


def answer_with(brain: Brain, hub: Hub, decision: Any) -> list[ApprovalRequest]:
    """A client attached to the hub session that answers every request with ``decision``."""
    asked: list[ApprovalRequest] = []

    def client(frame: Frame) -> None:
        if isinstance(frame, ApprovalRequest):
            asked.append(frame)
            assert brain.approvals.resolve(frame.request_id, decision)

    brain.events.subscribe(hub.session.id, client)
    return asked


async def test_approved_once_runs_and_asks_again_next_time(
    brain: Brain,
    hub: Hub,
    risky_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    frames: FrameLog,
) -> None:
    asked = answer_with(brain, hub, "once")
    first = await risky_executor.run(make_ctx(), "touch", {"name": "lamp"}, "c1")
    second = await risky_executor.run(make_ctx(), "touch", {"name": "door"}, "c2")
    assert first.ok and first.content == "touched lamp" and second.ok
    assert ran == ["lamp", "door"]
    assert len(asked) == 2
    request = asked[0]
    assert request.tool == "touch" and request.summary == "touch lamp"
    assert request.process_id == hub.process.id and request.session_id == hub.session.id
    assert request.detail is not None and '"lamp"' in request.detail
    waiting = [s for s in frames.statuses() if s.tag == "WAITING"]
    assert waiting and waiting[0].text == "waiting for your approval: touch lamp"
    assert [f.decision for f in frames.of_type(ApprovalResolved)] == ["once", "once"]


async def test_approved_for_the_session_does_not_ask_again(
    brain: Brain, hub: Hub, risky_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    asked = answer_with(brain, hub, "session")
    assert (await risky_executor.run(make_ctx(), "touch", {"name": "a"}, "c1")).ok
    assert (await risky_executor.run(make_ctx(), "touch", {"name": "b"}, "c2")).ok
    assert len(asked) == 1 and ran == ["a", "b"]


async def test_denied_is_a_failed_call_that_did_not_run(
    brain: Brain,
    hub: Hub,
    risky_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    frames: FrameLog,
) -> None:
    answer_with(brain, hub, "deny")
    result = await risky_executor.run(make_ctx(), "touch", {"name": "lamp"}, "c1")
    assert not result.ok
    assert result.content.startswith("error: denied — the user declined touch.")
    assert ran == []
    end = frames.statuses()[-1]
    assert end.tag == "TOOL_END" and end.failed is True


async def test_with_no_client_attached_the_call_is_denied_with_the_reason(
    risky_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await risky_executor.run(make_ctx(), "touch", {"name": "lamp"}, "c1")
    assert not result.ok
    assert "no client is attached to ask" in result.content
    assert ran == []


async def test_auto_grant_approves_without_asking(
    brain: Brain, hub: Hub, risky_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    asked = answer_with(brain, hub, "deny")
    brain.approvals.auto_grant = True
    assert (await risky_executor.run(make_ctx(), "touch", {"name": "lamp"}, "c1")).ok
    assert asked == [] and ran == ["lamp"]


async def test_calls_that_are_not_risky_are_not_asked(
    brain: Brain, hub: Hub, risky_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    asked = answer_with(brain, hub, "deny")
    assert (await risky_executor.run(make_ctx(), "touch", {"name": "safe"}, "c1")).ok
    assert asked == []


async def test_a_worker_asks_in_the_hub_session_the_user_talks_in(
    brain: Brain,
    hub: Hub,
    risky_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    make_worker: Callable[..., Any],
) -> None:
    asked = answer_with(brain, hub, "once")
    worker = await make_worker()
    assert (await risky_executor.run(make_ctx(worker=worker), "touch", {"name": "x"}, "c")).ok
    assert asked[0].session_id == hub.session.id and asked[0].process_id == worker.process.id


async def test_client_file_write_asks_then_writes(
    brain: Brain,
    hub: Hub,
    executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    tmp_path: Path,
) -> None:
    asked = answer_with(brain, hub, "once")
    target = tmp_path / "notes" / "todo.txt"
    result = await executor.run(
        make_ctx(), "client_file_write", {"path": str(target), "content": "buy milk\n"}, "c"
    )
    assert result.ok, result.content
    assert target.read_text() == "buy milk\n"
    assert asked[0].summary == f"create {target} (9 characters)"


async def test_client_file_write_denied_leaves_the_file_alone(
    brain: Brain,
    hub: Hub,
    executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    tmp_path: Path,
) -> None:
    answer_with(brain, hub, "deny")
    target = tmp_path / "keep.txt"
    target.write_text("original")
    result = await executor.run(
        make_ctx(), "client_file_write", {"path": str(target), "content": "new"}, "c"
    )
    assert not result.ok and result.content.startswith("error: denied")
    assert target.read_text() == "original"
