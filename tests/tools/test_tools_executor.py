"""The executor: argument errors, exceptions, progress frames, usage deltas, output cap."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import Field

from brain.core import Brain
from brain.errors import Refused, ToolError
from brain.store import sessions as procs
from brain.tools import ToolContext, ToolExecutor, ToolParams, ToolRegistry, tool
from brain.tools.base import MAX_OUTPUT

from .conftest import FrameLog


class AddParams(ToolParams):
    a: int = Field(description="First")
    b: int = Field(2, description="Second")


@tool(labels=["read-only"])
async def add(ctx: ToolContext, p: AddParams) -> dict[str, Any]:
    """Add two numbers."""
    return {"sum": p.a + p.b}


class NoParams(ToolParams):
    pass


@tool(labels=["read-only"])
async def boom(ctx: ToolContext, p: NoParams) -> str:
    """Fail badly."""
    raise RuntimeError("kaput")


@tool(labels=["read-only"])
async def polite_failure(ctx: ToolContext, p: NoParams) -> str:
    """Fail in a way the model can read."""
    raise ToolError("the thing is not there; try another")


@tool(labels=["write"])
async def refused(ctx: ToolContext, p: NoParams) -> str:
    """Fail with a user-facing error."""
    raise Refused("That is not allowed.", hint="Do something else.")


@tool(labels=["read-only"])
async def flood(ctx: ToolContext, p: NoParams) -> str:
    """Return too much."""
    return "x" * (MAX_OUTPUT * 2)


@tool(labels=["read-only"])
async def thinker(ctx: ToolContext, p: NoParams) -> str:
    """Call a model twice (simulated: bump the process totals)."""
    store = ctx.deps.store
    await procs.add_usage(
        store, ctx.process.id, tokens_in=120, tokens_out=30, calls=1, elapsed_ms=5
    )
    await procs.add_usage(store, ctx.process.id, tokens_in=80, tokens_out=10, calls=1, elapsed_ms=5)
    return "thought"


hang_started = asyncio.Event()


@tool(labels=["read-only"])
async def hang(ctx: ToolContext, p: NoParams) -> str:
    """Never return."""
    hang_started.set()
    await asyncio.sleep(3600)
    return "never"


@tool(labels=["read-only"], profiles=["foot"])
async def foot_only(ctx: ToolContext, p: NoParams) -> str:
    """Only for a direct client."""
    return "here"


@pytest.fixture
def fake_executor() -> ToolExecutor:
    registry = ToolRegistry()
    for item in (add, boom, polite_failure, refused, flood, thinker, hang, foot_only):
        registry.register(item)
    return ToolExecutor(registry)


async def test_a_call_returns_json_content(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "add", '{"a": 2, "b": 3}', "call-1")
    assert result.ok and result.call_id == "call-1" and result.name == "add"
    assert json.loads(result.content) == {"sum": 5}
    result = await fake_executor.run(make_ctx(), "add", {"a": 1}, "call-2")
    assert json.loads(result.content) == {"sum": 3}


async def test_unknown_tool_names_the_available_ones(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "ad", "{}", "c")
    assert not result.ok
    assert result.content.startswith("error: unknown tool 'ad'")
    assert "add" in result.content and "boom" in result.content


async def test_a_tool_outside_the_offered_set_is_unknown(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "boom", "{}", "c", allowed=["add"])
    assert not result.ok and result.content == "error: unknown tool 'boom'. Available tools: add."


async def test_a_tool_the_profile_may_not_use_is_refused(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(profile="eddie"), "foot_only", "{}", "c")
    assert not result.ok
    assert "not available in this connection (profile eddie)" in result.content
    assert (await fake_executor.run(make_ctx(profile="foot"), "foot_only", "", "c")).ok


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ('{"a": 1', "not valid JSON"),
        ("[1, 2]", "must be a JSON object, not list"),
        ("{}", "a: missing (required)"),
        ('{"a": "two"}', "a: Input should be a valid integer"),
        ('{"a": 1, "c": 3}', "c: unexpected argument"),
    ],
)
async def test_bad_arguments_give_a_precise_error(
    fake_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    arguments: str,
    expected: str,
) -> None:
    result = await fake_executor.run(make_ctx(), "add", arguments, "c")
    assert not result.ok
    assert result.content.startswith("error: ")
    assert expected in result.content
    assert "Expected: a (integer, required), b (integer)." in result.content


async def test_an_unexpected_exception_becomes_an_internal_error_result(
    fake_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.ERROR, logger="brain.tools.base"):
        result = await fake_executor.run(make_ctx(), "boom", "{}", "c")
    assert not result.ok
    assert result.content == "error: internal error in boom: RuntimeError: kaput"
    assert any("tool boom failed" in r.getMessage() and r.exc_info for r in caplog.records)


async def test_tool_and_user_facing_errors_reach_the_model_as_text(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "polite_failure", "{}", "c")
    assert result.content == "error: the thing is not there; try another"
    result = await fake_executor.run(make_ctx(), "refused", "{}", "c")
    assert result.content == "error: That is not allowed. Do something else."


async def test_output_is_capped_with_a_note(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "flood", "{}", "c")
    assert result.ok
    assert result.content.startswith("x" * MAX_OUTPUT)
    assert f"[output cut: {MAX_OUTPUT} of {MAX_OUTPUT * 2} characters shown]" in result.content
    assert len(result.content) < MAX_OUTPUT + 100


async def test_progress_brackets_each_call_with_one_operation_id(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext], frames: FrameLog
) -> None:
    await fake_executor.run(make_ctx(), "add", {"a": 1}, "c1")
    await fake_executor.run(make_ctx(), "boom", {}, "c2")
    start_ok, end_ok, start_bad, end_bad = frames.statuses()
    assert (start_ok.tag, end_ok.tag) == ("TOOL_START", "TOOL_END")
    assert start_ok.operation_id and start_ok.operation_id == end_ok.operation_id
    assert start_bad.operation_id == end_bad.operation_id != start_ok.operation_id
    assert start_ok.tool == end_ok.tool == "add"
    assert start_ok.failed is None  # tri-state: not applicable on an open ping
    assert end_ok.failed is False and end_bad.failed is True
    assert end_bad.detail is not None and "kaput" in end_bad.detail
    assert start_ok.usage is None
    assert end_ok.usage is not None
    assert (end_ok.usage.tokens_in, end_ok.usage.llm_calls) == (0, 0)
    assert end_ok.usage.elapsed_ms >= 0


async def test_bad_arguments_also_close_the_operation_as_failed(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext], frames: FrameLog
) -> None:
    await fake_executor.run(make_ctx(), "nope", "{", "c")
    start, end = frames.statuses()
    assert start.operation_id == end.operation_id and end.failed is True


async def test_usage_delta_is_the_change_of_the_process_totals(
    brain: Brain,
    fake_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    frames: FrameLog,
) -> None:
    ctx = make_ctx()
    # Totals from earlier model calls must not count for this tool.
    await procs.add_usage(
        brain.store, ctx.process.id, tokens_in=999, tokens_out=9, calls=3, elapsed_ms=1
    )
    result = await fake_executor.run(ctx, "thinker", {}, "c")
    assert result.ok
    end = frames.statuses()[-1]
    assert end.usage is not None
    assert (end.usage.tokens_in, end.usage.tokens_out, end.usage.llm_calls) == (200, 40, 2)


async def test_progress_of_a_worker_goes_to_its_own_session(
    brain: Brain,
    fake_executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    make_worker: Callable[..., Any],
) -> None:
    worker = await make_worker()
    seen = FrameLog()
    brain.events.subscribe(worker.session.id, seen)
    await fake_executor.run(make_ctx(worker=worker), "add", {"a": 1}, "c")
    assert [s.tag for s in seen.statuses()] == ["TOOL_START", "TOOL_END"]


async def test_cancellation_closes_the_operation_and_propagates(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext], frames: FrameLog
) -> None:
    hang_started.clear()
    task = asyncio.create_task(fake_executor.run(make_ctx(), "hang", {}, "c"))
    await hang_started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    start, end = frames.statuses()
    assert start.operation_id == end.operation_id and end.failed is True


async def test_missing_arguments_count_as_an_empty_object(
    fake_executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    result = await fake_executor.run(make_ctx(), "add", None, "c")
    assert not result.ok and "a: missing (required)" in result.content


async def test_a_bug_outside_the_tool_still_ends_in_a_result(
    brain: Brain, make_ctx: Callable[..., ToolContext], frames: FrameLog
) -> None:
    def broken_summary(ctx: ToolContext, p: Any) -> str:
        raise KeyError("oops")

    registry = ToolRegistry()
    registry.register(
        tool(labels=["write"], needs_approval=lambda c, p: True, summarize=broken_summary)(add.run)
    )
    result = await ToolExecutor(registry).run(make_ctx(), "add", {"a": 1}, "c")
    assert not result.ok
    assert result.content == "error: internal error in add: KeyError: 'oops'"
    assert frames.statuses()[-1].failed is True
