"""MCP tools: a real SDK server over stdio; round trip, approvals, crash and hang → restart."""

from __future__ import annotations

import asyncio
import re
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import psutil
import pytest
from pydantic import ValidationError

from brain.core import Brain
from brain.events.frames import ProcessProgress
from brain.mcp.config import McpServerConfig, McpSettings
from brain.mcp.manager import McpManager
from brain.tools import ToolContext, ToolExecutor, default_registry

from .conftest import FrameLog, runner

pytest.importorskip("mcp")
SERVER = Path(__file__).with_name("mcp_garden_server.py")


@pytest.fixture
async def manager() -> AsyncIterator[McpManager]:
    config = McpServerConfig(
        command=sys.executable,
        args=[str(SERVER)],
        timeout_s=2,
        tool_labels={"add": ["read-only"], "whoami": ["read-only"], "hang": ["read-only"]},
        labels=["side-effect"],
    )
    found = McpManager(McpSettings(servers={"garden": config}))
    await found.start_all()
    yield found
    await found.aclose()


@pytest.fixture
def run(manager: McpManager, make_ctx: Callable[..., ToolContext]) -> Any:
    registry = default_registry()
    for item in manager.registry_tools():
        registry.register(item)
    return runner(ToolExecutor(registry), make_ctx())


def _pid(text: str) -> int:
    match = re.search(r"<<<untrusted text>>>\n(\d+)\n", text)
    assert match, text
    return int(match.group(1))


def _gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


async def test_servers_tools_are_namespaced_and_listed(manager: McpManager) -> None:
    (entry,) = manager.describe()
    assert entry["server"] == "garden" and entry["status"] == "running"
    assert set(entry["tools"]) == {"garden__add", "garden__crash", "garden__hang", "garden__whoami"}
    tools = {t.name: t for t in manager.registry_tools()}
    assert (
        tools["garden__add"].labels == {"read-only"} and tools["garden__add"].needs_approval is None
    )
    assert tools["garden__crash"].needs_approval is not None  # side-effect: asks first
    schema = tools["garden__add"].params.model_json_schema()
    assert schema["required"] == ["a", "b"]


async def test_round_trip_with_progress_frames(run: Any, frames: FrameLog) -> None:
    ok, text = await run("garden__add", a=2, b=40)
    assert ok and "\n42\n" in text and "untrusted data" in text
    statuses = [f.status for f in frames.of_type(ProcessProgress) if f.status is not None]
    assert next(s.tag for s in statuses if s.tool == "garden__add") == "TOOL_START"
    assert any(s.tag == "TOOL_END" and s.tool == "garden__add" and not s.failed for s in statuses)


async def test_risky_mcp_tools_ask_for_approval(
    run: Any, brain: Brain, frames: FrameLog, eventually: Any
) -> None:
    task = asyncio.create_task(run("garden__crash"))
    await eventually(lambda: bool(frames.approvals()))
    request = frames.approvals()[0]
    assert request.tool == "garden__crash" and "MCP garden: crash" in request.summary
    brain.approvals.resolve(request.request_id, "deny")
    ok, text = await task
    assert not ok and "denied" in text


async def test_a_crashed_server_is_a_clear_error_and_restarts(
    run: Any, manager: McpManager
) -> None:
    ok, text = await run("garden__whoami")
    first = _pid(text)
    assert ok
    with pytest.raises(Exception, match="starts again on the next use"):
        await manager.call("garden", "crash", {})
    assert manager.describe()[0]["status"].startswith("failed")
    ok, text = await run("garden__whoami")
    assert ok and _pid(text) != first and _gone(first)


async def test_a_hung_server_is_stopped_and_restarted(run: Any, manager: McpManager) -> None:
    ok, text = await run("garden__whoami")
    first = _pid(text)
    ok, text = await run("garden__hang", seconds=30)
    assert not ok and "did not answer hang within 2 s" in text
    ok, text = await run("garden__add", a=1, b=1)
    assert ok and "\n2\n" in text
    assert _gone(first)


def test_a_server_needs_exactly_one_transport() -> None:
    with pytest.raises(ValidationError):
        McpServerConfig()
    with pytest.raises(ValidationError):
        McpServerConfig(command="x", url="http://127.0.0.1:1/mcp")
