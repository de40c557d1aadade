"""MCP servers from the config reach Eddie (issue 12): their tools are offered next to the
built-in ones, run through the same executor (approvals for risky labels, untrusted framing),
and a server that started after the brain joins when it is ready."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from brain.client import Client
from brain.config import Paths, Settings
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from brain.mcp.config import McpServerConfig, McpSettings
from brain.memory.framing import UNTRUSTED_OPEN
from tests.engines.conftest import call

pytest.importorskip("mcp")
SERVER = Path(__file__).parents[1] / "tools" / "mcp_garden_server.py"


async def test_eddie_uses_a_configured_mcp_servers_tool(tmp_path: Path) -> None:
    config = McpServerConfig(
        command=sys.executable,
        args=[str(SERVER)],
        timeout_s=5,
        tool_labels={"add": ["read-only"]},
        labels=["side-effect"],
    )
    script = ScriptedModel()
    script.add("eddie", call("garden__add", a=2, b=3), Reply(text="It is 5."))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(
        profile="foot",
        paths=paths,
        settings=Settings(mcp=McpSettings(servers={"garden": config})),
        model=ModelSeat.of(script),
        poll_seconds=0.02,
    )
    try:
        await client.brain.deps.tasks.wait()  # the server has started and listed its tools
        session = await client.open_hub()
        await client.turn(session.id, "ok, go ahead with that")
        assert "garden__add" in script.offered["eddie"]  # offered next to the built-ins
        _engine, second = script.seen[1]
        result = str(second[-1]["content"])
        assert second[-1]["role"] == "tool" and UNTRUSTED_OPEN in result and "5" in result
        said = [m.content for m in await client.history(session.id) if m.role == "assistant"]
        assert said == ["It is 5."]
    finally:
        await client.close()
